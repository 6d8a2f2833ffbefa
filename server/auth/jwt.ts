// HS256 JSON Web Tokens (RFC 7519) with jose: the `user_token` access token.
import { errors, jwtVerify, SignJWT } from 'jose';

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

/** The HMAC secret as bytes, or imported once as a CryptoKey (saves the import on every call). */
export type JwtSecret = Uint8Array | CryptoKey;

const ALGORITHM = 'HS256';
const HEADER = { alg: ALGORITHM, typ: 'JWT' } as const;

export function importJwtSecret(secret: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    Uint8Array.from(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export function signJwt(claims: AccessClaims, secret: JwtSecret): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader(HEADER).sign(secret);
}

export type JwtCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: string };

/**
 * Accepts only a well-formed HS256 JWT with our signature, integer `iat`/`exp`/`ver`, a numeric
 * `sub`, and `exp` in the future. `alg: none` or any other algorithm is refused.
 */
export async function verifyJwt(
  token: string,
  secret: JwtSecret,
  nowSeconds: number,
): Promise<JwtCheck> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      typ: HEADER.typ,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(nowSeconds * 1000),
    }));
  } catch (error) {
    return { ok: false, reason: refusalReason(error) };
  }
  if (!isAccessClaims(payload)) return { ok: false, reason: 'token claims missing' };
  const { sub, iat, exp, ver } = payload;
  return { ok: true, claims: { sub, iat, exp, ver } };
}

/** jose's error, in the words our 401s log (and 'token expired' makes it session_expired). */
function refusalReason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad token signature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'unsupported token header';
  if (error instanceof errors.JWTClaimValidationFailed)
    return error.claim === 'typ' ? 'unsupported token header' : 'token claims missing';
  return 'malformed token';
}

/** How many verified tokens a process keeps (a few MB at most); the oldest leaves first. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * verifyJwt with the tokens already verified kept by token string: a token seen before skips the
 * HMAC and the parse of its claims (about 30 µs with WebCrypto, against well under 1 µs), and its
 * `exp` is still compared with the clock on every use.
 * Only what the token itself proves is kept: whether its session still holds (token version, ban)
 * is read from the users row on every request (server/auth/currentUser.ts), so a sign-out
 * everywhere, a password change or a ban holds on the next request in every process.
 */
export class VerifiedAccessTokens {
  private readonly verified = new Map<string, Readonly<{ ok: true; claims: AccessClaims }>>();
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: Uint8Array,
    private readonly maxEntries = VERIFIED_TOKENS_MAX,
  ) {
    this.key = importJwtSecret(secret);
  }

  async verify(token: string, nowSeconds: number): Promise<JwtCheck> {
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.claims.exp > nowSeconds) return known;
      this.verified.delete(token);
      return { ok: false, reason: 'token expired' };
    }
    const check = await verifyJwt(token, await this.key, nowSeconds);
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
