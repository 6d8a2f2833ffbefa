// The live stream as buildServer wires it: the simulated feed (a clock the test advances) →
// SportsState → hub → an SSE client over HTTP; the same state answers the read API.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDelta, GameDetails } from '../../../domain/sports/types';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { SseClient } from './sseTestClient';

afterAll(removeTempDirs);

/** The simulator's first ids: its initial live games (server/sports/feed/simulatedFeed.ts). */
const FIRST_GAMES = Array.from({ length: 40 }, (_, i) => 1_000_001 + i);

describe.each(databaseBackends())('live stream in the server on $name', (backend) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let base: string;
  const clock = new ManualFeedClock(Date.UTC(2026, 10, 21, 12, 0, 0));

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({
      database: opened.database,
      sports: { feed: 'simulated', seed: 7, clock },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('pushes the feed’s changes of the subscribed games, agreeing with the read API', async () => {
    const client = await SseClient.open(
      `${base}/web-api/sports/live/stream?games=${FIRST_GAMES.join(',')}`,
    );
    expect(client.status).toBe(200);
    await client.waitFor(() => client.of('subscribed').length === 1);
    const { games } = JSON.parse(client.of('subscribed')[0]!.data) as { games: number[] };
    expect(games.length).toBeGreaterThan(0);
    await client.waitFor(() => client.of('snapshot').length === games.length);

    clock.advance(5_000);
    await client.waitFor(() => client.of('delta').length > 0);
    const deltas = client.of('delta').map((e) => JSON.parse(e.data) as GameDelta);
    expect(deltas.every((d) => games.includes(d.gameId))).toBe(true);

    // The last pushed price of an outcome is the price the game page shows.
    const priced = deltas.filter((d) => d.outcomes && d.outcomes.length > 0).at(-1)!;
    const change = priced.outcomes![0]!;
    const page = await app.inject({ url: `/web-api/sports/games/${priced.gameId}` });
    const { game } = page.json() as { game: GameDetails };
    const outcome = game.markets.flatMap((m) => m.outcomes).find((o) => o.id === change.id);
    expect(outcome).toMatchObject({ coef: change.coef, isBlocked: change.isBlocked });
    client.close();
  });

  it('is in the OpenAPI document with its stats route', async () => {
    const doc = (await app.inject({ url: '/web-api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/web-api/sports/live/stream', '/web-api/sports/live/stats']),
    );
    expect(Object.keys(doc.paths)).not.toContain('/web-api/sports/live/test/publish');
  });

  it('ends open streams when the server closes', async () => {
    const client = await SseClient.open(`${base}/web-api/sports/live/stream?games=1000001`);
    await client.waitFor(() => client.of('subscribed').length === 1);
    await app.close();
    await client.waitFor(() => client.closed);
    expect(client.closed).toBe(true);
  });
});
