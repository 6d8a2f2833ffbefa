// What the money context needs from a payment provider: deposits and withdrawals go through this
// interface, and PAYMENT_PROVIDER chooses the one served (paymentProviders.ts). The sandbox
// provider (server/money/sandbox/) is the first one.
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentOutcome, PaymentType } from '../../domain/money/paymentStatus';

export interface ProviderPayment {
  id: string;
  type: PaymentType;
  /** Integer minor units. */
  amount: number;
  currencyId: number;
  /** The language of the result page the customer returns to. */
  lng: string;
}

/** A verified provider notification about one payment. */
export interface ProviderCallback {
  /** The provider's event id: a repeat of the same event changes nothing. */
  eventId: string;
  paymentId: string;
  outcome: PaymentOutcome;
  amount: number;
  currencyId: number;
}

export type CallbackVerification =
  | { ok: true; callback: ProviderCallback }
  /** Refused: `field` names the part of the body at fault, when one is. */
  | { ok: false; status: 400 | 401; message: string; field?: string };

export interface PaymentProvider {
  /** Stored on the payment and part of the callback path: /web-api/payments/callback/{name}. */
  readonly name: string;
  /** Registers the payment with the provider; the customer's browser goes to `redirectUrl`. */
  createPayment(payment: ProviderPayment): Promise<{ redirectUrl: string }>;
  /** Checks the signature and freshness of a callback over its raw body, then parses it. */
  verifyCallback(rawBody: string, headers: IncomingHttpHeaders): CallbackVerification;
}
