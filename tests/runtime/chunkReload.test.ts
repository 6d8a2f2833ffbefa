import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, createChunkReloadGuard } from '../../runtime/render/chunkReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('chunk reload guard (SPEC sections 8, 9)', () => {
  it('reloads at most once per minute, remembering the time in session storage', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const guard = createChunkReloadGuard({ storage, reload, now: () => now });
    expect(guard.tryReload()).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    now += 59_999;
    expect(createChunkReloadGuard({ storage, reload, now: () => now }).tryReload()).toBe(false);
    now += 1;
    expect(createChunkReloadGuard({ storage, reload, now: () => now }).tryReload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
