// The guards a route may name (ARCHITECTURE.md step 2). Any other name renders the 500 page
// 'Unknown middleware {name}' at run time and is a finding of `npm run schemas:check`.
export const GUARD_NAMES = [
  'auth',
  'guest',
  'terms',
  'maintenance',
  'banned',
  'restricted',
  'sportsSection',
  'configFlag',
  'configFlagSwap',
  'routeAvailable',
  'notProduction',
] as const;

export type GuardName = (typeof GUARD_NAMES)[number];
