// Shared set-up of the trading suites (tradingLiability, tradingControlsResettlement): a coupon
// server over the simulated feed on a fresh database of the suite's own, a pool of line
// picks each test takes from, a funded customer and a signed-in trader, with the placement,
// settlement and trading reads the tests share.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GameDetails } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import {
  buildCouponServer,
  fundedCustomer,
  linePicks,
  type Customer,
  type Pick,
} from '../coupon/couponTestKit';
import { settlementHelpers } from '../coupon/settlementKit';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { removeTempDirs, type DatabaseBackend } from '../testServer';

/** Major units (as placement answers them) in minor units. */
export const minor = (major: number) => Math.round(major * 100);

export interface TradingSuite {
  database: AppDatabase;
  app: FastifyInstance;
  clock: ManualFeedClock;
  customer: Customer;
  pool: Pick[];
  trader: SignedInOperator;
  /** The next `n` picks of the pool, each used by one test only. */
  take: (n: number) => Pick[];
  placeOk: ReturnType<typeof settlementHelpers>['placeOk'];
  storeResult: ReturnType<typeof settlementHelpers>['storeResult'];
  shown: ReturnType<typeof settlementHelpers>['shown'];
  /** A GET answered 200 to `who` (the trader unless told), its JSON. */
  get: <T>(url: string, who?: SignedInOperator) => Promise<T>;
  /** The game as the sports API shows it. */
  gameOf: (gameId: number) => Promise<GameDetails>;
}

/** The trading server for a describe block, filled in before its tests (closed after them). */
export function tradingSuiteFor(backend: DatabaseBackend): TradingSuite {
  afterAll(removeTempDirs);
  const held = {} as TradingSuite;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database: held.database, drop } = await backend.open());
    let feed;
    ({
      app: held.app,
      clock: held.clock,
      feed,
    } = await buildCouponServer(held.database, { sweepEveryMs: 3_600_000 }));
    void feed;
    held.pool = await linePicks(held.app, 30);
    held.customer = await fundedCustomer(held.app, held.database, 100_000_000);
    held.trader = await signedInOperator(held.app, held.database, 'trader');
    // A server over the simulated feed and a migrated database: slow on a loaded machine.
  }, 600_000);
  afterAll(async () => {
    await held.app?.close();
    await drop?.();
  });

  const { placeOk, storeResult, shown } = settlementHelpers(() => ({
    app: held.app,
    database: held.database,
    customer: held.customer,
  }));
  Object.assign(held, { placeOk, storeResult, shown });
  held.take = (n: number) => held.pool.splice(0, n);
  held.get = <T>(url: string, who: SignedInOperator = held.trader) =>
    held.app.inject({ url, headers: who.headers }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });
  held.gameOf = async (gameId: number) =>
    (await held.app.inject({ url: `/web-api/sports/games/${gameId}` })).json<{
      game: GameDetails;
    }>().game;
  return held;
}
