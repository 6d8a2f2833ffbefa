// GET /web-api/bets/history: the customer's coupons and casino rounds, newest first, filtered by
// product (sports, casino or all), period (placed within the last 1, 7, 30 or 90 days, or all),
// status and type (a coupon type: rounds have none), in pages; legs named in the request's
// language. `items` holds the page's coupons, `entries` the page itself, coupons and rounds.
import { sql, type Kysely } from 'kysely';
import type { HistoryEntry, HistoryProduct } from '../../domain/casino/casinoHistory';
import { readCasinoRounds, roundStatusCondition } from '../casino/wallet/casinoRounds';
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
  /** 0 singles, 1 express, 2 system, 4 blocks; absent: every type (and casino rounds). */
  type?: number;
  /** Sports coupons (the default), casino rounds, or both in one list. */
  product?: HistoryProduct;
  page: number;
  pageSize: number;
}

const PERIOD_DAYS: Readonly<Record<Exclude<HistoryPeriod, 'all'>, number>> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

export interface HistoryPage {
  items: PlacedCoupon[];
  entries: HistoryEntry<PlacedCoupon>[];
  total: number;
  page: number;
  pageSize: number;
}

export async function couponHistory(
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: HistoryQuery,
  now: Date,
  language: SportsLanguage = DEFAULT_SPORTS_LANGUAGE,
): Promise<HistoryPage> {
  const since =
    query.period === 'all'
      ? null
      : new Date(now.getTime() - PERIOD_DAYS[query.period] * 86_400_000);
  if ((query.product ?? 'sports') === 'sports') {
    return sportsHistory(db, userId, query, since, language);
  }
  return mixedHistory(db, userId, query, since, language);
}

async function sportsHistory(
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: HistoryQuery,
  since: Date | null,
  language: SportsLanguage,
): Promise<HistoryPage> {
  let base = db.selectFrom('coupons').where('user_id', '=', userId);
  if (since) base = base.where('placed_at', '>=', since);
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
  return {
    items,
    entries: items.map((coupon) => ({ kind: 'coupon', coupon })),
    total: toSafeInteger(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Casino rounds, or rounds and coupons in one list: ids and times first, then the rows. */
async function mixedHistory(
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: HistoryQuery,
  since: Date | null,
  language: SportsLanguage,
): Promise<HistoryPage> {
  const withCoupons = query.product === 'all';
  // A coupon type filter leaves rounds out: they have no coupon type.
  const withRounds = query.type === undefined;
  const coupons = sql`
    select 'coupon' as kind, c.id, c.placed_at as at from coupons c
    where ${withCoupons ? sql`true` : sql`false`} and c.user_id = ${userId}
      and ${since ? sql`c.placed_at >= ${since}` : sql`true`}
      and ${query.status === 'all' ? sql`true` : sql`c.status = ${query.status}`}
      and ${query.type === undefined ? sql`true` : sql`c.type_id = ${query.type}`}`;
  const rounds = sql`
    select 'casino' as kind, r.id, r.opened_at as at from casino_rounds r
    where ${withRounds ? sql`true` : sql`false`} and r.user_id = ${userId}
      and ${since ? sql`r.opened_at >= ${since}` : sql`true`}
      and ${roundStatusCondition(query.status)}`;
  const [page, count] = await Promise.all([
    sql<{ kind: 'coupon' | 'casino'; id: string | number }>`
      select kind, id from (${coupons} union all ${rounds}) e
      order by at desc, kind desc, id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db),
    sql<{ n: string | number }>`
      select count(*) as n from (${coupons} union all ${rounds}) e`.execute(db),
  ]);
  const couponIds = page.rows.filter((r) => r.kind === 'coupon').map((r) => String(r.id));
  const roundIds = page.rows.filter((r) => r.kind === 'casino').map((r) => String(r.id));
  const [items, roundList] = await Promise.all([
    couponIds.length === 0
      ? Promise.resolve([])
      : readCoupons(db, (q) => q.where('id', 'in', couponIds), language),
    readCasinoRounds(db, roundIds),
  ]);
  const couponById = new Map(items.map((c) => [String(c.id), c]));
  const roundById = new Map(roundList.map((r) => [String(r.id), r]));
  const entries = page.rows.flatMap((row): HistoryEntry<PlacedCoupon>[] => {
    if (row.kind === 'coupon') {
      const coupon = couponById.get(String(row.id));
      return coupon ? [{ kind: 'coupon', coupon }] : [];
    }
    const round = roundById.get(String(row.id));
    return round ? [{ kind: 'casino', round }] : [];
  });
  return {
    items: entries.flatMap((e) => (e.kind === 'coupon' ? [e.coupon] : [])),
    entries,
    total: toSafeInteger(count.rows[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
