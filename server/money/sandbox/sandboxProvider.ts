// The sandbox payment provider: behaves like a real hosted-page provider. The customer's browser
// goes to its hosted page (GET /sandbox-pay/{paymentId}), chooses an outcome, and the provider then
// notifies the server asynchronously with HMAC-signed callbacks, the way real ones misbehave: each
// final outcome is sent, then a stale `pending` arrives late (out of order), then the final outcome
// again (a retry). The server must end in the final state and move money once.
import type { IncomingHttpHeaders } from 'node:http';
import { isFinalPaymentStatus, type PaymentOutcome } from '../../../domain/money/paymentStatus';
import type { CallbackVerification, PaymentProvider, ProviderPayment } from '../paymentProvider';
import {
  CALLBACK_TOLERANCE_SECONDS,
  isValidSandboxSignature,
  SANDBOX_SIGNATURE_HEADER,
  signedSandboxCallback,
  type SandboxCallbackBody,
} from './sandboxSignature';

export const SANDBOX_PROVIDER_NAME = 'sandbox';
export const SANDBOX_PAGE_PREFIX = '/sandbox-pay';
export const SANDBOX_CALLBACK_PATH = `/web-api/payments/callback/${SANDBOX_PROVIDER_NAME}`;

/** Attempts per callback when the server answers 5xx or cannot be reached. */
const MAX_ATTEMPTS = 4;
/** The delivery log keeps the latest entries only (a long-running server sends many). */
const DELIVERY_LOG_SIZE = 1_000;

export interface SandboxOptions {
  /** PAYMENT_SANDBOX_SECRET: the HMAC key shared by the provider and the server. */
  secret: string;
  /** The gap between the customer's choice and each callback (and between retries, doubled). */
  delayMs: number;
  now: () => Date;
}

/** Sends one signed callback to the server; answers the HTTP status (0 when unreachable). */
export type CallbackTransport = (
  rawBody: string,
  headers: Record<string, string>,
) => Promise<number>;

/** The payment as the provider knows it when the customer chooses. */
export interface SandboxPayment {
  id: string;
  amount: number;
  currencyId: number;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER_NAME;
  private readonly decisions = new Map<string, PaymentOutcome>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private transport: CallbackTransport | undefined;
  private closed = false;
  /** What each delivered callback got back, oldest first, the latest DELIVERY_LOG_SIZE (tests). */
  readonly deliveries: { eventId: string; status: PaymentOutcome; httpStatus: number }[] = [];

  constructor(private readonly opts: SandboxOptions) {}

  /** Where callbacks go (the server's own callback route); set once the routes exist. */
  connect(transport: CallbackTransport): void {
    this.transport = transport;
  }

  createPayment(payment: ProviderPayment): Promise<{ redirectUrl: string }> {
    return Promise.resolve({ redirectUrl: `${SANDBOX_PAGE_PREFIX}/${payment.id}` });
  }

  verifyCallback(rawBody: string, headers: IncomingHttpHeaders): CallbackVerification {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    if (
      !isValidSandboxSignature(
        rawBody,
        Array.isArray(signature) ? undefined : signature,
        this.opts.secret,
      )
    ) {
      return {
        ok: false,
        status: 401,
        message: `${SANDBOX_SIGNATURE_HEADER}: the signature does not match the body`,
      };
    }
    const body = JSON.parse(rawBody) as SandboxCallbackBody;
    const age = Math.abs(this.opts.now().getTime() / 1000 - body.timestamp);
    if (!(age <= CALLBACK_TOLERANCE_SECONDS)) {
      return {
        ok: false,
        status: 401,
        message: `timestamp: more than ${CALLBACK_TOLERANCE_SECONDS} s from now (a replayed callback)`,
      };
    }
    return {
      ok: true,
      callback: {
        eventId: body.event_id,
        paymentId: body.payment_id,
        outcome: body.status,
        amount: body.amount,
        currencyId: body.currency_id,
      },
    };
  }

  /** The outcome the customer chose on the hosted page, if any. */
  decisionOf(paymentId: string): PaymentOutcome | undefined {
    return this.decisions.get(paymentId);
  }

  /**
   * The customer chose on the hosted page. A final choice is made once; `pending` may later be
   * resolved. Schedules the callbacks; false when the payment was already decided.
   */
  decide(payment: SandboxPayment, outcome: PaymentOutcome): boolean {
    const previous = this.decisions.get(payment.id);
    if (previous !== undefined && isFinalPaymentStatus(previous)) return false;
    this.decisions.set(payment.id, outcome);
    const plan: PaymentOutcome[] =
      outcome === 'pending' ? ['pending', 'pending'] : [outcome, 'pending', outcome];
    plan.forEach((status, i) => this.schedule(payment, status, this.opts.delayMs * (i + 1), 1));
    return true;
  }

  /** Resolves when every scheduled callback has been delivered (or given up). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.inFlight.size > 0) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Drops every scheduled callback and waits for those on their way (server onClose). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.inFlight]);
  }

  private schedule(
    payment: SandboxPayment,
    status: PaymentOutcome,
    delayMs: number,
    attempt: number,
  ) {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const sending = this.send(payment, status, attempt).finally(() =>
        this.inFlight.delete(sending),
      );
      this.inFlight.add(sending);
    }, delayMs);
    this.timers.add(timer);
  }

  private async send(
    payment: SandboxPayment,
    status: PaymentOutcome,
    attempt: number,
  ): Promise<void> {
    if (!this.transport || this.closed) return;
    const body: SandboxCallbackBody = {
      // One event per (payment, status): a retry repeats the event, a new status is a new event.
      event_id: `${payment.id}:${status}`,
      payment_id: payment.id,
      status,
      amount: payment.amount,
      currency_id: payment.currencyId,
      // Signed at sending time, as a provider re-signs each retry.
      timestamp: Math.floor(this.opts.now().getTime() / 1000),
    };
    const { rawBody, headers } = signedSandboxCallback(body, this.opts.secret);
    const httpStatus = await this.transport(rawBody, headers).catch(() => 0);
    this.deliveries.push({ eventId: body.event_id, status, httpStatus });
    if (this.deliveries.length > DELIVERY_LOG_SIZE) this.deliveries.shift();
    // The server holds a final state now: its status guards the hosted page from here on.
    if (httpStatus >= 200 && httpStatus < 300 && isFinalPaymentStatus(status)) {
      this.decisions.delete(payment.id);
    }
    const retry = httpStatus === 0 || httpStatus >= 500;
    if (retry && attempt < MAX_ATTEMPTS) {
      this.schedule(payment, status, this.opts.delayMs * 2 ** attempt, attempt + 1);
    }
  }
}
