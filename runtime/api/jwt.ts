// SPEC section 5: the token is valid only if it exists, has an exp, and has not expired.

/** The `exp` claim (seconds since epoch) of a JWT, or null when it has none or is malformed. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined || token.split('.').length !== 3) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}
