// GET /bff-api/content-changes: Server-Sent Events `content-changed` {kind, id, brand} of the
// tab's brand, so an open customer tab re-fetches a publication without a reload (app/hotReload.ts).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_CHANGED_EVENT,
  CONTENT_CHANGES_PATH,
  type ContentChangedEvent,
} from '../../domain/studio/contract';
import { requestScope, type ServerContext } from '../http/serverContext';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  // Proxies (nginx) must pass events through at once.
  'x-accel-buffering': 'no',
} as const;
/** Keeps idle connections open through proxies that close silent ones. */
const HEARTBEAT_MS = 25_000;

export class ContentChangeStreams {
  private readonly byBrand = new Map<string, Set<ServerResponse>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byBrand.values()) n += set.size;
    return n;
  }

  open(brand: string, res: ServerResponse): () => void {
    const set = this.byBrand.get(brand) ?? new Set();
    set.add(res);
    this.byBrand.set(brand, set);
    return () => set.delete(res);
  }

  /** Sends the event to the open tabs of its brand. */
  send(change: ContentChangedEvent): void {
    const data = JSON.stringify({ kind: change.kind, id: change.id, brand: change.brand });
    for (const res of this.byBrand.get(change.brand) ?? []) {
      res.write(`event: ${CONTENT_CHANGED_EVENT}\ndata: ${data}\n\n`);
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byBrand.values()) for (const res of set) res.end();
    this.byBrand.clear();
  }

  private writeAll(text: string): void {
    for (const set of this.byBrand.values()) for (const res of set) res.write(text);
  }
}

export function registerContentChangeRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  streams: ContentChangeStreams,
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
        produces: ['text/event-stream'],
        response: { 200: { description: 'text/event-stream of content-changed events' } },
      },
    },
    async (request, reply) => {
      const { brandId } = requestScope(ctx, request);
      reply.hijack();
      const res = reply.raw;
      res.socket?.setNoDelay(true);
      // Headers set by hooks (security headers) live on the reply, which hijack bypasses.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, STREAM_HEADERS);
      // A first comment: the browser's EventSource (and a test) knows the stream is open.
      res.write(': open\n\n');
      const forget = streams.open(brandId, res);
      res.on('close', forget);
      res.on('error', forget);
      if (res.destroyed) forget();
      return reply;
    },
  );
}
