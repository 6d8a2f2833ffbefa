// A real server process (server/main.ts, as `npm start` runs it) for tests that need more than one
// process or a crash. It serves a three-file fake client build (unit tests run before the real
// build), not Vite's dev middleware: a start then costs the server's own work only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import { isolatedRedisUrl } from '../../scripts/lib/isolatedRedis';
import { seedMigratedPglite } from './databaseTemplates';
import {
  createScratchPostgres,
  makeFakeDistDir,
  makeTempDir,
  PROJECT_ROOT,
  removeTempDirs,
  type BackendChoice,
} from './testServer';

/** Starting tsx on a busy machine takes a while; never a measure of speed. */
export const PROCESS_START_TIMEOUT_MS = 150_000;

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: string;
}

/** What server/main.ts prints once it listens, with the port the system gave it. */
const LISTENING = /Listening on http:\/\/localhost:(\d+)/;

/**
 * Starts server/main.ts on 127.0.0.1 with `env` over the test's environment (DATABASE_URL
 * is dropped unless `env` names it; DIST_DIR is a fresh fake build unless `env` names one) and
 * resolves once it listens. The system picks a free port
 * (PORT=0): a port picked at random by the test can be taken by another process, and a CI run
 * failed on exactly that (EADDRINUSE).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  // A fresh folder each start: the module is shared by the files of a worker (isolate: false) and
  // each file's afterAll removes the temporary folders it made.
  const distDir = makeFakeDistDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DIST_DIR: distDir,
      ...env,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: ServerProcess = { base: '', child, output: '' };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server process did not start:\n${server.output}`)),
      PROCESS_START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      server.output += chunk.toString();
      const port = LISTENING.exec(server.output)?.[1];
      if (port && !server.base) {
        server.base = `http://127.0.0.1:${port}`;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code}:\n${server.output}`));
    });
  });
  return server;
}

function exited(server: ServerProcess): boolean {
  return server.child.exitCode !== null || server.child.signalCode !== null;
}

/** A graceful stop (SIGTERM), resolved when the process has exited. */
export function stopServerProcess(server: ServerProcess): Promise<void> {
  return signal(server, 'SIGTERM');
}

/** A crash: SIGKILL, no shutdown hooks, resolved when the process is gone. */
export function killServerProcess(server: ServerProcess): Promise<void> {
  return signal(server, 'SIGKILL');
}

function signal(server: ServerProcess, name: NodeJS.Signals): Promise<void> {
  if (exited(server)) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(name);
  });
}

const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');

/**
 * `npm run ledger:check` as a process over the data `env` names (DATA_DIR, or DATABASE_URL;
 * the test's own DATABASE_URL is not inherited). Exit 0 sound, 1 broken, 2 nothing to check.
 */
export function runLedgerCheckScript(env: Record<string, string>): {
  code: number | null;
  stdout: string;
  stderr: string;
} {
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  const result = spawnSync(TSX, ['scripts/ledger-check.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export { isolatedRedisUrl };

/** A DATA_DIR holding a migrated PGlite (a copy of the run's template), for a server process. */
export async function migratedDataDir(label: string): Promise<string> {
  const dataDir = makeTempDir(label);
  await seedMigratedPglite(dataDir);
  return dataDir;
}

/** Where the server processes of a crash or multi-process suite keep their data. */
export interface ProcessBackend {
  name: string;
  /** The environment that points a server process (and ledger:check) at fresh data. */
  env(): Promise<Record<string, string>>;
}

/**
 * Where a suite's server processes keep their data, for `describe.each`: as databaseBackends
 * chooses them (BackendChoice), each `env()` a fresh migrated copy of the run's template (a PGlite folder in
 * DATA_DIR, or a scratch PostgreSQL database). After the file's tests every process passed to
 * `track` is stopped, the scratch databases are dropped and the temporary folders removed.
 */
export function processBackends(
  label: string,
  choice: BackendChoice = 'one',
): {
  backends: ProcessBackend[];
  track: (server: ServerProcess) => ServerProcess;
} {
  const processes: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(processes.map(stopServerProcess));
    for (const cleanup of cleanups) await cleanup();
    removeTempDirs();
  });
  // With REDIS_URL the processes share their live data over Redis, as a cluster would: on a
  // database of their own.
  const redisUrl = process.env.REDIS_URL;
  const redis = async (): Promise<Record<string, string>> =>
    redisUrl ? { REDIS_URL: await isolatedRedisUrl(redisUrl) } : {};
  const pglite: ProcessBackend = {
    name: 'pglite',
    env: async () => ({ ...(await redis()), DATA_DIR: await migratedDataDir(label) }),
  };
  const adminUrl = process.env.DATABASE_URL;
  const postgres = (url: string): ProcessBackend => ({
    name: 'postgres',
    async env() {
      const scratch = await createScratchPostgres(url, { migrated: true });
      cleanups.push(scratch.drop);
      return {
        ...(await redis()),
        DATABASE_URL: scratch.url,
        DATA_DIR: makeTempDir(`${label}-pg`),
      };
    },
  });
  const backends: ProcessBackend[] =
    !adminUrl || choice === 'pglite'
      ? [pglite]
      : choice === 'both'
        ? [pglite, postgres(adminUrl)]
        : [postgres(adminUrl)];
  const track = (server: ServerProcess) => {
    processes.push(server);
    return server;
  };
  return { backends, track };
}
