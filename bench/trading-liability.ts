// The trading desk's liability view under load (docs/back-office.md "Trading"): 10,000 open
// coupons booked through the server's placement service, then bets arriving at 200 a second
// while the view (the events' liability and the hottest event's markets, as the studio reads them
// every 2 s) is read again and again. Prints how long one update of the view takes (p50, p99;
// target p99 <= 200 ms) and how long a bet waits until a view shows it. The exposure sums are
// folded every 5 s as each server process does (server/trading/tradingRoutes.ts). PGlite by
// default; DATABASE_URL (an admin URL) runs it on a scratch PostgreSQL database, where the view
// reads through a pool of its own, as a trader's request served by another process of the cluster
// would (LIABILITY_VIEW_POOL=shared: through the bets' pool, whose connections the bets this
// machine cannot place at the full rate hold, so the view waits in their queue).
//   npm run bench:liability        BENCH_SECONDS=10 OPEN_COUPONS=10000 BETS_PER_SECOND=200
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../server/db/createDatabase';
import { compactExposure, eventLiability, eventsExposure } from '../server/trading/liability';
import { bookOpenCoupons, quantile } from './openCoupons';

const OPEN_COUPONS = Number(process.env.OPEN_COUPONS ?? 10_000);
const BETS_PER_SECOND = Number(process.env.BETS_PER_SECOND ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 50;
const TARGET_P99_MS = 200;
async function main(): Promise<void> {
  const bench = await bookOpenCoupons({
    name: 'liability',
    count: OPEN_COUPONS,
    gameCount: 40,
    customerCount: CUSTOMERS,
    maxLegs: 3,
  });
  try {
    const { database, state, placeOne } = bench;
    const ownPool = bench.url !== undefined && process.env.LIABILITY_VIEW_POOL !== 'shared';
    const viewDatabase = ownPool
      ? await createDatabase({
          dataDir: mkdtempSync(join(tmpdir(), 'liability-view-')),
          databaseUrl: bench.url,
        })
      : database;
    const db = viewDatabase.db;
    console.log(`the view reads through ${ownPool ? 'a pool of its own' : "the bets' pool"}`);
    await compactExposure(database.db);
    let folded: Promise<unknown> = Promise.resolve();
    const folding = setInterval(() => {
      folded = compactExposure(database.db);
    }, 5_000);
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
    clearInterval(folding);
    await folded;
    if (viewDatabase !== database) await viewDatabase.close();
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
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
