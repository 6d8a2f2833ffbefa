// GET /bff-api/content-changes: Server-Sent Events `content-changed` {kind, id, brand} of the
// tab's brand, so an open customer tab re-fetches a publication without a reload (app/hotReload.ts).
// Opened with a customer's access token, the same stream carries that customer's
// `account-changed` events (server/money/accountEvents.ts): one stream per tab for both, since
// the browser holds six HTTP/1.1 connections per host and each tab holds the live stream too.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_CHANGED_EVENT,
  CONTENT_CHANGES_PATH,
  type ContentChangedEvent,
} from '../../domain/studio/contract';
import { ACCOUNT_STREAM_EVENT } from '../../domain/money/accountEvents';
import { identify } from '../auth/currentUser';
import {
  eventStreamSchema,
  hijackForStream,
  KeyedStreams,
  onStreamEnd,
  openEventStream,
} from '../http/eventStream';
import { requestScope, type ServerContext } from '../http/serverContext';
import type { AccountEventStreams } from '../money/accountEvents';

/** The open content streams of this process, by brand. */
export class ContentChangeStreams extends KeyedStreams {
  open(brand: string, res: ServerResponse): () => void {
    return this.add(brand, res);
  }

  /** Sends the event to the open tabs of its brand. */
  send(change: ContentChangedEvent): void {
    const data = JSON.stringify({ kind: change.kind, id: change.id, brand: change.brand });
    this.write(change.brand, `event: ${CONTENT_CHANGED_EVENT}\ndata: ${data}\n\n`);
  }
}

export function registerContentChangeRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  streams: ContentChangeStreams,
  accountStreams?: AccountEventStreams,
): void {
  app.addHook('preClose', async () => streams.close());
  // A stopping process ends the tabs' streams at once: their EventSource reconnects elsewhere.
  app.addDrainStep(async () => streams.close());
  app.get(
    CONTENT_CHANGES_PATH,
    {
      schema: {
        summary:
          "Server-Sent Events: `content-changed` {kind, id, brand} when the tab's brand publishes",
        tags: ['content'],
        ...eventStreamSchema('content-changed'),
      },
    },
    async (request, reply) => {
      const { brandId } = requestScope(ctx, request);
      // Who opened it (bans not checked: a balance refresh is no customer action). A database
      // away leaves the stream a guest's: content changes still flow.
      const customer = accountStreams
        ? await identify(ctx, request).then(
            (who) => (who.ok ? who.user.id : null),
            () => null,
          )
        : null;
      const res = hijackForStream(reply);
      openEventStream(res);
      const forget = streams.open(brandId, res);
      const forgetAccount = customer ? accountStreams?.open(customer, res, brandId) : null;
      if (accountStreams) {
        const carried = JSON.stringify({ signedIn: Boolean(forgetAccount) });
        res.write(`event: ${ACCOUNT_STREAM_EVENT}\ndata: ${carried}\n\n`);
      }
      const forgetAll = () => {
        forget();
        forgetAccount?.();
      };
      onStreamEnd(res, forgetAll);
      return reply;
    },
  );
}
