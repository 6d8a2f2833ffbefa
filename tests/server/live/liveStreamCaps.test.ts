// One client address holds at most MAX_STREAMS_PER_ADDRESS live streams: the next is 429 with
// reason too_many_requests, other addresses are still served, and a closed stream frees its slot.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../../server/http/errorHandling';
import { installRequestValidation } from '../../../server/http/requestValidation';
import { MAX_STREAMS_PER_ADDRESS } from '../../../server/live/liveLimits';
import type { LiveService } from '../../../server/live/liveService';
import { registerLiveRoutes } from '../../../server/live/streamRoutes';
import { ScriptedFeed, startTestLive } from './liveFixtures';
import { SseClient } from './sseTestClient';

/** Resolves once `predicate` holds, checking after each turn of the event loop. */
async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((resolve) => setImmediate(resolve));
}

describe('live streams per address', () => {
  let app: FastifyInstance;
  let live: LiveService;
  let url: string;
  const clients: SseClient[] = [];

  /** A stream of game 1 from `localAddress` (any 127.x.y.z reaches the server on loopback). */
  const open = async (localAddress = '127.0.0.1') => {
    const client = await SseClient.open(url, {}, { localAddress });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ({ live } = await startTestLive(new ScriptedFeed([1])));
    app = Fastify();
    installErrorHandling(app);
    installRequestValidation(app);
    registerLiveRoutes(app, live);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/web-api/sports/live/stream?games=1`;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await app.close();
  });

  it(`serves ${MAX_STREAMS_PER_ADDRESS} streams to one address, refuses the next with 429, frees a slot on close`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ADDRESS }, () => open()));
    expect(held.map((c) => c.status)).toEqual(held.map(() => 200));

    const refused = await open();
    expect(refused.status).toBe(429);
    await refused.waitFor(() => refused.closed);
    expect(JSON.parse(refused.body)).toMatchObject({
      error: 'Too Many Requests',
      reason: 'too_many_requests',
    });

    const elsewhere = await open('127.0.0.2');
    expect(elsewhere.status).toBe(200);
    await elsewhere.waitFor(() => elsewhere.of('subscribed').length === 1);

    held[0]!.close();
    await held[0]!.waitFor(() => held[0]!.closed);
    await until(() => live.hub.streamCount === MAX_STREAMS_PER_ADDRESS);
    const again = await open();
    expect(again.status).toBe(200);
  });
});
