// SPEC sections 7 and 9: the secure-data fetch and its grant cookie, and the rights call
// ("disconnect, rights, oauth"). The SPEC shows neither path; ours sit with the other user calls.

export const SECURE_ACCESS_PATHS = {
  /** GET: 200 SecureData, and Set-Cookie of the grant and ggru cookies. */
  secureData: '/web-api/user/secure-data',
  /** GET: 200 CustomerRights; needs the grant cookie (403 grant_required without it). */
  rights: '/web-api/user/rights',
} as const;

/** SPEC section 9 "Grant cookie 1800 s" (SPEC section 7: "grant cookie 30 min, path /"). */
export const GRANT_TTL_SECONDS = 1800;
export const GRANT_COOKIE = 'grant';
/** The SPEC's `ggru`, kept in a cookie beside the grant. */
export const GGRU_COOKIE = 'ggru';

/**
 * The secure-data answer: `ggru`, a stable pseudonymous id of the customer (never the user id),
 * and `grant`, the per-user grant value (an HMAC of the user id and its expiry, with the server's
 * secret) that the cookie also carries, and when it ends.
 */
export interface SecureData {
  ggru: string;
  grant: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Why an action is not allowed now; null when it is. */
export type RightRefusal = 'banned' | 'self_excluded' | 'time_out_active' | 'terms_changed' | null;

/** What the signed-in customer may do now, as the server enforces it. */
export interface CustomerRights {
  bet: boolean;
  deposit: boolean;
  withdraw: boolean;
  casino: boolean;
  /** Why betting, deposits and casino play are refused (the first that applies), else null. */
  reason: RightRefusal;
  /** Epoch seconds when a self-exclusion or time-out ends, else null. */
  until: number | null;
  /** The customer's identity is not verified yet (informative: no right depends on it). */
  needsIdentification: boolean;
}

export const CUSTOMER_RIGHT_NAMES = ['bet', 'deposit', 'withdraw', 'casino'] as const;
export type CustomerRightName = (typeof CUSTOMER_RIGHT_NAMES)[number];

/** A value that is a SecureData answer (the client checks what it is given). */
export function isSecureData(value: unknown): value is SecureData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SecureData>;
  return (
    typeof v.ggru === 'string' &&
    v.ggru.length > 0 &&
    typeof v.grant === 'string' &&
    v.grant.length > 0 &&
    typeof v.expiresAt === 'number'
  );
}
