import { StartupRefusal } from '../startupRefusal';
import { ManualFeedClock } from './feed/clock';

/** FEED_SEED default: the simulated feed's seed when the environment names none. */
export const DEFAULT_FEED_SEED = 1;

/** FEED_SEED: a non-negative integer seed of the simulated feed (docs/configuration.md). */
export function readFeedSeed(env: NodeJS.ProcessEnv): number {
  const text = env.FEED_SEED?.trim();
  if (!text) return DEFAULT_FEED_SEED;
  if (!/^\d{1,9}$/.test(text)) {
    throw new StartupRefusal(`FEED_SEED=${text} is not a whole number (0-999999999)`);
  }
  return Number(text);
}

/**
 * FEED_FROZEN_AT (test control only): an ISO 8601 instant the simulated feed stands still at, on a
 * clock nobody moves but /test-control/clock, so the same FEED_SEED gives the same games, clocks,
 * scores and prices on every start (the visual tests, tests/e2e/visual.spec.ts). Refused without
 * TEST_CONTROL=1: a customer's site never stands still.
 */
export function readFrozenFeedClock(
  env: NodeJS.ProcessEnv,
  testControl: boolean,
): ManualFeedClock | undefined {
  const text = env.FEED_FROZEN_AT?.trim();
  if (!text) return undefined;
  if (!testControl) {
    throw new StartupRefusal('FEED_FROZEN_AT is for end-to-end tests: set TEST_CONTROL=1 with it');
  }
  const at = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at)) {
    throw new StartupRefusal(
      `FEED_FROZEN_AT=${text} is not an ISO 8601 instant (e.g. 2026-01-15T12:00:00Z)`,
    );
  }
  return new ManualFeedClock(at);
}
