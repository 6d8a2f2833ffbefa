// SMS through an HTTP gateway adapter: POST SMS_HTTP_URL with the JSON body { "to": "<digits>",
// "text": "…" } and, when SMS_HTTP_TOKEN is set, "Authorization: Bearer <token>". Any 2xx answer
// means the gateway took the message. A provider with another API sits behind a small adapter
// service that speaks this one. The SMS sink of test control (smsSinkRoutes.ts) is such a gateway.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../auth/messageSenders';
import { MessageNotSent } from './messageNotSent';

export interface HttpSmsSenderOptions {
  /** The gateway's URL, or a function giving it (the server's own SMS sink, known once listening). */
  url: string | (() => string);
  /** Sent as a bearer token when set. */
  token?: string;
  timeoutMs?: number;
  /** The fetch to use (tests give a failing one). */
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly opts: HttpSmsSenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendSms(to: string, text: string): Promise<void> {
    const doFetch = this.opts.fetch ?? fetch;
    let reason: string;
    try {
      const url = typeof this.opts.url === 'string' ? this.opts.url : this.opts.url();
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.opts.token ? { authorization: `Bearer ${this.opts.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return;
      reason = `the gateway answered HTTP ${response.status}`;
    } catch (err) {
      reason = err instanceof Error ? err.message : String(err);
    }
    this.log.error({ channel: 'sms', to, reason }, 'SMS not sent');
    throw new MessageNotSent('sms');
  }
}
