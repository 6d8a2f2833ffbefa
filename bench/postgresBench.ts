// What the PostgreSQL benchmarks share: a scratch database of their own on the server of
// DATABASE_URL (created, then dropped once its clients have left), and throughput and latency
// figures from the timed runs of one path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface ScratchDatabase {
  /** The scratch database's URL. */
  url: string;
  /** A temporary folder (the server's DATA_DIR for the lock and files). */
  dataDir: string;
  /** Drops the database once every client has left, and removes the folder. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      // pg-pool's end() resolves before its clients have said goodbye: wait for them, then drop.
      await waitForNoConnections(adminUrl, name);
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One timed run of a path: each operation's latency (ms) and the run's length. */
export interface Measured {
  latencies: number[];
  seconds: number;
}

export interface Figures {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** The figures of a path measured in two halves (the paths alternate, so load drift is shared). */
export function combine(x: Measured, y: Measured): Figures {
  const latencies = [...x.latencies, ...y.latencies].sort((p, q) => p - q);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    count: latencies.length,
    perSecond: latencies.length / (x.seconds + y.seconds),
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** `label: 637 transfers/s (6370 transfers), latency p50 .. ms, p99 .. ms` */
export function printFigures(label: string, unit: string, f: Figures): void {
  console.log(
    `${label}: ${f.perSecond.toFixed(0)} ${unit}/s (${f.count} ${unit}), ` +
      `latency p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
  );
}

async function waitForNoConnections(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
