import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../server/db/index';
import { PROCESS_START_TIMEOUT_MS } from './serverProcess';
import { makeTempDir, PROJECT_ROOT, removeTempDirs } from './testServer';

afterAll(removeTempDirs);

function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A cap, not a measure: a refused start exits as soon as tsx has loaded the server, which on
    // a loaded machine took more than 20 s (the process was killed before it could refuse).
    const timer = setTimeout(() => child.kill('SIGKILL'), PROCESS_START_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('DATA_DIR lock', () => {
  it('refuses a second holder in this process while the first holds it, and frees it on release', async () => {
    const dataDir = makeTempDir('lock');
    const first = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${process.pid}); stop it or set another DATA_DIR`,
    );
    await first.release();
    const second = await lockDataDir(dataDir);
    await second.release();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = makeTempDir('stale');
    mkdirSync(path.join(dataDir, 'server.lock'));
    // Pids are at most 2^22 on Linux: this one cannot be running.
    writeFileSync(path.join(dataDir, 'server.pid'), String(2 ** 22 + 7));
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it(
    'makes a second server process on the same DATA_DIR exit with code 1 and a clear message',
    async () => {
      const dataDir = makeTempDir('second');
      const held = await lockDataDir(dataDir);
      try {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
        };
        delete env.DATABASE_URL;
        const { code, stderr } = await runServer(env);
        expect(code).toBe(1);
        expect(stderr).toContain(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${process.pid}); stop it or set another DATA_DIR`,
        );
        expect(stderr).not.toMatch(/\n\s+at /); // a refusal, not a stack trace
      } finally {
        await held.release();
      }
    },
    PROCESS_START_TIMEOUT_MS + 30_000,
  );

  it('is a DataDirInUseError carrying the holder pid', async () => {
    const dataDir = makeTempDir('error');
    const held = await lockDataDir(dataDir);
    try {
      const err = await lockDataDir(dataDir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirInUseError);
      expect((err as DataDirInUseError).pid).toBe(process.pid);
    } finally {
      await held.release();
    }
  });
});
