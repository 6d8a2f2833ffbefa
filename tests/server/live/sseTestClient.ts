// Reading text/event-stream in tests: a parser, a fake socket, and a real HTTP client.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { StreamSink } from '../../../server/live/streamClient';

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/** Parses complete events out of `buffer`; returns them and the unfinished rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    let sawField = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
      else continue;
      sawField = true;
    }
    if (sawField && data.length > 0) events.push({ event, id, data: data.join('\n') });
  }
  return { events, rest };
}

export const deltaSeqs = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'delta').map((e) => e.id);

/** A socket the test fills and drains by hand. */
export class FakeSink extends EventEmitter implements StreamSink {
  text = '';
  full = false;
  ended = false;
  destroyed = false;

  write(chunk: string): boolean {
    this.text += chunk;
    return !this.full;
  }

  end(): void {
    this.ended = true;
  }

  destroy(): void {
    this.destroyed = true;
  }

  drain(): void {
    this.full = false;
    this.emit('drain');
  }

  events(): SseEvent[] {
    return parseSse(this.text).events;
  }

  /** Forgets what was written so far. */
  take(): SseEvent[] {
    const events = this.events();
    this.text = '';
    return events;
  }
}

/** An HTTP SSE client: collects events; `waitFor` resolves when a predicate holds. */
export class SseClient {
  readonly events: SseEvent[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  body = '';
  closed = false;
  private buffer = '';
  private request: http.ClientRequest | undefined;
  private waiters: { test: () => boolean; resolve: () => void }[] = [];

  /** Resolves once the response headers arrived (any status); `localAddress` picks the source. */
  static open(
    url: string,
    headers: Record<string, string> = {},
    options: { localAddress?: string } = {},
  ): Promise<SseClient> {
    const client = new SseClient();
    return new Promise((resolve, reject) => {
      client.request = http.get(url, { headers, ...options }, (res) => {
        client.status = res.statusCode ?? 0;
        client.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => client.receive(chunk));
        res.on('close', () => {
          client.closed = true;
          client.check();
        });
        resolve(client);
      });
      client.request.on('error', (err) => {
        client.closed = true;
        client.check();
        reject(err);
      });
    });
  }

  of(event: string): SseEvent[] {
    return this.events.filter((e) => e.event === event);
  }

  waitFor(test: () => boolean): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  close(): void {
    this.request?.destroy();
  }

  private receive(chunk: string): void {
    this.body += chunk;
    const { events, rest } = parseSse(this.buffer + chunk);
    this.buffer = rest;
    this.events.push(...events);
    this.check();
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test() && !this.closed) return true;
      w.resolve();
      return false;
    });
  }
}
