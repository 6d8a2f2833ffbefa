// A trader's suspension pushed to an open page (docs/back-office.md "Trading"): on a server whose
// feed is the one production runs (the simulated provider kept in the database,
// server/sports/feed/feedPersistence.ts), suspending an event sends every price of it locked on
// the live stream a line page holds; releasing it opens them again.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameDelta } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { serverFor } from '../casino/walletTestKit';
import { linePicks } from '../coupon/couponTestKit';
import { SseClient } from '../live/sseTestClient';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const [backend] = databaseBackends();

describe("a trader's suspension on the production feed", () => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const clients: SseClient[] = [];
  afterAll(() => clients.forEach((c) => c.close()));
  serverFor(
    backend!,
    async (db) => {
      const server = await buildTestServer({ database: db, sports: { feed: 'simulated' } });
      await server.listen({ port: 0, host: '127.0.0.1' });
      return { app: server };
    },
    (held) => {
      app = held.server.app;
      database = held.database;
    },
  );

  it("reaches an open line page's live stream as the event's prices locked (its match result among them), and back", async () => {
    const [pick] = await linePicks(app, 1);
    const game = pick!.game;
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const page = await SseClient.open(`${base}/web-api/sports/live/stream?games=${game.id}`);
    clients.push(page);
    expect(page.status).toBe(200);
    await page.waitFor(() => page.of('subscribed').length === 1);
    const trader = await signedInOperator(app, database, 'trader');

    /** The outcomes of the game the deltas since `from` set to `isBlocked`. */
    const set = (from: number, isBlocked: boolean) =>
      new Set(
        page
          .of('delta')
          .slice(from)
          .map((e) => JSON.parse(e.data) as GameDelta)
          .filter((d) => d.gameId === game.id)
          .flatMap((d) => d.outcomes ?? [])
          .filter((o) => o.isBlocked === isBlocked)
          .map((o) => o.id),
      );
    const suspend = async (suspended: boolean) => {
      const res = await app.inject({
        method: 'PUT',
        url: '/operator-api/trading/suspensions',
        headers: trader.headers,
        payload: { gameId: game.id, marketId: null, suspended },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    const beforeSuspension = page.of('delta').length;
    await suspend(true);
    // The stream carries the locks: the feed sends the prices it locks (one locked already, by
    // the model's own suspension, is not sent again), among them the match result the pick found open.
    await page.waitFor(() =>
      pick!.market.outcomes.every((o) => set(beforeSuspension, true).has(o.id)),
    );
    const beforeRelease = page.of('delta').length;
    await suspend(false);
    await page.waitFor(() => set(beforeRelease, false).size > 0);
  });
});
