// Bet placement (SPEC section 3 "Coupon to place" and "Bet", section 4 "Bets and coupon", section
// 5 coupon rules): every rule re-checked against the current prices and market states, then one
// SQL transaction debits the stake through the ledger and books the coupons with their legs and
// the answer under the customer's Idempotency-Key. The transaction takes three round trips after
// BEGIN (the ledger's own statements, then one statement for placement, coupons and legs), so the
// sportsbook house account's row lock, held until COMMIT, is held as briefly as possible.
// A coupon staked with a free bet (docs/bonus.md "Free bets") takes its stake from the house account
// `bonuses` instead of the customer's account, and consumes the token in the same transaction.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  acceptsCoefChange,
  bonusBetFactor,
  coefToHundredths,
  couponAmountRules,
  couponCoef,
  couponShapeProblems,
  DEFAULT_SYSTEM_VALUE,
  freeBetRefusal,
  isBonusBetOffered,
  isVipBetAvailable,
  maxAmountApplies,
  minAmountApplies,
  possibleWin,
  SINGLE_COUPON_TYPE_ID,
  VIP_MAX_FACTOR,
  type CouponLeg,
  type CouponRefusal,
  type CouponShape,
  type CouponToPlace,
  type CouponToPlaceBet,
  type FreeBetToken,
} from '../../domain/coupon/index';
import { ACCOUNT_TYPES } from '../../domain/money/accountTypes';
import { decimalToMinorUnits, minorToMajorNumber } from '../../domain/money/amounts';
import { findCurrency } from '../../domain/money/currencies';
import { isGameFinished, isLiveBet, isLiveGame } from '../../domain/sports/liveRule';
import { GameStatus, type GameDetails, type Market, type Outcome } from '../../domain/sports/types';
import { consumeFreeBet, FREE_BET_HOUSE_ACCOUNT, freeBetTokenOf } from '../bonus/freeBets';
import type { BonusTerms } from '../../domain/bonus/index';
import type { DatabaseSchema } from '../db/schema';
import { systemWorldClock, type WorldClock } from '../http/worldClock';
import { houseAccountId, sportsbookAccountCode } from '../money/houseAccounts';
import { answerFromStore, hashBody, purchaseUnderKey } from '../money/keyedPurchase';
import { LEDGER_KINDS, postTransfer } from '../money/ledger';
import { DEFAULT_SPORTS_LANGUAGE, type SportsLanguage } from '../sports/i18n';
import type { SportsState } from '../sports/state/sportsState';
import { legNames, nameCouponLegs, type LegNaming } from './legNames';
import type { FieldProblem } from './couponSchemas';
import type { PlacedCoupon, PlacedLeg } from './placedCoupon';

/** The brand's site configuration flags placement obeys (SPEC section 3 "Site configuration flags"). */
export interface CouponSiteFlags {
  couponTypesWithMinAmount: readonly number[];
  couponTypesWithMaxAmount: readonly number[];
  isAvailableCouponBonusBet: boolean;
  showVipBet: boolean;
}

export interface PlacementResponse {
  ok: true;
  coupons: PlacedCoupon[];
  /** The staked account's balance after the stake, major units. */
  balance: number;
}

export type PlacementResult =
  | { kind: 'placed'; response: PlacementResponse; replayed: boolean }
  | { kind: 'refused'; refusals: CouponRefusal[] }
  /** A field the schema cannot check (a coefficient with more than 2 decimals ...): a 400. */
  | ({ kind: 'bad_input' } & FieldProblem)
  /** The key was used for another body: a 422. */
  | { kind: 'key_reused' };

export interface PlacementDeps {
  db: Kysely<DatabaseSchema>;
  state: SportsState;
  now?: () => Date;
  /** The world clock the stake limits count their windows on (ctx.worldClock); real time if absent. */
  worldClock?: WorldClock;
}

export interface PlacementInput {
  userId: string;
  idempotencyKey: string;
  body: CouponToPlace;
  flags: CouponSiteFlags;
  /** The language of the answer's leg names (not part of the placement). Default: ru. */
  language?: SportsLanguage;
}

/** Places a coupon or answers why not; nothing is written unless it is placed. */
export async function placeCoupon(
  deps: PlacementDeps,
  input: PlacementInput,
): Promise<PlacementResult> {
  const { body } = input;
  const bad = bodyProblem(body);
  if (bad) return { kind: 'bad_input', ...bad };
  const requestHash = hashBody(body);
  const couponCount = body.typeId === 9 ? body.bets.length : 1;
  const language = input.language ?? DEFAULT_SPORTS_LANGUAGE;
  // The stored answer names legs as the provider did: a replay names them in this request's language.
  const replay = async (response: PlacementResponse): Promise<PlacementResult> => ({
    kind: 'placed',
    response: {
      ...response,
      coupons: (await nameCouponLegs(deps.db, response.coupons, language)).map((coupon) => ({
        // An answer stored before free bets (migration 0027) has no isFreeBet: it was none.
        ...coupon,
        isFreeBet: coupon.isFreeBet ?? false,
      })),
    },
    replayed: true,
  });

  const context = await readContext(deps.db, input, couponCount);
  if (context.stored) {
    const answer = answerFromStore(context.stored, requestHash);
    return answer.kind === 'answered' ? replay(answer.response) : answer;
  }

  const evaluation = await evaluate(deps, input, context);
  if (evaluation.refusals.length > 0) return { kind: 'refused', refusals: evaluation.refusals };
  const plan = evaluation.plan;
  const freeBetId = body.freeBetId === undefined ? null : String(body.freeBetId);

  // The customer's sportsbook shard is created on its first bet, inside the transaction, so a
  // refused placement writes nothing at all.
  const worldClock = deps.worldClock ?? systemWorldClock;
  const placedAt = (deps.now ?? (() => new Date()))();
  const placed = await purchaseUnderKey({
    db: deps.db,
    requestHash,
    // A free bet stakes none of the customer's money: only exclusions and time-outs apply.
    stake: {
      userId: input.userId,
      amount: freeBetId ? 0 : plan.totalStake,
      currencyId: plan.currencyId,
      clock: worldClock,
    },
    toMajor: (minor) => minorToMajorNumber(minor, plan.minorUnitDigits),
    stored: () => storedPlacement(deps.db, input.userId, input.idempotencyKey),
    // A concurrent placement staked the token first: this one booked nothing.
    refusalOf: (err) => (err instanceof FreeBetTaken ? { code: 'free_bet_used' as const } : null),
    book: async (trx) => {
      if (freeBetId) {
        const consumed = await consumeFreeBet(trx, {
          freeBetId,
          userId: input.userId,
          couponId: context.couponIds[0]!,
          at: new Date(worldClock.now()),
        });
        if (!consumed) throw new FreeBetTaken();
      }
      const houseId =
        context.houseId ??
        (await houseAccountId(trx, sportsbookAccountCode(input.userId), plan.currencyId));
      const stake = await postTransfer(trx, {
        idempotencyKey: `placement:${context.placementId}`,
        kind: freeBetId ? LEDGER_KINDS.freeBetStake : LEDGER_KINDS.betStake,
        reference: `placement:${context.placementId}`,
        fromAccountId: freeBetId
          ? await houseAccountId(trx, FREE_BET_HOUSE_ACCOUNT, plan.currencyId)
          : String(body.accountId),
        toAccountId: houseId,
        currencyId: plan.currencyId,
        amount: plan.totalStake,
      });
      return bookCoupons(trx, {
        userId: input.userId,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        placementId: context.placementId,
        couponIds: context.couponIds,
        stakeTransactionId: stake.transactionId,
        placedAt,
        accountId: String(body.accountId),
        freeBetId,
        plan,
      });
    },
  });
  if (placed.kind === 'refused') return { kind: 'refused', refusals: [placed.refusal] };
  if (placed.kind === 'key_reused') return placed;
  if (placed.replayed) return replay(placed.response);
  const response = placed.response;
  return {
    kind: 'placed',
    response: {
      ...response,
      coupons: response.coupons.map((coupon, i) => ({
        ...coupon,
        legs: coupon.legs.map((leg, position) => {
          const priced = plan.coupons[i]?.legs[position];
          return priced ? { ...leg, ...legNames(pricedLegNaming(priced), language) } : leg;
        }),
      })),
    },
    replayed: false,
  };
}

class FreeBetTaken extends Error {
  constructor() {
    super('The free bet was staked by a concurrent placement, or expired');
  }
}

// ---------------------------------------------------------------- input the schema cannot check

/** Coefficients have at most 2 decimals (the contract); the schema checks the rest. */
function bodyProblem(body: CouponToPlace): FieldProblem | null {
  for (const [i, bet] of body.bets.entries()) {
    if (coefToHundredths(bet.coef) === null) {
      return {
        field: 'bets',
        rule: 'multipleOf',
        message: `body/bets/${i}/coef must be a coefficient above 1 with at most 2 decimals`,
      };
    }
  }
  if (
    body.exactCoef !== undefined &&
    body.exactCoef !== 0 &&
    coefToHundredths(body.exactCoef) === null
  ) {
    return {
      field: 'exactCoef',
      rule: 'multipleOf',
      message: 'body/exactCoef must be 0 or a coefficient above 1 with at most 2 decimals',
    };
  }
  return null;
}

// ---------------------------------------------------------------- what the database says first

interface PlacementContext {
  banLevel: number;
  /** The account when it is the customer's; null otherwise. */
  account: { type: number; currencyId: number; open: boolean } | null;
  stored: { requestHash: string; response: PlacementResponse } | null;
  /** Ids taken ahead (sequence values), so the answer is built before the one write statement. */
  placementId: string;
  couponIds: string[];
  /** The sportsbook house account of the account's currency, when it exists. */
  houseId: string | null;
  /** The body's free bet, when it names one that exists (whoever's it is). */
  freeBet: FreeBetToken | null;
  /** A trader's multiplier of this customer's maximum stake (server/trading/), hundredths; null: none. */
  stakeFactorHundredths: number | null;
  /** A trader's suspensions on the body's games: "<gameId>:0" a whole event, "<gameId>:<marketId>" a market. */
  suspensions: ReadonlySet<string>;
}

/** One round trip: the customer, the account, a stored placement for the key and the new ids. */
async function readContext(
  db: Kysely<DatabaseSchema>,
  input: PlacementInput,
  couponCount: number,
): Promise<PlacementContext> {
  const { rows } = await sql<{
    ban_level: number;
    account_type: number | null;
    currency_id: number | null;
    account_open: boolean | null;
    request_hash: string | null;
    response: PlacementResponse | null;
    placement_id: string | number | null;
    coupon_ids: (string | number)[] | null;
    house_id: string | number | null;
    fb_user_id: string | number | null;
    fb_kind: string | null;
    fb_status: string | null;
    fb_product: string | null;
    fb_amount: string | number | null;
    fb_currency_id: number | null;
    fb_expires_at: Date | string | null;
    fb_terms: BonusTerms | string | null;
    fb_credit_transaction_id: string | number | null;
    stake_factor: number | null;
    suspensions: string[] | null;
  }>`
    select u.ban_level, a.type as account_type, a.currency_id, a.closed_at is null as account_open,
      p.request_hash, p.response,
      case when p.id is null
        then nextval(pg_get_serial_sequence('coupon_placements', 'id')) end as placement_id,
      case when p.id is null then (
        select array_agg(nextval(pg_get_serial_sequence('coupons', 'id')))
        from generate_series(1, ${couponCount}::int)) end as coupon_ids,
      (select h.id from accounts h where h.system_code = ${sportsbookAccountCode(input.userId)}
        and h.currency_id = a.currency_id and h.user_id is null) as house_id,
      b.user_id as fb_user_id, b.kind as fb_kind, b.status as fb_status, b.product as fb_product,
      b.amount as fb_amount, b.currency_id as fb_currency_id, b.expires_at as fb_expires_at,
      b.terms as fb_terms, b.credit_transaction_id as fb_credit_transaction_id,
      (select f.factor_hundredths from customer_stake_factors f where f.user_id = u.id)
        as stake_factor,
      (select array_agg(s.game_id::text || ':' || s.market_id::text) from trading_suspensions s
        where s.game_id in (${sql.join(gameIdsOf(input.body).map((id) => sql`${id}::bigint`))}))
        as suspensions
    from users u
    left join accounts a on a.id = ${input.body.accountId} and a.user_id = u.id
    left join bonuses b on b.id = ${input.body.freeBetId ?? null}::bigint
    left join coupon_placements p on p.user_id = u.id and p.idempotency_key = ${input.idempotencyKey}
    where u.id = ${input.userId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`No user ${input.userId}`);
  return {
    banLevel: row.ban_level,
    account:
      row.account_type === null || row.currency_id === null
        ? null
        : { type: row.account_type, currencyId: row.currency_id, open: row.account_open === true },
    stored:
      row.request_hash !== null && row.response !== null
        ? { requestHash: row.request_hash, response: row.response }
        : null,
    placementId: row.placement_id === null ? '' : String(row.placement_id),
    couponIds: (row.coupon_ids ?? []).map((id) => String(id)),
    houseId: row.house_id === null ? null : String(row.house_id),
    freeBet:
      row.fb_user_id === null
        ? null
        : freeBetTokenOf({
            user_id: row.fb_user_id,
            kind: row.fb_kind ?? '',
            status: row.fb_status ?? '',
            product: row.fb_product,
            amount: row.fb_amount ?? 0,
            currency_id: row.fb_currency_id ?? 0,
            expires_at: row.fb_expires_at ?? new Date(0),
            terms: row.fb_terms ?? '{}',
            credit_transaction_id: row.fb_credit_transaction_id,
          }),
    stakeFactorHundredths: row.stake_factor === null ? null : Number(row.stake_factor),
    suspensions: new Set(row.suspensions ?? []),
  };
}

/** The games a body bets on (at least one id, so the SQL list is never empty). */
function gameIdsOf(body: CouponToPlace): number[] {
  const ids = [...new Set(body.bets.map((b) => b.gameId))];
  return ids.length > 0 ? ids : [0];
}

async function storedPlacement(
  db: Kysely<DatabaseSchema>,
  userId: string,
  key: string,
): Promise<{ requestHash: string; response: PlacementResponse } | null> {
  const row = await db
    .selectFrom('coupon_placements')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row
    ? { requestHash: row.request_hash, response: row.response as unknown as PlacementResponse }
    : null;
}

// ---------------------------------------------------------------- the rules

/** A bet found in the state, priced now. */
interface PricedLeg {
  bet: CouponToPlaceBet;
  game: GameDetails;
  market: Market;
  outcome: Outcome;
  leg: CouponLeg;
}

/** One coupon to book (a singles coupon books one a bet, type 0). */
interface CouponPlan {
  typeId: number;
  amount: number;
  amountByBlock: Record<string, number> | null;
  systemValue: number | null;
  useBankers: boolean;
  bonusFactorHundredths: number;
  coefHundredths: number;
  exactCoefHundredths: number | null;
  possibleWin: number;
  isVip: boolean;
  legs: PricedLeg[];
}

interface PlacementPlan {
  currencyId: number;
  minorUnitDigits: number;
  totalStake: number;
  coupons: CouponPlan[];
}

type Evaluation = { refusals: CouponRefusal[]; plan: PlacementPlan };

const ACCOUNT_TYPE_IDS: readonly number[] = ACCOUNT_TYPES;

async function evaluate(
  deps: PlacementDeps,
  input: PlacementInput,
  context: PlacementContext,
): Promise<Evaluation> {
  const { body, flags } = input;
  const refusals: CouponRefusal[] = [];
  if (context.banLevel > 0) refusals.push({ code: 'not_allowed' });
  const account = context.account;
  const accountUsable = account !== null && account.open && ACCOUNT_TYPE_IDS.includes(account.type);
  if (!accountUsable) refusals.push({ code: 'account_unavailable' });
  if (body.promoCode !== undefined && body.promoCode.trim() !== '') {
    // A promo code is redeemed before placement (POST /web-api/promo-codes/redeem, the
    // coupon's Apply) and a free bet it gave is staked by freeBetId: a code here is refused.
    refusals.push({ code: 'promo_code_invalid' });
  }

  const priced = await priceBets(deps, body, refusals, context.suspensions);
  const currencyId = account?.currencyId ?? 643;
  const digits = findCurrency(currencyId)?.minorUnitDigits ?? 2;
  const plan: PlacementPlan = { currencyId, minorUnitDigits: digits, totalStake: 0, coupons: [] };
  // Without every bet priced the amounts and shape cannot be judged; the bets' refusals say why.
  if (priced.length !== body.bets.length) return { refusals, plan };

  const stakes = stakesOf(body, digits, refusals);
  if (!stakes) return { refusals, plan };
  const legs = priced.map((p) => p.leg);
  const exactCoef = body.exactCoef ?? 0;
  const shape: CouponShape = {
    typeId: body.typeId,
    legs,
    amount: stakes.amount,
    ...(stakes.amountByBlockId ? { amountByBlockId: stakes.amountByBlockId } : {}),
    ...(stakes.amountByBetId ? { amountByBetId: stakes.amountByBetId } : {}),
    ...(body.typeId === 2 ? { systemValue: body.systemValue ?? DEFAULT_SYSTEM_VALUE } : {}),
    ...(body.useBankers !== undefined ? { useBankers: body.useBankers } : {}),
    ...(exactCoef > 0 ? { exactCoef } : {}),
  };
  refusals.push(...couponShapeProblems(shape));

  let bonusFactor = 1;
  if (body.isBonusBet) {
    const offered = isBonusBetOffered({
      featureOn: flags.isAvailableCouponBonusBet,
      typeId: body.typeId,
      legs: legs.map((l) => ({ coef: l.coef, kind: l.kind })),
      manuallyDeleted: false,
    });
    if (offered) bonusFactor = bonusBetFactor(legs.length);
    else refusals.push({ code: 'bonus_bet_unavailable' });
  }

  const rules = couponAmountRules(currencyId);
  const accountType = account?.type ?? 0;
  // A trader's stake factor scales the maximum stake, and sets one for every coupon type.
  const factor = context.stakeFactorHundredths;
  const baseMax = factor === null ? rules.max : Math.max(1, Math.floor((rules.max * factor) / 100));
  let maxAmount =
    factor !== null || maxAmountApplies(body.typeId, flags.couponTypesWithMaxAmount, accountType)
      ? baseMax
      : Number.POSITIVE_INFINITY;
  const isVip = body.isVipBet === true;
  if (isVip) {
    const available =
      flags.showVipBet && isVipBetAvailable({ maxBetAmount: maxAmount, legs, typeId: body.typeId });
    if (available) maxAmount = baseMax * VIP_MAX_FACTOR;
    else refusals.push({ code: 'vip_bet_unavailable' });
  }
  const minAmount = minAmountApplies(body.typeId, flags.couponTypesWithMinAmount)
    ? Math.max(rules.min, 1)
    : 1;
  const major = (minor: number) => minorToMajorNumber(minor, digits);
  for (const unit of stakes.units) {
    const where = {
      ...(unit.outcomeId !== undefined ? { outcomeId: unit.outcomeId } : {}),
      ...(unit.blockId !== undefined ? { blockId: unit.blockId } : {}),
    };
    if (unit.amount < minAmount) {
      refusals.push({ code: 'amount_below_min', ...where, limit: major(minAmount) });
    } else if (unit.amount > maxAmount) {
      refusals.push({ code: 'amount_above_max', ...where, limit: major(maxAmount) });
    }
  }

  const bookedShapes: { shape: CouponShape; typeId: number; legs: PricedLeg[] }[] =
    body.typeId === 9
      ? priced.map((p, i) => ({
          // A single settles and pays like an express of one leg (the contract).
          shape: {
            typeId: 1,
            legs: [p.leg],
            amount: stakes.units[i]!.amount,
            ...(exactCoef > 0 ? { exactCoef } : {}),
          },
          typeId: SINGLE_COUPON_TYPE_ID,
          legs: [p],
        }))
      : [{ shape: { ...shape, bonusFactor }, typeId: body.typeId, legs: priced }];
  for (const booked of bookedShapes) {
    const win = possibleWin(booked.shape);
    if (win > rules.maxPayout) {
      refusals.push({
        code: 'payout_above_max',
        ...(body.typeId === 9 ? { outcomeId: booked.legs[0]!.bet.outcomeId } : {}),
        limit: major(rules.maxPayout),
      });
    }
    plan.coupons.push({
      typeId: booked.typeId,
      amount: booked.shape.amount,
      amountByBlock:
        body.typeId === 4 && stakes.amountByBlockId
          ? Object.fromEntries(Object.entries(stakes.amountByBlockId).map(([k, v]) => [k, v]))
          : null,
      systemValue: body.typeId === 2 ? (body.systemValue ?? DEFAULT_SYSTEM_VALUE) : null,
      useBankers: body.typeId === 2 && body.useBankers === true,
      bonusFactorHundredths: Math.round(bonusFactor * 100),
      coefHundredths: Math.round(couponCoef(booked.shape) * 100),
      exactCoefHundredths: exactCoef > 0 ? coefToHundredths(exactCoef) : null,
      possibleWin: win,
      isVip,
      legs: booked.legs,
    });
  }
  plan.totalStake = plan.coupons.reduce((sum, c) => sum + c.amount, 0);
  if (body.freeBetId !== undefined) {
    const refusal = freeBetRefusal(context.freeBet, {
      userId: input.userId,
      nowMs: (deps.worldClock ?? systemWorldClock).now(),
      stake: plan.totalStake,
      couponCount: plan.coupons.length,
      legOddsHundredths: legs.map((l) => coefToHundredths(l.coef) ?? 0),
      account:
        account && account.open ? { type: account.type, currencyId: account.currencyId } : null,
    });
    if (refusal) refusals.push({ code: refusal });
  }
  return { refusals: dedupe(refusals), plan };
}

/** Each bet found in the current state and priced; refusals for the ones that cannot be bet now. */
async function priceBets(
  deps: PlacementDeps,
  body: CouponToPlace,
  refusals: CouponRefusal[],
  suspensions: ReadonlySet<string>,
): Promise<PricedLeg[]> {
  const priced: PricedLeg[] = [];
  const goneGames: CouponToPlaceBet[] = [];
  for (const bet of body.bets) {
    const game = deps.state.game(bet.gameId);
    if (!game) {
      goneGames.push(bet);
      continue;
    }
    const found = findOutcome(game, bet.outcomeId);
    if (!found) {
      refusals.push({ code: 'unknown_outcome', outcomeId: bet.outcomeId });
      continue;
    }
    const { market, outcome } = found;
    if (isGameFinished(game) || game.status === GameStatus.Cancelled) {
      refusals.push({ code: 'game_finished', outcomeId: bet.outcomeId });
      continue;
    }
    const isLive = isLiveBet({
      isFinished: game.isFinished,
      status: game.status,
      timeSec: game.timeSec,
      isLiveInLive: game.isLiveInLive,
      isLiveMarket: market.isLive,
    });
    // Shown as a line bet, but the game has kicked off since: the line price is gone.
    if (bet.isLive === false && (isLiveGame(game) || (game.timeSec ?? 0) > 0)) {
      refusals.push({ code: 'game_started', outcomeId: bet.outcomeId });
      continue;
    }
    // A trader's suspension holds in every process at once, whatever the feed here last said.
    const byTrader =
      suspensions.has(`${bet.gameId}:0`) || suspensions.has(`${bet.gameId}:${market.id}`);
    if (outcome.isBlocked || byTrader) {
      refusals.push({ code: 'market_suspended', outcomeId: bet.outcomeId });
      continue;
    }
    const shown = coefToHundredths(bet.coef);
    const current = coefToHundredths(outcome.coef);
    if (shown !== current && !acceptsCoefChange(body.changeCoefAction, bet.coef, outcome.coef)) {
      refusals.push({ code: 'odds_changed', outcomeId: bet.outcomeId, newCoef: outcome.coef });
      continue;
    }
    priced.push({
      bet,
      game,
      market,
      outcome,
      // Booked at the current price: an accepted change is the customer's choice (SPEC section 4).
      leg: {
        outcomeId: bet.outcomeId,
        gameId: bet.gameId,
        coef: outcome.coef,
        kind: market.kind,
        isLive,
        isBannedExpress: market.isBannedExpress,
        blockId: bet.blockId ?? 1,
      },
    });
  }
  if (goneGames.length > 0) {
    // A game leaves the state some time after it finished; its result says which it was.
    const ids = [...new Set(goneGames.map((b) => b.gameId))];
    const finished = await deps.db
      .selectFrom('sport_results')
      .select('game_id')
      .where('game_id', 'in', ids)
      .execute();
    const finishedIds = new Set(finished.map((r) => Number(r.game_id)));
    for (const bet of goneGames) {
      refusals.push({
        code: finishedIds.has(bet.gameId) ? 'game_finished' : 'unknown_outcome',
        outcomeId: bet.outcomeId,
      });
    }
  }
  return priced;
}

export function findOutcome(
  game: GameDetails,
  outcomeId: number,
): { market: Market; outcome: Outcome } | undefined {
  for (const market of game.markets) {
    for (const outcome of market.outcomes) {
      if (outcome.id === outcomeId) return { market, outcome };
    }
  }
  return undefined;
}

interface StakeUnit {
  amount: number;
  outcomeId?: number;
  blockId?: number;
}

/**
 * The stakes in minor units: express and system one amount, blocks one a block, singles one a bet
 * (its amountByBetId entry, else `amount`). Null after refusing an amount that is not whole
 * minor units of the account's currency.
 */
function stakesOf(
  body: CouponToPlace,
  digits: number,
  refusals: CouponRefusal[],
): {
  amount: number;
  amountByBlockId?: Record<number, number>;
  amountByBetId?: Record<number, number>;
  units: StakeUnit[];
} | null {
  let broken = false;
  const toMinor = (value: number, where: { outcomeId?: number; blockId?: number }) => {
    const minor = decimalToMinorUnits(value, digits);
    if (minor === null) {
      broken = true;
      refusals.push({ code: 'amount_not_minor_units', ...where });
      return 0;
    }
    return minor;
  };
  if (body.typeId === 4) {
    const amountByBlockId: Record<number, number> = {};
    const units: StakeUnit[] = [];
    for (const [key, value] of Object.entries(body.amountByBlockId ?? {})) {
      const blockId = Number(key);
      const amount = toMinor(value, { blockId });
      amountByBlockId[blockId] = amount;
      units.push({ amount, blockId });
    }
    const amount = units.reduce((sum, u) => sum + u.amount, 0);
    return broken ? null : { amount, amountByBlockId, units };
  }
  if (body.typeId === 9) {
    const amountByBetId: Record<number, number> = {};
    const units: StakeUnit[] = body.bets.map((bet) => {
      const value = body.amountByBetId?.[String(bet.outcomeId)] ?? body.amount;
      const amount = toMinor(value, { outcomeId: bet.outcomeId });
      amountByBetId[bet.outcomeId] = amount;
      return { amount, outcomeId: bet.outcomeId };
    });
    const amount = units.reduce((sum, u) => sum + u.amount, 0);
    return broken ? null : { amount, amountByBetId, units };
  }
  const amount = toMinor(body.amount, {});
  return broken ? null : { amount, units: [{ amount }] };
}

function dedupe(refusals: CouponRefusal[]): CouponRefusal[] {
  const seen = new Set<string>();
  return refusals.filter((r) => {
    const key = `${r.code}:${r.outcomeId ?? ''}:${r.blockId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------- the write

interface BookInput {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  placementId: string;
  couponIds: string[];
  stakeTransactionId: string;
  placedAt: Date;
  accountId: string;
  /** The free bet that stakes the (one) coupon, or null. */
  freeBetId: string | null;
  plan: PlacementPlan;
}

/** The answer as the customer gets it; `balance` is filled in by the write statement. */
function responseOf(input: BookInput): PlacementResponse {
  const { plan } = input;
  const major = (minor: number) => minorToMajorNumber(minor, plan.minorUnitDigits);
  return {
    ok: true,
    coupons: plan.coupons.map((coupon, i) => ({
      id: Number(input.couponIds[i]),
      typeId: coupon.typeId,
      amount: major(coupon.amount),
      coef: coupon.coefHundredths / 100,
      possibleWin: major(coupon.possibleWin),
      status: 'open',
      placedAt: input.placedAt.toISOString(),
      currencyId: plan.currencyId,
      accountId: Number(input.accountId),
      systemValue: coupon.systemValue,
      isVip: coupon.isVip,
      isFreeBet: input.freeBetId !== null,
      payout: null,
      settledAt: null,
      legs: coupon.legs.map(placedLeg),
    })),
    balance: 0,
  };
}

/** What names a priced leg in any language (the coupon_legs naming columns). */
function pricedLegNaming(p: PricedLeg): LegNaming {
  return {
    sportId: p.game.sportId,
    marketTypeId: p.market.typeId,
    param: p.market.param ?? null,
    period: p.market.period ?? null,
    outcomeTypeId: p.outcome.typeId,
    marketName: p.market.name,
    outcomeName: p.outcome.name,
    opponents: p.game.opponents.map((o) => o.name),
    opponentsEn: p.game.opponents.map((o) => o.nameEn),
  };
}

/** A leg of the stored answer, named as the provider names it (the answer names it per request). */
function placedLeg(p: PricedLeg): PlacedLeg {
  return {
    outcomeId: p.bet.outcomeId,
    gameId: p.bet.gameId,
    coef: p.leg.coef,
    blockId: p.leg.blockId,
    marketName: p.market.name,
    outcomeName: p.outcome.name,
    opponents: p.game.opponents.map((o) => o.name),
    startAt: p.game.startAt,
    isLive: p.leg.isLive,
    sportId: p.game.sportId,
    champId: p.game.champId,
    result: null,
  };
}

/**
 * One statement: the placement row (its answer with the balance after the stake), the coupons and
 * their legs. Nothing is inserted when another placement holds the key (null).
 */
async function bookCoupons(
  trx: Kysely<DatabaseSchema>,
  input: BookInput,
): Promise<PlacementResponse | null> {
  const { plan } = input;
  const response = responseOf(input);
  const couponRows = plan.coupons.map(
    (c, i) => sql`(${input.couponIds[i]}::bigint, ${c.typeId}::smallint, ${c.amount}::bigint,
      ${c.amountByBlock === null ? null : JSON.stringify(c.amountByBlock)}::jsonb,
      ${c.systemValue}::smallint, ${c.useBankers}::boolean, ${c.bonusFactorHundredths}::int,
      ${c.coefHundredths}::bigint, ${c.exactCoefHundredths}::int, ${c.possibleWin}::bigint,
      ${c.isVip}::boolean)`,
  );
  const legRows: RawBuilder<unknown>[] = [];
  plan.coupons.forEach((c, i) => {
    c.legs.forEach((p, position) => {
      legRows.push(sql`(${input.couponIds[i]}::bigint, ${position}::smallint,
        ${p.bet.outcomeId}::bigint, ${p.bet.gameId}::bigint, ${coefToHundredths(p.leg.coef)}::int,
        ${p.leg.blockId}::smallint, ${p.leg.isLive}::boolean, ${p.market.typeId}::int,
        ${p.market.kind}::smallint, ${p.market.param ?? null}::float8, ${p.market.period ?? null}::smallint,
        ${p.outcome.typeId}::int, ${p.game.sportId}::int, ${p.game.champId}::int,
        ${p.market.name}::text, ${p.outcome.name}::text,
        ${JSON.stringify(p.game.opponents.map((o) => o.name))}::jsonb,
        ${JSON.stringify(p.game.opponents.map((o) => o.nameEn))}::jsonb,
        to_timestamp(${p.game.startAt}::float8))`);
    });
  });
  const digits = plan.minorUnitDigits;
  const { rows } = await sql<{ response: PlacementResponse }>`
    with p as (
      insert into coupon_placements (id, user_id, idempotency_key, request_hash, response)
      values (${input.placementId}::bigint, ${input.userId}::bigint, ${input.idempotencyKey},
        ${input.requestHash}, jsonb_set(${JSON.stringify(response)}::jsonb, '{balance}', to_jsonb(
          (select round(balance::numeric / ${10 ** digits}::numeric, ${digits}::int)
           from accounts where id = ${input.accountId}::bigint))))
      on conflict (user_id, idempotency_key) do nothing
      returning id, response
    ), c as (
      insert into coupons (id, placement_id, user_id, account_id, currency_id, type_id, amount,
        amount_by_block, system_value, use_bankers, bonus_factor_hundredths, coef_hundredths,
        exact_coef_hundredths, possible_win, is_vip, placed_at, stake_transaction_id, free_bet_id)
      select v.id, p.id, ${input.userId}::bigint, ${input.accountId}::bigint,
        ${plan.currencyId}::int, v.type_id, v.amount, v.amount_by_block, v.system_value,
        v.use_bankers, v.bonus, v.coef, v.exact_coef, v.possible_win, v.is_vip,
        ${input.placedAt}::timestamptz, ${input.stakeTransactionId}::bigint,
        ${input.freeBetId}::bigint
      from p cross join (values ${sql.join(couponRows)}) as v(id, type_id, amount,
        amount_by_block, system_value, use_bankers, bonus, coef, exact_coef, possible_win, is_vip)
      returning id
    ), l as (
      insert into coupon_legs (coupon_id, position, outcome_id, game_id, coef_hundredths, block_id,
        is_live, market_type_id, market_kind, param, period, outcome_type_id, sport_id, champ_id,
        market_name, outcome_name, opponents, opponents_en, start_at)
      select v.* from p cross join (values ${sql.join(legRows)}) as v(coupon_id, position,
        outcome_id, game_id, coef, block_id, is_live, market_type_id, market_kind, param, period,
        outcome_type_id, sport_id, champ_id, market_name, outcome_name, opponents, opponents_en,
        start_at)
    )
    select response from p`.execute(trx);
  const row = rows[0];
  return row ? row.response : null;
}
