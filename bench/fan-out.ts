// Fan-out of the live stream: 2,000 SSE clients each subscribed to 50 of 500
// live games, 200 coefficient changes a second. Prints the delay from a change to a client
// (p50/p95/p99/max) and the server's CPU. Target: p99 under 250 ms on a 2-core machine.
// The server side (LiveService, hub, the real SSE route over HTTP) runs in this process; the
// clients run in a child process so their CPU is not counted as the server's.
// On a machine shared with other work, that work preempts both processes and the delays measure
// the queue for the CPU; `chrt -r 10 npm run bench:fanout` (root) keeps it from preempting them.
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import Fastify from 'fastify';
import { LiveService } from '../server/live/liveService';
import { registerLiveRoutes } from '../server/live/streamRoutes';
import { simulatedCatalog } from '../server/sports/catalog';
import { SportsState } from '../server/sports/state/sportsState';
import { BenchFeed } from './fan-out/benchFeed';
import { preciseNow, type DelayReport, type FromClients, type ToClients } from './fan-out/protocol';

const SETUP = {
  clients: Number(process.env.FANOUT_CLIENTS ?? 2_000),
  gamesPerClient: 50,
  games: 500,
  changesPerSecond: Number(process.env.FANOUT_RATE ?? 200),
  warmupMs: 5_000,
  measureMs: Number(process.env.FANOUT_MEASURE_MS ?? 30_000),
};
const TARGET_P99_MS = 250;
const PRODUCE_EVERY_MS = 5;

function waitFor<T extends FromClients['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromClients, { type: T }>> {
  return new Promise((resolve) => {
    const onMessage = (message: FromClients) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<FromClients, { type: T }>);
    };
    child.on('message', onMessage);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const gameIds = Array.from({ length: SETUP.games }, (_, i) => 1_000_001 + i);
  const feed = new BenchFeed(gameIds);
  const state = new SportsState(simulatedCatalog());
  const live = new LiveService({
    state,
    feed,
    log: {
      info: () => undefined,
      warn: (message) => console.warn(message),
      error: (message) => console.error(message),
    },
  });
  // As the sports runtime does: the feed's deltas go into the state, which the hub follows.
  feed.onDelta((delta) => state.applyDelta(delta));
  await live.start();
  feed.start();
  const app = Fastify();
  registerLiveRoutes(app, live);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  const child = fork(join(import.meta.dirname, 'fan-out', 'clients.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const tell = (message: ToClients) => child.send(message);
  tell({
    type: 'config',
    config: {
      port,
      clients: SETUP.clients,
      gamesPerClient: SETUP.gamesPerClient,
      gameIds,
      seed: 42,
    },
  });
  const connected = await waitFor(child, 'connected');
  console.log(`${connected.streams} streams open (${connected.failed} failed)`);

  // Produce at the target rate: every tick, as many changes as are due since the start.
  let produced = 0;
  let random = 7;
  const next = () => (random = (random * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const startedAt = preciseNow();
  const producer = setInterval(() => {
    const due = Math.floor(((preciseNow() - startedAt) * SETUP.changesPerSecond) / 1000);
    const items: [string, number][] = [];
    for (; produced < due; produced += 1) {
      const gameId = gameIds[Math.floor(next() * gameIds.length)]!;
      const outcome = Math.floor(next() * 24);
      const coef = Math.round((1.2 + next() * 4) * 100) / 100;
      const at = preciseNow();
      items.push([feed.change(gameId, outcome, coef), at]);
    }
    if (items.length > 0) tell({ type: 'produced', items });
  }, PRODUCE_EVERY_MS);

  await sleep(SETUP.warmupMs);
  tell({ type: 'measure-start' });
  const statsBefore = live.stats();
  const producedBefore = produced;
  const loadBefore = loadavg()[0]!;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const wallBefore = preciseNow();
  await sleep(SETUP.measureMs);
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  const wallMs = preciseNow() - wallBefore;
  const changes = produced - producedBefore;
  clearInterval(producer);
  tell({ type: 'measure-stop' });
  const { report } = await waitFor(child, 'report');
  const statsAfter = live.stats();

  print(report, {
    serverCpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
    changesPerSecond: (changes / wallMs) * 1000,
    dropped: statsAfter.droppedFrames - statsBefore.droppedFrames,
    congested: statsAfter.congestedStreams,
    loopDelayP99: loopDelay.percentile(99) / 1e6,
    load: [loadBefore, loadavg()[0]!],
  });

  child.kill();
  await app.close();
}

function print(
  report: DelayReport,
  server: {
    serverCpuPercent: number;
    changesPerSecond: number;
    dropped: number;
    congested: number;
    loopDelayP99: number;
    load: number[];
  },
): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\nFan-out: ${SETUP.clients} clients x ${SETUP.gamesPerClient} of ${SETUP.games} games, ` +
      `${server.changesPerSecond.toFixed(0)} changes/s, measured ${SETUP.measureMs / 1000} s`,
  );
  console.log(`  deltas delivered   ${report.received} of ${report.expected} expected`);
  console.log(
    `  delay change→client p50 ${ms(report.p50)}, p95 ${ms(report.p95)}, ` +
      `p99 ${ms(report.p99)}, max ${ms(report.max)}`,
  );
  console.log(`  server CPU         ${server.serverCpuPercent.toFixed(1)}% of one core`);
  console.log(`  server event loop  delay p99 ${ms(server.loopDelayP99)}`);
  console.log(
    `  clients' CPU       ${report.clientCpuPercent.toFixed(1)}% of one core (other process); ` +
      `event-loop delay p99 ${ms(report.clientLoopDelayP99)}`,
  );
  console.log(
    `  machine load (1 min) ${server.load.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} cores ` +
      '(other work on the machine delays both processes)',
  );
  console.log(
    `  dropped frames     ${server.dropped}; congested streams at the end ${server.congested}`,
  );
  const verdict = report.p99 < TARGET_P99_MS ? 'meets' : 'MISSES';
  console.log(`  p99 ${verdict} the target of ${TARGET_P99_MS} ms`);
}

await main();
