// SPEC section 3 "Account state" and section 9 "Other": account types 0 main, 4 bonus, 9 currency.
export const ACCOUNT_TYPE = {
  main: 0,
  bonus: 4,
  currency: 9,
} as const;

export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export const ACCOUNT_TYPES: readonly AccountType[] = Object.values(ACCOUNT_TYPE);
