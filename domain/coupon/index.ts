// The coupon's rules (SPEC sections 3, 4, 5 and 9), shared by the client's stores and the server.
export * from './amounts';
export * from './bookedCoupons';
export * from './bonusBet';
export * from './coefChange';
export * from './coefficients';
export * from './combinations';
export * from './couponShapeProblems';
export * from './couponToPlace';
export * from './couponTypes';
export * from './possibleWin';
export * from './refusals';
export * from './settings';
export * from './settlement';
export * from './system';
export * from './vipBet';
export * from './bettingCalculator';
export * from './freeBet';
