// A small signed, expiring value for a cookie or a link (the pending second step of a sign-in,
// a newsletter opt-out): an HS256 JWT (jose) whose audience is its purpose, so a ticket of one
// purpose is refused for another, and whose type keeps it apart from the access token.
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

const TICKET_TYPE = 'ticket+jwt';
/** Longer than any ticket we sign: a bigger value is refused before it is parsed. */
const MAX_TICKET_LENGTH = 1024;

/** `payload` must carry `exp` (seconds since epoch). */
export function signTicket(
  payload: JWTPayload & { exp: number },
  secret: Uint8Array,
  purpose: string,
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: TICKET_TYPE })
    .setAudience(purpose)
    .sign(secret);
}

/** The payload when the signature is ours and `exp` (seconds) is in the future, else null. */
export async function readTicket(
  value: string | undefined,
  secret: Uint8Array,
  purpose: string,
  nowSeconds: number,
): Promise<Record<string, unknown> | null> {
  if (!value || value.length > MAX_TICKET_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(value, secret, {
      algorithms: ['HS256'],
      typ: TICKET_TYPE,
      audience: purpose,
      requiredClaims: ['exp'],
      currentDate: new Date(nowSeconds * 1000),
    });
    const { aud: _purpose, ...claims } = payload;
    return claims;
  } catch {
    return null;
  }
}
