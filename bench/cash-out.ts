// Cash-out recompute and push: 10,000 open coupons (singles, expresses and systems of 1 to 10
// legs over 2,000 games' result markets) in server/coupon/cashOutBook.ts, and 500 odds changes a
// second for BENCH_SECONDS (default 10). For each change: the time from when it was due to every
// affected offer recomputed (domain/coupon/cashOut.ts) and its push frame written (an SSE frame
// serialized per customer), p50 and p99 (target p99 <= 100 ms). In one process, no database.
// Then the same load through the server's own push, which reads the open coupons from the
// database (bench/cashOutPush.ts: PostgreSQL with DATABASE_URL, else PGlite). Then, with DATABASE_URL, cash-outs per second on PostgreSQL through the server's cash-out
// against the same transaction's SQL through `pg` (bench/cashOutPostgres.ts, ratio >= 0.5).
//   npm run bench:cashout
import { performance } from 'node:perf_hooks';
import { COUPON_TYPES, DEFAULT_CASH_OUT_TERMS, type CouponShape } from '../domain/coupon/index';
import { CashOutBook, type BookMarket } from '../server/coupon/cashOutBook';
import { runCashOutPostgresBench } from './cashOutPostgres';
import { runCashOutPushBench } from './cashOutPush';

const COUPONS = 10_000;
const GAMES = 2_000;
const CHANGES_PER_SECOND = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (n: number) => Math.floor(random() * n);
const coefOf = (p: number) => Math.max(1.01, Math.round((0.95 / p) * 100) / 100);

const markets: BookMarket[] = [];
for (let g = 0; g < GAMES; g += 1) {
  const home = 0.2 + random() * 0.5;
  const draw = 0.15 + random() * 0.15;
  const away = Math.max(0.05, 1 - home - draw);
  markets.push({
    outcomes: [home, draw, away].map((p, k) => ({
      id: g * 3 + k + 1,
      coef: coefOf(p),
      isBlocked: false,
    })),
  });
}

let frames = 0;
let bytes = 0;
const book = new CashOutBook(DEFAULT_CASH_OUT_TERMS, (userId, message) => {
  const frame = `event: cash-out\ndata: ${JSON.stringify({ userId, ...message })}\n\n`;
  frames += 1;
  bytes += frame.length;
});
for (const market of markets) book.addMarket(market);

for (let id = 1; id <= COUPONS; id += 1) {
  const kind = random();
  const size = kind < 0.3 ? 1 : 2 + pick(9);
  const games = new Set<number>();
  while (games.size < size) games.add(pick(GAMES));
  const legs = [...games].map((g) => {
    const o = markets[g]!.outcomes[pick(3)]!;
    return {
      outcomeId: o.id,
      gameId: g + 1,
      coef: o.coef,
      kind: 1 as const,
      isLive: true,
      isBannedExpress: false,
      blockId: 1,
    };
  });
  const amount = 10_000;
  const shape: CouponShape =
    size >= 3 && kind > 0.8
      ? { typeId: COUPON_TYPES.system, legs, amount, systemValue: 2 }
      : { typeId: COUPON_TYPES.express, legs, amount };
  book.add({ id, userId: 1 + (id % 3_000), shape, liveAmount: amount, settled: new Map() });
}
frames = 0;
bytes = 0;

const latencies: number[] = [];
let recomputed = 0;
const total = SECONDS * CHANGES_PER_SECOND;
const interval = 1000 / CHANGES_PER_SECOND;
const start = performance.now();
let done = 0;
await new Promise<void>((resolve) => {
  const tick = () => {
    const now = performance.now();
    // Every change due by now, in order; each one's latency counts from when it was due.
    while (done < total && start + done * interval <= now) {
      const due = start + done * interval;
      const market = markets[pick(GAMES)]!;
      const o = market.outcomes[pick(3)]!;
      const moved = Math.max(1.01, Math.round(o.coef * (0.9 + random() * 0.2) * 100) / 100);
      recomputed += book.applyChange(o.id, moved, random() < 0.02);
      latencies.push(performance.now() - due);
      done += 1;
    }
    if (done >= total) resolve();
    else setImmediate(tick);
  };
  tick();
});
const elapsed = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const q = (x: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(x * latencies.length))]!;
console.log(
  JSON.stringify(
    {
      coupons: book.size,
      changes: done,
      changesPerSecond: Math.round(done / elapsed),
      offersRecomputed: recomputed,
      framesPushed: frames,
      pushedKiB: Math.round(bytes / 1024),
      p50Ms: Number(q(0.5).toFixed(3)),
      p99Ms: Number(q(0.99).toFixed(3)),
      maxMs: Number(latencies[latencies.length - 1]!.toFixed(3)),
      targetP99Ms: 100,
    },
    null,
    2,
  ),
);

await runCashOutPushBench();
runCashOutPostgresBench();
