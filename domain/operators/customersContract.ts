// The operators' customer look-up (docs/back-office.md "Customers"): GET
// /operator-api/customers?by=&q= finds customers, GET /operator-api/customers/{userId} shows one
// with its accounts, limits, ban, documents and history. Both need 'operations.read'; the personal
// data (e-mail, phone, the personal data fields) comes only with 'customers.personal', and every
// answer carrying it is audited. Amounts are integer minor units of the account's currency.

export const CUSTOMER_PATHS = {
  search: '/operator-api/customers',
  detail: '/operator-api/customers/:userId',
} as const;

/** What `q` is: the account id, the login (the account id or the e-mail), the e-mail, the phone. */
export const CUSTOMER_SEARCH_KINDS = ['id', 'login', 'email', 'phone'] as const;
export type CustomerSearchKind = (typeof CUSTOMER_SEARCH_KINDS)[number];

/** Searches that match on personal data: only an operator holding 'customers.personal' runs them. */
export const PERSONAL_SEARCH_KINDS: readonly CustomerSearchKind[] = ['email', 'phone'];

/** The search kind a login names: digits are an account id, anything else an e-mail. */
export function searchKindOfLogin(q: string): 'id' | 'email' {
  return /^[0-9]+$/.test(q) ? 'id' : 'email';
}

export const CUSTOMER_SEARCH_LIMIT = 50;

/** Present only for an operator allowed to see personal data. */
export interface CustomerPersonal {
  email: string | null;
  phone: string | null;
  /** SPEC section 3 "Personal data fields", as the customer entered them. */
  fields: Record<string, string>;
}

export interface CustomerSummary {
  userId: string;
  registrationType: string;
  countryId: number;
  currencyId: number;
  banLevel: number;
  createdAt: string;
  personal?: CustomerPersonal;
}

export interface CustomerSearchAnswer {
  customers: CustomerSummary[];
  /** Whether the answer carries personal data (and so was audited). */
  personal: boolean;
}

export interface CustomerAccount {
  id: string;
  /** SPEC section 3 account type: 0 main, 4 bonus, 9 currency. */
  type: number | null;
  currencyId: number;
  balance: number;
  closed: boolean;
}

export interface CustomerLimit {
  type: number;
  value: number;
  state: string;
  startedAt: string;
  endsAt: string | null;
  pending: string | null;
}

export interface CustomerDocument {
  id: string;
  kind: string;
  format: string;
  status: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface CustomerHistoryEntry {
  /** 'coupon' | 'payment' | 'limit'. */
  kind: string;
  id: string;
  at: string;
  /** A coupon's or payment's status, a limit history event. */
  status: string;
  /** Minor units (a coupon's stake, a payment's amount, a limit's new value); null when none. */
  amount: number | null;
  currencyId: number | null;
  /** A coupon's payout, a payment's type (deposit, withdraw), a limit's type. */
  detail: string | null;
}

export interface CustomerDetail extends CustomerSummary {
  banVersion: number;
  disallowLineSport: boolean;
  disallowLiveSport: boolean;
  /** The brand (office) the account was last moved to; null when it never moved. */
  accountBrand: string | null;
  verificationState: string;
  accounts: CustomerAccount[];
  limits: CustomerLimit[];
  /** The documents' kinds and review; the files themselves are read through verification. */
  documents: CustomerDocument[];
  /** Newest first, the latest 50 coupons, payments and limit changes together. */
  history: CustomerHistoryEntry[];
}
