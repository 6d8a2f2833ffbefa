// The site as its own process for bench:wallet: the real server (buildServer: wallet routes,
// signature check, limits, ledger) on the bench's scratch database, with the outside provider's
// adapter, serving a stub client build (the bench calls only the wallet API). Prints
// `Listening on` when ready (bench/serverProcess.ts waits for it).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTPOST_PROVIDER_KEY } from '../../domain/casino/outpostGames';
import { buildServer } from '../../server/app';
import { createDatabase } from '../../server/db/createDatabase';

const env = process.env;
const dist = mkdtempSync(join(tmpdir(), 'bench-wallet-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--boot--></head></html>');
const database = await createDatabase({
  databaseUrl: env.BENCH_SITE_DATABASE_URL!,
  dataDir: mkdtempSync(join(tmpdir(), 'bench-wallet-data-')),
});
const providerUrl = 'http://127.0.0.1:9';
const app = await buildServer({
  database,
  clientDistDir: dist,
  production: true,
  outsideProviders: {
    adapters: [
      {
        key: OUTPOST_PROVIDER_KEY,
        baseUrl: providerUrl,
        frameOrigin: providerUrl,
        secret: env.OUTSIDE_PROVIDER_SECRET!,
      },
    ],
    sweepEveryMs: 0,
  },
  afterClose: () => database.close(),
});
await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
console.log(`Listening on http://127.0.0.1:${env.PORT}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
