import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
// The first start compiles the server and lets Vite prepare its dependency cache.
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** `npm run dev` on a copy of the content, so a test may edit schemas and configs freely. */
export interface DevServer {
  /** http://localhost:<port>: the Host "localhost" is the aurora brand. */
  origin: string;
  /** The copy of schemas/, configs/ and content/ the server watches (CONTENT_DIR). */
  contentDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the output once `pattern` appears in what is printed after `from`. */
  waitForOutput(pattern: RegExp, from: number, timeoutMs?: number): Promise<string>;
  /** Reads one JSON file under contentDir. */
  readJson(relativePath: string): Record<string, unknown>;
  /** Rewrites one JSON file under contentDir. */
  editJson(relativePath: string, edit: (json: Record<string, unknown>) => void): void;
  /** Reads one text file under contentDir (a Markdown article). */
  readText(relativePath: string): string;
  /** Writes raw text to one file under contentDir (for malformed content). */
  writeText(relativePath: string, text: string): void;
  stop(): Promise<void>;
}

/** Starts `tsx watch server/main.ts --dev` with its own port (0: any free one), content and data. */
export async function startDevServer(): Promise<DevServer> {
  const tempRoot = mkdtempSync(path.join(tmpdir(), 'dev-hot-reload-'));
  const contentDir = path.join(tempRoot, 'content');
  for (const folder of ['schemas', 'configs', 'content']) {
    cpSync(path.join(PROJECT_ROOT, folder), path.join(contentDir, folder), { recursive: true });
  }
  const child = spawn(TSX, ['watch', '--clear-screen=false', 'server/main.ts', '--dev'], {
    cwd: PROJECT_ROOT,
    // Its own process group, so stop() ends tsx watch and the server it runs together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CONTENT_DIR: contentDir,
      DATA_DIR: path.join(tempRoot, 'data'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  });
  let printed = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const waitForOutput = (pattern: RegExp, from: number, timeoutMs = 15_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(printed.slice(from))) return;
        done();
        resolve(printed);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`dev server did not print ${pattern} in ${timeoutMs} ms:\n${printed}`));
      }, timeoutMs);
      const exited = () => {
        done();
        reject(new Error(`dev server exited (code ${child.exitCode}):\n${printed}`));
      };
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', exited);
      };
      listeners.add(check);
      child.once('exit', exited);
      check();
    });

  const stop = () =>
    stopProcessGroup(child).finally(() =>
      rmSync(tempRoot, { recursive: true, force: true, maxRetries: 5 }),
    );
  const listening = /Listening on http:\/\/localhost:(\d+)/;
  try {
    await waitForOutput(listening, 0, START_TIMEOUT_MS);
  } catch (err) {
    await stop();
    throw err;
  }
  const port = listening.exec(printed)?.[1];
  const inContent = (relativePath: string) => path.join(contentDir, relativePath);
  const readJson = (relativePath: string) =>
    JSON.parse(readFileSync(inContent(relativePath), 'utf8')) as Record<string, unknown>;
  return {
    origin: `http://localhost:${port}`,
    contentDir,
    output: () => printed,
    waitForOutput,
    readJson,
    editJson(relativePath, edit) {
      const json = readJson(relativePath);
      edit(json);
      writeFileSync(inContent(relativePath), `${JSON.stringify(json, null, 2)}\n`);
    },
    readText(relativePath) {
      return readFileSync(inContent(relativePath), 'utf8');
    },
    writeText(relativePath, text) {
      writeFileSync(inContent(relativePath), text);
    },
    stop,
  };
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
