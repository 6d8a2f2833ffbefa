// HS256 JSON Web Tokens (RFC 7519) with node:crypto: the `user_token` access token.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** users.id as a decimal string. */
  sub: string;
  /** Issued at, seconds since epoch. */
  iat: number;
  /** Expires at, seconds since epoch (SPEC section 5: a token without exp is invalid). */
  exp: number;
  /** users.token_version when issued: sign-out and password change make older tokens invalid. */
  ver: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signJwt(claims: AccessClaims, secret: Buffer): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hmac(body, secret)}`;
}

export type JwtCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: string };

/**
 * Accepts only a well-formed HS256 token with our signature, integer `iat`/`exp`/`ver`, a
 * numeric `sub`, and `exp` in the future. `alg: none` or any other algorithm is refused.
 */
export function verifyJwt(token: string, secret: Buffer, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed token' };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'unsupported token header' };
  const expected = Buffer.from(hmac(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad token signature' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed token payload' };
  }
  if (!isAccessClaims(claims)) return { ok: false, reason: 'token claims missing' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'token expired' };
  return { ok: true, claims };
}

/** How many verified tokens a process keeps (a few MB at most); the oldest leaves first. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * verifyJwt with the tokens already verified kept by token string: a token seen before skips the
 * HMAC and the parse of its claims, and its `exp` is still compared with the clock on every use.
 * Only what the token itself proves is kept: whether its session still holds (token version, ban)
 * is read from the users row on every request (server/auth/currentUser.ts), so a sign-out
 * everywhere, a password change or a ban holds on the next request in every process.
 */
export class VerifiedAccessTokens {
  private readonly verified = new Map<string, Readonly<{ ok: true; claims: AccessClaims }>>();

  constructor(
    private readonly secret: Buffer,
    private readonly maxEntries = VERIFIED_TOKENS_MAX,
  ) {}

  verify(token: string, nowSeconds: number): JwtCheck {
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.claims.exp > nowSeconds) return known;
      this.verified.delete(token);
      return { ok: false, reason: 'token expired' };
    }
    const check = verifyJwt(token, this.secret, nowSeconds);
    if (check.ok) {
      if (this.verified.size >= this.maxEntries) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, Object.freeze({ ok: true, claims: Object.freeze(check.claims) }));
    }
    return check;
  }

  /** How many tokens are kept (tests). */
  get size(): number {
    return this.verified.size;
  }
}

function isAccessClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    /^[1-9]\d{0,18}$/.test(c.sub) &&
    Number.isSafeInteger(c.iat) &&
    Number.isSafeInteger(c.exp) &&
    Number.isSafeInteger(c.ver)
  );
}

function hmac(data: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
