// SPEC section 5: the token is valid only if it exists, has an exp, and has not expired.
import { decodeJwt } from 'jose';

/** The `exp` claim (seconds since epoch) of a JWT, or null when it has none or is malformed. */
export function jwtExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}
