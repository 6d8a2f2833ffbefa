// SPEC section 9: a lazily imported chunk (a widget's component, also those a remote part's body
// names) is retried 5 times, 1,000 ms apart, before the failure counts: a chunk request lost to a
// flaky connection should not cost the customer the page, nor a full reload.
export const CHUNK_RETRY = { retries: 5, delayMs: 1000 } as const;

export interface ChunkRetryOptions {
  retries?: number;
  delayMs?: number;
  /** Waits `ms`; injectable for tests (defaults to the global timer, which fake timers replace). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `load` until it resolves, at most 1 + retries times; rejects with the last error. */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  options: ChunkRetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? CHUNK_RETRY.retries;
  const delayMs = options.delayMs ?? CHUNK_RETRY.delayMs;
  const wait = options.wait ?? sleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs);
    }
  }
}
