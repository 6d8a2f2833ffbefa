// Two sites on one Redis, each with a PostgreSQL database of its own: each holds its own feed
// lease and runs its own feed (server/live/liveWiring.ts: the live bus's names carry the
// database). Sharing one, a trader's suspension or a finished game set on the site that does not
// hold the lease would reach no feed.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedRedisUrl } from '../serverProcess';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { ScriptedFeed } from './liveFixtures';

const REDIS_URL = process.env.REDIS_URL;
const postgres = databaseBackends('both').find((backend) => backend.name === 'postgres');

describe.skipIf(!REDIS_URL || !postgres)(
  'the live bus per database (skipped: REDIS_URL or DATABASE_URL is not set)',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      removeTempDirs();
    });

    const site = async (redisUrl: string, feed: ScriptedFeed): Promise<FastifyInstance> => {
      const { database, drop } = await postgres!.open();
      cleanups.push(drop);
      const app = await buildTestServer({
        database,
        sports: { feed },
        live: { redisUrl },
      });
      cleanups.push(() => app.close());
      await app.ready();
      return app;
    };
    const roleOf = async (app: FastifyInstance) =>
      (await app.inject({ url: '/web-api/sports/live/stats' })).json<{ role: string }>().role;

    it('lets each site on one Redis run its own feed', async () => {
      const redisUrl = await isolatedRedisUrl(REDIS_URL!);
      const [firstFeed, secondFeed] = [new ScriptedFeed([1]), new ScriptedFeed([2])];
      const first = await site(redisUrl, firstFeed);
      const second = await site(redisUrl, secondFeed);
      await expect
        .poll(() => Promise.all([roleOf(first), roleOf(second)]))
        .toEqual(['leader', 'leader']);
      await expect.poll(() => [firstFeed.running, secondFeed.running]).toEqual([true, true]);
    }, 120_000);
  },
);
