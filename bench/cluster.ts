// Several server processes behind nginx (`npm run cluster`, deploy/) under a realistic mix, on
// loopback: 80 % browsing (pages, config, lists), 10 % live streams, 8 % coupon placements, 1 %
// deposits and 1 % casino spins, from BENCH_CONCURRENCY clients (each a funded customer with a slot
// session, from its own loopback address), against 1, 2 and 4 processes on PostgreSQL and Redis.
// Prints requests per second, p50/p99 per kind, errors, the scaling per added process and where
// the CPU went (on a 2-core machine PostgreSQL shares the cores). Then the same mix on 4 processes
// while the feed leader is stopped with SIGTERM and, later, the next leader killed with SIGKILL:
// every acknowledged placement, deposit and spin must be in the database exactly once,
// `ledger:check` must pass, live-stream watchers must be back on another process within 5 s, and
// the p99 during each kill is printed. Needs PostgreSQL (DATABASE_URL, an admin URL: a scratch
// database per run, dropped after), Redis (REDIS_URL: a database of its own), nginx and a client
// build (`npm run build`). Exit 1 when an acknowledged operation is lost or doubled, the ledger
// check fails or a watcher stays away longer than 5 s.
//
//   npm run bench:cluster  [BENCH_SECONDS=20 (per process count) BENCH_KILL_SECONDS=45 (0: none)
//                           BENCH_CONCURRENCY=24 BENCH_PROCESSES=1,2,4 BENCH_PORT=8500 (and up)]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { isolatedRedisUrl } from '../scripts/lib/isolatedRedis';
import {
  startLocalCluster,
  signalAndWait,
  PROJECT_ROOT,
  type LocalCluster,
} from '../scripts/cluster/localCluster';
import {
  checkAcknowledged,
  childrenOf,
  CpuSampler,
  pendingDeposits,
  postgresBackends,
  runLedgerCheck,
  type AckReport,
  type CpuShares,
} from './clusterChecks';
import {
  clientTarget,
  currentPicks,
  KINDS,
  linePicks,
  liveGameIds,
  makeCustomers,
  runMix,
  watchLive,
  type Acknowledged,
  type MixContext,
  type Sample,
  type WatcherRecord,
} from './clusterWorkload';
import { createScratchDatabase, type ScratchDatabase } from './postgresBench';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const KILL_SECONDS = Number(process.env.BENCH_KILL_SECONDS ?? 45);
const CLIENTS = Number(process.env.BENCH_CONCURRENCY ?? 24);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const PORT = Number(process.env.BENCH_PORT ?? 8500);
const WARM_UP_MS = 3_000;
/** Live-stream watchers that stay connected through the run (the kill phase counts on them). */
const WATCHERS = 12;
/** A watcher must be back on a process within this long of its stream ending. */
const BACK_WITHIN_MS = 5_000;
/** The window after a kill whose requests make "the p99 during the kill". */
const KILL_WINDOW_MS = 5_000;
const KILL_PROCESSES = 4;
/** Line outcomes the placements spread over. */
const PICKS = 12;
const IDLE_SAMPLE_MS = 3_000;

/** The servers as the benchmarks run them: production, the sandbox chosen, no sign-up caps. */
const SERVER_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_LOG_ONLY_MESSAGES: '1',
  AUTH_RATE_LIMITS: 'off',
  PAYMENT_SANDBOX_DELAY_MS: '100',
  LOG_LEVEL: 'warn',
};

interface Figures {
  count: number;
  errors: number;
  refused: number;
  p50: number;
  p99: number;
}

function figuresOf(samples: Sample[]): Figures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return {
    count: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    refused: samples.filter((s) => s.refused !== undefined).length,
    p50: at(0.5),
    p99: at(0.99),
  };
}

interface Run {
  processes: number;
  seconds: number;
  /** Cores the server processes used with no load. */
  idleCores: number;
  samples: Sample[];
  cpu: CpuShares;
  watchers: WatcherRecord[];
  acknowledged: Acknowledged;
  kills: { what: string; at: number }[];
  acks?: AckReport[];
  ledger?: { code: number | null; summary: string };
}

/** Server lines worth showing: starts, stops, failures (not each slow request). */
function serverLine(source: string, line: string): void {
  // nginx's note of each connection a stopped process refused: expected during the kills.
  if (source === 'nginx' && line.includes('connect() failed (111')) return;
  if (/Listening on|SIGTERM|SIGINT|exited|lease|refus|Error|error"/.test(line)) {
    console.log(`  [${source}] ${line.length > 300 ? `${line.slice(0, 300)}...` : line}`);
  }
}

/** Which process runs the feed now (its /metrics, on its own port). */
async function feedLeader(cluster: LocalCluster): Promise<number | undefined> {
  for (const [i, p] of cluster.processes.entries()) {
    if (p.child.exitCode !== null || p.child.signalCode !== null) continue;
    try {
      const res = await fetch(`http://127.0.0.1:${p.port}/metrics`);
      if (/^feed_leader 1$/m.test(await res.text())) return i;
    } catch {
      // stopping
    }
  }
  return undefined;
}

async function measure(processes: number, seconds: number, kill: boolean): Promise<Run> {
  const scratch: ScratchDatabase = await createScratchDatabase(ADMIN_URL, 'cluster_bench');
  const redisUrl = await isolatedRedisUrl(REDIS_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-bench-data-'));
  let cluster: LocalCluster | undefined;
  try {
    cluster = await startLocalCluster({
      port: PORT,
      processPorts: Array.from({ length: processes }, (_, i) => PORT + 1 + i),
      databaseUrl: scratch.url,
      redisUrl,
      env: { ...SERVER_ENV, DATA_DIR: dataDir },
      accessLog: 'off',
      onLine: serverLine,
    });
    const setupTarget = clientTarget(PORT, 0);
    let picks = await linePicks(setupTarget, PICKS);
    let live = (await liveGameIds(setupTarget)) ?? [];
    const customers = await makeCustomers(setupTarget, CLIENTS);
    setupTarget.agent.destroy();
    // What the processes use with no load: the feed, the bus, timers (a cost per process).
    const idleSampler = new CpuSampler({
      servers: cluster.processes.map((p) => p.child.pid!),
      postgres: [],
      nginx: [],
    });
    await new Promise((resolve) => setTimeout(resolve, IDLE_SAMPLE_MS));
    const idleCores = idleSampler.stop([]).servers;
    const acknowledged: Acknowledged = { placements: [], deposits: [], spins: [] };
    const refreshTarget = clientTarget(PORT, 999);
    // What a page shows is read again now and then, as a takeover replaces the feed's games.
    const refresh = setInterval(() => {
      liveGameIds(refreshTarget)
        .then((ids) => {
          if (ids) live = ids;
        })
        .catch(() => undefined);
      currentPicks(refreshTarget, PICKS)
        .then((fresh) => {
          if (fresh) picks = fresh;
        })
        .catch(() => undefined);
    }, 2_000);
    const mix: MixContext = {
      port: PORT,
      customers,
      picks: () => picks,
      liveGames: () => live,
      acknowledged,
    };
    const watchers = Array.from({ length: WATCHERS }, (_, n) => watchLive(PORT, n, live));

    await runMix(mix, CLIENTS, performance.now() + WARM_UP_MS, []);
    // What the warm-up acknowledged is checked too; only the measured window is timed.
    const name = new URL(scratch.url).pathname.slice(1);
    const nginxPids = [cluster.nginx.pid!, ...childrenOf(cluster.nginx.pid!)];
    const sampler = new CpuSampler({
      servers: cluster.processes.map((p) => p.child.pid!),
      postgres: await postgresBackends(ADMIN_URL, name),
      nginx: nginxPids,
    });
    const samples: Sample[] = [];
    const started = performance.now();
    const kills: { what: string; at: number }[] = [];
    const killing = kill ? killDuring(cluster, started, seconds, kills) : Promise.resolve();
    await runMix(mix, CLIENTS, started + seconds * 1000, samples);
    await killing;
    const cpu = sampler.stop(await postgresBackends(ADMIN_URL, name));
    for (const watcher of watchers) watcher.stop();
    const watcherRecords = await Promise.all(watchers.map((w) => w.done));
    clearInterval(refresh);
    refreshTarget.agent.destroy();

    const run: Run = {
      processes,
      seconds,
      idleCores,
      samples,
      cpu,
      watchers: watcherRecords,
      acknowledged,
      kills,
    };
    if (kill) {
      // The callbacks of acknowledged deposits are delivered by whichever process claims them
      // (a killed one's lease on them ends first).
      const until = Date.now() + 60_000;
      while (
        Date.now() < until &&
        (await pendingDeposits(scratch.url, acknowledged.deposits)) > 0
      ) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await cluster.stop();
      cluster = undefined;
      run.acks = await checkAcknowledged(scratch.url, acknowledged);
      run.ledger = runLedgerCheck(PROJECT_ROOT, scratch.url);
    }
    return run;
  } finally {
    await cluster?.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** At a third of the run the feed leader gets SIGTERM; at two thirds the next leader SIGKILL. */
async function killDuring(
  cluster: LocalCluster,
  started: number,
  seconds: number,
  kills: { what: string; at: number }[],
): Promise<void> {
  const at = async (fraction: number) => {
    const wait = started + fraction * seconds * 1000 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
  const victim = async (): Promise<number> => {
    const leader = await feedLeader(cluster);
    if (leader !== undefined) return leader;
    // No leader at this instant (a takeover in progress): any process still running.
    return cluster.processes.findIndex(
      (p) => p.child.exitCode === null && p.child.signalCode === null,
    );
  };
  await at(1 / 3);
  const first = await victim();
  kills.push({ what: `SIGTERM p${first + 1} (feed leader)`, at: performance.now() });
  const stopping = signalAndWait(cluster.processes[first]!.child, 'SIGTERM', 30_000);
  await at(2 / 3);
  const second = await victim();
  const leader = (await feedLeader(cluster)) === second ? ' (the new feed leader)' : '';
  kills.push({ what: `SIGKILL p${second + 1}${leader}`, at: performance.now() });
  cluster.processes[second]!.child.kill('SIGKILL');
  await stopping;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function printRun(run: Run): void {
  const all = figuresOf(run.samples);
  const perSecond = all.count / run.seconds;
  const cells = KINDS.map((kind) => {
    const f = figuresOf(run.samples.filter((s) => s.kind === kind));
    return `${kind} ${f.count} ${ms(f.p50)}/${ms(f.p99)}${f.errors ? ` err ${f.errors}` : ''}`;
  });
  console.log(
    `${pad(run.processes, 2)} process(es): ${pad(perSecond.toFixed(0), 5)} req/s, ` +
      `p50 ${ms(all.p50)} ms, p99 ${ms(all.p99)} ms, errors ${all.errors} of ${all.count}`,
  );
  console.log(`    per kind (count p50/p99 ms): ${cells.join('; ')}`);
  const refusals = new Map<string, number>();
  for (const s of run.samples) {
    if (s.refused) refusals.set(s.refused, (refusals.get(s.refused) ?? 0) + 1);
  }
  if (refusals.size > 0) {
    const listed = [...refusals].map(([code, n]) => `${code} ${n}`).join(', ');
    console.log(`    placements refused by a rule (answered, not errors): ${listed}`);
  }
  const errors = new Map<string, number>();
  for (const s of run.samples) {
    if (!s.ok) {
      const key = `${s.kind} ${s.status ? `answered ${s.status}` : 'cut or timed out'}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
  }
  if (errors.size > 0) {
    console.log(`    errors: ${[...errors].map(([what, n]) => `${what}: ${n}`).join(', ')}`);
  }
  const c = run.cpu;
  const cpuMs = (cores: number) => ((cores * 1000) / perSecond).toFixed(1);
  console.log(
    `    CPU per request: servers ${cpuMs(c.servers)} ms, PostgreSQL ${cpuMs(c.postgres)} ms, ` +
      `nginx ${cpuMs(c.nginx)} ms, load generator ${cpuMs(c.loadGenerator)} ms`,
  );
  console.log(
    `    idle (no load, before the run): the server processes used ${run.idleCores.toFixed(2)} ` +
      `cores (${(run.idleCores / run.processes).toFixed(2)} each: feed, bus, timers)`,
  );
  console.log(
    `    cores used: servers ${c.servers.toFixed(2)}, PostgreSQL ${c.postgres.toFixed(2)}, ` +
      `nginx ${c.nginx.toFixed(2)}, load generator ${c.loadGenerator.toFixed(2)}, ` +
      `rest of the machine ${c.rest.toFixed(2)} (machine busy ${c.machineBusy.toFixed(2)} of 2)`,
  );
}

function printKill(run: Run): boolean {
  let sound = true;
  for (const kill of run.kills) {
    const window = run.samples.filter(
      (s) => s.startedAt >= kill.at && s.startedAt < kill.at + KILL_WINDOW_MS,
    );
    const f = figuresOf(window);
    const byKind = KINDS.map((kind) => {
      const k = figuresOf(window.filter((s) => s.kind === kind));
      return `${kind} ${ms(k.p99)}${k.errors ? ` (${k.errors} err)` : ''}`;
    });
    console.log(
      `  ${kill.what}: the ${KILL_WINDOW_MS / 1000} s after it: ${f.count} requests, p99 ` +
        `${ms(f.p99)} ms, errors ${f.errors} (p99 per kind: ${byKind.join(', ')})`,
    );
  }
  const gaps = run.watchers.flatMap((w) => w.gaps);
  const away = run.watchers.filter((w) => w.stillAway).length;
  const slowest = gaps.length > 0 ? Math.max(...gaps) : 0;
  const late = gaps.filter((g) => g > BACK_WITHIN_MS).length;
  console.log(
    `  live-stream watchers: ${WATCHERS}, ${gaps.length} reconnection(s), slowest back after ` +
      `${ms(slowest)} ms (1 s of it the client's own wait), ${late} over ${BACK_WITHIN_MS / 1000} s, ` +
      `${away} still away at the end`,
  );
  if (late > 0 || away > 0) sound = false;
  for (const ack of run.acks ?? []) {
    console.log(
      `  ${ack.kind}: ${ack.acknowledged} acknowledged, ${ack.lost} lost, ${ack.doubled} doubled` +
        `${ack.pending === undefined ? '' : `, ${ack.pending} not credited yet`}; ` +
        `${ack.unanswered} booked without an answer (cut by the kill)`,
    );
    if (ack.lost > 0 || ack.doubled > 0 || (ack.pending ?? 0) > 0) sound = false;
  }
  if (run.ledger) {
    console.log(`  ledger:check: exit ${run.ledger.code} (${run.ledger.summary})`);
    if (run.ledger.code !== 0) sound = false;
  }
  return sound;
}

async function main(): Promise<number> {
  if (!existsSync(path.join(PROJECT_ROOT, 'dist', 'client', 'index.html'))) {
    console.log(
      'bench:cluster needs the client build (the production start serves it): npm run build',
    );
    return 1;
  }
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(1));
  console.log(
    `bench:cluster: ${CLIENTS} concurrent clients, mix 80 % browse / 10 % live stream / 8 % ` +
      `placement / 1 % deposit / 1 % casino spin, ${SECONDS} s per process count after ` +
      `${WARM_UP_MS / 1000} s warm-up, nginx on port ${PORT}, PostgreSQL and Redis on this machine`,
  );
  console.log(
    `machine: load average ${one} / ${five} / ${fifteen} at start; the figures are only as quiet ` +
      'as the machine was',
  );
  const runs: Run[] = [];
  for (const processes of PROCESS_COUNTS) {
    const run = await measure(processes, SECONDS, false);
    printRun(run);
    runs.push(run);
  }
  const rate = (run: Run) => run.samples.length / run.seconds;
  const base = runs.find((r) => r.processes === 1);
  if (base) {
    for (const run of runs.filter((r) => r.processes > 1)) {
      const ratio = rate(run) / rate(base);
      const perAdded = (ratio - 1) / (run.processes - 1);
      console.log(
        `scaling ${run.processes}/1: x${ratio.toFixed(2)} (${(perAdded * 100).toFixed(0)} % of one ` +
          'process gained per added process)',
      );
    }
  }
  const last = runs.at(-1);
  if (last) {
    const c = last.cpu;
    const limit =
      c.machineBusy > 1.8
        ? `the machine's 2 cores (busy ${c.machineBusy.toFixed(2)}: servers ` +
          `${c.servers.toFixed(2)}, PostgreSQL ${c.postgres.toFixed(2)}, others ${c.rest.toFixed(2)})`
        : `not the CPU (busy ${c.machineBusy.toFixed(2)} of 2): waits on PostgreSQL locks or I/O`;
    console.log(`what limits it at ${last.processes} process(es): ${limit}`);
  }

  if (KILL_SECONDS <= 0) return 0;
  console.log(
    `kill run: ${KILL_PROCESSES} processes, ${KILL_SECONDS} s of the same mix; the feed leader ` +
      'gets SIGTERM at 1/3, the next leader SIGKILL at 2/3',
  );
  const killRun = await measure(KILL_PROCESSES, KILL_SECONDS, true);
  printRun(killRun);
  const sound = printKill(killRun);
  console.log(sound ? 'kill run: sound' : 'kill run: NOT sound (see above)');
  return sound ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('bench:cluster failed:', err);
    process.exit(1);
  },
);
