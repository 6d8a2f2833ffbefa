// What the Server-Sent Events routes share (server/studio/contentChanges.ts, server/money/
// accountEvents.ts, server/live/streamRoutes.ts): taking the raw response from Fastify, opening a
// stream and noticing its end, and the open streams of a process grouped by a key (a brand, a
// customer) with a heartbeat.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** An event stream's headers: no caching, and proxies (nginx) pass events through at once. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** The schema parts of a route answering a stream of `event` events. */
export function eventStreamSchema(event: string) {
  return {
    produces: ['text/event-stream'],
    response: { 200: { type: 'string', description: `text/event-stream of ${event} events` } },
  };
}

/** Keeps idle connections open through proxies that close silent ones. */
const HEARTBEAT_MS = 25_000;

/**
 * The raw response of `reply`, taken from Fastify for a stream (hijacked, no Nagle delay), with the
 * headers hooks set on the reply (security headers), which hijack bypasses.
 */
export function hijackForStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.socket?.setNoDelay(true);
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  return res;
}

/**
 * Answers 200 with the event stream's headers and a first comment, so the browser's EventSource
 * (and a test) knows the stream is open.
 */
export function openEventStream(res: ServerResponse): void {
  res.writeHead(200, EVENT_STREAM_HEADERS);
  res.write(': open\n\n');
}

/**
 * Calls `forget` when the stream ends: closed, broken (a write to a socket that just broke must
 * not become an unhandled 'error') or gone before it was watched. 'close' and 'error' may both
 * come: `forget` must bear a second call.
 */
export function onStreamEnd(res: ServerResponse, forget: () => void): void {
  res.on('close', forget);
  res.on('error', forget);
  if (res.destroyed) forget();
}

/** The open streams of this process by a key, kept open by a heartbeat comment. */
export class KeyedStreams {
  private readonly byKey = new Map<string, Set<ServerResponse>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byKey.values()) n += set.size;
    return n;
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byKey.values()) for (const res of set) res.end();
    this.byKey.clear();
  }

  /** The keys with a stream open here. */
  protected keys(): string[] {
    return [...this.byKey.keys()];
  }

  /** How many streams `key` has open here. */
  protected countOf(key: string): number {
    return this.byKey.get(key)?.size ?? 0;
  }

  /** Adds a stream under `key`; the function returned forgets it. */
  protected add(key: string, res: ServerResponse): () => void {
    const set = this.byKey.get(key) ?? new Set();
    set.add(res);
    this.byKey.set(key, set);
    return () => {
      set.delete(res);
      if (set.size === 0 && this.byKey.get(key) === set) this.byKey.delete(key);
    };
  }

  /** Writes `text` to every stream of `key`. */
  protected write(key: string, text: string): void {
    for (const res of this.byKey.get(key) ?? []) res.write(text);
  }

  private writeAll(text: string): void {
    for (const set of this.byKey.values()) for (const res of set) res.write(text);
  }
}
