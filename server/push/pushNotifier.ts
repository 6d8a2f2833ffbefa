// Sends a PushMessage to every browser a customer subscribed: web-push encrypts the payload
// (RFC 8291) and signs the request (VAPID, RFC 8292); the request itself goes out through fetch,
// so a test's local endpoint can receive it. A subscription the push service says is gone (404,
// 410) is deleted.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { PushMessage } from '../../domain/app/pushContract';
import type { DatabaseSchema } from '../db/schema';
import type { VapidKeys } from './vapidKeys';

/** House rule: a push older than a day is not worth showing. */
const PUSH_TTL_S = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

export interface PushDelivery {
  endpoint: string;
  status: number | 'failed';
}

export class PushNotifier {
  constructor(
    private readonly db: () => Kysely<DatabaseSchema>,
    private readonly keys: VapidKeys,
    private readonly log: FastifyBaseLogger,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Sends to each of the customer's browsers; never throws (a push is a courtesy). */
  async notifyUser(userId: string, message: PushMessage): Promise<PushDelivery[]> {
    try {
      const rows = await this.db()
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth', 'language'])
        .where('user_id', '=', userId)
        .execute();
      return await Promise.all(
        rows.map((row) =>
          this.send(
            row.endpoint,
            { p256dh: row.p256dh, auth: row.auth },
            {
              ...message,
              language: row.language,
            },
          ),
        ),
      );
    } catch (err) {
      this.log.warn({ err, userId }, 'push: could not notify a customer');
      return [];
    }
  }

  private async send(
    endpoint: string,
    keys: { p256dh: string; auth: string },
    payload: PushMessage & { language: string },
  ): Promise<PushDelivery> {
    try {
      const request = webPush.generateRequestDetails({ endpoint, keys }, JSON.stringify(payload), {
        vapidDetails: this.keys,
        TTL: PUSH_TTL_S,
        contentEncoding: 'aes128gcm',
      });
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (answer.status === 404 || answer.status === 410) {
        await this.db().deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
      } else if (!answer.ok) {
        this.log.warn({ status: answer.status }, 'push: the push service refused a message');
      }
      return { endpoint, status: answer.status };
    } catch (err) {
      this.log.warn({ err }, 'push: a message could not be sent');
      return { endpoint, status: 'failed' };
    }
  }
}
