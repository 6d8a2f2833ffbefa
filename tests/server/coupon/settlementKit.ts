// What the settlement suites share: placing for one customer, storing a game's result as the
// feed's process would, reading a coupon back, its settle credits, and waiting for a sweep.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { GameDetails } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { periodsScore } from '../../../server/sports/feed/sportSims';
import { insertResult } from '../../../server/sports/results/resultsRepository';
import { place, type Customer, type Pick } from './couponTestKit';

/** A house account's balance in roubles (0 before it exists). */
export async function houseBalance(database: AppDatabase, code: string): Promise<number> {
  const row = await database.db
    .selectFrom('accounts')
    .select('balance')
    .where('system_code', '=', code)
    .where('currency_id', '=', 643)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/** The postings of a coupon's settlement, each with its account's system code (null: the customer). */
export async function settlePostings(database: AppDatabase, couponId: number) {
  const { rows } = await sql<{ system_code: string | null; amount: string | number }>`
    select a.system_code, p.amount from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id
    join accounts a on a.id = p.account_id
    where t.idempotency_key = ${`coupon:${couponId}:settle`}`.execute(database.db);
  return rows.map((r) => ({ code: r.system_code, amount: Number(r.amount) }));
}

/** A booked coupon as the place answer gives it. */
export interface Placed {
  id: number;
  typeId: number;
  amount: number;
  possibleWin: number;
  legs: { outcomeId: number; coef: number }[];
}

/** A coupon as GET /web-api/coupon/{id} shows it. */
export interface Shown {
  id: number;
  status: string;
  payout: number | null;
  settledAt: string | null;
  legs: { outcomeId: number; result: string | null }[];
}

/** Waits for a condition (a settlement that runs on its own). */
export { waitFor } from '../../waitFor';

/** The helpers over a suite's server, database and customer (read when called: set in beforeAll). */
export function settlementHelpers(
  suite: () => { app: FastifyInstance; database: AppDatabase; customer: Customer },
) {
  return {
    async placeOk(body: Record<string, unknown>): Promise<Placed[]> {
      const { app, customer } = suite();
      const res = await place(app, customer, {
        accountId: customer.mainAccountId,
        changeCoefAction: 2,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ coupons: Placed[] }>().coupons;
    },

    /** Stores a game's result as the feed's process would (a home pick wins on 'won'). */
    async storeResult(game: GameDetails, outcome: 'won' | 'lost' | 'cancelled') {
      const [home, away] = outcome === 'won' ? [2, 0] : outcome === 'lost' ? [0, 2] : [0, 0];
      await insertResult(suite().database.db, {
        gameId: game.id,
        permanentId: game.permanentId,
        number: game.number,
        sportId: game.sportId,
        champId: game.champId,
        countryId: 1,
        opponents: game.opponents,
        startAt: game.startAt,
        finishedAt: game.startAt + 7200,
        score: periodsScore(home, away, []),
        wasLive: false,
        ...(outcome === 'cancelled' ? { cancelled: true } : {}),
      });
    },

    async shown(id: number): Promise<Shown> {
      const { app, customer } = suite();
      const res = await app.inject({ url: `/web-api/coupon/${id}`, headers: customer.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Shown>();
    },

    /** The settle transactions of a coupon: the one credit (or none for a lost coupon). */
    async settleCredits(id: number) {
      const { rows } = await sql<{ kind: string; amount: string | number }>`
        select t.kind, p.amount from ledger_transactions t
        join ledger_postings p on p.transaction_id = t.id
        where t.idempotency_key = ${`coupon:${id}:settle`} and p.amount > 0`.execute(
        suite().database.db,
      );
      return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
    },
  };
}

/**
 * A trader's resettlement of a pick's game (POST /operator-api/trading/resettlements): the first
 * outcome of its market `first`, every other the opposite.
 */
export function resettleFirstOutcome(
  app: FastifyInstance,
  trader: { headers: Record<string, string> },
  pick: Pick,
  first: 'won' | 'lost',
) {
  const other = first === 'won' ? 'lost' : 'won';
  return app.inject({
    method: 'POST',
    url: '/operator-api/trading/resettlements',
    headers: trader.headers,
    payload: {
      gameId: pick.game.id,
      results: pick.market.outcomes.map((o, k) => ({
        outcomeId: o.id,
        result: k === 0 ? first : other,
      })),
    },
  });
}
