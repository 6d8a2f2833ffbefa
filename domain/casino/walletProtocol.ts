// The seamless wallet protocol between a game provider and this site (SPEC section 2 "Casino and
// games"): the provider keeps no customer money; for every round it asks the site's wallet to
// debit the stake and credit the win, and rolls a debit back when the round fails. Calls are
// server to server: POST JSON bodies under WALLET_API_ROOT, signed with the provider's secret.
//
// Signing rule: the header WALLET_SIGNATURE_HEADER carries the lowercase hex HMAC-SHA256 of the
// exact raw body bytes under the provider's secret, and WALLET_PROVIDER_HEADER names the
// provider. Every body carries `timestamp` (ms since the epoch, the provider's clock); a body
// older or newer than WALLET_SIGNATURE_MAX_SKEW_MS is refused (INVALID_SIGNATURE), so a captured
// call cannot be replayed later. Retries stay safe: a retry carries a fresh timestamp, and the
// wallet compares a transaction's business fields (not its timestamp) with the first call.
//
// Amounts are integers in the currency's minor units (kopecks, cents); `currency` is the ISO 4217
// alphabetic code of the session's account. Every successful answer is HTTP 200 with status 'OK'
// and the balance after the call; every refusal is a 4xx whose body carries `code` (one of
// WALLET_ERROR_CODES) and nothing moved.

/** The URL root of the wallet API (runtime/api/apiRoots.ts). */
export const WALLET_API_ROOT = '/casino-wallet-api';

/** The four calls, each `POST ${WALLET_API_ROOT}/v1/<call>`. */
export const WALLET_PATHS = {
  balance: `${WALLET_API_ROOT}/v1/balance`,
  debit: `${WALLET_API_ROOT}/v1/debit`,
  credit: `${WALLET_API_ROOT}/v1/credit`,
  rollback: `${WALLET_API_ROOT}/v1/rollback`,
} as const;

export type WalletCall = keyof typeof WALLET_PATHS;

/** Lowercase hex HMAC-SHA256 of the raw body under the provider's secret. */
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';
/** The provider's key (the catalogue's provider key, e.g. BUILTIN_PROVIDER_KEY of domain/casino/builtinGames.ts). */
export const WALLET_PROVIDER_HEADER = 'x-wallet-provider';
/** A body whose timestamp is further than this from the wallet's clock is refused. */
export const WALLET_SIGNATURE_MAX_SKEW_MS = 60_000;

/** Limits of the provider's identifiers (transaction, round, session ids). */
export const WALLET_ID_MAX_LENGTH = 100;

interface SignedBody {
  /** The provider's clock, ms since the epoch (see WALLET_SIGNATURE_MAX_SKEW_MS). */
  timestamp: number;
  /** The session the launch created (GameLaunchAnswer.sessionId). */
  sessionId: string;
}

export type BalanceRequest = SignedBody;

export interface DebitRequest extends SignedBody {
  /** The provider's id of this debit: unique per provider; a retry reuses it. */
  transactionId: string;
  /** The provider's round id: debits and credits of one round share it. */
  roundId: string;
  /** The stake, integer minor units, > 0. */
  amount: number;
  /** ISO 4217 alphabetic code; must be the session account's. */
  currency: string;
}

/** Provably fair data of a round, shown in the customer's history (optional). */
export interface RoundFairness {
  serverSeedHash: string;
  /** Revealed once the round is over. */
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
}

export interface CreditRequest extends SignedBody {
  transactionId: string;
  /** A round with at least one accepted debit. */
  roundId: string;
  /** The win, integer minor units, >= 0 (0 closes a lost round). */
  amount: number;
  currency: string;
  /** The round is over (default true): no more debits for it. */
  roundClosed?: boolean;
  /** The provider's reference a customer can verify the round by. */
  fairness?: RoundFairness;
}

export interface RollbackRequest extends SignedBody {
  /** The provider's id of this rollback. */
  transactionId: string;
  /** The debit to give back. Unknown: recorded, so a late debit with that id is refused. */
  debitTransactionId: string;
  roundId: string;
}

export interface WalletOkAnswer {
  status: 'OK';
  /** The session account's balance after the call, integer minor units. */
  balance: number;
  currency: string;
  /** The wallet's id of the transaction (absent for balance). */
  walletTransactionId?: string;
  /** True when this transaction id had been accepted before and this call moved nothing. */
  duplicate?: boolean;
}

export const WALLET_ERROR_CODES = [
  /** Missing, malformed or wrong signature, unknown provider, or a stale/future timestamp. */
  'INVALID_SIGNATURE',
  /** The body does not follow the protocol's shapes (a missing field, a wrong type). */
  'INVALID_REQUEST',
  /** No such session for this provider, or it expired (debits and balance). */
  'UNKNOWN_SESSION',
  /** A demo session: the provider keeps the demo balance, the wallet is never called for it. */
  'DEMO_SESSION',
  'INSUFFICIENT_FUNDS',
  /** Negative, fractional, zero (debit) or too large. */
  'INVALID_AMOUNT',
  /** Not the session account's currency. */
  'CURRENCY_MISMATCH',
  /** A credit whose round has no accepted debit in this session. */
  'DEBIT_NOT_FOUND',
  /** A debit whose id was rolled back before it arrived. */
  'TRANSACTION_ROLLED_BACK',
  /** A transaction id seen before with different fields (kind, session, round, amount, currency). */
  'DUPLICATE_TRANSACTION_MISMATCH',
  /** The customer's wagering or loss limit refuses this stake. */
  'LIMIT_EXCEEDED',
  /** The customer is banned, self-excluded or on a time-out. */
  'PLAYER_BLOCKED',
  /** A debit for a round already closed by a credit. */
  'ROUND_CLOSED',
] as const;

export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

/** The body of every refusal (HTTP 4xx); `reason` is the site's refusal reason. */
export interface WalletErrorAnswer {
  status: 'ERROR';
  code: WalletErrorCode;
  message: string;
  reason: string;
  /** The balance when the session is known. */
  balance?: number;
}

export type WalletAnswer = WalletOkAnswer | WalletErrorAnswer;

/** The HTTP status of each refusal. */
export const WALLET_ERROR_STATUS: Readonly<Record<WalletErrorCode, number>> = {
  INVALID_SIGNATURE: 401,
  INVALID_REQUEST: 400,
  UNKNOWN_SESSION: 404,
  DEMO_SESSION: 409,
  INSUFFICIENT_FUNDS: 409,
  INVALID_AMOUNT: 400,
  CURRENCY_MISMATCH: 400,
  DEBIT_NOT_FOUND: 409,
  TRANSACTION_ROLLED_BACK: 409,
  DUPLICATE_TRANSACTION_MISMATCH: 409,
  LIMIT_EXCEEDED: 403,
  PLAYER_BLOCKED: 403,
  ROUND_CLOSED: 409,
};
