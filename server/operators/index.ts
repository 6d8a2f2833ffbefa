export { recordAudit, listAudit } from './audit';
export type { AuditRecord } from './audit';
export {
  OPERATOR_COOKIE,
  assertOperatorCan,
  operatorOf,
  requireOperator,
  sessionOperator,
} from './operatorAuth';
export {
  createOperator,
  disableOperator,
  listOperators,
  newOperatorProblem,
  normalizeLogin,
} from './operatorAccounts';
export { registerOperatorRoutes, brandQuerySchema } from './operatorRoutes';
