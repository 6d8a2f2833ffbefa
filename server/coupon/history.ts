// GET /web-api/bets/history: the customer's coupons, newest first, filtered by period (placed
// within the last 1, 7, 30 or 90 days, or all), status and type, in pages; legs named in the
// request's language.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { DEFAULT_SPORTS_LANGUAGE, type SportsLanguage } from '../sports/i18n';
import { readCoupons } from './couponRepository';
import type { PlacedCoupon } from './placedCoupon';

export type HistoryPeriod = '1d' | '7d' | '30d' | '90d' | 'all';
export type HistoryStatus = 'open' | 'won' | 'lost' | 'void' | 'all';

export interface HistoryQuery {
  period: HistoryPeriod;
  status: HistoryStatus;
  /** 0 singles, 1 express, 2 system, 4 blocks; absent: every type. */
  type?: number;
  page: number;
  pageSize: number;
}

const PERIOD_DAYS: Readonly<Record<Exclude<HistoryPeriod, 'all'>, number>> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

export async function couponHistory(
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: HistoryQuery,
  now: Date,
  language: SportsLanguage = DEFAULT_SPORTS_LANGUAGE,
): Promise<{ items: PlacedCoupon[]; total: number; page: number; pageSize: number }> {
  let base = db.selectFrom('coupons').where('user_id', '=', userId);
  if (query.period !== 'all') {
    const since = new Date(now.getTime() - PERIOD_DAYS[query.period] * 86_400_000);
    base = base.where('placed_at', '>=', since);
  }
  if (query.status !== 'all') base = base.where('status', '=', query.status);
  if (query.type !== undefined) base = base.where('type_id', '=', query.type);
  const [items, count] = await Promise.all([
    readCoupons(
      db,
      () =>
        base
          .orderBy('placed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      language,
    ),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: toSafeInteger(count.n), page: query.page, pageSize: query.pageSize };
}
