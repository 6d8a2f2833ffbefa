// Open coupons booked through the server's placement service on a scratch database, for the
// benches that read them back (bench/trading-liability.ts: the liability view; bench/
// cashOutPush.ts: the offers pushed as odds move). The sports state is the simulated feed's first
// snapshot; coupons are singles and expresses over the line games' result markets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CouponToPlace } from '../domain/coupon/index';
import { GameStatus } from '../domain/sports/types';
import { placeCoupon } from '../server/coupon/placement';
import { createDatabase, type AppDatabase } from '../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../server/money/houseAccounts';
import { simulatedCatalog } from '../server/sports/catalog';
import { ManualFeedClock } from '../server/sports/feed/clock';
import { SimulatedFeed } from '../server/sports/feed/simulatedFeed';
import { SportsState } from '../server/sports/state/sportsState';
import { createScratchDatabase, fundedCustomer } from './postgresBench';

const FLAGS = {
  couponTypesWithMinAmount: [1, 2, 4, 9],
  couponTypesWithMaxAmount: [1, 2, 4, 9],
  isAvailableCouponBonusBet: false,
  showVipBet: false,
};

/** Major units: well under the default maximum payout (100,000). */
const MAX_WIN = 50_000;

export interface Selection {
  outcomeId: number;
  gameId: number;
  coef: number;
}

export interface BenchCustomer {
  userId: string;
  accountId: string;
}

/** The simulated feed's first snapshot. */
export function sportsState(): SportsState {
  const catalog = simulatedCatalog();
  const state = new SportsState(catalog);
  const feed = new SimulatedFeed({ seed: 5, clock: new ManualFeedClock(Date.now()), catalog });
  feed.onDelta((delta) => state.applyDelta(delta));
  feed.start();
  feed.stop();
  return state;
}

/** Every unblocked outcome of the line games' result markets, by game. */
export function selections(state: SportsState): Selection[][] {
  const games: Selection[][] = [];
  for (const game of state.games()) {
    if (game.status !== GameStatus.NotStarted || game.isLiveInLive) continue;
    const market = game.markets.find(
      (m) => m.kind === 1 && !m.isBannedExpress && m.outcomes.every((o) => !o.isBlocked),
    );
    if (!market) continue;
    games.push(market.outcomes.map((o) => ({ outcomeId: o.id, gameId: game.id, coef: o.coef })));
  }
  return games;
}

let seedRandom = 12345;
/** A seeded whole number in [0, n): the same coupons on every run. */
export function random(n: number): number {
  seedRandom = (seedRandom * 1103515245 + 12345) % 2147483648;
  return seedRandom % n;
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function couponBody(games: Selection[][], accountId: string, maxLegs: number): CouponToPlace {
  const legs = 1 + random(Math.min(maxLegs, games.length));
  const picked = new Set<number>();
  const bets: Selection[] = [];
  while (bets.length < legs) {
    const g = random(games.length);
    if (picked.has(g)) continue;
    picked.add(g);
    const outcomes = games[g]!;
    bets.push(outcomes[random(outcomes.length)]!);
  }
  return {
    // One leg: a singles coupon; more: an express.
    typeId: bets.length === 1 ? 9 : 1,
    accountId: Number(accountId),
    // A stake whose possible win stays under the brand's maximum payout (long expresses).
    amount: Math.max(
      10,
      Math.min(10 + random(500), Math.floor(MAX_WIN / bets.reduce((p, b) => p * b.coef, 1))),
    ),
    changeCoefAction: 2,
    bets,
  } as CouponToPlace;
}

export interface OpenCouponsBench {
  database: AppDatabase;
  state: SportsState;
  games: Selection[][];
  customers: BenchCustomer[];
  /** PostgreSQL (DATABASE_URL) or PGlite. */
  engine: string;
  /** The scratch PostgreSQL database's URL (another pool may open it); undefined on PGlite. */
  url: string | undefined;
  /** Places one more coupon (the n-th of the run) and resolves once it is booked. */
  placeOne: () => Promise<void>;
  /** How many were placed so far. */
  placed: () => number;
  close: () => Promise<void>;
}

/**
 * A database with `count` open coupons of 1 to `maxLegs` legs over `gameCount` line games, placed
 * for `customerCount` funded customers. DATABASE_URL (an admin URL): a scratch PostgreSQL
 * database, dropped on close; else PGlite in a temporary folder.
 */
export async function bookOpenCoupons(options: {
  name: string;
  count: number;
  gameCount: number;
  customerCount: number;
  maxLegs: number;
}): Promise<OpenCouponsBench> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, `${options.name}_bench`) : null;
  const dataDir = scratch?.dataDir ?? mkdtempSync(path.join(tmpdir(), `${options.name}-bench-`));
  const database = await createDatabase({
    dataDir,
    ...(scratch ? { databaseUrl: scratch.url } : {}),
  });
  const close = async () => {
    await database.close();
    if (scratch) await scratch.drop();
    else rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const db = database.db;
    const state = sportsState();
    const games = selections(state).slice(0, options.gameCount);
    const clearing = await houseAccountId(db, HOUSE_ACCOUNT.providerClearing, 643);
    const customers: BenchCustomer[] = [];
    for (let i = 0; i < options.customerCount; i++) {
      customers.push(await fundedCustomer(db, clearing, 1_000_000_000_000));
    }
    let serial = 0;
    const placeOne = async () => {
      const customer = customers[serial % customers.length]!;
      serial += 1;
      const key = `bench-${serial}`;
      // A long express of long odds can pass the maximum payout even at the least stake: it is
      // drawn again.
      for (let attempt = 1; ; attempt++) {
        const result = await placeCoupon(
          { db, state },
          {
            userId: customer.userId,
            idempotencyKey: `${key}-${attempt}`,
            body: couponBody(games, customer.accountId, options.maxLegs),
            flags: FLAGS,
          },
        );
        if (result.kind === 'placed') return;
        const tooLong =
          result.kind === 'refused' && result.refusals.every((r) => r.code === 'payout_above_max');
        if (!tooLong || attempt >= 10) throw new Error(`not placed: ${JSON.stringify(result)}`);
      }
    };
    const started = performance.now();
    const clients = scratch ? 8 : 1;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (serial < options.count) await placeOne();
      }),
    );
    const engine = scratch ? 'PostgreSQL' : 'PGlite';
    console.log(
      `${options.name} on ${engine}: ${serial} open coupons over ${games.length} events booked in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      database,
      state,
      games,
      customers,
      engine,
      url: scratch?.url,
      placeOne,
      placed: () => serial,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
