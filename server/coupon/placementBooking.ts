// The write of a placement: one statement books the placement, its coupons and legs with the
// answer under the customer's key (server/coupon/placement.ts runs it after the stake's posting).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { coefToHundredths, type WinningsTaxRule } from '../../domain/coupon/index';
import { minorToMajorNumber } from '../../domain/money/amounts';
import type { DatabaseSchema } from '../db/schema';
import type { LegNaming } from './legNames';
import type { PlacedLeg } from './placedCoupon';
import type { PlacementPlan, PlacementResponse, PricedLeg } from './placementTypes';

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
  /** The shared coupon's code the slip was loaded from (SPEC 3 refId), or null. */
  refId: string | null;
  plan: PlacementPlan;
  /** The brand's winnings tax in the plan's currency, fixed on the coupons; null: none. */
  taxRule: WinningsTaxRule | null;
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
      refId: input.refId,
      payout: null,
      settledAt: null,
      legs: coupon.legs.map(placedLeg),
    })),
    balance: 0,
  };
}

/** What names a priced leg in any language (the coupon_legs naming columns). */
export function pricedLegNaming(p: PricedLeg): LegNaming {
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
    builder: p.builder ?? null,
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
export async function bookCoupons(
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
      ${c.isVip}::boolean, ${c.hyperBonus ? Math.round(c.hyperBonus.percent * 100) : null}::int,
      ${c.hyperBonus?.minBetMinor ?? null}::bigint, ${c.hyperBonus?.maxBonusMinor ?? null}::bigint)`,
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
        to_timestamp(${p.game.startAt}::float8),
        ${p.builder ? JSON.stringify(p.builder) : null}::jsonb)`);
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
        exact_coef_hundredths, possible_win, is_vip, placed_at, stake_transaction_id, free_bet_id,
        ref_id, tax_rate_bp, tax_free, hyper_bonus_percent_hundredths, hyper_bonus_min_bet,
        hyper_bonus_max)
      select v.id, p.id, ${input.userId}::bigint, ${input.accountId}::bigint,
        ${plan.currencyId}::int, v.type_id, v.amount, v.amount_by_block, v.system_value,
        v.use_bankers, v.bonus, v.coef, v.exact_coef, v.possible_win, v.is_vip,
        ${input.placedAt}::timestamptz, ${input.stakeTransactionId}::bigint,
        ${input.freeBetId}::bigint, ${input.refId}::text, ${input.taxRule?.rateBp ?? null}::int,
        ${input.taxRule?.taxFreeMinor ?? null}::bigint, v.hyper_percent, v.hyper_min, v.hyper_max
      from p cross join (values ${sql.join(couponRows)}) as v(id, type_id, amount,
        amount_by_block, system_value, use_bankers, bonus, coef, exact_coef, possible_win, is_vip,
        hyper_percent, hyper_min, hyper_max)
      returning id
    ), l as (
      insert into coupon_legs (coupon_id, position, outcome_id, game_id, coef_hundredths, block_id,
        is_live, market_type_id, market_kind, param, period, outcome_type_id, sport_id, champ_id,
        market_name, outcome_name, opponents, opponents_en, start_at, builder)
      select v.* from p cross join (values ${sql.join(legRows)}) as v(coupon_id, position,
        outcome_id, game_id, coef, block_id, is_live, market_type_id, market_kind, param, period,
        outcome_type_id, sport_id, champ_id, market_name, outcome_name, opponents, opponents_en,
        start_at, builder)
    )
    select response from p`.execute(trx);
  const row = rows[0];
  return row ? row.response : null;
}
