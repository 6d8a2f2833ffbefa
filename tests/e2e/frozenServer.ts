// The server of the visual tests (tests/e2e/visual.spec.ts): the production build served as
// `npm start` serves it, but with the simulated feed on a ManualFeedClock that nobody moves, so
// the sports world is frozen: FEED_SEED picks the games and FROZEN_AT fixes the instant they are
// generated at (start times, live clocks, scores and prices are all the same on every start, and
// no tick ever changes them). Run by the spec itself, one per Playwright worker, on a port of its
// own and a fresh PGlite folder (DATABASE_URL and REDIS_URL are ignored):
//   FROZEN_AT_MS=<epoch ms> node --import tsx tests/e2e/frozenServer.ts <dataDir>
// It prints `Listening on http://localhost:<port>` (PORT, default 0: any free port).
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { createDatabase } from '../../server/db/index';
import { readMessagesEnv } from '../../server/messages/messagesEnv';
import { loadVapidKeys } from '../../server/push/index';
import { readServerEnv } from '../../server/serverEnv';
import { ManualFeedClock } from '../../server/sports/feed/clock';
import { readFeedSeed } from '../../server/sports/sportsEnv';
import { createDocumentStore, readDocumentStoreEnv } from '../../server/verification/index';

/** FROZEN_AT_MS: the instant the frozen world stands at (the spec sets the browser's clock to it). */
function frozenAt(): number {
  const ms = Number(process.env.FROZEN_AT_MS);
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new Error('FROZEN_AT_MS must be set (epoch ms)');
  return ms;
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.argv[2] ?? 'data/visual');
  mkdirSync(dataDir, { recursive: true });
  const env = readServerEnv(
    { ...process.env, PORT: process.env.PORT ?? '0', DATA_DIR: dataDir, DATABASE_URL: '' },
    [],
  );
  const database = await createDatabase({ dataDir });
  const app = await buildServer({
    database,
    production: true,
    logger: { level: env.logLevel },
    sports: {
      feed: 'simulated',
      seed: readFeedSeed(process.env),
      clock: new ManualFeedClock(frozenAt()),
    },
    live: { redisUrl: undefined, testTrigger: false },
    testControl: true,
    push: { vapid: loadVapidKeys(process.env, dataDir) },
    verification: {
      store: createDocumentStore(readDocumentStoreEnv({}, false), path.join(dataDir, 'documents')),
    },
    messages: readMessagesEnv(process.env, env),
  });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: env.port, host: env.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Listening on http://localhost:${port}`);
  const stop = () => {
    setTimeout(() => process.exit(1), 5_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
