import { sql } from 'kysely';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/index';
import type { ServerContext } from '../http/serverContext';
import type { SportsOptions } from '../sports/sportsRuntime';
import { LeaderGatedFeed } from './leaderGatedFeed';
import { LiveService } from './liveService';
import { namespaceOfRedisUrl } from './redisNames';
import { simulatedFeedFactory } from './simulatedFeedFactory';
import { registerLiveRoutes } from './streamRoutes';

export interface LiveOptions {
  /** REDIS_URL: the bus across processes, and the lease that lets one of them run the feed. */
  redisUrl?: string;
  /** NODE_ENV=test: POST /web-api/sports/live/test/publish. */
  testTrigger?: boolean;
}

/**
 * The sports runtime's options, with the feed put under the lease when processes share Redis
 * (each process builds a feed, only the lease holder's produces).
 */
export function sportsOptionsForLive(
  database: AppDatabase,
  sports: SportsOptions | undefined,
  live: LiveOptions | undefined,
  log: FastifyBaseLogger,
): SportsOptions | undefined {
  const feed = sports?.feed;
  if (!live?.redisUrl || !feed || feed === 'none') return sports;
  const createFeed =
    feed === 'simulated' ? simulatedFeedFactory(database, sports, log) : async () => feed;
  const onError = (err: Error) => log.error({ err }, 'live: the feed could not start');
  return { ...sports, feed: new LeaderGatedFeed(createFeed, onError) };
}

/** Starts the live side of this process (bus, lease, hub) and registers its routes. */
export async function registerLive(
  app: FastifyInstance,
  ctx: ServerContext,
  live: LiveOptions | undefined,
): Promise<LiveService> {
  const service = new LiveService({
    state: ctx.sports.state,
    feed: ctx.sports.feed,
    redisUrl: live?.redisUrl,
    redisNamespace: await liveNamespace(ctx, live?.redisUrl),
    log: {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
  });
  await service.start();
  registerLiveRoutes(app, service, { testTrigger: live?.testTrigger });
  return service;
}

/**
 * The live bus's Redis names: one book per PostgreSQL database. Two sites (or two test servers)
 * on one Redis with databases of their own must not share a feed lease, nor each other's games:
 * a trader's suspension or a finished game would reach only the site holding the lease.
 */
async function liveNamespace(
  ctx: ServerContext,
  redisUrl: string | undefined,
): Promise<string | undefined> {
  if (!redisUrl || ctx.database.backend !== 'postgres') return undefined;
  const row = await sql<{ name: string }>`select current_database() as name`.execute(
    ctx.database.db,
  );
  return `${namespaceOfRedisUrl(redisUrl)}:${row.rows[0]?.name ?? 'postgres'}`;
}
