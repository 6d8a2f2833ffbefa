// Placement throughput (SPEC section 3 "Coupon to place"; the coupon contract): placements per
// second with 100 concurrent customers, each placing 3-leg express coupons from its own balance on
// PostgreSQL, (a) through the server's placement service (server/coupon/placement.ts placeCoupon:
// every rule against the current prices, then the ledger and the booking, over the server's
// Kysely database and its pool), and (b) the same transaction's SQL statements sent directly
// through the `pg` driver (the limit: no rules, no query builder). Prints both, p50/p99 and the
// ratio (target >= 0.5, and >= 1000 placements/s through the service). Needs DATABASE_URL (an
// admin URL: a scratch database is created and dropped).
//   npm run bench:placement          BENCH_SECONDS=10 (per path, after a 2 s warm-up each)
import type pg from 'pg';
import { GameStatus } from '../domain/sports/types';
import type { CouponToPlace } from '../domain/coupon/index';
import { placeCoupon } from '../server/coupon/placement';
import type { AppDatabase } from '../server/db/index';
import {
  HOUSE_ACCOUNT,
  houseAccountId,
  SPORTSBOOK_SHARDS,
  sportsbookAccountCode,
} from '../server/money/houseAccounts';
import { LEDGER_KINDS } from '../server/money/ledger';
import { simulatedCatalog } from '../server/sports/catalog';
import { ManualFeedClock } from '../server/sports/feed/clock';
import { SimulatedFeed } from '../server/sports/feed/simulatedFeed';
import { SportsState } from '../server/sports/state/sportsState';
import {
  directTransfer,
  fundedCustomer,
  inTransaction,
  POOL_SIZE,
  runComparisonBench,
  WARM_UP_MS,
} from './postgresBench';

const CUSTOMERS = 100;
const TARGET_PER_SECOND = 1000;
const SEED_BALANCE = 1_000_000_000_000;
const STAKE_MINOR = 10_000;
const FLAGS = {
  couponTypesWithMinAmount: [1, 2, 4, 9],
  couponTypesWithMaxAmount: [1, 2, 4, 9],
  isAvailableCouponBonusBet: true,
  showVipBet: true,
};

interface Customer {
  userId: string;
  accountId: string;
  /** The sportsbook house account (shard) of the customer's bets. */
  houseId: string;
}

interface Leg {
  outcomeId: number;
  gameId: number;
  coef: number;
  marketTypeId: number;
  kind: number;
  param: number | null;
  period: number | null;
  outcomeTypeId: number;
  sportId: number;
  champId: number;
  marketName: string;
  outcomeName: string;
  opponents: string[];
  opponentsEn: string[];
  startAt: number;
}

runComparisonBench<Customer>({
  name: 'placement',
  databasePrefix: 'placement_bench',
  async setUp(database, pool, seconds) {
    const state = sportsState();
    const legs = expressLegs(state);
    const customers = await seed(database);
    const db = database.db;
    const body = (accountId: string): CouponToPlace => ({
      typeId: 1,
      accountId: Number(accountId),
      amount: STAKE_MINOR / 100,
      changeCoefAction: 2,
      bets: legs.map((l) => ({ outcomeId: l.outcomeId, gameId: l.gameId, coef: l.coef })),
    });
    return {
      workers: customers,
      heading:
        `bench:placement on PostgreSQL: ${CUSTOMERS} concurrent customers, 3-leg express, pool ` +
        `${POOL_SIZE}, ${seconds} s per path in alternating halves after ${WARM_UP_MS / 1000} s warm-up`,
      unit: 'placements',
      a: {
        label: '(a) server placement service (placeCoupon via Kysely)',
        async operation(customer, key) {
          const result = await placeCoupon(
            { db, state },
            {
              userId: customer.userId,
              idempotencyKey: key,
              body: body(customer.accountId),
              flags: FLAGS,
            },
          );
          if (result.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(result)}`);
        },
      },
      b: {
        label: '(b) same transaction SQL through pg directly (limit)  ',
        operation: (customer, key) => directPlacement(pool, customer, key, legs),
      },
      ratioNote: (a) =>
        `service ${a.perSecond.toFixed(0)}/s (target >= ${TARGET_PER_SECOND}: ` +
        `${a.perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
      note:
        'Path (a) is the placement service the HTTP route calls (rules, prices, ledger, booking), ' +
        'without HTTP and sign-in. Round trips a placement: 1 read + BEGIN + 4 ledger + 1 booking + COMMIT.',
    };
  },
});

/** The simulated feed's games on a clock that never moves: prices stay put during the run. */
function sportsState(): SportsState {
  const catalog = simulatedCatalog();
  const state = new SportsState(catalog);
  const feed = new SimulatedFeed({ seed: 3, clock: new ManualFeedClock(Date.now()), catalog });
  feed.onDelta((delta) => state.applyDelta(delta));
  feed.start();
  feed.stop();
  return state;
}

/** Three unblocked result outcomes of three line games. */
function expressLegs(state: SportsState): Leg[] {
  const legs: Leg[] = [];
  for (const game of state.games()) {
    if (game.status !== GameStatus.NotStarted) continue;
    const market = game.markets.find(
      (m) => m.kind === 1 && !m.isBannedExpress && m.outcomes.every((o) => !o.isBlocked),
    );
    const outcome = market?.outcomes[0];
    if (!market || !outcome) continue;
    legs.push({
      outcomeId: outcome.id,
      gameId: game.id,
      coef: outcome.coef,
      marketTypeId: market.typeId,
      kind: market.kind,
      param: market.param ?? null,
      period: market.period ?? null,
      outcomeTypeId: outcome.typeId,
      sportId: game.sportId,
      champId: game.champId,
      marketName: market.name,
      outcomeName: outcome.name,
      opponents: game.opponents.map((o) => o.name),
      opponentsEn: game.opponents.map((o) => o.nameEn),
      startAt: game.startAt,
    });
    if (legs.length === 3) return legs;
  }
  throw new Error('fewer than 3 line games');
}

/** House accounts first (lower ids), then the customers, each funded through the ledger. */
async function seed(database: AppDatabase): Promise<Customer[]> {
  const clearing = await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  const shards = new Map<string, string>();
  for (let shard = 0; shard < SPORTSBOOK_SHARDS; shard++) {
    const code = sportsbookAccountCode(shard);
    shards.set(code, await houseAccountId(database.db, code, 643));
  }
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const { userId, accountId } = await fundedCustomer(database.db, clearing, SEED_BALANCE);
    customers.push({ userId, accountId, houseId: shards.get(sportsbookAccountCode(userId))! });
  }
  return customers;
}

/**
 * What placeCoupon sends, statement for statement: the context read on its own connection, then
 * in one transaction the ledger's insert, two balance updates (ascending account id) and postings,
 * and the booking statement (placement, coupon, legs).
 */
async function directPlacement(
  pool: pg.Pool,
  customer: Customer,
  key: string,
  legs: Leg[],
): Promise<void> {
  const context = await pool.query<{ placement_id: string; coupon_ids: string[] }>(
    `select u.ban_level, a.type as account_type, a.currency_id, a.closed_at is null as account_open,
      p.request_hash, p.response,
      case when p.id is null
        then nextval(pg_get_serial_sequence('coupon_placements', 'id')) end as placement_id,
      case when p.id is null then (
        select array_agg(nextval(pg_get_serial_sequence('coupons', 'id')))
        from generate_series(1, $1::int)) end as coupon_ids,
      (select h.id from accounts h where h.system_code = $2
        and h.currency_id = a.currency_id and h.user_id is null) as house_id
    from users u
    left join accounts a on a.id = $3 and a.user_id = u.id
    left join coupon_placements p on p.user_id = u.id and p.idempotency_key = $4
    where u.id = $5`,
    [1, sportsbookAccountCode(customer.userId), customer.accountId, key, customer.userId],
  );
  const placementId = context.rows[0]!.placement_id;
  const couponId = context.rows[0]!.coupon_ids[0]!;
  await inTransaction(pool, async (client) => {
    const txId = await directTransfer(client, {
      idempotencyKey: `placement:${placementId}`,
      kind: LEDGER_KINDS.betStake,
      reference: `placement:${placementId}`,
      fromAccountId: customer.accountId,
      toAccountId: customer.houseId,
      amount: STAKE_MINOR,
    });
    const params: unknown[] = [];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const coef = Math.round(legs.reduce((c, l) => c * l.coef, 1) * 100);
    const placedAt = new Date();
    const response = JSON.stringify({
      ok: true,
      coupons: [{ id: Number(couponId), legs }],
      balance: 0,
    });
    const legRows = legs
      .map(
        (l, i) => `(${p(couponId)}::bigint, ${p(i)}::smallint, ${p(l.outcomeId)}::bigint,
        ${p(l.gameId)}::bigint, ${p(Math.round(l.coef * 100))}::int, ${p(1)}::smallint,
        ${p(false)}::boolean, ${p(l.marketTypeId)}::int, ${p(l.kind)}::smallint,
        ${p(l.param)}::float8, ${p(l.period)}::smallint, ${p(l.outcomeTypeId)}::int,
        ${p(l.sportId)}::int, ${p(l.champId)}::int, ${p(l.marketName)}::text,
        ${p(l.outcomeName)}::text, ${p(JSON.stringify(l.opponents))}::jsonb,
        ${p(JSON.stringify(l.opponentsEn))}::jsonb, to_timestamp(${p(l.startAt)}::float8))`,
      )
      .join(', ');
    const text = `
    with p as (
      insert into coupon_placements (id, user_id, idempotency_key, request_hash, response)
      values (${p(placementId)}::bigint, ${p(customer.userId)}::bigint, ${p(key)},
        ${p('hash')}, jsonb_set(${p(response)}::jsonb, '{balance}', to_jsonb(
          (select round(balance::numeric / ${p(100)}::numeric, ${p(2)}::int)
           from accounts where id = ${p(customer.accountId)}::bigint))))
      on conflict (user_id, idempotency_key) do nothing
      returning id, response
    ), c as (
      insert into coupons (id, placement_id, user_id, account_id, currency_id, type_id, amount,
        amount_by_block, system_value, use_bankers, bonus_factor_hundredths, coef_hundredths,
        exact_coef_hundredths, possible_win, is_vip, placed_at, stake_transaction_id)
      select v.id, p.id, ${p(customer.userId)}::bigint, ${p(customer.accountId)}::bigint,
        ${p(643)}::int, v.type_id, v.amount, v.amount_by_block, v.system_value,
        v.use_bankers, v.bonus, v.coef, v.exact_coef, v.possible_win, v.is_vip,
        ${p(placedAt)}::timestamptz, ${p(txId)}::bigint
      from p cross join (values (${p(couponId)}::bigint, ${p(1)}::smallint, ${p(STAKE_MINOR)}::bigint,
        ${p(null)}::jsonb, ${p(null)}::smallint, ${p(false)}::boolean, ${p(100)}::int,
        ${p(coef)}::bigint, ${p(null)}::int, ${p(Math.floor((STAKE_MINOR * coef) / 100))}::bigint,
        ${p(false)}::boolean)) as v(id, type_id, amount,
        amount_by_block, system_value, use_bankers, bonus, coef, exact_coef, possible_win, is_vip)
      returning id
    ), l as (
      insert into coupon_legs (coupon_id, position, outcome_id, game_id, coef_hundredths, block_id,
        is_live, market_type_id, market_kind, param, period, outcome_type_id, sport_id, champ_id,
        market_name, outcome_name, opponents, opponents_en, start_at)
      select v.* from p cross join (values ${legRows}) as v(coupon_id, position,
        outcome_id, game_id, coef, block_id, is_live, market_type_id, market_kind, param, period,
        outcome_type_id, sport_id, champ_id, market_name, outcome_name, opponents, opponents_en,
        start_at)
    )
    select response from p`;
    const booked = await client.query(text, params);
    if (booked.rowCount !== 1) throw new Error('key taken');
  });
}
