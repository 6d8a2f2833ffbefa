// The wallet API's signing rule (domain/casino/walletProtocol.ts): lowercase hex HMAC-SHA256 of
// the exact raw body bytes under the provider's secret. The provider (server/casino/builtin/ or
// an outside one) signs with signWalletBody; the wallet checks with walletSignatureValid.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_SIGNATURE_MAX_SKEW_MS } from '../../../domain/casino/walletProtocol';

export function signWalletBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison of the sent signature with the expected one. */
export function walletSignatureValid(
  secret: string,
  rawBody: string | Buffer,
  signature: string | undefined,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signWalletBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A body's timestamp is within the allowed skew of the wallet's clock. */
export function walletTimestampFresh(timestamp: unknown, now: number): boolean {
  return (
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp) &&
    Math.abs(now - timestamp) <= WALLET_SIGNATURE_MAX_SKEW_MS
  );
}
