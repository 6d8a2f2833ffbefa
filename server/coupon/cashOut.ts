// Cash-out offers on the server (docs/cash-out.md): the customer's open coupons read with their
// legs, and each priced from the current prices (domain/coupon/cashOut.ts) once a pass. The
// cash-out itself, one SQL transaction over the same pricing, is ./cashOutSale.ts.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  cashOutQuote,
  couponAmountRules,
  DEFAULT_CASH_OUT_TERMS,
  impliedProbability,
  jointProbability,
  type BuilderPick,
  type CashOutLegState,
  type CashOutQuote,
  type CashOutTerms,
  type CashOutUnavailable,
  type CouponShape,
  type LegResult,
  type WinningsTaxRule,
} from '../../domain/coupon/index';
import { minorToMajorNumber } from '../../domain/money/amounts';
import { findCurrency } from '../../domain/money/currencies';
import { GameStatus, type GameDetails } from '../../domain/sports/types';
import { builderModelOf } from './betBuilder';
import type { BrandSiteFile } from '../../runtime/schema/types';
import { brandTerms } from '../config/brandTerms';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import type { SportsState } from '../sports/state/sportsState';
import { activeExclusion } from '../limits/exclusions';
import { readLimitRows, readLimitRowsOf } from '../limits/limitRecords';
import { couponTaxRule } from './couponTax';
import { resolveLeg, shapeOf, type CouponRow, type LegRow } from './settlement';

/** The brand's cash-out terms (site.json `cashOut`; absent: the defaults). */
export function cashOutTermsOf(site: BrandSiteFile): CashOutTerms {
  return brandTerms(DEFAULT_CASH_OUT_TERMS, site.cashOut);
}

export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface OpenCoupon {
  row: CouponRow & { status: string; possible_win: string | number };
  legs: (LegRow & { start_at: Date | string })[];
}

export const COUPON_SQL = sql`id, user_id, account_id, currency_id, type_id, amount, amount_by_block,
  system_value, use_bankers, bonus_factor_hundredths, exact_coef_hundredths, placed_at,
  free_bet_id, live_amount, cashed_out, status, possible_win, tax_rate_bp, tax_free, tax,
  hyper_bonus_percent_hundredths, hyper_bonus_min_bet, hyper_bonus_max`;

export async function legsOf(db: Db, couponIds: readonly string[]) {
  if (couponIds.length === 0) return new Map<string, OpenCoupon['legs']>();
  const { rows } = await sql<OpenCoupon['legs'][number] & { coupon_id: string | number }>`
    select l.coupon_id, l.id, l.outcome_id, l.game_id, l.coef_hundredths, l.block_id, l.is_live,
      l.market_type_id, l.market_kind, l.param, l.period, l.outcome_type_id, l.result, l.start_at,
      l.builder,
      r.score_home, r.score_away, r.periods, r.cancelled, false as unplayed
    from coupon_legs l left join sport_results r on r.game_id = l.game_id
    where l.coupon_id in (${sql.join(couponIds.map((id) => sql`${id}::bigint`))})
    order by l.coupon_id, l.position`.execute(db);
  const byCoupon = new Map<string, OpenCoupon['legs']>();
  for (const row of rows) {
    const key = String(row.coupon_id);
    const list = byCoupon.get(key) ?? [];
    list.push(row);
    byCoupon.set(key, list);
  }
  return byCoupon;
}

/**
 * An open coupon made ready to be priced again and again: its shape, its legs' ids as numbers,
 * the settled legs' states (stored, or from the game's result the row was read with) and its
 * amounts. Made once per coupon object: the push holds coupons in memory and prices them on every
 * move (server/coupon/cashOutPush.ts), and the payouts the domain remembers are kept per shape.
 */
interface ReadyCoupon {
  id: number;
  shape: CouponShape;
  legs: readonly ReadyLeg[];
  /** The stake still in play, minor units. */
  liveAmount: number;
  freeBet: boolean;
  digits: number;
}

interface ReadyLeg {
  outcomeId: number;
  gameId: number;
  /** Settled already: its state for good. */
  settled: CashOutLegState | null;
  builder: readonly BuilderPick[] | null;
}

const ready = new WeakMap<OpenCoupon, ReadyCoupon>();

function readyOf(coupon: OpenCoupon): ReadyCoupon {
  let known = ready.get(coupon);
  if (known) return known;
  const shape = shapeOf(coupon.row, coupon.legs);
  known = {
    id: toSafeInteger(coupon.row.id),
    shape,
    legs: coupon.legs.map((leg) => {
      const result: LegResult | null = leg.result ?? resolveLeg(leg);
      return {
        outcomeId: toSafeInteger(leg.outcome_id),
        gameId: toSafeInteger(leg.game_id),
        settled: result === null ? null : { kind: 'settled', result },
        builder: leg.builder ?? null,
      };
    }),
    liveAmount:
      coupon.row.live_amount === null ? shape.amount : toSafeInteger(coupon.row.live_amount),
    freeBet: coupon.row.free_bet_id !== null,
    digits: digitsOf(coupon.row.currency_id),
  };
  ready.set(coupon, known);
  return known;
}

const SUSPENDED: CashOutLegState = { kind: 'suspended' };

function finished(game: GameDetails | undefined): boolean {
  return (
    !game ||
    game.isFinished ||
    game.status === GameStatus.Finished ||
    game.status === GameStatus.Cancelled
  );
}

/**
 * The open legs' states from the sports state's current prices, each outcome (and each bet
 * builder leg's game model) priced once while the reader lives: one push pass or one request
 * prices an outcome shared by a thousand coupons once.
 */
export class LegPrices {
  private readonly outcomes = new Map<number, CashOutLegState>();

  constructor(private readonly state: SportsState) {}

  /** An ordinary leg on this outcome now: priced, or suspended (market, game gone or over). */
  outcome(outcomeId: number): CashOutLegState {
    let known = this.outcomes.get(outcomeId);
    if (known) return known;
    const ref = this.state.outcome(outcomeId);
    const p =
      ref && !finished(this.state.game(ref.gameId))
        ? impliedProbability(ref.market.outcomes, outcomeId)
        : null;
    known = p === null ? SUSPENDED : { kind: 'open', probability: p };
    this.outcomes.set(outcomeId, known);
    return known;
  }

  /** A bet builder leg now: the joint probability of its picks under the game's model. */
  builder(picks: readonly BuilderPick[], gameId: number): CashOutLegState {
    const game = this.state.game(gameId);
    if (finished(game)) return SUSPENDED;
    const model = builderModelOf(game!);
    if ('code' in model) return SUSPENDED;
    return { kind: 'open', probability: jointProbability(model, picks) };
  }
}

/** Each leg now: settled (stored or from its game's stored result), priced, or suspended. */
function legStates(coupon: ReadyCoupon, prices: LegPrices): Map<number, CashOutLegState> {
  const states = new Map<number, CashOutLegState>();
  for (const leg of coupon.legs) {
    states.set(
      leg.outcomeId,
      leg.settled ??
        (leg.builder ? prices.builder(leg.builder, leg.gameId) : prices.outcome(leg.outcomeId)),
    );
  }
  return states;
}

/** The coupon's quote now; `prices`: a reader shared with the other coupons priced at once. */
export function quoteOf(
  coupon: OpenCoupon,
  state: SportsState,
  terms: CashOutTerms,
  prices: LegPrices = new LegPrices(state),
): CashOutQuote {
  return quoteReady(readyOf(coupon), prices, terms);
}

function quoteReady(coupon: ReadyCoupon, prices: LegPrices, terms: CashOutTerms): CashOutQuote {
  if (coupon.freeBet) return { kind: 'unavailable', reason: 'off' };
  return cashOutQuote(coupon.shape, legStates(coupon, prices), terms, coupon.liveAmount);
}

/** What of an offer moves with the prices (what the push sends): major units. */
export interface MovingOffer {
  couponId: number;
  /** The offer for the stake in play; null when there is none (`reason` says why). */
  value: number | null;
  reason: CashOutUnavailable | null;
  /** The stake still in play. */
  liveAmount: number;
}

/** An offer as the customer sees it: major units. */
export interface CashOutOffer extends MovingOffer {
  /** The stake. */
  amount: number;
  /** Its legs' games and outcomes (a client watches their prices move). */
  legs: { gameId: number; outcomeId: number }[];
  /** The least a partial cash-out takes. */
  minAmount: number;
  currencyId: number;
  /**
   * The winnings tax rule the coupon was placed under (null: none): the client shows an offer as
   * it is credited, after this tax (cashOutPayment), and so does an auto rule compare it.
   */
  taxRule: WinningsTaxRule | null;
}

export function digitsOf(currencyId: number): number {
  return findCurrency(currencyId)?.minorUnitDigits ?? 2;
}

function movingOf(coupon: ReadyCoupon, quote: CashOutQuote): MovingOffer {
  return {
    couponId: coupon.id,
    value: quote.kind === 'offer' ? minorToMajorNumber(quote.value, coupon.digits) : null,
    reason: quote.kind === 'offer' ? null : quote.reason,
    liveAmount: minorToMajorNumber(coupon.liveAmount, coupon.digits),
  };
}

function offerOf(coupon: OpenCoupon, quote: CashOutQuote): CashOutOffer {
  const ready = readyOf(coupon);
  const { row } = coupon;
  return {
    ...movingOf(ready, quote),
    amount: minorToMajorNumber(ready.shape.amount, ready.digits),
    legs: ready.legs.map((l) => ({ gameId: l.gameId, outcomeId: l.outcomeId })),
    minAmount: minorToMajorNumber(couponAmountRules(row.currency_id).min, ready.digits),
    currencyId: row.currency_id,
    taxRule: couponTaxRule(row),
  };
}

/** The most open coupons one offers request answers. */
export const MAX_OFFERS = 200;

/**
 * The customer's limits say no: a self-exclusion or time-out in force at `at`
 * (server/limits/exclusions.ts). No offer is made and no cash-out taken until it ends.
 */
export async function cashOutExcluded(db: Db, userId: string, at: Date): Promise<boolean> {
  return activeExclusion(await readLimitRows(db, userId), at) !== null;
}

/** Of these customers, those whose limits say no at `at` (one read). */
export async function cashOutExcludedAmong(
  db: Db,
  userIds: readonly string[],
  at: Date,
): Promise<Set<string>> {
  const excluded = new Set<string>();
  for (const [userId, rows] of await readLimitRowsOf(db, userIds)) {
    if (activeExclusion(rows, at) !== null) excluded.add(userId);
  }
  return excluded;
}

const EXCLUDED: CashOutQuote = { kind: 'unavailable', reason: 'excluded' };

/**
 * The offer of one open coupon now: no offer while its owner is excluded, else quoted from the
 * current prices under the terms. The offers route answers this.
 */
export function offerNow(
  coupon: OpenCoupon,
  state: SportsState,
  terms: CashOutTerms,
  excluded: boolean,
): CashOutOffer {
  return offerOf(coupon, excluded ? EXCLUDED : quoteOf(coupon, state, terms));
}

/**
 * What of the offer moves now, as `offerNow` answers it: the push sends this, pricing every held
 * coupon of a pass through one `prices` reader.
 */
export function movingOfferNow(
  coupon: OpenCoupon,
  prices: LegPrices,
  terms: CashOutTerms,
  excluded: boolean,
): MovingOffer {
  const ready = readyOf(coupon);
  return movingOf(ready, excluded ? EXCLUDED : quoteReady(ready, prices, terms));
}

/** The open coupons of these customers, with their legs (every one, oldest first). */
export async function openCouponsOf(db: Db, userIds: readonly string[]): Promise<OpenCoupon[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<OpenCoupon['row']>`
    select ${COUPON_SQL} from coupons
    where user_id in (${sql.join(userIds.map((id) => sql`${id}::bigint`))}) and status = 'open'
    order by id`.execute(db);
  return withLegs(db, rows);
}

async function withLegs(db: Db, rows: readonly OpenCoupon['row'][]): Promise<OpenCoupon[]> {
  const legs = await legsOf(
    db,
    rows.map((r) => String(r.id)),
  );
  return rows.map((row) => ({ row, legs: legs.get(String(row.id)) ?? [] }));
}

/** The offers of these coupon rows, each under its owner's terms and limits. */
async function offersOfRows(
  db: Kysely<DatabaseSchema>,
  state: SportsState,
  termsOf: (userId: string) => CashOutTerms,
  rows: readonly OpenCoupon['row'][],
  at: Date,
): Promise<CashOutOffer[]> {
  const coupons = await withLegs(db, rows);
  const excluded = await cashOutExcludedAmong(
    db,
    [...new Set(rows.map((r) => String(r.user_id)))],
    at,
  );
  return coupons.map((coupon) => {
    const userId = String(coupon.row.user_id);
    return offerNow(coupon, state, termsOf(userId), excluded.has(userId));
  });
}

/** Offers for the customer's open coupons (these ids, or the newest MAX_OFFERS). */
export async function cashOutOffers(
  db: Kysely<DatabaseSchema>,
  state: SportsState,
  terms: CashOutTerms,
  userId: string,
  couponIds?: readonly number[],
  at: Date = new Date(),
): Promise<CashOutOffer[]> {
  const only =
    couponIds && couponIds.length > 0
      ? sql`and id in (${sql.join(couponIds.map((id) => sql`${id}::bigint`))})`
      : sql``;
  const { rows } = await sql<OpenCoupon['row']>`
    select ${COUPON_SQL} from coupons
    where user_id = ${userId}::bigint and status = 'open' ${only}
    order by id desc limit ${MAX_OFFERS}`.execute(db);
  return offersOfRows(db, state, () => terms, rows, at);
}
