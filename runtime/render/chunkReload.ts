// SPEC section 8: a chunk load failure reloads the page, at most once per minute
// (SPEC section 9: chunk reload guard 60 s); the time of the last reload survives the reload
// in sessionStorage.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'runtime:chunk-reload-at';

export interface ChunkReloadGuard {
  /** Reloads the page and returns true, unless a reload happened less than a minute ago. */
  tryReload(): boolean;
}

export interface ChunkReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  reload?: () => void;
}

export function createChunkReloadGuard(options: ChunkReloadOptions = {}): ChunkReloadGuard {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? Date.now;
  const reload = options.reload ?? (() => window.location.reload());
  return {
    tryReload() {
      const last = Number(storage?.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
      const at = now();
      if (Number.isFinite(last) && at - last < CHUNK_RELOAD_GUARD_MS) return false;
      storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
      reload();
      return true;
    },
  };
}

function defaultStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}
