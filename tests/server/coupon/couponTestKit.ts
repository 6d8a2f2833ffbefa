// Shared set-up of the coupon suites: a server over the fixture content with the coupon site
// flags (aurora: every limit, bonus bet and VIP bet on; nord: none), the simulated feed on a
// manual clock behind a feed the tests can also push deltas through (suspend, reprice, start,
// finish a game), customers funded through the ledger, and snapshots of every written table.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { GameDelta, GameDetails, Market, Outcome } from '../../../domain/sports/types';
import { GameStatus } from '../../../domain/sports/types';
import { settleFromResults, type SettlementPassOptions } from '../../../server/coupon/settlement';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { postTransfer } from '../../../server/money/ledger';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import { tradingControlOf, type SportsFeed } from '../../../server/sports/feed/types';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import type { BuildServerOptions } from '../../../server/app';
import { buildTestServer, FIXTURE_CONTENT, makeTempDir } from '../testServer';

export const START = Date.UTC(2026, 10, 21, 12, 0, 0);
export const NORD = { host: 'nord.localhost', origin: 'http://nord.localhost' };
export const PLACE_URL = '/web-api/coupon/place';

/** The fixture content with the coupon flags of SPEC section 3 "Site configuration flags". */
export function couponContentRoot(): string {
  const root = makeTempDir('coupon-content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  return overrideSite(root, 'aurora', {
    isAvailableCouponBonusBet: true,
    showVipBet: true,
    couponTypesWithMinAmount: [1, 2, 4, 9],
    couponTypesWithMaxAmount: [1, 2, 4, 9],
    coefViewIds: [0, 1, 2],
  });
}

/** Writes these keys over a brand's site config in a content root; answers the root. */
export function overrideSite(
  root: string,
  brand: string,
  overrides: Record<string, unknown>,
): string {
  const file = path.join(root, 'configs', 'brands', brand, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...site, ...overrides }));
  return root;
}

/** The simulated feed, plus deltas a test pushes (the next seq of the game). */
export class ControlledFeed implements SportsFeed {
  private readonly listeners = new Set<(delta: GameDelta) => void>();
  private readonly seqs = new Map<number, number>();

  constructor(private readonly inner: SportsFeed) {
    inner.onDelta((delta) => this.emit(delta));
  }

  start(): void {
    this.inner.start();
  }

  stop(): void {
    this.inner.stop();
  }

  onDelta(listener: (delta: GameDelta) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A trader's suspension reaches the simulated feed inside (server/trading/). */
  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean {
    return tradingControlOf(this.inner)?.setTraderSuspension(gameId, marketId, suspended) ?? false;
  }

  push(delta: Omit<GameDelta, 'seq'>): void {
    this.emit({ ...delta, seq: (this.seqs.get(delta.gameId) ?? 0) + 1 });
  }

  private emit(delta: GameDelta): void {
    this.seqs.set(delta.gameId, Math.max(this.seqs.get(delta.gameId) ?? 0, delta.seq));
    for (const listener of this.listeners) listener(delta);
  }
}

export interface CouponServer {
  app: FastifyInstance;
  feed: ControlledFeed;
  clock: ManualFeedClock;
}

export interface CouponServerOptions {
  /** The simulated feed's seed (default 7). */
  seed?: number;
  /** Wraps the simulated feed (a provider's names, say) before the tests' controls. */
  provider?: (simulated: SportsFeed) => SportsFeed;
  /** Where the feed clock starts (default START). */
  clockMs?: number;
  /** Milliseconds between settlement sweeps (default: the server's). */
  sweepEveryMs?: number;
  /** Web push options (a local http push service, say). */
  push?: BuildServerOptions['push'];
  /** The content folder (default couponContentRoot(); overrideSite() changes a brand's config). */
  contentRoot?: string;
}

export async function buildCouponServer(
  database: AppDatabase,
  options: CouponServerOptions = {},
): Promise<CouponServer> {
  const seed = options.seed ?? 7;
  const clock = new ManualFeedClock(options.clockMs ?? START);
  const simulated = new SimulatedFeed({ seed, clock });
  const feed = new ControlledFeed(options.provider ? options.provider(simulated) : simulated);
  const app = await buildTestServer({
    database,
    contentRoot: options.contentRoot ?? couponContentRoot(),
    sports: { feed, seed, clock },
    ...(options.sweepEveryMs === undefined
      ? {}
      : { settlement: { sweepEveryMs: options.sweepEveryMs } }),
    ...(options.push ? { push: options.push } : {}),
  });
  await app.ready();
  // House accounts first: their lower ids take the ledger's row locks first, as in production.
  await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  await houseAccountId(database.db, HOUSE_ACCOUNT.sportsbook, 643);
  return { app, feed, clock };
}

/**
 * A settlement pass on the feed's clock, as the server's sweep runs it: the unplayed-game rule
 * measures the games' start times (on the suite's manual feed clock, START by default) against the
 * feed's time, not the wall clock, so a pass does not void a leg once START is two days past.
 */
export function settleOnFeedClock(
  database: AppDatabase,
  clock: ManualFeedClock,
  options: SettlementPassOptions = {},
) {
  return settleFromResults(database.db, { feedNow: () => new Date(clock.now()), ...options });
}

/** A selection the tests bet on: a line game's unblocked 1X2 or winner outcome. */
export interface Pick {
  game: GameDetails;
  market: Market;
  outcome: Outcome;
}

/** Line games with an unblocked result market priced at least 1.2 in every outcome, one pick each. */
export async function linePicks(app: FastifyInstance, count: number): Promise<Pick[]> {
  const res = await app.inject({ url: '/web-api/sports/games?type=line&limit=300' });
  expect(res.statusCode).toBe(200);
  const games = res.json<{ games: GameDetails[] }>().games;
  const picks: Pick[] = [];
  for (const game of games) {
    // Live-in-live games count as live bets before kick-off (SPEC section 4): not line picks.
    if (game.status !== GameStatus.NotStarted || game.isLiveInLive) continue;
    const market = game.markets.find(
      (m) =>
        m.kind === 1 &&
        !m.isBannedExpress &&
        m.outcomes.every((o) => !o.isBlocked && o.coef >= 1.2 && o.coef <= 10),
    );
    if (!market) continue;
    picks.push({ game, market, outcome: market.outcomes[0]! });
    if (picks.length === count) return picks;
  }
  throw new Error(`Only ${picks.length} line picks, wanted ${count}`);
}

export function betOf(pick: Pick, extra: Record<string, unknown> = {}) {
  return { outcomeId: pick.outcome.id, gameId: pick.game.id, coef: pick.outcome.coef, ...extra };
}

export interface Customer extends SignedUpUser {
  mainAccountId: number;
  bonusAccountId: number;
}

/** A signed-up customer with `amount` minor units on the main account (a ledger deposit). */
export async function fundedCustomer(
  app: FastifyInstance,
  database: AppDatabase,
  amount: number,
  headers: Record<string, string> = {},
): Promise<Customer> {
  const user = await signUpFast(app);
  const accounts = await database.db
    .selectFrom('accounts')
    .select(['id', 'type'])
    .where('user_id', '=', user.userId)
    .execute();
  const main = Number(accounts.find((a) => a.type === 0)!.id);
  const bonus = Number(accounts.find((a) => a.type === 4)!.id);
  if (amount > 0) {
    await postTransfer(database.db, {
      idempotencyKey: `test-deposit:${user.userId}`,
      kind: 'deposit',
      fromAccountId: await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643),
      toAccountId: String(main),
      currencyId: 643,
      amount,
    });
  }
  return {
    ...user,
    headers: { ...user.headers, ...headers },
    mainAccountId: main,
    bonusAccountId: bonus,
  };
}

export async function balanceOf(database: AppDatabase, accountId: number): Promise<number> {
  const row = await database.db
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', String(accountId))
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

let keyCounter = 0;
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${process.pid}-${Date.now()}-${keyCounter}`;
}

export function place(
  app: FastifyInstance,
  customer: { headers: Record<string, string> },
  body: unknown,
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: PLACE_URL,
    headers: { ...customer.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

/** Every row of the tables placement writes (money and coupons), to prove nothing changed. */
export async function writeSnapshot(database: AppDatabase): Promise<string> {
  const tables = [
    'accounts',
    'ledger_transactions',
    'ledger_postings',
    'coupon_placements',
    'coupons',
    'coupon_legs',
    'saved_coupons',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by 1`.execute(database.db);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

export async function expectRefused(
  res: LightMyRequestResponse,
  code: string,
): Promise<{ code: string; outcomeId?: number; newCoef?: number; limit?: number }[]> {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json<{ ok: boolean; refusals: { code: string }[] }>();
  expect(body.ok).toBe(false);
  expect(body.refusals.map((r) => r.code)).toContain(code);
  return body.refusals;
}
