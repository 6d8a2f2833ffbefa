// The limits rules (SPEC sections 3, 4, 5, 7, 9), shared by the client's LimitsStore and the
// server's limit service (server/limits/). Pure: no I/O.
export * from './contract';
export * from './limitChanges';
export * from './limitCurrency';
export * from './limitLocks';
export * from './limitQuestions';
export * from './limitTypes';
export * from './limitValues';
export * from './limitRefusals';
