// The studio's server side: versioned content over the repository files, the publish check,
// preview links, and the push of publications to open tabs (in every process).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import type { AccountEventStreams } from '../money/accountEvents';
import { contentChannel, createContentBus } from './contentBus';
import { ContentChangeStreams, registerContentChangeRoutes } from './contentChanges';
import { registerPreview } from './preview';
import { registerQaLastRun } from './qaLastRun';
import { StudioContent } from './studioContent';
import { registerStudioRoutes } from './studioRoutes';
import { registerWidgetCatalogue } from './widgetCatalogue';

export interface StudioOptions {
  /** REDIS_URL: publications reach every process sharing the PostgreSQL database. */
  redisUrl?: string;
  /** The customers' account events, carried on a signed-in tab's content stream. */
  accountStreams?: AccountEventStreams;
}

export async function registerStudio(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: StudioOptions = {},
): Promise<StudioContent> {
  const streams = new ContentChangeStreams();
  registerContentChangeRoutes(app, ctx, streams, opts.accountStreams);
  // PGlite is one process: the bus goes across processes only for a shared PostgreSQL.
  const shared = opts.redisUrl && ctx.database.backend === 'postgres' ? opts.redisUrl : undefined;
  const channel = shared ? contentChannel(shared, await databaseName(ctx)) : '';
  const bus = createContentBus(shared, channel, (err) =>
    app.log.error({ err }, 'studio: content bus error'),
  );
  const studio = new StudioContent(ctx, bus, streams, app.log);
  bus.subscribe((message) => {
    if (message.origin === bus.self) return;
    void studio.heard({ kind: message.kind, id: message.id, brand: message.brand });
  });
  bus.onReconnect(() => void studio.reload());
  await bus.ready();
  await studio.reload();
  app.addHook('onClose', async () => bus.close());
  registerStudioRoutes(app, ctx, studio);
  registerWidgetCatalogue(app, ctx);
  registerPreview(app, ctx);
  registerQaLastRun(app, ctx);
  return studio;
}

async function databaseName(ctx: ServerContext): Promise<string> {
  const row = await sql<{ name: string }>`select current_database() as name`.execute(
    ctx.database.db,
  );
  return row.rows[0]?.name ?? 'postgres';
}

export { StudioContent } from './studioContent';
