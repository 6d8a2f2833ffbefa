// Liability (docs/back-office.md "Trading"): what the open coupons would cost the house, read
// from the database at each request (so every process sees every bet at once). A coupon counts
// while it is open and none of its legs has lost; for an outcome it counts (possible win - stake),
// what the house pays beyond the stake if that outcome and the coupon's other legs win.
// Per event the figures are the sums of `trading_exposure`, kept by triggers in the transactions
// that change coupons (migration 0038); per outcome they are read from the event's legs.
import { sql, type Kysely } from 'kysely';
import type {
  EventExposure,
  EventLiability,
  MarketExposure,
  OpenCouponRow,
} from '../../domain/trading/contract';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import type { SportsState } from '../sports/state/sportsState';
import { suspendedKeys } from './suspensions';
import { parseJson } from '../db/columnTypes';

type Num = string | number;

/** Coupons that still stand to win: open, no leg lost. */
const LIVE_COUPON = sql`c.status = 'open' and not exists (
  select 1 from coupon_legs x where x.coupon_id = c.id and x.result = 'lost')`;

/** The events with open coupons, largest liability first. */
export async function eventsExposure(
  db: Kysely<DatabaseSchema>,
  limit: number,
): Promise<EventExposure[]> {
  const { rows } = await sql<{
    game_id: Num;
    currency_id: number;
    coupons: Num;
    stakes: Num;
    liability: Num;
    opponents: string[] | string;
    sport_id: number;
    start_at: Date | string;
    suspended: boolean;
  }>`
    with by_game as (
      select game_id, currency_id, sum(coupons) as coupons, sum(stakes) as stakes,
        sum(liability) as liability
      from trading_exposure group by game_id, currency_id having sum(coupons) > 0
    )
    select g.game_id, g.currency_id, g.coupons::text as coupons, g.stakes::text as stakes,
      g.liability::text as liability, n.opponents_en as opponents, n.sport_id, n.start_at,
      exists (select 1 from trading_suspensions s
        where s.game_id = g.game_id and s.market_id = 0) as suspended
    from by_game g
    join lateral (select opponents_en, sport_id, start_at from coupon_legs
      where game_id = g.game_id limit 1) n on true
    order by g.liability desc, g.game_id limit ${limit}`.execute(db);
  return rows.map((r) => ({
    gameId: toSafeInteger(r.game_id),
    currencyId: r.currency_id,
    coupons: toSafeInteger(r.coupons),
    stakes: toSafeInteger(r.stakes),
    liability: toSafeInteger(r.liability),
    opponents: parseJson<string[]>(r.opponents) ?? [],
    sportId: r.sport_id,
    startAt: new Date(r.start_at).toISOString(),
    suspended: r.suspended,
  }));
}

/** How often a server process folds the exposure rows (compactExposure). */
export const EXPOSURE_COMPACT_MS = 5_000;

/**
 * Folds `trading_exposure` into one row a game and currency (none where every sum is zero), in
 * one statement: readers see the rows before or after it, never half. One process at a time (a
 * transaction advisory lock; another process that finds it taken skips this turn). Writers only
 * insert, so they never wait for it. Answers how many rows it folded.
 */
export async function compactExposure(db: Kysely<DatabaseSchema>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows: locked } = await sql<{ ok: boolean }>`
      select pg_try_advisory_xact_lock(hashtextextended('trading:exposure', 0)) as ok`.execute(trx);
    if (!locked[0]?.ok) return 0;
    const { rows } = await sql<{ folded: Num }>`
      with gone as (
        delete from trading_exposure
        returning game_id, currency_id, coupons, stakes, liability
      ), folded as (
        insert into trading_exposure (game_id, currency_id, coupons, stakes, liability)
        select game_id, currency_id, sum(coupons), sum(stakes), sum(liability) from gone
        group by game_id, currency_id
        having sum(coupons) <> 0 or sum(stakes) <> 0 or sum(liability) <> 0
      )
      select count(*)::text as folded from gone`.execute(trx);
    return toSafeInteger(rows[0]?.folded ?? 0);
  });
}

/** One event's markets (from the sports state, and from the legs for those it no longer holds). */
export async function eventLiability(
  db: Kysely<DatabaseSchema>,
  state: SportsState,
  gameId: number,
  largestLimit = 20,
): Promise<EventLiability | null> {
  // The three reads at once (separate connections on PostgreSQL).
  const byOutcome = sql<{
    outcome_id: Num;
    currency_id: number;
    market_type_id: number;
    param: number | null;
    period: number | null;
    market_name: string;
    outcome_name: string;
    coupons: Num;
    stakes: Num;
    liability: Num;
  }>`
    select l.outcome_id, c.currency_id, l.market_type_id, l.param, l.period,
      min(l.market_name) as market_name, min(l.outcome_name) as outcome_name,
      count(*)::text as coupons, sum(c.amount)::text as stakes,
      sum(c.possible_win - c.amount)::text as liability
    from coupons c join coupon_legs l on l.coupon_id = c.id
    where l.game_id = ${gameId}::bigint and ${LIVE_COUPON}
    group by l.outcome_id, c.currency_id, l.market_type_id, l.param, l.period
    order by l.outcome_id, c.currency_id`.execute(db);
  const [{ rows }, suspended, largest] = await Promise.all([
    byOutcome,
    suspendedKeys(db, [gameId]),
    largestOpenCoupons(db, { gameId, limit: largestLimit }),
  ]);
  const game = state.game(gameId);
  if (!game && rows.length === 0) return null;
  const eventSuspended = suspended.has(`${gameId}:0`);
  const markets = new Map<string, MarketExposure>();
  for (const market of game?.markets ?? []) {
    markets.set(`m${market.id}`, {
      marketId: market.id,
      name: market.name,
      suspended: eventSuspended || suspended.has(`${gameId}:${market.id}`),
      outcomes: [],
    });
  }
  for (const r of rows) {
    const outcomeId = toSafeInteger(r.outcome_id);
    const known = state.outcome(outcomeId);
    const key = known ? `m${known.market.id}` : `t${r.market_type_id}:${r.param}:${r.period}`;
    let market = markets.get(key);
    if (!market) {
      market = { marketId: null, name: r.market_name, suspended: eventSuspended, outcomes: [] };
      markets.set(key, market);
    }
    market.outcomes.push({
      outcomeId,
      name: known?.outcome.name ?? r.outcome_name,
      currencyId: r.currency_id,
      coupons: toSafeInteger(r.coupons),
      stakes: toSafeInteger(r.stakes),
      liability: toSafeInteger(r.liability),
    });
  }
  const opponents = game?.opponents.map((o) => o.name) ?? (await legOpponents(db, gameId)) ?? [];
  return {
    gameId,
    opponents,
    suspended: eventSuspended,
    // Markets with money on them first, then the feed's order.
    markets: [...markets.values()].sort(
      (a, b) => Number(b.outcomes.length > 0) - Number(a.outcomes.length > 0),
    ),
    largest,
  };
}

async function legOpponents(db: Kysely<DatabaseSchema>, gameId: number): Promise<string[] | null> {
  const row = await db
    .selectFrom('coupon_legs')
    .select('opponents_en')
    .where('game_id', '=', gameId)
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return parseJson<string[]>(row.opponents_en);
}

/** The open coupons with the most at stake for the house (possible win - stake), largest first. */
export async function largestOpenCoupons(
  db: Kysely<DatabaseSchema>,
  opts: { gameId?: number; limit: number },
): Promise<OpenCouponRow[]> {
  const onGame =
    opts.gameId === undefined
      ? sql``
      : sql`and exists (select 1 from coupon_legs g where g.coupon_id = c.id
          and g.game_id = ${opts.gameId}::bigint)`;
  const { rows } = await sql<{
    id: Num;
    user_id: Num;
    type_id: number;
    currency_id: number;
    amount: Num;
    possible_win: Num;
    legs: Num;
    placed_at: Date | string;
  }>`
    select c.id, c.user_id, c.type_id, c.currency_id, c.amount, c.possible_win, c.placed_at,
      (select count(*) from coupon_legs l where l.coupon_id = c.id)::text as legs
    from coupons c
    where ${LIVE_COUPON} ${onGame}
    order by c.possible_win - c.amount desc, c.id limit ${opts.limit}`.execute(db);
  return rows.map((r) => ({
    couponId: toSafeInteger(r.id),
    userId: toSafeInteger(r.user_id),
    typeId: r.type_id,
    currencyId: r.currency_id,
    amount: toSafeInteger(r.amount),
    possibleWin: toSafeInteger(r.possible_win),
    legs: toSafeInteger(r.legs),
    placedAt: new Date(r.placed_at).toISOString(),
  }));
}
