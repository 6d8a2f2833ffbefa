import type { AddressInfo } from 'node:net';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveService } from '../../../server/live/liveService';
import { registerLiveRoutes } from '../../../server/live/streamRoutes';
import { ScriptedFeed, startTestLive } from './liveFixtures';
import { SseClient } from './sseTestClient';

const OUTCOMES = 300; // about 13 KB a delta: a few hundred fill a socket that is not read
const DELTAS = 2_000;
const BATCH = 10;

describe('a client that stops reading (real sockets)', () => {
  let app: FastifyInstance;
  let live: LiveService;
  let feed: ScriptedFeed;
  let port: number;
  let stalled: net.Socket;
  let reader: SseClient;

  beforeAll(async () => {
    feed = new ScriptedFeed([1], OUTCOMES);
    ({ live } = await startTestLive(feed, { hub: { maxPendingBytes: 512 * 1024 } }));
    app = Fastify();
    registerLiveRoutes(app, live);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    stalled?.destroy();
    reader?.close();
    await app.close();
  });

  it('does not hold back the other clients; its dropped deltas are counted', async () => {
    stalled = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => stalled.once('connect', resolve));
    stalled.write('GET /web-api/sports/live/stream?games=1 HTTP/1.1\r\nHost: localhost\r\n\r\n');
    stalled.pause(); // never reads again
    reader = await SseClient.open(`http://127.0.0.1:${port}/web-api/sports/live/stream?games=1`);
    await expect.poll(() => live.hub.streamCount).toBe(2);

    let last = 0;
    for (let i = 0; i < DELTAS; i += 1) {
      last = feed.change(1, 1.5 + (i % 100) / 100, OUTCOMES).seq;
      // The reader gets every batch while the stalled socket holds none of them back.
      if (i % BATCH === BATCH - 1) await reader.waitFor(() => reader.of('delta').length === i + 1);
    }
    const stats = live.stats();
    expect(stats.congestedStreams).toBe(1);
    expect(stats.droppedFrames).toBeGreaterThan(DELTAS / 2);
    const ids = reader.of('delta').map((e) => e.id);
    expect(ids[0]).toBe('1:2');
    expect(ids.at(-1)).toBe(`1:${last}`);
    expect(new Set(ids).size).toBe(DELTAS);
  });
});
