// The launch call of an outside game provider (SPEC section 7 "Games and third-party calls"): when
// a customer opens an outside provider's game, the site opens a game session and asks the provider,
// server to server, for the frame URL of that session. Signed like the wallet calls
// (domain/casino/walletProtocol.ts): the header PROVIDER_LAUNCH_SIGNATURE_HEADER carries the
// lowercase hex HMAC-SHA256 of the exact raw body under the provider's shared secret, and the
// body's `timestamp` must be within WALLET_SIGNATURE_MAX_SKEW_MS of the provider's clock.
// From then on the provider moves money only through the signed wallet calls.

/** POST on the provider's base URL. */
export const PROVIDER_LAUNCH_PATH = '/provider-api/v1/launch';
/** Lowercase hex HMAC-SHA256 of the raw body under the provider's secret. */
export const PROVIDER_LAUNCH_SIGNATURE_HEADER = 'x-launch-signature';
/** The launch call waits this long for the provider's answer; then the game is unavailable. */
export const PROVIDER_LAUNCH_TIMEOUT_MS = 5_000;

export interface ProviderLaunchRequest {
  /** The site's clock, ms since the epoch. */
  timestamp: number;
  /** The session every wallet call of this play names (GameLaunchAnswer.sessionId). */
  sessionId: string;
  /** The catalogue's engine key of the game: the provider's own game code. */
  gameCode: string;
  /** ISO 4217 code of the session account: every wallet call of the session carries it. */
  currency: string;
  /** The frame's language. */
  lng: string;
  /** When the session stops taking debits (ISO 8601). */
  expiresAt: string;
}

export interface ProviderLaunchAnswer {
  /** The game frame's URL, on the provider's frame origin (the site refuses any other origin). */
  url: string;
}

/** The provider's refusal codes of a launch (HTTP 4xx with `{ code }`). */
export const PROVIDER_LAUNCH_ERRORS = [
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'UNKNOWN_GAME',
  'UNSUPPORTED_CURRENCY',
] as const;
export type ProviderLaunchError = (typeof PROVIDER_LAUNCH_ERRORS)[number];
