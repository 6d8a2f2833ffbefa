// Shared set-up of the toto suites: a server over the fixture content with small toto rules for
// aurora (4 games a draw, three tiers; nord offers no toto), test control on, and the simulated
// feed on a manual clock that never ticks (games stay in the line until a test finishes them
// through test control, and moving the clock closes draws without playing any game). Customers
// are funded through the ledger (coupon test kit).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type {
  TotoDrawView,
  TotoGameView,
  TotoOutcome,
  TotoRules,
  TotoTicketView,
} from '../../../domain/toto/index';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { simulatedCatalog } from '../../../server/sports/catalog';
import {
  gameNumber,
  permanentGameId,
  SimulatedFeed,
} from '../../../server/sports/feed/simulatedFeed';
import { periodsScore } from '../../../server/sports/feed/sportSims';
import { insertResult } from '../../../server/sports/results/resultsRepository';
import { SportsState } from '../../../server/sports/state/sportsState';
import { totoServiceOf } from '../../../server/toto/index';
import { buildTestServer, FIXTURE_CONTENT, makeTempDir } from '../testServer';
import { START } from '../coupon/couponTestKit';

export { balanceOf, fundedCustomer, newKey, NORD, START } from '../coupon/couponTestKit';
export type { Customer } from '../coupon/couponTestKit';

export const RUB = 643;

/** Aurora's toto in these suites: major units of the ticket's currency. */
export const RULES: TotoRules = {
  gamesPerDraw: 4,
  operatorShareBp: 1500,
  tiers: [
    { correct: 4, shareBp: 5000 },
    { correct: 3, shareBp: 3000 },
    { correct: 2, shareBp: 2000 },
  ],
  unitStake: { min: 10, max: 5000, step: 10 },
  maxLines: 27,
};

export function totoContentRoot(): string {
  const root = makeTempDir('toto-content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  const file = path.join(root, 'configs', 'brands', 'aurora', 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...site, toto: RULES }));
  return root;
}

export interface TotoServer {
  app: FastifyInstance;
  clock: ManualFeedClock;
  /** A copy of the server's sports state (the same feed's deltas), for calls made by hand. */
  state: SportsState;
}

/** The server, its timed toto sweeps paused: each test runs the passes it means to. */
export async function buildTotoServer(database: AppDatabase): Promise<TotoServer> {
  const seed = 7;
  const clock = new ManualFeedClock(START);
  // A tick far beyond any clock move of the suites: no game is ever played by the simulation.
  const feed = new SimulatedFeed({ seed, clock, tickMs: 1e10 });
  const state = new SportsState(simulatedCatalog());
  feed.onDelta((delta) => state.applyDelta(delta));
  const app = await buildTestServer({
    database,
    contentRoot: totoContentRoot(),
    sports: { feed, seed, clock },
    testControl: true,
  });
  await app.ready();
  totoServiceOf(app).pauseSweeps();
  await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, RUB);
  return { app, clock, state };
}

export async function getDraw(
  app: FastifyInstance,
  which: 'current' | 'next' = 'current',
  lng = 'ru',
): Promise<TotoDrawView> {
  const res = await app.inject({ url: `/web-api/toto/draw?which=${which}&lng=${lng}` });
  expect(res.statusCode, res.body).toBe(200);
  const draw = res.json<{ draw: TotoDrawView | null }>().draw;
  if (!draw) throw new Error(`No ${which} toto draw`);
  return draw;
}

export function buy(
  app: FastifyInstance,
  customer: { headers: Record<string, string> },
  body: unknown,
  key: string | null,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/web-api/toto/tickets',
    headers: { ...customer.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

export async function buyOk(
  app: FastifyInstance,
  customer: { headers: Record<string, string>; mainAccountId: number },
  drawId: number,
  picks: string[][],
  unitStake = 10,
  key = `toto-${Math.random()}`,
): Promise<{ ticket: TotoTicketView; balance: number }> {
  const res = await buy(
    app,
    customer,
    { drawId, accountId: customer.mainAccountId, unitStake, picks },
    key,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ ticket: TotoTicketView; balance: number }>();
}

/** Ends a game through test control (the feed's result, stored; toto's pass after it runs). */
export async function finishGame(
  app: FastifyInstance,
  gameId: number,
  result: { home: number; away: number } | 'cancelled',
): Promise<void> {
  const payload =
    result === 'cancelled' ? { gameId, home: 0, away: 0, cancelled: true } : { gameId, ...result };
  const res = await app.inject({ method: 'POST', url: '/test-control/sports/finish', payload });
  expect(res.statusCode, res.body).toBe(200);
}

/** A final score of the outcome (a cancelled game: 0:0, cancelled). */
export function scoreOf(outcome: TotoOutcome): { home: number; away: number } | 'cancelled' {
  if (outcome === 'cancelled') return 'cancelled';
  return outcome === '1'
    ? { home: 2, away: 0 }
    : outcome === 'X'
      ? { home: 1, away: 1 }
      : { home: 0, away: 1 };
}

/**
 * Stores a game's result as another process's feed would: the row only, no pass of this server
 * after it (a test then runs the pass it means to).
 */
export async function storeResult(
  database: AppDatabase,
  game: TotoGameView,
  outcome: TotoOutcome,
): Promise<void> {
  const score = scoreOf(outcome);
  const [home, away] = score === 'cancelled' ? [0, 0] : [score.home, score.away];
  const startAt = Math.floor(Date.parse(game.startAt) / 1000);
  await insertResult(database.db, {
    gameId: game.gameId,
    permanentId: permanentGameId(game.gameId),
    number: gameNumber(game.gameId),
    sportId: game.sportId,
    champId: 0,
    countryId: 0,
    opponents: [
      { id: 1, name: game.home, nameEn: game.home },
      { id: 2, name: game.away, nameEn: game.away },
    ],
    startAt,
    finishedAt: startAt + 7200,
    score: periodsScore(home, away, []),
    wasLive: false,
    ...(score === 'cancelled' ? { cancelled: true } : {}),
  });
}

/** POST /test-control/toto/settle: the brand's settled draws, newest first. */
export async function settleNow(app: FastifyInstance): Promise<number[]> {
  const res = await app.inject({ method: 'POST', url: '/test-control/toto/settle', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ settled: number[] }>().settled;
}

/** Moves the feed clock to just after the draw's close (its first game's start). */
export function closeDraw(clock: ManualFeedClock, draw: TotoDrawView): void {
  const target = Date.parse(draw.closesAt) + 1_000;
  if (target > clock.now()) clock.advance(target - clock.now());
}

/** The toto pool account's balance (minor units) of a brand and currency; 0 before it exists. */
export async function poolBalance(database: AppDatabase, brand = 'aurora'): Promise<number> {
  const row = await database.db
    .selectFrom('accounts')
    .select('balance')
    .where('system_code', '=', `toto_pool.${brand}`)
    .where('currency_id', '=', RUB)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/** Every row of the tables a purchase writes, to prove a refusal wrote nothing. */
export async function moneySnapshot(database: AppDatabase): Promise<string> {
  const parts: string[] = [];
  for (const table of ['accounts', 'ledger_transactions', 'ledger_postings', 'toto_tickets']) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by 1`.execute(database.db);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

/** The ledger transactions of a kind, oldest first. */
export async function transactionsOfKind(
  database: AppDatabase,
  kind: string,
): Promise<{ idempotency_key: string; amount: number }[]> {
  const { rows } = await sql<{ idempotency_key: string; amount: string | number }>`
    select t.idempotency_key, p.amount from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id and p.amount > 0
    where t.kind = ${kind} order by t.id`.execute(database.db);
  return rows.map((r) => ({ idempotency_key: r.idempotency_key, amount: Number(r.amount) }));
}
