// `npm start` / `npm run dev`: lock DATA_DIR, open and migrate the database, check the content,
// serve. Every refusal is one clear line (or a list of findings) and exit code 1.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readRetentionDays } from './analytics/index';
import { buildServer } from './app';
import { readBuiltinProviderEnv } from './casino/builtin/index';
import { readOutsideProvidersEnv } from './casino/outside/index';
import { readMetricsEnv } from './metrics/index';
import {
  describeMessages,
  isLogOnly,
  LOG_ONLY_IN_PRODUCTION_WARNING,
  readMessagesEnv,
} from './messages/messagesEnv';
import { loadVapidKeys } from './push/index';
import { createDatabase, lockDataDir, type AppDatabase, type DataDirLock } from './db/index';
import { readServerEnv, type ServerEnv } from './serverEnv';
import { readSocialEnv } from './social/socialEnv';
import { createDocumentStore, readDocumentStoreEnv } from './verification/index';
import { readFeedSeed, readFrozenFeedClock } from './sports/sportsEnv';
import { StartupRefusal } from './startupRefusal';
import { readAssetCdn } from './web/assetCdn';

async function start(env: ServerEnv): Promise<FastifyInstance> {
  // SMTP, the HTTP SMS gateway or the local sinks; a production start refuses log-only channels.
  const messages = readMessagesEnv(process.env, env);
  // Verification documents: DATA_DIR/documents, or an S3-compatible bucket when S3_* are set.
  const documentStoreConfig = readDocumentStoreEnv(process.env, env.production);
  const dataDir = path.resolve(env.dataDir);
  // Several servers may share one PostgreSQL; only the embedded PGlite folder is single-process.
  const lock: DataDirLock | undefined = env.databaseUrl
    ? undefined
    : await lockDataDir(dataDir, (err) => console.error(`DATA_DIR lock lost: ${err.message}`));
  const contentRoot = env.contentDir ? path.resolve(env.contentDir) : undefined;
  let database: AppDatabase | undefined;
  try {
    database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir });
    const documentStore = createDocumentStore(documentStoreConfig, path.join(dataDir, 'documents'));
    try {
      await documentStore.check();
    } catch (err) {
      throw new StartupRefusal(`Documents: ${(err as Error).message}`);
    }
    const frozenClock = readFrozenFeedClock(process.env, env.testControl);
    const distDir = process.env.DIST_DIR?.trim();
    const assetCdn = readAssetCdn(process.env, env.production);
    const db = database;
    const app = await buildServer({
      database,
      // The database closes and DATA_DIR is released once every part has stopped.
      afterClose: async () => {
        await db.close();
        await lock?.release();
      },
      // DIST_DIR: where `npm start` keeps the client builds (default ./dist; scripts/lib/clientBuild.mjs).
      ...(distDir ? { clientDistDir: path.join(path.resolve(distDir), 'client') } : {}),
      ...(contentRoot ? { contentRoot } : {}),
      // ASSET_CDN_URL: the build's files of a brand with isFlexibleAssetPath from a CDN.
      ...(assetCdn ? { assetCdn } : {}),
      brand: env.brand,
      dev: env.dev,
      production: env.production,
      logger: { level: env.logLevel },
      // The simulated sports feed in real time (FEED_SEED picks the games; server/sports/sportsEnv.ts).
      // FEED_FROZEN_AT (with TEST_CONTROL=1 only): the feed stands still at that instant.
      sports: {
        feed: 'simulated',
        seed: readFeedSeed(process.env),
        ...(frozenClock ? { clock: frozenClock } : {}),
      },
      // Live push across processes over Redis; the test trigger only under NODE_ENV=test.
      live: { redisUrl: env.redisUrl, testTrigger: process.env.NODE_ENV === 'test' },
      // TEST_CONTROL=1: /test-control/* and a movable feed clock, for end-to-end tests only.
      testControl: env.testControl,
      trustProxy: env.trustProxy,
      // SOCIAL_LOCAL_PROVIDER (on outside production), client secrets (server/social/socialEnv.ts).
      social: readSocialEnv(process.env, env.production),
      // VAPID keys from the environment, or kept in DATA_DIR (server/push/vapidKeys.ts).
      push: { vapid: loadVapidKeys(process.env, dataDir) },
      analytics: { retentionDays: readRetentionDays(process.env) },
      // Uploaded verification documents, in the folder or the bucket (server/verification/).
      verification: { store: documentStore },
      messages,
      // Several processes (deploy/): METRICS_TOKEN for /metrics, WALLET_URL for the built-in games.
      metrics: readMetricsEnv(process.env),
      builtinProvider: readBuiltinProviderEnv(process.env, env.production),
      // OUTSIDE_PROVIDER_URL and _SECRET: the outside game provider (npm start runs Outpost Games).
      outsideProviders: { adapters: readOutsideProvidersEnv(process.env, env.production) },
    });
    await app.listen({ port: env.port, host: env.host });
    const { port } = app.server.address() as AddressInfo;
    const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}/pglite`;
    console.log(`Database: ${where}; migrations applied: ${database.appliedMigrations.length}`);
    console.log(
      env.redisUrl
        ? 'Live bus: Redis (REDIS_URL); the process holding the feed lease runs the feed'
        : 'Live bus: in-process (one process; set REDIS_URL to share live data across processes)',
    );
    for (const line of describeMessages(messages)) console.log(line);
    console.log(`Documents: ${documentStore.description}`);
    if (env.production && isLogOnly(messages)) app.log.warn(LOG_ONLY_IN_PRODUCTION_WARNING);
    if (contentRoot) console.log(`Content: ${contentRoot} (CONTENT_DIR)`);
    if (env.dev) console.log('Dev mode: Vite middleware, content hot reload');
    if (env.testControl) console.log('Test control: /test-control/* is on (TEST_CONTROL=1)');
    console.log(`Listening on http://localhost:${port}`);
    return app;
  } catch (err) {
    await database?.close().catch(() => undefined);
    await lock?.release();
    throw err;
  }
}

// A graceful stop that hangs (a stuck connection) must not keep DATA_DIR busy for ever; the
// drain of requests in flight (server/http/drain.ts) takes at most 8 s of it.
const STOP_TIMEOUT_MS = 15_000;

function stopOnSignals(app: FastifyInstance): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // npm start forwards the terminal's Ctrl-C that this process also got: one stop is enough.
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    // No new connection; streams told to reconnect elsewhere; the feed lease given back; then
    // the requests in flight finish before the database closes.
    const drained = app.drain().then((report) => {
      if (!report.drained) console.log(`${signal}: ${report.openConnections} connection(s) cut`);
    });
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  const app = await start(readServerEnv(process.env, process.argv.slice(2)));
  stopOnSignals(app);
} catch (err) {
  // A refusal is said in words; anything else is a bug and keeps its stack.
  console.error(err instanceof StartupRefusal ? err.message : err);
  process.exit(1);
}
