// The customer's accounts as GET /web-api/account/data answers them (SPEC section 3 "Account
// state"), declared once for the server (server/money/customerAccounts.ts) and the client's
// AccountStore.

/** An `all_accounts` item; money and points in integer minor units. */
export interface AccountView {
  id: number;
  iso: string;
  symbol: string;
  currencyId: number;
  type: number;
  money: number;
  points: number;
  label: string | null;
  isActive: boolean;
}

export interface AccountData {
  /** The active account's money, minor units. */
  balance: number;
  /** The bonus account's money, minor units. */
  bonus: number;
  all_accounts: AccountView[];
  is_available_first_deposit_bonus: boolean;
}
