// Starts the real server the way `npm start` does (production build, own DATA_DIR) for a benchmark.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  stop(): Promise<void>;
}

export async function startServerProcess(opts: {
  port: number;
  dataDir: string;
  /** A PostgreSQL database for the server; unset: the embedded PGlite default. */
  databaseUrl?: string;
  /** More environment for the server (LOG_LEVEL, AUTH_RATE_LIMITS ...). */
  env?: NodeJS.ProcessEnv;
  /** The module to start, from the project root (default the real server, server/main.ts). */
  script?: string;
}): Promise<ServerProcess> {
  const root = join(import.meta.dirname, '..');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    NODE_ENV: 'production',
    // Production serves the sandbox payment provider only when it is chosen explicitly.
    PAYMENT_PROVIDER: 'sandbox',
    // Production refuses log-only e-mail and SMS unless told: the benchmarks send no real messages.
    ALLOW_LOG_ONLY_MESSAGES: '1',
    ...opts.env,
  };
  // Benchmarks of the page use the embedded default, as `npm start` does, unless given a database.
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', opts.script ?? 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    // A server that does not come up is stopped: a bench that gives up leaves no process behind.
    // A cap, not a measure: a start took over 60 s at a load of 22 on 2 cores.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('server did not start within 180 s'));
    }, 180_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}`));
    });
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
