// A small HMAC-signed, expiring value for a cookie (the pending second step of a sign-in).
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signTicket(payload: object, secret: Buffer, purpose: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body, secret, purpose)}`;
}

/** The payload when the signature is ours and `exp` (seconds) is in the future, else null. */
export function readTicket(
  value: string | undefined,
  secret: Buffer,
  purpose: string,
  nowSeconds: number,
): Record<string, unknown> | null {
  if (!value || value.length > 1024) return null;
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, secret, purpose));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof payload !== 'object' || payload === null) return null;
    const exp = (payload as { exp?: unknown }).exp;
    if (typeof exp !== 'number' || exp <= nowSeconds) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

function mac(body: string, secret: Buffer, purpose: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');
}
