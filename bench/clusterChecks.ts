// What bench:cluster checks and measures besides latency: every acknowledged placement, deposit and
// casino spin in the database exactly once (and what was booked without an answer), the ledger
// check, and where the CPU went (server processes, PostgreSQL's backends of the bench database,
// nginx, the load generator, the rest of the machine).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Acknowledged } from './clusterWorkload';

export interface AckReport {
  kind: 'placements' | 'deposits' | 'casino spins';
  acknowledged: number;
  /** Acknowledged but not in the database. */
  lost: number;
  /** Acknowledged and moved money more than once. */
  doubled: number;
  /** Acknowledged deposits not credited (yet) when checked. */
  pending?: number;
  /** In the database without an acknowledged answer (cut by a kill or a timeout). */
  unanswered: number;
}

/** Counts every acknowledged operation against the database of `databaseUrl`. */
export async function checkAcknowledged(
  databaseUrl: string,
  acknowledged: Acknowledged,
): Promise<AckReport[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const keys = acknowledged.placements.map((p) => `${p.userId}:${p.key}`);
    const placements = await client.query<{ key: string; stakes: number; coupons: number }>(
      `select p.user_id || ':' || p.idempotency_key as key,
         (select count(*)::int from ledger_transactions t
           where t.idempotency_key = 'placement:' || p.id) as stakes,
         (select count(*)::int from coupons c where c.placement_id = p.id) as coupons
       from coupon_placements p
       where p.user_id || ':' || p.idempotency_key = any($1::text[])`,
      [keys],
    );
    const allPlacements = await client.query<{ n: number }>(
      'select count(*)::int as n from coupon_placements',
    );
    const deposits = await client.query<{ id: string; status: string; credits: number }>(
      `select p.id::text, p.status,
         (select count(*)::int from ledger_transactions t
           where t.idempotency_key = 'payment:' || p.id || ':credit') as credits
       from payments p where p.id::text = any($1::text[])`,
      [acknowledged.deposits],
    );
    // Deposits in the mix are small; the customers' funding deposits are not counted.
    const allSmallDeposits = await client.query<{ n: number }>(
      `select count(*)::int as n from payments where type = 'deposit' and amount < 1000000
         and status = 'success'`,
    );
    const rounds = acknowledged.spins.map((s) => s.roundId);
    const spins = await client.query<{ round: string; bets: number }>(
      `select r.id as round,
         (select count(*)::int from ledger_transactions t
           where t.kind = 'casino_bet' and split_part(t.reference, ':', 3) = r.id) as bets
       from builtin_rounds r where r.id = any($1::text[])`,
      [rounds],
    );
    const allRounds = await client.query<{ n: number }>(
      `select count(*)::int as n from builtin_rounds where status = 'settled'`,
    );
    return [
      {
        kind: 'placements',
        acknowledged: keys.length,
        lost: keys.length - placements.rows.filter((r) => r.coupons >= 1 && r.stakes >= 1).length,
        doubled: placements.rows.filter((r) => r.stakes > 1 || r.coupons > 1).length,
        unanswered: allPlacements.rows[0]!.n - keys.length,
      },
      {
        kind: 'deposits',
        acknowledged: acknowledged.deposits.length,
        lost: acknowledged.deposits.length - deposits.rows.length,
        doubled: deposits.rows.filter((r) => r.credits > 1).length,
        pending: deposits.rows.filter((r) => r.status !== 'success' || r.credits === 0).length,
        unanswered: allSmallDeposits.rows[0]!.n - acknowledged.deposits.length,
      },
      {
        kind: 'casino spins',
        acknowledged: rounds.length,
        lost: rounds.length - spins.rows.filter((r) => r.bets >= 1).length,
        doubled: spins.rows.filter((r) => r.bets > 1).length,
        unanswered: allRounds.rows[0]!.n - rounds.length,
      },
    ];
  } finally {
    await client.end();
  }
}

/** Acknowledged deposits whose callback has not credited them yet. */
export async function pendingDeposits(databaseUrl: string, ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from payments where id::text = any($1::text[])
         and status <> 'success'`,
      [ids],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** `npm run ledger:check` on the bench database: its exit code and last line. */
export function runLedgerCheck(
  projectRoot: string,
  databaseUrl: string,
): { code: number | null; summary: string } {
  const result = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    ['scripts/ledger-check.ts'],
    { cwd: projectRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  const lines = `${result.stdout}\n${result.stderr}`.trim().split('\n');
  return { code: result.status, summary: lines.slice(-2).join(' / ') };
}

/** CPU seconds (user + system) a process has used; 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5), counted from the state (field 3) here.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** USER_HZ: Linux reports CPU time in 1/100 s on every common platform. */
const CLOCK_TICKS = 100;

/** The busy and total CPU time of the whole machine (all cores), in seconds. */
function machineSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, v) => sum + v, 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

/** The pids whose parent is `pid` (nginx's workers). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The PostgreSQL backends serving `database` now. */
export async function postgresBackends(adminUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuShares {
  seconds: number;
  /** Cores used on average by each part over the window. */
  servers: number;
  postgres: number;
  nginx: number;
  loadGenerator: number;
  /** Everything else on the machine (other work sharing it). */
  rest: number;
  /** The machine's cores busy on average. */
  machineBusy: number;
}

/** Samples CPU time of the parts at `start()`; `stop()` answers the cores each used meanwhile. */
export class CpuSampler {
  private readonly startedAt = performance.now();
  private readonly machine = machineSeconds();
  private readonly self = process.cpuUsage();
  private readonly before = new Map<number, number>();

  constructor(private readonly parts: { servers: number[]; postgres: number[]; nginx: number[] }) {
    for (const pid of [...parts.servers, ...parts.postgres, ...parts.nginx]) {
      this.before.set(pid, cpuSecondsOf(pid));
    }
  }

  stop(postgresNow: number[]): CpuShares {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const used = (pids: number[]) =>
      pids.reduce((sum, pid) => {
        const before = this.before.get(pid);
        // A backend that came meanwhile is counted from its start.
        return sum + Math.max(0, cpuSecondsOf(pid) - (before ?? 0));
      }, 0);
    const servers = used(this.parts.servers);
    const postgres = used([...new Set([...this.parts.postgres, ...postgresNow])]);
    const nginx = used(this.parts.nginx);
    const self = process.cpuUsage(this.self);
    const loadGenerator = (self.user + self.system) / 1e6;
    const machine = machineSeconds();
    const busy = machine.busy - this.machine.busy;
    return {
      seconds,
      servers: servers / seconds,
      postgres: postgres / seconds,
      nginx: nginx / seconds,
      loadGenerator: loadGenerator / seconds,
      rest: Math.max(0, busy - servers - postgres - nginx - loadGenerator) / seconds,
      machineBusy: busy / seconds,
    };
  }
}
