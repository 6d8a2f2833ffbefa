import { StartupRefusal } from '../startupRefusal';

/** FEED_SEED default: the simulated feed's seed when the environment names none. */
export const DEFAULT_FEED_SEED = 1;

/** FEED_SEED: a non-negative integer seed of the simulated feed (README "Configuration"). */
export function readFeedSeed(env: NodeJS.ProcessEnv): number {
  const text = env.FEED_SEED?.trim();
  if (!text) return DEFAULT_FEED_SEED;
  if (!/^\d{1,9}$/.test(text)) {
    throw new StartupRefusal(`FEED_SEED=${text} is not a whole number (0-999999999)`);
  }
  return Number(text);
}
