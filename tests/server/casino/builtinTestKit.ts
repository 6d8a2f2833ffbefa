// Shared set-up of the built-in provider suites: a server whose provider reaches the wallet
// through inject (the same route and bytes as HTTP), a hand-moved provider clock, customers funded
// through the ledger with sessions opened as the launch opens them, and calls to the provider's
// API as its frame page makes them.
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BUILTIN_PROVIDER_KEY } from '../../../domain/casino/builtinGames';
import type { GameMode } from '../../../domain/casino/gameLaunch';
import { injectWalletTransport, type WalletTransport } from '../../../server/casino/builtin/index';
import { openGameSession } from '../../../server/casino/wallet/gameSessions';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { balanceOf, type Customer } from '../coupon/couponTestKit';
import { buildTestServer, type DatabaseBackend } from '../testServer';
import { player, serverFor } from './walletTestKit';

/** An account's balance in minor units (the coupon kit's balanceOf). */
export const accountBalance = balanceOf;

export const GAME_ID = 902;

/** The provider's clock, moved by hand; it starts at real time so wallet sessions are valid. */
export class HandClock {
  private at = Date.now();
  now = (): Date => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
}

export interface BuiltinServer {
  app: FastifyInstance;
  clock: HandClock;
}

/** Wallet calls that fail on purpose: `before` never reaches the wallet, `after` loses its answer. */
export interface WalletOutage {
  calls: Partial<Record<'debit' | 'credit' | 'rollback' | 'balance', 'before' | 'after'>>;
}

export async function buildBuiltinServer(
  database: AppDatabase,
  outage: WalletOutage = { calls: {} },
): Promise<BuiltinServer> {
  const clock = new HandClock();
  const failing = (app: FastifyInstance): WalletTransport => {
    const inject = injectWalletTransport(app);
    return {
      async post(path, headers, body) {
        const call = path.split('/').pop() as keyof WalletOutage['calls'];
        const mode = outage.calls[call];
        if (mode === 'before') throw new Error('connection refused');
        const answer = await inject.post(path, headers, body);
        if (mode === 'after') throw new Error('connection reset');
        return answer;
      },
    };
  };
  const app = await buildTestServer({
    database,
    builtinProvider: {
      walletTransport: failing,
      now: clock.now,
      sweepEveryMs: 0,
    },
  });
  await app.ready();
  await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  return { app, clock };
}

/** A built-in provider server (serverFor with buildBuiltinServer, no outage). */
export function builtinServerFor(
  backend: DatabaseBackend,
  ready: (held: { database: AppDatabase; server: BuiltinServer }) => unknown,
): void {
  serverFor(backend, (database) => buildBuiltinServer(database), ready);
}

export interface Player extends Partial<Customer> {
  sessionId: string;
  accountId?: number;
}

/** A customer with `amount` kopecks and a real session, or a guest's demo session. */
export async function openPlayer(
  server: BuiltinServer,
  database: AppDatabase,
  mode: GameMode,
  amount = 0,
): Promise<Player> {
  if (mode === 'demo') {
    const session = await openGameSession(database.db, {
      userId: null,
      gameId: GAME_ID,
      providerKey: BUILTIN_PROVIDER_KEY,
      mode,
      account: null,
      lng: 'en',
      now: new Date(),
    });
    return { sessionId: session.id };
  }
  const real = await player(server.app, database, amount, mode, new Date(), GAME_ID);
  return { ...real, accountId: Number(real.mainAccountId) };
}

export function post(
  server: BuiltinServer,
  path: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: `/builtin-provider/api/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A POST the provider must answer 200: its answer's JSON. */
export async function postOk(server: BuiltinServer, path: string, body: unknown) {
  const res = await post(server, path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The session's view as the frame page asks for it first (`start`). */
export const startView = (server: BuiltinServer, sessionId: string, engineKey: string) =>
  postOk(server, 'start', { session: sessionId, engineKey });

export function get(
  server: BuiltinServer,
  path: string,
  query: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'GET',
    url: `/builtin-provider/api/${path}?${new URLSearchParams(query).toString()}`,
  });
}

/** The signed sum of the customer's ledger postings of each casino kind. */
export async function casinoMovements(
  database: AppDatabase,
  accountId: number,
): Promise<{ casino_bet: number; casino_win: number; casino_rollback: number; count: number }> {
  const rows = await database.db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .select(['t.kind', 'p.amount'])
    .where('p.account_id', '=', String(accountId))
    .where('t.kind', 'in', ['casino_bet', 'casino_win', 'casino_rollback'])
    .execute();
  const sums = { casino_bet: 0, casino_win: 0, casino_rollback: 0, count: rows.length };
  for (const row of rows) sums[row.kind as 'casino_bet'] += Number(row.amount);
  return sums;
}

export async function roundCount(database: AppDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('builtin_rounds')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let requests = 0;
export function requestId(): string {
  requests += 1;
  return `req-${process.pid}-${requests}`;
}
