// RFC 6238 time-based one-time passwords (HMAC-SHA1, 30 s steps, 6 digits) with otpauth: the
// codes of the authenticator apps, and the otpauth:// URI they scan.
import { Secret, TOTP } from 'otpauth';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now (clock drift between phone and server). */
export const TOTP_WINDOW = 1;
/** RFC 4226 recommends a 160-bit secret for HMAC-SHA1. */
const SECRET_BYTES = 20;

function totpOf(secretBase32: string, names: { issuer?: string; label?: string } = {}): TOTP {
  return new TOTP({
    ...names,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
  });
}

/** A new random secret, base32 (RFC 4648) as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

export function totpAt(secretBase32: string, unixSeconds: number): string {
  return totpOf(secretBase32).generate({ timestamp: unixSeconds * 1000 });
}

export function verifyTotp(secretBase32: string, code: string, unixSeconds: number): boolean {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: unixSeconds * 1000,
    window: TOTP_WINDOW,
  });
  return delta !== null;
}

/** The otpauth:// URI an authenticator app scans (as a QR code) to add the account. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return totpOf(secretBase32, { issuer, label: account }).toString();
}
