// The outside provider Outpost Games as a real process beside a real listening site: the site on a
// free port with the provider's adapter (URL and shared secret), the provider spawned as
// `npm start` spawns it (scripts/lib/outsideProvider.mjs) with its test hooks on, so a test can
// stop it after a debit and kill it. Started once per file.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OUTPOST_PROVIDER_KEY } from '../../../domain/casino/outpostGames';
import {
  WALLET_PATHS,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletCall,
} from '../../../domain/casino/walletProtocol';
import {
  startOutsideProvider,
  type StartedOutsideProvider,
} from '../../../scripts/lib/outsideProvider.mjs';
import { signWalletBody } from '../../../server/casino/wallet/walletSignature';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { buildTestServer, PROJECT_ROOT } from '../testServer';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface OutsideWorld {
  app: FastifyInstance;
  siteUrl: string;
  providerUrl: string;
  secret: string;
  provider: StartedOutsideProvider;
  /** Starts the provider again on its port with its secret (after a kill). */
  restartProvider(): Promise<void>;
  close(): Promise<void>;
}

/** Rounds silent this long are voided by the site in these tests (STALE_ROUND_MS in production). */
export const TEST_STALE_ROUND_MS = 1_500;

export async function startOutsideWorld(database: AppDatabase): Promise<OutsideWorld> {
  const sitePort = await freePort();
  const launch = async (port: string, secret?: string) => {
    const started = await startOutsideProvider({
      root: PROJECT_ROOT,
      env: { ...process.env, PORT: String(sitePort), OUTSIDE_PROVIDER_URL: '', OUTPOST_PORT: port },
      extraEnv: { OUTPOST_TEST_HOOKS: '1' },
      ...(secret ? { secret } : {}),
    });
    if (!started) throw new Error('Outpost Games was not started');
    return started;
  };
  let provider = await launch('0');
  const providerUrl = provider.url;
  const secret = provider.env.OUTSIDE_PROVIDER_SECRET;
  const app = await buildTestServer({
    database,
    outsideProviders: {
      adapters: [
        { key: OUTPOST_PROVIDER_KEY, baseUrl: providerUrl, frameOrigin: providerUrl, secret },
      ],
      staleRoundMs: TEST_STALE_ROUND_MS,
      sweepEveryMs: 250,
    },
  });
  await app.listen({ port: sitePort, host: '127.0.0.1' });
  await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  const world: OutsideWorld = {
    app,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    providerUrl,
    secret,
    provider,
    async restartProvider() {
      provider = await launch(new URL(providerUrl).port, secret);
      world.provider = provider;
    },
    async close() {
      world.provider.child.kill('SIGKILL');
      await app.close();
    },
  };
  return world;
}

/** A wallet call over HTTP as the provider signs it; `timestamp` added unless the body has one. */
export async function signedWalletCall(
  world: OutsideWorld,
  call: WalletCall,
  body: Record<string, unknown>,
  options: { secret?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const raw = JSON.stringify({ timestamp: Date.now(), ...body });
  const response = await fetch(`${world.siteUrl}${WALLET_PATHS[call]}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: OUTPOST_PROVIDER_KEY,
      [WALLET_SIGNATURE_HEADER]: signWalletBody(options.secret ?? world.secret, raw),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
