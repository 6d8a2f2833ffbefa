// Settlement of booked coupons from the stored results (sport_results), not the live bus, so it
// works across server processes and restarts (SPEC section 3 "Bet", section 4 "Bets and coupon",
// section 9 "Possible win"). One SQL transaction a coupon: the coupon row is locked (`for update
// skip locked`: a coupon another process is settling is left to it), its open legs are resolved
// with the pure settleLeg, and when every leg is resolved the coupon is settled with settleCoupon,
// its payout credited from the sportsbook house account through the ledger under the key
// `coupon:<id>:settle`, and its status, payout and settle transaction written by a conditional
// update (status 'open'). A result delivered twice, two processes at once or a crash mid-way
// therefore credit a coupon exactly once: nothing is half done, and the next pass picks up the rest.
// A leg whose game has no result UNPLAYED_VOID_AFTER_HOURS after its scheduled start (a house
// rule: the game was not played, e.g. a simulated game retired by a restart) is void, as a
// cancelled game's leg; the full sweep finds such coupons, measured on the pass's clock.
// A coupon staked with a free bet (docs/bonus.md "Free bets", domain/coupon/freeBet.ts) pays only its
// winnings minus the stake when won, nothing when lost; when void its stake goes back to the house
// account `bonuses` and the token is given back, under the same key and in the same transaction.
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  COUPON_TYPES,
  freeBetSettlement,
  payoutOfLiveShare,
  settleCoupon,
  settleBuilder,
  settleLeg,
  SINGLE_COUPON_TYPE_ID,
  unplayedStartCutoffMs,
  hyperBonusAmount,
  winningsTax,
  type BuilderPick,
  type CouponShape,
  type CouponTypeId,
  type LegMarket,
  type LegResult,
} from '../../domain/coupon/index';
import type { MarketKind, PeriodScore } from '../../domain/sports/types';
import type { DatabaseSchema } from '../db/schema';
import type { CouponLegsTable } from './tables';
import { toSafeInteger } from '../money/bigints';
import { houseAccountId, sportsbookAccountCode } from '../money/houseAccounts';
import { bonusOnCouponSettled } from '../bonus/hooks';
import { FREE_BET_HOUSE_ACCOUNT, returnFreeBet } from '../bonus/freeBets';
import { accountsTouched } from '../money/accountTouches';
import { LEDGER_KINDS, postTransfer } from '../money/ledger';
import { postTaxedPayout } from '../money/taxedPayout';
import { couponHyperBonus, couponTaxRule } from './couponTax';

export interface SettlementPassOptions {
  /** Only coupons with an open leg on these games (the pass right after their results were stored). */
  gameIds?: readonly number[];
  /** settled_at, and the clock of the unplayed-game rule unless `feedNow` is given. Default: now. */
  now?: () => Date;
  /**
   * The time of the sports feed, whose clock the games' start times (coupon_legs.start_at) are
   * on: a leg with no result whose game started more than UNPLAYED_VOID_AFTER_HOURS before it is
   * void. Default: `now`.
   */
  feedNow?: () => Date;
  /** A coupon whose transaction failed (its account closed ...); the pass goes on with the rest. */
  onCouponError?: (couponId: string, err: unknown) => void;
  /** A coupon this pass settled, once its transaction committed (web push tells the customer). */
  onCouponSettled?: (settled: SettledCoupon) => void;
}

export interface SettledCoupon {
  couponId: string;
  userId: string;
  status: 'won' | 'lost' | 'void';
}

export interface SettlementReport {
  /** Legs this pass resolved (won, lost or void). */
  legs: number;
  /** Coupons this pass settled. */
  coupons: number;
}

/** Candidates are taken in pages of this many coupon ids. */
const PAGE = 200;

/**
 * Resolves every open leg whose game has a stored result (and, as void, every open leg whose game
 * has none UNPLAYED_VOID_AFTER_HOURS after its start) and settles every coupon whose legs are all
 * resolved. Legs of markets the rules do not know stay open (for a person to settle).
 */
export async function settleFromResults(
  db: Kysely<DatabaseSchema>,
  options: SettlementPassOptions = {},
): Promise<SettlementReport> {
  const report: SettlementReport = { legs: 0, coupons: 0 };
  const now = options.now ?? (() => new Date());
  const feedNow = options.feedNow ?? now;
  let after = '0';
  for (;;) {
    const ids = await candidateCoupons(db, after, options.gameIds, unplayedCutoff(feedNow()));
    for (const id of ids) {
      try {
        const done = await settleOneCoupon(db, id, now(), unplayedCutoff(feedNow()));
        report.legs += done.legs;
        if (done.settled) {
          report.coupons += 1;
          options.onCouponSettled?.(done.settled);
        }
      } catch (err) {
        options.onCouponError?.(id, err);
      }
    }
    if (ids.length < PAGE) return report;
    after = ids[ids.length - 1]!;
  }
}

/** Games scheduled to start before this (ISO time) and without a result are not played: void. */
function unplayedCutoff(feedNow: Date): string {
  return new Date(unplayedStartCutoffMs(feedNow.getTime())).toISOString();
}

/**
 * Coupon ids above `after`, in order: coupons with an open leg whose game has a result, and (in a
 * full pass) coupons with an open leg whose game has no result and started before `cutoff`, and
 * open coupons whose legs were all resolved by someone else (a person, for a market the rules do
 * not know).
 */
async function candidateCoupons(
  db: Kysely<DatabaseSchema>,
  after: string,
  gameIds: readonly number[] | undefined,
  cutoff: string,
): Promise<string[]> {
  if (gameIds !== undefined && gameIds.length === 0) return [];
  const onGames =
    gameIds === undefined
      ? sql``
      : sql`and l.game_id in (${sql.join(gameIds.map((id) => sql`${id}::bigint`))})`;
  const sweepOnly =
    gameIds === undefined
      ? sql`union
        select l.coupon_id from coupon_legs l
        where l.result is null and l.coupon_id > ${after}::bigint
          and l.start_at < ${cutoff}::timestamptz
          and not exists (select 1 from sport_results r where r.game_id = l.game_id)
        union
        select c.id from coupons c
        where c.status = 'open' and c.id > ${after}::bigint and not exists (
          select 1 from coupon_legs o where o.coupon_id = c.id and o.result is null)`
      : sql``;
  const { rows } = await sql<{ id: string | number }>`
    select id from (
      select l.coupon_id as id from coupon_legs l
      join sport_results r on r.game_id = l.game_id
      where l.result is null and l.coupon_id > ${after}::bigint ${onGames}
      ${sweepOnly}
    ) as candidates
    group by id order by id limit ${PAGE}`.execute(db);
  return rows.map((r) => String(r.id));
}

export interface CouponRow {
  id: string | number;
  user_id: string | number;
  account_id: string | number;
  currency_id: number;
  type_id: number;
  amount: string | number;
  amount_by_block: Record<string, number> | null;
  system_value: number | null;
  use_bankers: boolean;
  bonus_factor_hundredths: number;
  exact_coef_hundredths: number | null;
  placed_at: Date | string;
  free_bet_id: string | number | null;
  /** The stake still in play after partial cash-outs (null: all of it). */
  live_amount: string | number | null;
  /** What cash-outs paid already. */
  cashed_out: string | number;
  /** The winnings tax it was placed under (0045_winnings_tax); null: none. */
  tax_rate_bp: number | null;
  tax_free: string | number | null;
  /** The tax withheld already (by cash-outs). */
  tax: string | number;
  /** The hyper bonus it was placed under (0046_hyper_bonus); null: none. */
  hyper_bonus_percent_hundredths: number | null;
  hyper_bonus_min_bet: string | number | null;
  hyper_bonus_max: string | number | null;
}

/**
 * A leg as settlement reads it: its snapshot's columns, typed as coupon_legs declares them, with
 * its game's stored result.
 */
export interface LegRow extends Pick<
  Selectable<CouponLegsTable>,
  | 'id'
  | 'outcome_id'
  | 'game_id'
  | 'coef_hundredths'
  | 'block_id'
  | 'is_live'
  | 'market_type_id'
  | 'market_kind'
  | 'param'
  | 'period'
  | 'outcome_type_id'
> {
  result: LegResult | null;
  /** No stored result and the game started before the unplayed cutoff: void. */
  unplayed: boolean;
  /** The game's stored result, when there is one. */
  score_home: number | null;
  score_away: number | null;
  periods: PeriodScore[] | null;
  cancelled: boolean | null;
  /** A bet builder leg's picks (null: an ordinary leg). */
  builder?: BuilderPick[] | null;
}

/** One coupon in one transaction; skipped when settled already or locked by another process. */
export async function settleOneCoupon(
  db: Kysely<DatabaseSchema>,
  couponId: string,
  now: Date,
  unplayedBefore: string,
): Promise<{ legs: number; settled: SettledCoupon | null }> {
  let accountId: string | null = null;
  const done = await db.transaction().execute(async (trx) => {
    const { rows: coupons } = await sql<CouponRow>`
      select id, user_id, account_id, currency_id, type_id, amount, amount_by_block, system_value,
        use_bankers, bonus_factor_hundredths, exact_coef_hundredths, placed_at, free_bet_id,
        live_amount, cashed_out, tax_rate_bp, tax_free, tax, hyper_bonus_percent_hundredths,
        hyper_bonus_min_bet, hyper_bonus_max
      from coupons where id = ${couponId}::bigint and status = 'open'
      for update skip locked`.execute(trx);
    const coupon = coupons[0];
    if (!coupon) return { legs: 0, settled: null };
    accountId = String(coupon.account_id);
    const { rows: legs } = await sql<LegRow>`
      select l.id, l.outcome_id, l.game_id, l.coef_hundredths, l.block_id, l.is_live,
        l.market_type_id, l.market_kind, l.param, l.period, l.outcome_type_id, l.result,
        l.builder, r.score_home, r.score_away, r.periods, r.cancelled,
        (r.game_id is null and l.start_at < ${unplayedBefore}::timestamptz) as unplayed
      from coupon_legs l left join sport_results r on r.game_id = l.game_id
      where l.coupon_id = ${couponId}::bigint
      order by l.position`.execute(trx);

    const results = new Map<number, LegResult>();
    const resolved: { id: string; result: LegResult }[] = [];
    for (const leg of legs) {
      const result = leg.result ?? resolveLeg(leg);
      if (result === null) continue;
      if (leg.result === null) resolved.push({ id: String(leg.id), result });
      results.set(toSafeInteger(leg.outcome_id), result);
    }
    if (resolved.length > 0) {
      const values = resolved.map((r) => sql`(${r.id}::bigint, ${r.result}::text)`);
      await sql`
        update coupon_legs set result = v.result
        from (values ${sql.join(values)}) as v(id, result)
        where coupon_legs.id = v.id and coupon_legs.result is null`.execute(trx);
    }
    if (legs.length === 0 || results.size < legs.length) {
      return { legs: resolved.length, settled: null };
    }

    const settled = settleCoupon(shapeOf(coupon, legs), results);
    const { status } = settled;
    const freeBetId = coupon.free_bet_id === null ? null : String(coupon.free_bet_id);
    const stake = toSafeInteger(coupon.amount);
    const freeBet = freeBetId ? freeBetSettlement(status, settled.payout, stake) : null;
    // What the customer is paid (a free bet: the winnings without the stake); after partial
    // cash-outs only the share of the stake still in play (docs/cash-out.md).
    const liveAmount = coupon.live_amount === null ? stake : toSafeInteger(coupon.live_amount);
    const cashedOut = toSafeInteger(coupon.cashed_out);
    const payout = freeBet
      ? freeBet.toCustomer
      : payoutOfLiveShare(settled.payout, stake, liveAmount);
    // A won coupon's hyper bonus, on the winnings of the stake still in play (a part cashed out
    // was sold without it: docs/cash-out.md), paid with the credit from the house account.
    const bonus =
      status === 'won' && !freeBet
        ? hyperBonusAmount(couponHyperBonus(coupon), stake, payout, liveAmount)
        : 0;
    // The winnings tax the coupon was placed under, on the winnings above the stake this credit
    // returns (a free bet's stake was never the customer's), the hyper bonus included; a refund
    // is never taxed.
    const { tax } = winningsTax(couponTaxRule(coupon), payout + bonus, freeBet ? 0 : liveAmount);
    let settleTransactionId: string | null = null;
    const house = () =>
      houseAccountId(trx, sportsbookAccountCode(String(coupon.user_id)), coupon.currency_id);
    if (payout > 0) {
      const posted = await postTaxedPayout(trx, {
        idempotencyKey: `coupon:${couponId}:settle`,
        kind: status === 'void' ? LEDGER_KINDS.betRefund : LEDGER_KINDS.betWin,
        reference: `coupon:${couponId}`,
        fromAccountId: await house(),
        toAccountId: String(coupon.account_id),
        currencyId: coupon.currency_id,
        gross: payout,
        tax,
        bonus,
      });
      settleTransactionId = posted.transactionId;
    } else if (freeBetId && freeBet?.tokenReturned) {
      // Void: the house's stake goes back to `bonuses`, and the customer gets the token back.
      const posted = await postTransfer(trx, {
        idempotencyKey: `coupon:${couponId}:settle`,
        kind: LEDGER_KINDS.freeBetReturn,
        reference: `coupon:${couponId}`,
        fromAccountId: await house(),
        toAccountId: await houseAccountId(trx, FREE_BET_HOUSE_ACCOUNT, coupon.currency_id),
        currencyId: coupon.currency_id,
        amount: stake,
      });
      settleTransactionId = posted.transactionId;
      await returnFreeBet(trx, freeBetId, couponId);
    }
    const updated = await trx
      .updateTable('coupons')
      .set({
        status,
        // The coupon's whole pay-out as credited: the cash-outs and this credit with its hyper
        // bonus, after tax.
        payout: payout + bonus - tax + cashedOut,
        tax: toSafeInteger(coupon.tax) + tax,
        hyper_bonus: bonus,
        settled_at: now,
        settle_transaction_id: settleTransactionId,
      })
      .where('id', '=', couponId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    // The row is locked by this transaction, so it is still open; anything else is a bug.
    if (updated.numUpdatedRows !== 1n) throw new Error(`Coupon ${couponId} changed under its lock`);
    // Bonus wagering by the bettor's own coupon, in this transaction (server/bonus/hooks.ts); a
    // free bet staked none of the bettor's money, so it wagers nothing.
    if (!freeBetId)
      await bonusOnCouponSettled(trx, {
        couponId,
        userId: String(coupon.user_id),
        currencyId: coupon.currency_id,
        status,
        stake: toSafeInteger(coupon.amount),
        legOddsHundredths: legs.map((l) => l.coef_hundredths),
        placedAt: new Date(coupon.placed_at),
      });
    return {
      legs: resolved.length,
      settled: { couponId, userId: String(coupon.user_id), status },
    };
  });
  // Committed: the owner's coupons changed, even when none of their money moved (a loss, legs
  // resolved on a coupon still open); their tabs and the cash-out push hear it.
  if (accountId !== null && (done.legs > 0 || done.settled)) accountsTouched([accountId]);
  return done;
}

/**
 * The leg's result from its game's stored result, void for a game not played in time (as a
 * cancelled one), or null (no result yet, or a market unknown).
 */
export function resolveLeg(leg: LegRow): LegResult | null {
  const market: LegMarket = {
    marketTypeId: leg.market_type_id,
    outcomeTypeId: leg.outcome_type_id,
    param: leg.param,
    period: leg.period,
  };
  if (leg.unplayed) return settleLeg(market, { home: 0, away: 0, periods: [], cancelled: true });
  if (leg.score_home === null || leg.score_away === null) return null;
  if (leg.builder) {
    // A bet builder leg: every pick judged from the result (docs/bet-builder.md).
    return settleBuilder(leg.builder, {
      home: leg.score_home,
      away: leg.score_away,
      periods: leg.periods ?? [],
      cancelled: leg.cancelled === true,
    });
  }
  return settleLeg(market, {
    home: leg.score_home,
    away: leg.score_away,
    periods: leg.periods ?? [],
    cancelled: leg.cancelled === true,
  });
}

/** The coupon as the rules saw it at placement (server/coupon/placement.ts builds the same). */
export function shapeOf(coupon: CouponRow, legs: readonly LegRow[]): CouponShape {
  const amount = toSafeInteger(coupon.amount);
  // A single of a singles coupon settles and pays like an express of one leg (the contract).
  const typeId: CouponTypeId =
    coupon.type_id === SINGLE_COUPON_TYPE_ID
      ? COUPON_TYPES.express
      : (coupon.type_id as CouponTypeId);
  const exactCoef = coupon.exact_coef_hundredths;
  return {
    typeId,
    legs: legs.map((l) => ({
      outcomeId: toSafeInteger(l.outcome_id),
      gameId: toSafeInteger(l.game_id),
      coef: l.coef_hundredths / 100,
      kind: l.market_kind as MarketKind,
      isLive: l.is_live,
      isBannedExpress: false,
      blockId: l.block_id,
    })),
    amount,
    ...(coupon.amount_by_block
      ? {
          amountByBlockId: Object.fromEntries(
            Object.entries(coupon.amount_by_block).map(([k, v]) => [Number(k), v]),
          ),
        }
      : {}),
    ...(coupon.system_value !== null ? { systemValue: coupon.system_value } : {}),
    ...(coupon.use_bankers ? { useBankers: true } : {}),
    bonusFactor: coupon.bonus_factor_hundredths / 100,
    ...(exactCoef !== null && exactCoef > 0 ? { exactCoef: exactCoef / 100 } : {}),
  };
}
