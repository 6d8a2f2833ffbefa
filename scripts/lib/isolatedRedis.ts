// A Redis database of its own for a test suite or a benchmark that starts server processes.
import { Redis } from 'ioredis';

/** Redis has 16 databases; 0 is the default, the rest are handed out to suites in turn. */
const ISOLATED_REDIS_DATABASES = 15;

/**
 * `url` on a Redis database no other suite of this run uses at the same time. The live bus's
 * channels and feed lease carry the database number (server/live/redisNames.ts), so processes of
 * two suites on one database would share a feed: a crash suite once read the other suite's games.
 * The number comes from a counter in Redis itself, shared by the suites' worker processes (and the
 * benchmarks); a picked-at-random number collided often with six suites drawing from fifteen.
 */
export async function isolatedRedisUrl(url: string): Promise<string> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const turn = await redis.incr('test:isolated-database-turn');
    const isolated = new URL(url);
    isolated.pathname = `/${1 + ((turn - 1) % ISOLATED_REDIS_DATABASES)}`;
    return isolated.toString();
  } finally {
    redis.disconnect();
  }
}
