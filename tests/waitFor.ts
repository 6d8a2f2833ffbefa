// Waits for a condition, never for a time. The deadline is generous (the machine may be loaded,
// CI's is shared) and only there to fail by naming what never happened.
export const WAIT_DEADLINE_MS = 30_000;
const POLL_MS = 20;

/**
 * Resolves with the first truthy value `check` gives, asking again every few milliseconds; throws
 * "Timed out after N s waiting for <what>" once `timeoutMs` has passed.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = WAIT_DEADLINE_MS,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) {
      throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
