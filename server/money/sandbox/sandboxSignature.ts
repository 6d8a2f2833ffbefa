// Sandbox callback signing: HMAC-SHA256 over the raw JSON body with the shared secret, sent as
// `x-sandbox-signature: sha256=<hex>`. The body carries its own `timestamp` (Unix seconds), so the
// signature covers it: a callback older than the tolerance is refused as a replay.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome } from '../../../domain/money/paymentStatus';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How far a callback's timestamp may be from our clock (the usual provider window). */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/** The JSON body of a sandbox callback (snake_case, as the provider sends it). */
export interface SandboxCallbackBody {
  event_id: string;
  payment_id: string;
  status: PaymentOutcome;
  amount: number;
  currency_id: number;
  /** Unix seconds when the provider signed it. */
  timestamp: number;
}

export function signSandboxBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Constant-time comparison of a presented signature with the expected one. */
export function isValidSandboxSignature(
  rawBody: string,
  presented: string | undefined,
  secret: string,
): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(signSandboxBody(rawBody, secret));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A signed callback ready to POST: the raw body and its headers. */
export function signedSandboxCallback(
  body: SandboxCallbackBody,
  secret: string,
): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(rawBody, secret),
    },
  };
}
