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
