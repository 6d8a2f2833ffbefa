// The trading desk's liability view under load (docs/back-office.md "Trading"): 10,000 open
// coupons booked through the server's placement service, then bets arriving at 200 a second
// while the view (the events' liability and the hottest event's markets, as the studio reads them
// every 2 s) is read again and again. Prints how long one update of the view takes (p50, p99;
// target p99 <= 200 ms) and how long a bet waits until a view shows it. PGlite by default;
// DATABASE_URL (an admin URL) runs it on a scratch PostgreSQL database.
//   npm run bench:liability        BENCH_SECONDS=10 OPEN_COUPONS=10000 BETS_PER_SECOND=200
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
import { eventLiability, eventsExposure } from '../server/trading/liability';
import { createScratchDatabase, fundedCustomer } from './postgresBench';

const OPEN_COUPONS = Number(process.env.OPEN_COUPONS ?? 10_000);
const BETS_PER_SECOND = Number(process.env.BETS_PER_SECOND ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 50;
const TARGET_P99_MS = 200;
const FLAGS = {
  couponTypesWithMinAmount: [1, 2, 4, 9],
  couponTypesWithMaxAmount: [1, 2, 4, 9],
  isAvailableCouponBonusBet: false,
  showVipBet: false,
};

interface Selection {
  outcomeId: number;
  gameId: number;
  coef: number;
}

function sportsState(): SportsState {
  const catalog = simulatedCatalog();
  const state = new SportsState(catalog);
  const feed = new SimulatedFeed({ seed: 5, clock: new ManualFeedClock(Date.now()), catalog });
  feed.onDelta((delta) => state.applyDelta(delta));
  feed.start();
  feed.stop();
  return state;
}

/** Every unblocked outcome of the line games' result markets, by game. */
function selections(state: SportsState): Selection[][] {
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
function random(n: number): number {
  seedRandom = (seedRandom * 1103515245 + 12345) % 2147483648;
  return seedRandom % n;
}

function couponBody(games: Selection[][], accountId: string): CouponToPlace {
  const legs = 1 + random(3);
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
    amount: 10 + random(500),
    changeCoefAction: 2,
    bets,
  } as CouponToPlace;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'liability_bench') : null;
  const dataDir = scratch?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'liability-bench-'));
  const database: AppDatabase = await createDatabase({
    dataDir,
    ...(scratch ? { databaseUrl: scratch.url } : {}),
  });
  try {
    const db = database.db;
    const state = sportsState();
    const games = selections(state).slice(0, 40);
    const clearing = await houseAccountId(db, HOUSE_ACCOUNT.providerClearing, 643);
    const customers: { userId: string; accountId: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      customers.push(await fundedCustomer(db, clearing, 1_000_000_000_000));
    }
    let serial = 0;
    const placeOne = async () => {
      const customer = customers[serial % CUSTOMERS]!;
      serial += 1;
      const result = await placeCoupon(
        { db, state },
        {
          userId: customer.userId,
          idempotencyKey: `bench-${serial}`,
          body: couponBody(games, customer.accountId),
          flags: FLAGS,
        },
      );
      if (result.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(result)}`);
    };
    const seedStarted = performance.now();
    const SEED_CLIENTS = scratch ? 8 : 1;
    await Promise.all(
      Array.from({ length: SEED_CLIENTS }, async () => {
        while (serial < OPEN_COUPONS) await placeOne();
      }),
    );
    console.log(
      `bench:liability on ${scratch ? 'PostgreSQL' : 'PGlite'}: ${serial} open coupons over ` +
        `${games.length} events booked in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const hottest = (await eventsExposure(db, 1))[0]!.gameId;
    const view = async () => {
      await eventsExposure(db, 100);
      await eventLiability(db, state, hottest);
    };
    await view();

    const updates: number[] = [];
    const waits: number[] = [];
    let bets = 0;
    let failures = 0;
    const placedAt: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    const started = performance.now();
    // Bets at a steady rate: the n-th is due at n / rate seconds, placed as soon as it is due.
    const betting = (async () => {
      while (performance.now() < end) {
        const due = started + (bets * 1000) / BETS_PER_SECOND;
        const now = performance.now();
        if (due > now) await new Promise((r) => setTimeout(r, due - now));
        bets += 1;
        void placeOne().then(
          () => placedAt.push(performance.now()),
          () => (failures += 1),
        );
      }
    })();
    const viewing = (async () => {
      while (performance.now() < end) {
        const from = performance.now();
        await view();
        const to = performance.now();
        updates.push(to - from);
        // Every bet committed before this view started is shown by it.
        while (placedAt.length > 0 && placedAt[0]! <= from) waits.push(to - placedAt.shift()!);
      }
    })();
    await Promise.all([betting, viewing]);
    const seconds = (performance.now() - started) / 1000;
    updates.sort((a, b) => a - b);
    waits.sort((a, b) => a - b);
    const p99 = quantile(updates, 0.99);
    console.log(
      `bets: ${bets} in ${seconds.toFixed(1)} s (${(bets / seconds).toFixed(0)}/s, target ${BETS_PER_SECOND}/s), failures ${failures}`,
    );
    console.log(
      `liability view update: ${updates.length} updates, p50 ${quantile(updates, 0.5).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms (target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `bet to view: p50 ${quantile(waits, 0.5).toFixed(1)} ms, p99 ${quantile(waits, 0.99).toFixed(1)} ms (${waits.length} bets)`,
    );
  } finally {
    await database.close();
    if (scratch) await scratch.drop();
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
