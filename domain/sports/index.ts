// Public surface of the sports domain: shared types, the live and lock rules, the pricing model.
export * from './types';
export * from './liveRule';
export * from './pricing/index';
export * from './sectionAccess';
export * from './combos';
