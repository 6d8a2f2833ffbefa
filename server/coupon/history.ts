// GET /web-api/bets/history: the customer's coupons, casino rounds, toto and lotto tickets, newest
// first, filtered by product (sports, casino, toto, lotto or all), period (placed within the last 1, 7, 30 or 90 days, or all),
// status and type (a coupon type: rounds have none), in pages; legs named in the request's
// language. `items` holds the page's coupons, `entries` the page itself, coupons and rounds.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { HistoryEntry, HistoryProduct } from '../../domain/casino/casinoHistory';
import { lottoTicketViews } from '../lotto/index';
import { totoTicketViews } from '../toto/index';
import { readCasinoRounds, roundStatusCondition } from '../casino/wallet/casinoRounds';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { DEFAULT_SPORTS_LANGUAGE, type SportsLanguage } from '../sports/i18n';
import { readCoupons } from './couponRepository';
import type { PlacedCoupon } from './placedCoupon';

export type HistoryPeriod = '1d' | '7d' | '30d' | '90d' | 'all';
export type HistoryStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'all';

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

/** One way of reading a history page: coupons since `since` (null: ever), legs named in `language`. */
type HistoryReader = (
  db: Kysely<DatabaseSchema>,
  userId: string,
  query: HistoryQuery,
  since: Date | null,
  language: SportsLanguage,
) => Promise<HistoryPage>;

const sportsHistory: HistoryReader = async (db, userId, query, since, language) => {
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
};

/**
 * Every product but sports alone (casino rounds, toto and lotto tickets, or all of them with the
 * coupons) in one list: kinds, ids and times first, then the rows of the page.
 */
const mixedHistory: HistoryReader = async (db, userId, query, since, language) => {
  const product = query.product ?? 'sports';
  const wants = (kind: Exclude<HistoryProduct, 'all'>) =>
    // A coupon type filter leaves everything but coupons out: only coupons have a type.
    (product === 'all' || product === kind) && (kind === 'sports' || query.type === undefined);
  const when = (column: RawBuilder<unknown>) => (since ? sql`${column} >= ${since}` : sql`true`);
  // Tickets are open, won or lost: a 'void' filter finds none.
  const ticketStatus = (column: RawBuilder<unknown>) =>
    query.status === 'all' ? sql`true` : sql`${column} = ${query.status}`;
  const coupons = sql`
    select 'coupon' as kind, c.id, c.placed_at as at from coupons c
    where ${wants('sports') ? sql`true` : sql`false`} and c.user_id = ${userId}
      and ${when(sql`c.placed_at`)}
      and ${query.status === 'all' ? sql`true` : sql`c.status = ${query.status}`}
      and ${query.type === undefined ? sql`true` : sql`c.type_id = ${query.type}`}`;
  const rounds = sql`
    select 'casino' as kind, r.id, r.opened_at as at from casino_rounds r
    where ${wants('casino') ? sql`true` : sql`false`} and r.user_id = ${userId}
      and ${when(sql`r.opened_at`)}
      and ${query.status === 'cashed_out' ? sql`false` : roundStatusCondition(query.status)}`;
  const toto = sql`
    select 'toto' as kind, t.id, t.placed_at as at from toto_tickets t
    where ${wants('toto') ? sql`true` : sql`false`} and t.user_id = ${userId}
      and ${when(sql`t.placed_at`)} and ${ticketStatus(sql`t.status`)}`;
  const lotto = sql`
    select 'lotto' as kind, l.id, l.placed_at as at from lotto_tickets l
    where ${wants('lotto') ? sql`true` : sql`false`} and l.user_id = ${userId}
      and ${when(sql`l.placed_at`)} and ${ticketStatus(sql`l.status`)}`;
  const all = sql`${coupons} union all ${rounds} union all ${toto} union all ${lotto}`;
  const [page, count] = await Promise.all([
    sql<{ kind: HistoryEntry<PlacedCoupon>['kind']; id: string | number }>`
      select kind, id from (${all}) e
      order by at desc, kind desc, id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n from (${all}) e`.execute(db),
  ]);
  const idsOf = (kind: HistoryEntry<PlacedCoupon>['kind']) =>
    page.rows.filter((r) => r.kind === kind).map((r) => String(r.id));
  const couponIds = idsOf('coupon');
  const [items, roundList, totoList, lottoList] = await Promise.all([
    couponIds.length === 0
      ? Promise.resolve([])
      : readCoupons(db, (q) => q.where('id', 'in', couponIds), language),
    readCasinoRounds(db, idsOf('casino')),
    totoTicketViews(db, idsOf('toto')),
    lottoTicketViews(db, idsOf('lotto')),
  ]);
  const byId = <T extends { id: string | number }>(list: readonly T[]) =>
    new Map(list.map((item) => [String(item.id), item]));
  const couponById = byId(items);
  const roundById = byId(roundList);
  const totoById = byId(totoList);
  const lottoById = byId(lottoList);
  // A row whose item was not read is left out.
  const entryOf = <T>(item: T | undefined, entry: (found: T) => HistoryEntry<PlacedCoupon>) =>
    item ? [entry(item)] : [];
  const entries = page.rows.flatMap((row): HistoryEntry<PlacedCoupon>[] => {
    const id = String(row.id);
    switch (row.kind) {
      case 'coupon':
        return entryOf(couponById.get(id), (coupon) => ({ kind: 'coupon', coupon }));
      case 'casino':
        return entryOf(roundById.get(id), (round) => ({ kind: 'casino', round }));
      case 'toto':
        return entryOf(totoById.get(id), (ticket) => ({ kind: 'toto', ticket }));
      case 'lotto':
        return entryOf(lottoById.get(id), (ticket) => ({ kind: 'lotto', ticket }));
    }
  });
  return {
    items: entries.flatMap((e) => (e.kind === 'coupon' ? [e.coupon] : [])),
    entries,
    total: toSafeInteger(count.rows[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
};
