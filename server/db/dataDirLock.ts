import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { StartupRefusal } from '../startupRefusal';

/** A second server on the same DATA_DIR: PGlite does not lock its folder, so we do. */
export class DataDirInUseError extends StartupRefusal {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    const holder =
      pid === undefined ? 'another server process' : `another server process (pid ${pid})`;
    super(`DATA_DIR ${dataDir} is in use by ${holder}; stop it or set another DATA_DIR`);
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

// proper-lockfile refreshes the lock's mtime every STALE_MS / 2; an older lock is a dead holder's.
const STALE_MS = 10_000;
const LOCK_NAME = 'server.lock';
const PID_NAME = 'server.pid';

/**
 * Takes the lock on `dataDir` (created when missing) or throws DataDirInUseError. A lock left by a
 * process that no longer runs is taken over at once, without waiting for it to go stale.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (err: Error) => void = () => {},
): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const lockfilePath = path.join(dir, LOCK_NAME);
  const pidPath = path.join(dir, PID_NAME);
  const options = { stale: STALE_MS, realpath: false, lockfilePath, onCompromised };

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (err) {
    if (!isLockedError(err)) throw err;
    const holder = await readPid(pidPath);
    // No pid yet: the holder has just taken the lock. A live pid: it still runs.
    if (holder === undefined || isAlive(holder)) throw new DataDirInUseError(dir, holder);
    // The recorded holder is gone (killed before it could release): take the lock over.
    await rm(lockfilePath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dir, options);
    } catch (again) {
      if (isLockedError(again)) throw new DataDirInUseError(dir, await readPid(pidPath));
      throw again;
    }
  }
  await writeFile(pidPath, String(process.pid));

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await rm(pidPath, { force: true });
      await release().catch(() => undefined);
    },
  };
}

function isLockedError(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'ELOCKED';
}

async function readPid(pidPath: string): Promise<number | undefined> {
  const text = await readFile(pidPath, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as { code?: unknown }).code === 'EPERM';
  }
}
