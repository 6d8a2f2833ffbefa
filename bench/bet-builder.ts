// npm run bench:betbuilder (docs/bet-builder.md): the price of a 6-leg bet builder under the goals
// model, p50 and p99 of many pricings (target p99 <= 20 ms), and its error against a 10-million-
// sample Monte Carlo of the same model (target within 0.5 %). Prints its figures; never a test.
import { performance } from 'node:perf_hooks';
import {
  jointProbability,
  priceBuilder,
  type BuilderModel,
  type BuilderPick,
} from '../domain/coupon/betBuilder';
import { fitExpectedGoals, simulateBuilder } from '../domain/coupon/betBuilderFit';

const MODEL: BuilderModel = {
  home: 0,
  away: 0,
  homeExpected: 1.55,
  awayExpected: 1.2,
  firstPeriod: { home: 0, away: 0, homeExpected: 0.7, awayExpected: 0.54 },
};

/** Six picks, one a period pick (the 4-dimensional enumeration), all positively related. */
const SIX: BuilderPick[] = [
  { market: 'result', pick: 'home' },
  { market: 'total', line: 2.5, pick: 'over' },
  { market: 'btts', pick: 'yes' },
  { market: 'teamTotal', team: 'home', line: 1.5, pick: 'over' },
  { market: 'handicap', line: -1.5, pick: 'home' },
  { market: 'periodResult', period: 1, pick: 'home' },
];

const RUNS = 2_000;
const SAMPLES = 10_000_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function main(): void {
  for (let i = 0; i < 50; i += 1) priceBuilder(MODEL, SIX);
  const times: number[] = [];
  let quote = priceBuilder(MODEL, SIX);
  for (let i = 0; i < RUNS; i += 1) {
    // A slightly different model each time, as prices move.
    const model = { ...MODEL, homeExpected: MODEL.homeExpected + (i % 10) * 1e-3 };
    const start = performance.now();
    quote = priceBuilder(model, SIX);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  if (!quote.ok) throw new Error(`the 6-leg builder was refused: ${quote.refusal.code}`);

  // Reading the model back from a game's prices (what the server does before pricing).
  const events = (
    [
      { market: 'result', pick: 'home' },
      { market: 'result', pick: 'away' },
      { market: 'total', line: 1.5, pick: 'over' },
      { market: 'total', line: 2.5, pick: 'over' },
      { market: 'total', line: 3.5, pick: 'over' },
      { market: 'btts', pick: 'yes' },
      { market: 'teamTotal', team: 'home', line: 0.5, pick: 'over' },
      { market: 'teamTotal', team: 'away', line: 0.5, pick: 'over' },
    ] as BuilderPick[]
  ).map((pick) => ({ pick, probability: jointProbability(MODEL, [pick]) }));
  const fitTimes: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const start = performance.now();
    fitExpectedGoals({ home: 0, away: 0 }, events);
    fitTimes.push(performance.now() - start);
  }
  fitTimes.sort((a, b) => a - b);

  const exact = jointProbability(MODEL, SIX);
  const simStart = performance.now();
  const simulated = simulateBuilder(MODEL, SIX, SAMPLES, seeded(20261127));
  const simMs = performance.now() - simStart;
  const relative = Math.abs(exact - simulated) / simulated;
  const se = Math.sqrt((simulated * (1 - simulated)) / SAMPLES) / simulated;

  const ms = (x: number) => `${x.toFixed(3)} ms`;
  console.log('bench:betbuilder — a 6-leg bet builder under the goals model (exact enumeration)');
  console.log(`  picks: ${SIX.map((p) => JSON.stringify(p)).join(' ')}`);
  console.log(`  price: coef ${quote.coef}, joint probability ${exact.toFixed(6)}`);
  console.log(
    `  pricing ${RUNS} times: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}` +
      ` (target p99 <= 20 ms) ${percentile(times, 99) <= 20 ? 'MET' : 'MISSED'}`,
  );
  console.log(
    `  model read back from 8 prices: p50 ${ms(percentile(fitTimes, 50))}, p99 ${ms(percentile(fitTimes, 99))}`,
  );
  console.log(
    `  Monte Carlo, ${SAMPLES.toLocaleString('en')} samples (${(simMs / 1000).toFixed(1)} s): ` +
      `${simulated.toFixed(6)}; error of the exact price ${(relative * 100).toFixed(3)} %` +
      ` (simulation's own standard error ${(se * 100).toFixed(3)} %; target <= 0.5 %) ` +
      `${relative <= 0.005 ? 'MET' : 'MISSED'}`,
  );
}

main();
