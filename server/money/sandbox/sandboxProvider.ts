// The sandbox payment provider: behaves like a real hosted-page provider. The customer's browser
// goes to its hosted page (GET /sandbox-pay/{paymentId}), chooses an outcome, and the provider then
// notifies the server asynchronously with HMAC-signed callbacks, the way real ones misbehave: each
// final outcome is sent, then a stale `pending` arrives late (out of order), then the final outcome
// again (a retry). The server must end in the final state and move money once.
//
// The choice and the callbacks it owes are kept in the database (sandboxOutbox.ts) before the
// customer sees the result, so they survive a crash: a restarted server delivers what is left.
// Undelivered callbacks are retried, with growing gaps, until the server answers them.
import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { PaymentOutcome } from '../../../domain/money/paymentStatus';
import type { DatabaseSchema } from '../../db/schema';
import type { CallbackVerification, PaymentProvider, ProviderPayment } from '../paymentProvider';
import {
  claimDueCallbacks,
  finalDecision,
  markDelivered,
  nextDueAt,
  recordDecision,
  scheduleRetry,
  type DecisionResult,
  type DueCallback,
} from './sandboxOutbox';
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

/** How long a delivery holds its row: a process that dies mid-delivery leaves it this long. */
export const DELIVERY_LEASE_MS = 10_000;
/** The first retry of a failed callback waits at least this long; each next one twice as long. */
const RETRY_FIRST_MS = 100;
/** ... up to this long between tries. */
const RETRY_MAX_MS = 60_000;
/** Rows taken per claim. */
const CLAIM_BATCH = 50;
/** Also looks for due rows this often (rows another process wrote or left behind). */
const POLL_MS = 2_000;
/** The delivery log keeps the latest entries only (a long-running server sends many). */
const DELIVERY_LOG_SIZE = 1_000;

export interface SandboxOptions {
  /** PAYMENT_SANDBOX_SECRET: the HMAC key shared by the provider and the server. */
  secret: string;
  /** The gap between the customer's choice and each callback (retries start from it). */
  delayMs: number;
  now: () => Date;
  /** The database holding the outbox. */
  db: () => Kysely<DatabaseSchema>;
  /** A delivery pass that failed (the database was unreachable ...); the next pass retries. */
  onError?: (err: unknown) => void;
}

/** Sends one signed callback to the server; answers the HTTP status (0 when unreachable). */
export type CallbackTransport = (
  rawBody: string,
  headers: Record<string, string>,
) => Promise<number>;

export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER_NAME;
  private transport: CallbackTransport | undefined;
  /** Delivery passes run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private started = false;
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
        field: 'timestamp',
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

  /** The final outcome the customer chose on the hosted page, if any. */
  decisionOf(paymentId: string): Promise<PaymentOutcome | undefined> {
    return finalDecision(this.opts.db(), paymentId);
  }

  /**
   * The customer chose on the hosted page: the callbacks are written to the outbox (committed
   * when this resolves) and delivered from there. A final choice is made once; `pending` may
   * later be resolved. Not recorded: the outcome decided before, or the payment's final status.
   */
  async decide(paymentId: string, outcome: PaymentOutcome): Promise<DecisionResult> {
    const result = await recordDecision(this.opts.db(), {
      paymentId,
      outcome,
      now: this.opts.now(),
      gapMs: this.opts.delayMs,
    });
    if (result.recorded) this.wake(this.opts.delayMs);
    return result;
  }

  /** Starts delivering: what is due now (left by an earlier process too), then as rows fall due. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.wake(0);
  }

  /** One delivery pass: sends every callback due now; resolves with how many were sent. */
  deliverDue(): Promise<number> {
    const pass = this.queue.then(() => (this.closed ? 0 : this.deliverPass()));
    this.queue = pass.catch(() => undefined);
    return pass;
  }

  /** Resolves when the outbox is empty: every callback delivered (tests). */
  async idle(): Promise<void> {
    for (;;) {
      await this.queue;
      const next = await nextDueAt(this.opts.db());
      if (next === undefined) return;
      const wait = next.getTime() - this.opts.now().getTime();
      if (wait <= 0) await this.deliverDue();
      else await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 20)));
    }
  }

  /** Stops delivering and waits for the pass under way; what is left stays in the outbox. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.queue;
  }

  /** Runs a pass in `inMs` unless one is already set to run sooner. */
  private wake(inMs: number): void {
    if (!this.started || this.closed) return;
    const at = Date.now() + Math.max(0, inMs);
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Number.POSITIVE_INFINITY;
        void this.tick();
      },
      Math.max(0, inMs),
    );
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let nextInMs = POLL_MS;
    try {
      await this.deliverDue();
      const next = await nextDueAt(this.opts.db());
      if (next) nextInMs = Math.min(POLL_MS, next.getTime() - this.opts.now().getTime());
    } catch (err) {
      this.opts.onError?.(err);
    }
    this.wake(nextInMs);
  }

  private async deliverPass(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      const now = this.opts.now();
      const due = await claimDueCallbacks(this.opts.db(), {
        now,
        leaseUntil: new Date(now.getTime() + DELIVERY_LEASE_MS),
        limit: CLAIM_BATCH,
      });
      await Promise.all(due.map((callback) => this.send(callback)));
      sent += due.length;
      if (due.length < CLAIM_BATCH || this.closed) return sent;
    }
  }

  private async send(callback: DueCallback): Promise<void> {
    const body: SandboxCallbackBody = {
      // One event per (payment, status): a retry repeats the event, a new status is a new event.
      event_id: `${callback.paymentId}:${callback.status}`,
      payment_id: callback.paymentId,
      status: callback.status,
      amount: callback.amount,
      currency_id: callback.currencyId,
      // Signed at sending time, as a provider re-signs each retry.
      timestamp: Math.floor(this.opts.now().getTime() / 1000),
    };
    const { rawBody, headers } = signedSandboxCallback(body, this.opts.secret);
    const httpStatus = await this.transport!(rawBody, headers).catch(() => 0);
    this.deliveries.push({ eventId: body.event_id, status: callback.status, httpStatus });
    if (this.deliveries.length > DELIVERY_LOG_SIZE) this.deliveries.shift();
    const now = this.opts.now();
    // Accepted (2xx) or refused (4xx: a retry would be refused again): done. Else tried again.
    if (httpStatus > 0 && httpStatus < 500) {
      await markDelivered(this.opts.db(), callback.id, now, httpStatus);
    } else {
      const gap = Math.min(
        RETRY_MAX_MS,
        Math.max(this.opts.delayMs, RETRY_FIRST_MS) * 2 ** (callback.attempts - 1),
      );
      await scheduleRetry(this.opts.db(), callback.id, new Date(now.getTime() + gap), httpStatus);
    }
  }
}
