// Shared set-up of the wallet suites: a server over the fixture content, customers funded through
// the ledger, game sessions opened as the launch opens them, and signed wallet calls made exactly
// as a provider makes them (raw JSON body, hex HMAC-SHA256 under the provider's secret).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { BUILTIN_PROVIDER_KEY } from '../../../domain/casino/builtinGames';
import {
  WALLET_PATHS,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletCall,
} from '../../../domain/casino/walletProtocol';
import type { GameMode } from '../../../domain/casino/gameLaunch';
import { openGameSession } from '../../../server/casino/wallet/gameSessions';
import { signWalletBody } from '../../../server/casino/wallet/walletSignature';
import { walletSecretFor } from '../../../server/casino/wallet/walletSecrets';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { balanceOf, fundedCustomer, type Customer } from '../coupon/couponTestKit';
import { buildTestServer, type DatabaseBackend } from '../testServer';

export { balanceOf };

export const PROVIDER = BUILTIN_PROVIDER_KEY;
/** A game id the sessions name (the wallet does not read the catalogue). */
export const GAME_ID = 901;

export interface WalletServer {
  app: FastifyInstance;
  secret: string;
}

export async function buildWalletServer(database: AppDatabase): Promise<WalletServer> {
  const app = await buildTestServer({ database });
  await app.ready();
  await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  return { app, secret: await walletSecretFor(database.db, PROVIDER) };
}

/**
 * A server of `build` on a fresh database of `backend` for a describe block: `ready` gets both
 * once the block's beforeAll has built them (to keep them, and for further set-up); after the
 * block's tests the server is closed and the database dropped.
 */
export function serverFor<S extends { app: FastifyInstance }>(
  backend: DatabaseBackend,
  build: (database: AppDatabase) => Promise<S>,
  ready: (held: { database: AppDatabase; server: S }) => unknown,
): void {
  let held: { database: AppDatabase; server: S; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const { database, drop } = await backend.open();
    held = { database, drop, server: await build(database) };
    await ready(held);
  });
  afterAll(async () => {
    await held?.server.app.close();
    await held?.drop();
  });
}

/** A wallet server (serverFor with buildWalletServer). */
export function walletServerFor(
  backend: DatabaseBackend,
  ready: (held: { database: AppDatabase; server: WalletServer }) => unknown,
): void {
  serverFor(backend, buildWalletServer, ready);
}

/** A test server over the fixture content (serverFor with buildTestServer), as `app`. */
export function testServerFor(
  backend: DatabaseBackend,
  ready: (held: { database: AppDatabase; app: FastifyInstance }) => unknown,
): void {
  serverFor(
    backend,
    async (database) => ({ app: await buildTestServer({ database }) }),
    ({ database, server }) => ready({ database, app: server.app }),
  );
}

export interface Player extends Customer {
  sessionId: string;
}

/** A customer with `amount` minor units (RUB) and a real session on `gameId`. */
export async function player(
  app: FastifyInstance,
  database: AppDatabase,
  amount: number,
  mode: GameMode = 'real',
  now = new Date(),
  gameId = GAME_ID,
): Promise<Player> {
  const customer = await fundedCustomer(app, database, amount);
  const session = await openGameSession(database.db, {
    userId: customer.userId,
    gameId,
    providerKey: PROVIDER,
    mode,
    account: mode === 'real' ? { id: String(customer.mainAccountId), currencyId: 643 } : null,
    lng: 'en',
    now,
  });
  return { ...customer, sessionId: session.id };
}

export interface CallOptions {
  provider?: string;
  /** Replaces the signature header's value (null: no header). */
  signature?: string | null;
  /** The signing secret (default: the provider's). */
  secret?: string;
}

/** A signed wallet call; `timestamp` is added (now) unless the body has one. */
export function walletCall(
  server: WalletServer,
  call: WalletCall,
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify({ timestamp: Date.now(), ...body });
  const signature =
    options.signature === undefined
      ? signWalletBody(options.secret ?? server.secret, raw)
      : options.signature;
  return server.app.inject({
    method: 'POST',
    url: WALLET_PATHS[call],
    headers: {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: options.provider ?? PROVIDER,
      ...(signature === null ? {} : { [WALLET_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
}

let counter = 0;
/** A provider transaction or round id unique in the run. */
export function providerId(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

export function debitBody(p: Player, amount: number, extra: Record<string, unknown> = {}) {
  return {
    sessionId: p.sessionId,
    transactionId: providerId('d'),
    roundId: providerId('r'),
    amount,
    currency: 'RUB',
    ...extra,
  };
}

export function creditBody(
  p: Player,
  roundId: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return {
    sessionId: p.sessionId,
    transactionId: providerId('c'),
    roundId,
    amount,
    currency: 'RUB',
    ...extra,
  };
}

/** How many wallet transactions and ledger movements exist: a refusal changes neither. */
export async function writtenCounts(
  database: AppDatabase,
): Promise<{ walletTransactions: number; ledger: number; rounds: number }> {
  const count = async (
    table: 'casino_wallet_transactions' | 'ledger_transactions' | 'casino_rounds',
  ) => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    walletTransactions: await count('casino_wallet_transactions'),
    ledger: await count('ledger_transactions'),
    rounds: await count('casino_rounds'),
  };
}

export const SLOT = 990_001;
export const NO_DEMO = 990_002;
export const OUTSIDE = 990_003;
export const CLOSED_IN_RU = 990_004;
const OUTSIDE_PROVIDER = 'test-outside-studio';

/** Games in the catalogue's tables, with ids far from the seeded catalogue's. */
export async function putGames(database: AppDatabase): Promise<void> {
  const db = database.db;
  await db
    .insertInto('casino_providers')
    .values([
      {
        id: BUILTIN_PROVIDER_KEY,
        name: 'House Games',
        is_builtin: true,
        is_connected: true,
        sort_order: 0,
      },
      {
        id: OUTSIDE_PROVIDER,
        name: 'Outside',
        is_builtin: false,
        is_connected: false,
        sort_order: 99,
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('casino_categories')
    .values({
      id: 'test-slots',
      section_id: 'test-slots',
      is_section: true,
      route: 'test-slots',
      sort_order: 99,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const game = (id: number, provider: string, engineKey: string | null, hasDemo: boolean) => ({
    id,
    name: `Test ${id}`,
    search_name: `test ${id}`,
    route: `test-${id}`,
    old_route: null,
    provider_id: provider,
    section_id: 'test-slots',
    tag_id: null,
    art_from: '#000000',
    art_to: '#111111',
    art_accent: '#ffffff',
    is_new: false,
    is_popular: false,
    is_jackpot: false,
    has_demo: hasDemo,
    rtp_hundredths: 9600,
    volatility: 'medium',
    engine_key: engineKey,
    popularity: 0,
    released_on: '2026-01-01',
  });
  await db
    .insertInto('casino_games')
    .values([
      game(SLOT, BUILTIN_PROVIDER_KEY, 'builtin-slot', true),
      game(NO_DEMO, BUILTIN_PROVIDER_KEY, 'builtin-crash', false),
      game(OUTSIDE, OUTSIDE_PROVIDER, null, true),
      game(CLOSED_IN_RU, BUILTIN_PROVIDER_KEY, 'builtin-slot', true),
    ])
    .execute();
  await db
    .insertInto('casino_game_closed_countries')
    .values({ game_id: CLOSED_IN_RU, country_id: 643 })
    .execute();
}
