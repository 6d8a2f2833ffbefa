// The server's own push of cash-out offers (server/coupon/cashOutPush.ts), measured on a database:
// OPEN_COUPONS (default 10,000) open coupons of 1 to 6 legs booked through placement, every
// customer holding an open tab (an account event stream), and odds changes at CHANGES_PER_SECOND
// (default 500) applied to the sports state for BENCH_SECONDS. The service holds the tabs'
// customers' open coupons in memory (read once, when the first pass meets the tabs), recomputes
// the offers of those on the games that moved and writes the changed ones to the owners' streams. For each change: the time from when it was due to the end of the pass that
// pushed its offers, p50 and p99 (target p99 <= 100 ms). DATABASE_URL: a scratch PostgreSQL
// database; else PGlite.
import { performance } from 'node:perf_hooks';
import type { ServerResponse } from 'node:http';
import { DEFAULT_CASH_OUT_TERMS } from '../domain/coupon/index';
import { CashOutPushService } from '../server/coupon/cashOutPush';
import { AccountEventStreams } from '../server/money/accountEvents';
import { bookOpenCoupons, quantile, random } from './openCoupons';

const OPEN_COUPONS = Number(process.env.OPEN_COUPONS ?? 10_000);
const CHANGES_PER_SECOND = Number(process.env.CHANGES_PER_SECOND ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 200;
const TARGET_P99_MS = 100;

/** A tab's stream that counts what is written to it. */
function countingStream(counter: { frames: number; bytes: number }): ServerResponse {
  return {
    write(chunk: string) {
      counter.frames += 1;
      counter.bytes += chunk.length;
      return true;
    },
    end() {},
  } as unknown as ServerResponse;
}

export async function runCashOutPushBench(): Promise<void> {
  const bench = await bookOpenCoupons({
    name: 'cash_out_push',
    count: OPEN_COUPONS,
    gameCount: 200,
    customerCount: CUSTOMERS,
    maxLegs: 6,
  });
  const streams = new AccountEventStreams();
  try {
    const { database, state, games, customers } = bench;
    const written = { frames: 0, bytes: 0 };
    for (const customer of customers) streams.open(customer.userId, countingStream(written));
    // When each change not yet covered by a pass was due; a pass covers every change applied
    // before it starts (DeltaPasses takes the marked games at that moment).
    const pending: number[] = [];
    const latencies: number[] = [];
    let passes = 0;
    let pushed = 0;
    class TimedPush extends CashOutPushService {
      override async pass(gameIds: readonly number[]): Promise<number> {
        const covered = pending.splice(0);
        const sent = await super.pass(gameIds);
        const done = performance.now();
        for (const due of covered) latencies.push(done - due);
        passes += 1;
        pushed += sent;
        return sent;
      }
    }
    const push = new TimedPush({
      db: () => database.db,
      state,
      streams,
      termsOf: () => DEFAULT_CASH_OUT_TERMS,
      onError: (err) => {
        throw err;
      },
    });
    // The first pass reads the tabs' customers' open coupons and pushes every offer once.
    await push.pass(games.map((g) => g[0]!.gameId));
    latencies.length = 0;
    passes = 0;
    pushed = 0;
    written.frames = 0;
    written.bytes = 0;
    push.start();

    const seqs = new Map<number, number>();
    for (const g of games) seqs.set(g[0]!.gameId, state.seq(g[0]!.gameId) ?? 1);
    const total = SECONDS * CHANGES_PER_SECOND;
    const interval = 1000 / CHANGES_PER_SECOND;
    const start = performance.now();
    let done = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        // Every change due by now, in order; each one's latency counts from when it was due.
        while (done < total && start + done * interval <= now) {
          const game = games[random(games.length)]!;
          const outcome = game[random(game.length)]!;
          const gameId = outcome.gameId;
          const seq = (seqs.get(gameId) ?? 1) + 1;
          seqs.set(gameId, seq);
          const coef = Math.max(1.01, Math.round(outcome.coef * (90 + random(21))) / 100);
          pending.push(start + done * interval);
          state.applyDelta({
            gameId,
            seq,
            outcomes: [{ id: outcome.outcomeId, coef, isBlocked: false }],
          });
          done += 1;
        }
        if (done >= total) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
    await push.idle();
    await push.stop();
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = quantile(latencies, 0.99);
    console.log(
      JSON.stringify(
        {
          path: `server push (server/coupon/cashOutPush.ts) on ${bench.engine}`,
          coupons: bench.placed(),
          tabs: customers.length,
          changes: done,
          changesPerSecond: Math.round(done / elapsed),
          passes,
          offersPushed: pushed,
          framesWritten: written.frames,
          pushedKiB: Math.round(written.bytes / 1024),
          p50Ms: Number(quantile(latencies, 0.5).toFixed(1)),
          p99Ms: Number(p99.toFixed(1)),
          maxMs: Number((latencies[latencies.length - 1] ?? 0).toFixed(1)),
          targetP99Ms: TARGET_P99_MS,
          met: p99 <= TARGET_P99_MS,
        },
        null,
        2,
      ),
    );
  } finally {
    streams.close();
    await bench.close();
  }
}
