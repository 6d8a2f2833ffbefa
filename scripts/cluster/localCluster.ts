// N server processes (server/main.ts) on one machine, sharing PostgreSQL and Redis, with nginx in
// front in the foreground (its configuration rendered from deploy/nginx/ into a temporary
// folder). Used by `npm run cluster` and by `npm run bench:cluster`, which also kills processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadVapidKeys } from '../../server/push/index';
import { CliRefusal } from '../lib/cliExit';
import { renderLocalNginxConfig, renderSiteConfig } from './nginxConfig';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** tsx and the first migration on a busy 2-core machine: a cap, not a measure. */
const START_TIMEOUT_MS = 180_000;
/** The server's own stop takes at most 15 s (server/main.ts); then it is killed. */
const STOP_TIMEOUT_MS = 20_000;
const LISTENING = /Listening on http:\/\/localhost:(\d+)/;
/** Where Debian puts nginx, for a PATH without /usr/sbin. */
const NGINX_CANDIDATES = ['nginx', '/usr/sbin/nginx'];
const NGINX_TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

export interface LocalClusterOptions {
  /** nginx's port (it listens on HOST, default every interface). */
  port: number;
  processPorts: readonly number[];
  databaseUrl: string;
  redisUrl: string;
  /** Over this process's environment, for the server processes. */
  env?: NodeJS.ProcessEnv;
  /** The access log file, 'off', or unset: access.log in the temporary folder. */
  accessLog?: string;
  /** Where the processes' and nginx's lines go (default: this process's stdout, prefixed). */
  onLine?: (source: string, line: string) => void;
}

export interface ClusterProcess {
  /** `p1`, `p2`, ... */
  name: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

export interface LocalCluster {
  /** nginx's address. */
  url: string;
  processes: ClusterProcess[];
  nginx: ChildProcess;
  tempDir: string;
  /** nginx first, then every process with SIGTERM (their drain), then the temporary folder. */
  stop(): Promise<void>;
}

/** The nginx binary, or a refusal that says how to install it. */
export function findNginx(): string {
  for (const candidate of NGINX_CANDIDATES) {
    const probe = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (!probe.error && probe.status === 0) return candidate;
  }
  throw new CliRefusal('nginx is not installed: apt-get install -y nginx (Debian), then try again');
}

export async function startLocalCluster(opts: LocalClusterOptions): Promise<LocalCluster> {
  const nginxBinary = findNginx();
  const onLine = opts.onLine ?? ((source, line) => console.log(`[${source}] ${line}`));
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR?.trim() || 'data');
  // The processes share DATA_DIR (no lock with DATABASE_URL): make its VAPID key pair once,
  // rather than N processes racing to write it.
  loadVapidKeys(env, dataDir);
  const tempDir = mkdtempSync(path.join(tmpdir(), 'betting-cluster-'));
  // nginx's workers may run as another user (nobody) and write their temporary files here.
  chmodSync(tempDir, 0o755);
  for (const folder of NGINX_TEMP_FOLDERS) {
    mkdirSync(path.join(tempDir, folder));
    chmodSync(path.join(tempDir, folder), 0o777);
  }
  const nginxUrl = `http://127.0.0.1:${opts.port}`;
  const processes: ClusterProcess[] = [];
  let nginx: ChildProcess | undefined;

  const stop = async () => {
    if (nginx) await signalAndWait(nginx, 'SIGTERM', STOP_TIMEOUT_MS);
    await Promise.all(processes.map((p) => signalAndWait(p.child, 'SIGTERM', STOP_TIMEOUT_MS)));
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    for (const [i, port] of opts.processPorts.entries()) {
      const name = `p${i + 1}`;
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: PROJECT_ROOT,
        env: {
          ...env,
          PORT: String(port),
          // Only nginx reaches the processes; it names the customer's address.
          HOST: '127.0.0.1',
          TRUST_PROXY: env.TRUST_PROXY?.trim() || 'loopback',
          DATABASE_URL: opts.databaseUrl,
          REDIS_URL: opts.redisUrl,
          DATA_DIR: dataDir,
          // A round in flight on a process that stops reaches the wallet on another.
          WALLET_URL: env.WALLET_URL?.trim() || nginxUrl,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      processes.push({ name, port, child, exited });
    }
    await Promise.all(processes.map((p) => untilListening(p, onLine)));

    writeFileSync(
      path.join(tempDir, 'site.conf'),
      renderSiteConfig({
        listen: `${env.HOST?.trim() || '0.0.0.0'}:${opts.port}`,
        upstreams: opts.processPorts.map((port) => ({ host: '127.0.0.1', port })),
        accessLog: opts.accessLog ?? path.join(tempDir, 'access.log'),
      }),
    );
    const confFile = path.join(tempDir, 'nginx.conf');
    writeFileSync(confFile, renderLocalNginxConfig(tempDir));
    nginx = spawn(nginxBinary, ['-p', `${tempDir}/`, '-c', confFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    forwardLines('nginx', nginx, onLine);
    await untilPortAnswers(opts.port, nginx);
    return { url: nginxUrl, processes, nginx, tempDir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Every line a child writes goes to `onLine`, under its name. */
function forwardLines(
  source: string,
  child: ChildProcess,
  onLine: (source: string, line: string) => void,
): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => onLine(source, line));
  }
}

function untilListening(
  p: ClusterProcess,
  onLine: (source: string, line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`${p.name} (port ${p.port}) did not start within ${START_TIMEOUT_MS / 1000} s`),
        ),
      START_TIMEOUT_MS,
    );
    forwardLines(p.name, p.child, (source, line) => {
      onLine(source, line);
      if (LISTENING.test(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    p.child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new CliRefusal(
          `${p.name} (port ${p.port}) exited on start (${signal ?? `code ${code}`}); its lines are above`,
        ),
      );
    });
  });
}

/** Resolves once nginx accepts connections on `port`; refuses when nginx exits first. */
async function untilPortAnswers(port: number, nginx: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null || nginx.signalCode !== null) {
      throw new CliRefusal(`nginx exited (code ${nginx.exitCode}); its lines are above`);
    }
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new CliRefusal(`nginx does not answer on port ${port} after 10 s`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs`. */
export function signalAndWait(
  child: ChildProcess,
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
