// Reading booked coupons back as PlacedCoupon (one coupon, the history): coupon rows, then their
// legs in one query, named in the answer's language (legNames.ts).
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { minorToMajorNumber } from '../../domain/money/amounts';
import { findCurrency } from '../../domain/money/currencies';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { DEFAULT_SPORTS_LANGUAGE, type SportsLanguage } from '../sports/i18n';
import { LEG_NAMING_COLUMNS, legNames, legNamingOf } from './legNames';
import type { PlacedCoupon, PlacedLeg } from './placedCoupon';

const COUPON_COLUMNS = [
  'id',
  'type_id',
  'amount',
  'coef_hundredths',
  'possible_win',
  'status',
  'placed_at',
  'currency_id',
  'account_id',
  'system_value',
  'is_vip',
  'free_bet_id',
  'payout',
  'settled_at',
  'live_amount',
  'cashed_out',
  'ref_id',
  'tax_rate_bp',
  'tax',
  'hyper_bonus_percent_hundredths',
  'hyper_bonus',
] as const;

type CouponsQuery = SelectQueryBuilder<DatabaseSchema, 'coupons', object>;

/** The user's coupon with that id, or undefined (another's coupon is not told apart from none). */
export async function findUserCoupon(
  db: Kysely<DatabaseSchema>,
  userId: string,
  couponId: string,
  language: SportsLanguage = DEFAULT_SPORTS_LANGUAGE,
): Promise<PlacedCoupon | undefined> {
  const [coupon] = await readCoupons(
    db,
    (q) => q.where('id', '=', couponId).where('user_id', '=', userId),
    language,
  );
  return coupon;
}

/** Coupons the query selects (filters, order, paging), each with its legs named in `language`. */
export async function readCoupons(
  db: Kysely<DatabaseSchema>,
  refine: (q: CouponsQuery) => CouponsQuery,
  language: SportsLanguage = DEFAULT_SPORTS_LANGUAGE,
): Promise<PlacedCoupon[]> {
  const rows = await refine(db.selectFrom('coupons'))
    .select([...COUPON_COLUMNS])
    .execute();
  if (rows.length === 0) return [];
  const legs = await db
    .selectFrom('coupon_legs')
    .select([
      'coupon_id',
      'outcome_id',
      'game_id',
      'coef_hundredths',
      'block_id',
      ...LEG_NAMING_COLUMNS,
      'start_at',
      'is_live',
      'sport_id',
      'champ_id',
      'result',
    ])
    .where(
      'coupon_id',
      'in',
      rows.map((r) => String(r.id)),
    )
    .orderBy('coupon_id')
    .orderBy('position')
    .execute();
  const legsByCoupon = new Map<string, PlacedLeg[]>();
  for (const leg of legs) {
    const key = String(leg.coupon_id);
    const list = legsByCoupon.get(key) ?? [];
    list.push({
      outcomeId: toSafeInteger(leg.outcome_id),
      gameId: toSafeInteger(leg.game_id),
      coef: leg.coef_hundredths / 100,
      blockId: leg.block_id,
      ...legNames(legNamingOf(leg), language),
      startAt: Math.floor(leg.start_at.getTime() / 1000),
      isLive: leg.is_live,
      sportId: leg.sport_id,
      champId: leg.champ_id,
      result: leg.result as PlacedLeg['result'],
    });
    legsByCoupon.set(key, list);
  }
  return rows.map((r) => {
    const digits = findCurrency(r.currency_id)?.minorUnitDigits ?? 2;
    const major = (minor: string | number) => minorToMajorNumber(toSafeInteger(minor), digits);
    return {
      id: toSafeInteger(r.id),
      typeId: r.type_id as PlacedCoupon['typeId'],
      amount: major(r.amount),
      coef: toSafeInteger(r.coef_hundredths) / 100,
      possibleWin: major(r.possible_win),
      status: r.status as PlacedCoupon['status'],
      placedAt: r.placed_at.toISOString(),
      currencyId: r.currency_id,
      accountId: toSafeInteger(r.account_id),
      systemValue: r.system_value,
      isVip: r.is_vip,
      isFreeBet: r.free_bet_id !== null,
      refId: r.ref_id,
      cashedOut: major(r.cashed_out),
      liveAmount: major(r.live_amount ?? r.amount),
      payout: r.payout === null ? null : major(r.payout),
      settledAt: r.settled_at === null ? null : r.settled_at.toISOString(),
      ...(r.tax_rate_bp === null ? {} : { tax: major(r.tax) }),
      ...(r.hyper_bonus_percent_hundredths === null
        ? {}
        : {
            hyperBonusPercent: r.hyper_bonus_percent_hundredths / 100,
            hyperBonus: major(r.hyper_bonus),
          }),
      legs: legsByCoupon.get(String(r.id)) ?? [],
    };
  });
}
