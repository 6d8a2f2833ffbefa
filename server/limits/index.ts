// The limits context: the limit service's routes, and the checks deposits, stakes and sign-in
// pass (server is the authority; SPEC sections 3, 4, 7).
export { registerLimitRoutes } from './limitRoutes';
export { assertStakeAllowed, assertStakeAllowedOnRows, type StakeToCheck } from './stakeLimits';
export { assertDepositAllowed, type DepositToCheck } from './depositLimits';
export { admitSignIn, assertSignInAllowed } from './signInLimits';
export { LimitRefusal, StakeLimitRefusal } from './limitRefusal';
export { stakeRefusalOf, type StakeRefusal } from './stakeRefusal';
/** The customer's limits lock (transaction-scoped, re-entrant): take it before account rows. */
export { lockCustomerLimits, LIMITS_LOCK_PREFIX, limitRowsOf, type LimitRow } from './limitRecords';
export { mainCurrencyOf } from './limitUsage';
export type { LimitTables } from './tables';
