// bench:cashout on PostgreSQL (bench/cash-out.ts runs it after the in-memory figures when
// DATABASE_URL is set): cash-outs per second by concurrent customers, each selling a part (the
// least part, 10 RUB) of its own open 3-leg express again and again, (a) through the server's
// cash-out (server/coupon/cashOutSale.ts cashOutCoupon: the coupon locked, the key looked up, the
// offer recomputed from the current prices, the ledger transfer, the coupon updated, the answer
// stored) and (b) the same transaction's SQL sent directly through `pg` (the same offer
// computation, no query builder). p50/p99 of each and the ratio (target >= 0.5).
import {
  couponAmountRules,
  DEFAULT_CASH_OUT_TERMS,
  liveAmountAfter,
  type CouponToPlace,
} from '../domain/coupon/index';
import { GameStatus } from '../domain/sports/types';
import { quoteOf, type OpenCoupon } from '../server/coupon/cashOut';
import { cashOutCoupon } from '../server/coupon/cashOutSale';
import { placeCoupon } from '../server/coupon/placement';
import { toSafeInteger } from '../server/money/bigints';
import {
  HOUSE_ACCOUNT,
  houseAccountId,
  SPORTSBOOK_SHARDS,
  sportsbookAccountCode,
} from '../server/money/houseAccounts';
import { hashBody } from '../server/money/keyedPurchase';
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

const CUSTOMERS = 20;
const COUPONS_EACH = 4;
/** The largest RUB stake: thousands of least parts a coupon. */
const STAKE_MAJOR = 50_000;
const PART_MINOR = couponAmountRules(643).min;
const FLAGS = {
  couponTypesWithMinAmount: [1, 2, 4, 9],
  couponTypesWithMaxAmount: [1, 2, 4, 9],
  isAvailableCouponBonusBet: true,
  showVipBet: true,
};

interface Customer {
  userId: string;
  accountId: string;
  houseId: string;
  coupons: string[];
  /** The coupon parts are sold from; the next one once too little of it is left. */
  current: number;
}

class Exhausted extends Error {}

const COUPON_COLUMNS = `id, user_id, account_id, currency_id, type_id, amount, amount_by_block,
  system_value, use_bankers, bonus_factor_hundredths, exact_coef_hundredths, placed_at,
  free_bet_id, live_amount, cashed_out, status, possible_win`;
const LEGS_SQL = `select l.coupon_id, l.id, l.outcome_id, l.game_id, l.coef_hundredths, l.block_id,
    l.is_live, l.market_type_id, l.market_kind, l.param, l.period, l.outcome_type_id, l.result,
    l.start_at, r.score_home, r.score_away, r.periods, r.cancelled, false as unplayed
  from coupon_legs l left join sport_results r on r.game_id = l.game_id
  where l.coupon_id in ($1::bigint) order by l.coupon_id, l.position`;

function couponOf(customer: Customer): string {
  const id = customer.coupons[customer.current];
  if (!id) throw new Error(`customer ${customer.userId}: every coupon sold`);
  return id;
}

export function runCashOutPostgresBench(): void {
  const terms = DEFAULT_CASH_OUT_TERMS;
  runComparisonBench<Customer>({
    name: 'cashout',
    databasePrefix: 'cashout_bench',
    async setUp(database, pool, seconds) {
      const state = sportsState();
      const legs = expressLegs(state);
      const db = database.db;
      const clearing = await houseAccountId(db, HOUSE_ACCOUNT.providerClearing, 643);
      const shards = new Map<string, string>();
      for (let shard = 0; shard < SPORTSBOOK_SHARDS; shard++) {
        const code = sportsbookAccountCode(shard);
        shards.set(code, await houseAccountId(db, code, 643));
      }
      // The house pays the cash-outs: fund its shards like any account.
      const customers: Customer[] = [];
      for (let i = 0; i < CUSTOMERS; i++) {
        const { userId, accountId } = await fundedCustomer(db, clearing, 100_000_000_000);
        const customer: Customer = {
          userId,
          accountId,
          houseId: shards.get(sportsbookAccountCode(userId))!,
          coupons: [],
          current: 0,
        };
        for (let k = 0; k < COUPONS_EACH; k++) {
          const body: CouponToPlace = {
            typeId: 1,
            accountId: Number(accountId),
            amount: STAKE_MAJOR,
            changeCoefAction: 2,
            bets: legs,
          };
          const placed = await placeCoupon(
            { db, state },
            { userId, idempotencyKey: `seed:${userId}:${k}`, body, flags: FLAGS },
          );
          if (placed.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(placed)}`);
          customer.coupons.push(String(placed.response.coupons[0]!.id));
        }
        customers.push(customer);
      }

      const serviceCashOut = async (customer: Customer, key: string): Promise<void> => {
        const result = await cashOutCoupon(
          { db, state },
          {
            userId: customer.userId,
            couponId: couponOf(customer),
            idempotencyKey: key,
            request: { value: 1, amount: PART_MINOR / 100, changeCoefAction: 2 },
            terms,
          },
        );
        if (result.kind === 'done' && result.response.status === 'open') return;
        if (result.kind === 'done' || result.kind === 'refused') {
          customer.current += 1;
          return;
        }
        throw new Error(`cash-out failed: ${JSON.stringify(result)}`);
      };

      const directCashOut = async (customer: Customer, key: string): Promise<void> => {
        const couponId = couponOf(customer);
        try {
          await inTransaction(pool, async (client) => {
            const { rows } = await client.query<OpenCoupon['row']>(
              `select ${COUPON_COLUMNS} from coupons where id = $1::bigint and user_id = $2::bigint for update`,
              [couponId, customer.userId],
            );
            const row = rows[0];
            if (!row || row.status !== 'open') throw new Exhausted();
            const stored = await client.query(
              'select request_hash, response from coupon_cash_outs where user_id = $1 and idempotency_key = $2',
              [customer.userId, key],
            );
            if (stored.rowCount !== 0) throw new Error('key reused');
            const legRows = await client.query<OpenCoupon['legs'][number]>(LEGS_SQL, [couponId]);
            const quote = quoteOf({ row, legs: legRows.rows }, state, terms);
            if (quote.kind !== 'offer' || quote.value < 3 * PART_MINOR) throw new Exhausted();
            const value = quote.value;
            const liveBefore =
              row.live_amount === null ? toSafeInteger(row.amount) : toSafeInteger(row.live_amount);
            const liveAfter = liveAmountAfter(liveBefore, PART_MINOR, value);
            const house = await client.query<{ id: string }>(
              'select id from accounts where system_code = $1 and currency_id = $2 and user_id is null',
              [sportsbookAccountCode(customer.userId), 643],
            );
            const txId = await directTransfer(client, {
              idempotencyKey: `coupon:${couponId}:cashout:${customer.userId}:${key}`,
              kind: LEDGER_KINDS.betCashOut,
              reference: `coupon:${couponId}`,
              fromAccountId: String(house.rows[0]!.id),
              toAccountId: customer.accountId,
              amount: PART_MINOR,
            });
            const cashedOut = toSafeInteger(row.cashed_out) + PART_MINOR;
            await client.query(
              'update coupons set live_amount = $1, cashed_out = $2 where id = $3',
              [liveAfter, cashedOut, couponId],
            );
            const balance = await client.query<{ balance: string }>(
              'select balance from accounts where id = $1',
              [customer.accountId],
            );
            const response = {
              ok: true,
              couponId: Number(couponId),
              amount: PART_MINOR / 100,
              value: value / 100,
              liveAmount: liveAfter / 100,
              status: 'open',
              balance: Number(balance.rows[0]!.balance) / 100,
            };
            await client.query(
              `insert into coupon_cash_outs (coupon_id, user_id, idempotency_key, request_hash,
                amount, value, live_amount_before, live_amount_after, source, transaction_id,
                response) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
              [
                couponId,
                customer.userId,
                key,
                hashBody({ couponId, value: 1, amount: PART_MINOR / 100, changeCoefAction: 2 }),
                PART_MINOR,
                value,
                liveBefore,
                liveAfter,
                'customer',
                txId,
                JSON.stringify(response),
              ],
            );
          });
        } catch (err) {
          if (!(err instanceof Exhausted)) throw err;
          customer.current += 1;
        }
      };

      return {
        workers: customers,
        heading:
          `bench:cashout on PostgreSQL: ${CUSTOMERS} concurrent customers, each selling the least ` +
          `part of its own 3-leg express, pool ${POOL_SIZE}, ${seconds} s per path in ` +
          `alternating halves after ${WARM_UP_MS / 1000} s warm-up`,
        unit: 'cash-outs',
        a: { label: '(a) server cash-out (cashOutCoupon via Kysely)', operation: serviceCashOut },
        b: { label: '(b) same transaction SQL through pg directly     ', operation: directCashOut },
        note:
          'Path (a) is the cash-out the HTTP route calls (lock, key, offer from the current ' +
          'prices, ledger, coupon, stored answer), without HTTP and sign-in. Round trips a ' +
          'cash-out: BEGIN + lock + key + legs + house + 4 ledger + update + balance + insert + COMMIT.',
      };
    },
  });
}

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

/** Three unblocked result outcomes of three line games, as bets. */
function expressLegs(state: SportsState): CouponToPlace['bets'] {
  const bets: CouponToPlace['bets'] = [];
  for (const game of state.games()) {
    if (game.status !== GameStatus.NotStarted) continue;
    const market = game.markets.find(
      (m) => m.kind === 1 && !m.isBannedExpress && m.outcomes.every((o) => !o.isBlocked),
    );
    const outcome = market?.outcomes[0];
    if (!market || !outcome || outcome.coef > 3) continue;
    bets.push({ outcomeId: outcome.id, gameId: game.id, coef: outcome.coef });
    if (bets.length === 3) return bets;
  }
  throw new Error('fewer than 3 line games');
}
