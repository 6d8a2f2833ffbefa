import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDelta } from '../../../domain/sports/types';
import { registerLiveRoutes } from '../../../server/live/streamRoutes';
import { installErrorHandling } from '../../../server/http/errorHandling';
import { installRequestValidation } from '../../../server/http/requestValidation';
import { ScriptedFeed, startTestLive } from './liveFixtures';
import { SseClient } from './sseTestClient';

describe('live stream over HTTP', () => {
  let app: FastifyInstance;
  let feed: ScriptedFeed;
  let base: string;
  const clients: SseClient[] = [];

  const open = async (query: string, headers: Record<string, string> = {}) => {
    const client = await SseClient.open(`${base}/web-api/sports/live/stream?${query}`, headers);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    feed = new ScriptedFeed([1, 2, 3]);
    const { live } = await startTestLive(feed);
    app = Fastify();
    installErrorHandling(app);
    installRequestValidation(app);
    registerLiveRoutes(app, live, { testTrigger: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await app.close();
  });

  it('streams the subscribed games as text/event-stream, then their deltas', async () => {
    const client = await open('games=1,2');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    await client.waitFor(() => client.of('snapshot').length === 2);
    feed.change(3, 3.3);
    feed.change(2, 2.2);
    await client.waitFor(() => client.of('delta').length === 1);
    const delta = JSON.parse(client.of('delta')[0]!.data) as GameDelta;
    expect(delta).toEqual({
      gameId: 2,
      seq: 2,
      outcomes: [{ id: 2001, coef: 2.2, isBlocked: false }],
    });
  });

  it('resumes with Last-Event-ID: exactly the missed deltas, no gaps, no duplicates', async () => {
    const first = await open('games=1,3');
    await first.waitFor(() => first.of('snapshot').length === 2);
    feed.change(1, 1.1);
    feed.change(3, 3.1);
    await first.waitFor(() => first.of('delta').length === 2);
    const lastId = first.events.at(-1)!.id!;
    first.close();
    await first.waitFor(() => first.closed);

    const missed = [
      feed.change(1, 1.2),
      feed.change(2, 2.3),
      feed.change(3, 3.2),
      feed.change(1, 1.3),
    ];
    const second = await open('games=1,3', { 'last-event-id': lastId });
    await second.waitFor(() => second.of('delta').length === 3);
    const live = feed.change(3, 3.4);
    await second.waitFor(() => second.of('delta').length === 4);
    expect(second.events.map((e) => e.event)).toEqual([
      'subscribed',
      'delta',
      'delta',
      'delta',
      'delta',
    ]);
    expect(second.of('delta').map((e) => e.id)).toEqual([
      `1:${missed[0]!.seq}`,
      `3:${missed[2]!.seq}`,
      `1:${missed[3]!.seq}`,
      `3:${live.seq}`,
    ]);
  });

  it('resumes the same way with ?since= (clients that build the URL themselves)', async () => {
    const before = feed.change(2, 2.5);
    const after = feed.change(2, 2.6);
    const client = await open(`games=2&since=2:${before.seq}`);
    await client.waitFor(() => client.of('delta').length === 1);
    expect(client.of('delta')[0]!.id).toBe(`2:${after.seq}`);
    expect(client.of('snapshot')).toEqual([]);
  });

  it('names unknown games: a stream for the known ones, 404 when none is known', async () => {
    const some = await open('games=2,777');
    await some.waitFor(() => some.of('subscribed').length === 1);
    expect(JSON.parse(some.of('subscribed')[0]!.data)).toEqual({ games: [2], unknown: [777] });

    const none = await app.inject({ url: '/web-api/sports/live/stream?games=777,778' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      error: 'Not Found',
      message: 'No such games: 777, 778',
      reason: 'not_found',
      field: 'games',
      unknownGames: [777, 778],
    });
  });

  it.each([
    ['no games', ''],
    ['an empty list', 'games='],
    ['a word', 'games=abc'],
    ['a negative id', 'games=-1'],
    ['a trailing comma', 'games=1,'],
    ['a malformed since', 'games=1&since=1-2'],
  ])('answers 400 naming the field for %s', async (_name, query) => {
    const res = await app.inject({ url: `/web-api/sports/live/stream?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    expect(res.json().message).toMatch(/games|since/);
  });

  it('answers 400 for a malformed Last-Event-ID and for too many games', async () => {
    const badId = await app.inject({
      url: '/web-api/sports/live/stream?games=1',
      headers: { 'last-event-id': 'yesterday' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({
      reason: 'invalid_field',
      field: 'last-event-id',
      message: expect.stringMatching(/last-event-id/),
    });
    const ids = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await app.inject({ url: `/web-api/sports/live/stream?games=${ids}` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      reason: 'invalid_field',
      field: 'games',
      message: expect.stringMatching(/at most 500/),
    });
  });

  it('publishes a delta from the test trigger, and refuses a malformed one', async () => {
    const client = await open('games=3');
    await client.waitFor(() => client.of('snapshot').length === 1);
    const delta: GameDelta = { gameId: 3, seq: 900, timeSec: 1200 };
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/sports/live/test/publish',
      payload: delta,
    });
    expect(res.statusCode).toBe(202);
    await client.waitFor(() => client.of('delta').some((e) => e.id === '3:900'));
    expect(JSON.parse(client.of('delta').at(-1)!.data)).toEqual(delta);

    const bad = await app.inject({
      method: 'POST',
      url: '/web-api/sports/live/test/publish',
      payload: { gameId: 3, seq: 901, coef: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/additional|coef/);
  });

  it('forgets a client that disconnected and counts streams in the stats', async () => {
    const statsOf = async () => (await app.inject({ url: '/web-api/sports/live/stats' })).json();
    const before = (await statsOf()).streams as number;
    const client = await open('games=1');
    await client.waitFor(() => client.of('snapshot').length === 1);
    expect((await statsOf()).streams).toBe(before + 1);
    client.close();
    await client.waitFor(() => client.closed);
    await expect.poll(async () => (await statsOf()).streams).toBe(before);
    expect(await statsOf()).toMatchObject({ role: 'single', bus: 'in-process' });
  });
});
