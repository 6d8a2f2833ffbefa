// An operator's change of a customer's limits (docs/back-office.md "Customer limits"): the body
// is the customer's own save (`{ limits: [{ type, limitValue }] }`), checked by the same rules.
export const OPERATOR_LIMITS_PATH = '/operator-api/customers/:userId/limits';

export const operatorLimitsPath = (userId: string | number): string =>
  OPERATOR_LIMITS_PATH.replace(':userId', String(userId));
