// A booked leg's names in the answer's language. Legs keep what names them in any language (market
// and outcome types, line, period, sport; opponents' Russian and English names) next to the
// provider's (Russian) market and outcome names at placement, which stay the names when a
// language's table has none for the market.
import type { Kysely } from 'kysely';
import type { BuilderPick } from '../../domain/coupon/betBuilder';
import { builderLegNames } from '../../domain/coupon/betBuilderLeg';
import type { DatabaseSchema } from '../db/schema';
import { sportsNames, type BetNaming, type SportsLanguage } from '../sports/i18n';
import type { PlacedCoupon, PlacedLeg } from './placedCoupon';

/** The stored fields of a leg that name it. */
export interface LegNaming extends BetNaming {
  /** The provider's names at placement. */
  marketName: string;
  outcomeName: string;
  /** Home first. */
  opponents: readonly string[];
  opponentsEn: readonly string[];
  /** A bet builder leg's picks: named from them in every language. */
  builder?: readonly BuilderPick[] | null;
}

/** The coupon_legs columns `legNamingOf` reads. */
export const LEG_NAMING_COLUMNS = [
  'sport_id',
  'market_type_id',
  'param',
  'period',
  'outcome_type_id',
  'market_name',
  'outcome_name',
  'opponents',
  'opponents_en',
  'builder',
] as const;

export function legNamingOf(row: {
  sport_id: number;
  market_type_id: number;
  param: number | null;
  period: number | null;
  outcome_type_id: number;
  market_name: string;
  outcome_name: string;
  opponents: string[];
  opponents_en: string[];
  builder?: BuilderPick[] | null;
}): LegNaming {
  return {
    sportId: row.sport_id,
    marketTypeId: row.market_type_id,
    param: row.param,
    period: row.period,
    outcomeTypeId: row.outcome_type_id,
    marketName: row.market_name,
    outcomeName: row.outcome_name,
    opponents: row.opponents,
    opponentsEn: row.opponents_en,
    builder: row.builder ?? null,
  };
}

/** A leg's market, outcome and opponents' names in `language`, as the sports API names them. */
export function legNames(
  leg: LegNaming,
  language: SportsLanguage,
): Pick<PlacedLeg, 'marketName' | 'outcomeName' | 'opponents'> {
  const names = sportsNames(language);
  const derived = leg.builder ? builderLegNames(leg.builder, language) : names.betNames(leg);
  return {
    marketName: derived.marketName ?? leg.marketName,
    outcomeName: derived.outcomeName ?? leg.outcomeName,
    opponents: leg.opponents.map((name, i) => names.opponentName(name, leg.opponentsEn[i] ?? name)),
  };
}

/**
 * The coupons with their legs named in `language`, from the legs' stored naming fields (a replayed
 * placement answer keeps the names it was stored with). Legs are matched by coupon id and position.
 */
export async function nameCouponLegs(
  db: Kysely<DatabaseSchema>,
  coupons: PlacedCoupon[],
  language: SportsLanguage,
): Promise<PlacedCoupon[]> {
  if (coupons.length === 0) return coupons;
  const rows = await db
    .selectFrom('coupon_legs')
    .select(['coupon_id', 'position', ...LEG_NAMING_COLUMNS])
    .where(
      'coupon_id',
      'in',
      coupons.map((c) => String(c.id)),
    )
    .execute();
  const naming = new Map(rows.map((r) => [`${String(r.coupon_id)}:${r.position}`, legNamingOf(r)]));
  return coupons.map((coupon) => ({
    ...coupon,
    legs: coupon.legs.map((leg, position) => {
      const stored = naming.get(`${coupon.id}:${position}`);
      return stored ? { ...leg, ...legNames(stored, language) } : leg;
    }),
  }));
}
