// Coefficient formats (SPEC section 9) and coefficient view rules (SPEC sections 3 and 5).
export * from './coefViews';
export * from './conversions';
export * from './fractions';
export * from './formatCoef';
