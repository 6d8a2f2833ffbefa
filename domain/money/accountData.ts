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
  /**
   * SPEC section 3 "Account state" isAccountFrozen: set by an operator; bets, deposits,
   * withdrawals and every other money movement are refused (403 `account_frozen`).
   */
  isAccountFrozen: boolean;
  /** SPEC section 3 "Account state" bonuses: the active bonuses on the bonus account. */
  bonuses: AccountBonus[];
}

/** An active bonus: its id and its money (integer minor units of the bonus account). */
export interface AccountBonus {
  idBonus: number;
  money: number;
}
