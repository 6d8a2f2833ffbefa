// Analytics events (and counters, performance reports) older than the retention (ANALYTICS_RETENTION_DAYS, default 90) are deleted
// by a sweep at start and every hour.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ANALYTICS_RETENTION_DAYS } from '../../domain/app/analyticsContract';
import type { DatabaseSchema } from '../db/schema';
import { StartupRefusal } from '../startupRefusal';

const SWEEP_EVERY_MS = 3600 * 1000;

export async function sweepAnalytics(
  db: Kysely<DatabaseSchema>,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000);
  const result = await db
    .deleteFrom('analytics_events')
    .where('occurred_at', '<', cutoff)
    .executeTakeFirst();
  // The counters and performance reports (0039_analytics_counters) follow the same retention.
  await db.deleteFrom('analytics_counters').where('updated_at', '<', cutoff).execute();
  await db.deleteFrom('analytics_performance').where('received_at', '<', cutoff).execute();
  return Number(result.numDeletedRows);
}

export function installAnalyticsRetention(
  app: FastifyInstance,
  db: () => Kysely<DatabaseSchema>,
  retentionDays: number = ANALYTICS_RETENTION_DAYS,
): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    void sweepAnalytics(db(), retentionDays).catch((err: unknown) =>
      app.log.error({ err }, 'analytics: the retention sweep failed'),
    );
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** ANALYTICS_RETENTION_DAYS: whole days from 1 to 3650; unset, the house default. */
export function readRetentionDays(env: NodeJS.ProcessEnv): number {
  const text = env.ANALYTICS_RETENTION_DAYS?.trim();
  if (!text) return ANALYTICS_RETENTION_DAYS;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > 3650) {
    throw new StartupRefusal(`ANALYTICS_RETENTION_DAYS=${text} must be whole days from 1 to 3650`);
  }
  return days;
}
