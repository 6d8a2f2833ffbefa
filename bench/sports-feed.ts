// The simulated sports feed's cost: CPU per tick (one tick a second in real time) and deltas per
// second, over one simulated hour at full volume. Prints figures; not part of npm test.
// Run: npx tsx bench/sports-feed.ts [seed]
import { ManualFeedClock } from '../server/sports/feed/clock';
import { SimulatedFeed, SIMULATION } from '../server/sports/feed/simulatedFeed';
import { SportsState } from '../server/sports/state/sportsState';

const seed = Number(process.argv[2] ?? 1);
const clock = new ManualFeedClock(Date.UTC(2026, 10, 21, 12));
const feed = new SimulatedFeed({ seed, clock });
const state = new SportsState(feed.catalog);
let deltas = 0;
let outcomeChanges = 0;
feed.onDelta((delta) => {
  deltas += 1;
  outcomeChanges += delta.outcomes?.length ?? 0;
  state.applyDelta(delta);
});

const startCpu = process.cpuUsage();
feed.start();
const startupMs = (process.cpuUsage(startCpu).user + process.cpuUsage(startCpu).system) / 1000;

const hourMs = 3_600_000;
const live: number[] = [];
const cpu = process.cpuUsage();
for (let minute = 0; minute < 60; minute += 1) {
  clock.advance(60_000);
  live.push(state.games().filter((g) => g.status === 2 || g.status === 3).length);
}
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
const ticks = hourMs / SIMULATION.tickMs;

console.log(
  `seed ${seed}: ${state.games().length} games at the end, live ${Math.min(...live)}-${Math.max(...live)}`,
);
console.log(`start (seeding and warming up the live games): ${startupMs.toFixed(0)} ms CPU`);
console.log(
  `one simulated hour: ${cpuMs.toFixed(0)} ms CPU = ${(cpuMs / ticks).toFixed(2)} ms per tick`,
);
console.log(`  = ${((cpuMs / hourMs) * 100).toFixed(2)} % of one core in real time`);
console.log(
  `deltas: ${(deltas / 3600).toFixed(1)}/s, outcome changes: ${(outcomeChanges / 3600).toFixed(1)}/s`,
);
