import type { ApiResult } from './types';

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  delayMs: number;
  /** Factor applied to the delay after each retry (1 = constant, 2 = doubling). */
  backoff?: number;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Whether a failed result deserves another attempt (default: every failure but 404). */
  shouldRetry?: (failure: { status: number; message: string }) => boolean;
}

export const sleepFor = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** A missing resource stays missing: retrying a 404 only delays the answer. */
const retryUnlessMissing = (failure: { status: number }) => failure.status !== 404;

/** Calls `fn` until it returns ok or the retries run out; the last failure is returned. */
export async function withRetry<T>(
  fn: () => Promise<ApiResult<T>>,
  options: RetryOptions,
): Promise<ApiResult<T>> {
  const sleep = options.sleep ?? sleepFor;
  const shouldRetry = options.shouldRetry ?? retryUnlessMissing;
  let delay = options.delayMs;
  let result = await fn();
  for (let attempt = 0; attempt < options.retries && !result.ok; attempt++) {
    if (!shouldRetry(result)) break;
    await sleep(delay);
    delay *= options.backoff ?? 1;
    result = await fn();
  }
  return result;
}
