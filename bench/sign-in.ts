// Sign-in throughput and latency: the real server (`server/main.ts`, production build, own
// DATA_DIR) over HTTP, on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database.
// Rate limits are off for the run (AUTH_RATE_LIMITS=off) so they do not cap the figures; every
// sign-in is a full password check (scrypt) plus token and refresh-credential issue.
//
//   npm run bench:signin   [SIGNIN_USERS=40 SIGNIN_REQUESTS=400 SIGNIN_CONCURRENCY=16]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../server/auth/passwordHash';

const root = join(import.meta.dirname, '..');
const PORT = Number(process.env.SIGNIN_PORT ?? 8211);
const USERS = Number(process.env.SIGNIN_USERS ?? 40);
const REQUESTS = Number(process.env.SIGNIN_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.SIGNIN_CONCURRENCY ?? 16);
const WARM_UP = 20;
const base = `http://127.0.0.1:${PORT}`;

interface Credentials {
  login: string;
  password: string;
}

async function startServer(databaseUrl: string | undefined): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-signin-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // Production serves the sandbox payment provider only when it is chosen explicitly.
    PAYMENT_PROVIDER: 'sandbox',
    // Production refuses log-only e-mail and SMS unless told: the benchmarks send no real messages.
    ALLOW_LOG_ONLY_MESSAGES: '1',
    AUTH_RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function registerUsers(count: number): Promise<Credentials[]> {
  const users: Credentials[] = [];
  for (let i = 0; i < count; i++) {
    const res = await post('/web-api/auth/register', {
      type: 'fast_reg',
      country_id: 643,
      currency_id: 643,
    });
    if (!res.ok) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
    const { login, password } = (await res.json()) as Credentials;
    users.push({ login, password });
  }
  return users;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function signInLoad(users: Credentials[], total: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const user = users[i % users.length] as Credentials;
      const started = performance.now();
      const res = await post('/web-api/auth/login', { ...user, remember: true });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    failures,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const server = await startServer(databaseUrl);
  try {
    const users = await registerUsers(USERS);
    await signInLoad(users, WARM_UP);
    const r = await signInLoad(users, REQUESTS);
    console.log(
      `${label.padEnd(10)} ${r.perSecond.toFixed(1).padStart(7)} sign-ins/s   p50 ${r.p50.toFixed(0)} ms   ` +
        `p99 ${r.p99.toFixed(0)} ms   max ${r.max.toFixed(0)} ms   (${r.requests} requests, ` +
        `${CONCURRENCY} concurrent, ${r.failures} failed)`,
    );
  } finally {
    await stop(server);
  }
}

async function withFreshPostgres(adminUrl: string, body: (url: string) => Promise<void>) {
  const name = `bench_signin_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await body(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The ceiling: password hashes per second in this process with the same parameters. */
async function scryptCeiling(): Promise<number> {
  const count = 32;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next++ < count) await hashPassword('bench-password-1');
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return count / ((performance.now() - started) / 1000);
}

console.log(
  `Sign-in benchmark: POST /web-api/auth/login over HTTP, scrypt password check, ${USERS} users`,
);
console.log(
  `scrypt alone (same parameters, in-process, now): ${(await scryptCeiling()).toFixed(1)} hashes/s`,
);
await run('PGlite', undefined);
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) await withFreshPostgres(adminUrl, (url) => run('PostgreSQL', url));
else console.log('PostgreSQL: skipped (set DATABASE_URL to include it)');
