// What the lotto API answers (domain/lotto's views) from the stored rows. A draw's seed and
// numbers are answered only once it is past 'open': a draw in 'drawing' has its numbers stored
// and sells nothing more, so it shows as drawn while its last tickets are being paid.
import { sql, type Kysely } from 'kysely';
import type {
  LotteryDefinition,
  LotteryView,
  LottoDrawView,
  LottoTicketView,
} from '../../domain/lotto/index';
import { minorToMajorNumber } from '../../domain/money/amounts';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import {
  DRAW_COLUMNS,
  drawRowOf,
  ensureOpenDraw,
  openDrawsOf,
  selectDraws,
  type DrawRow,
  type LottoDeps,
} from './draws';
import { minorDigitsOf } from './lotteries';
import type { LottoTicketRowStatus } from './tables';
import { viewsInIdOrder } from '../poolGames/ticketViews';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The views of the draws, in the given order, with their ticket counts and winners. */
export async function drawViews(
  db: Kysely<DatabaseSchema>,
  draws: readonly DrawRow[],
): Promise<LottoDrawView[]> {
  if (draws.length === 0) return [];
  const ids = draws.map((d) => d.id);
  const [counts, winners] = await Promise.all([
    db
      .selectFrom('lotto_tickets')
      .select(['draw_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('draw_id', 'in', ids)
      .groupBy('draw_id')
      .execute(),
    db
      .selectFrom('lotto_tickets')
      .select([
        'draw_id',
        'currency_id',
        (eb) => eb.fn.countAll<string | number>().as('n'),
        (eb) => eb.fn.sum<string | number>('win').as('paid'),
      ])
      .where('draw_id', 'in', ids)
      .where('status', '=', 'won')
      .groupBy(['draw_id', 'currency_id'])
      .orderBy('currency_id')
      .execute(),
  ]);
  const countById = new Map(counts.map((c) => [String(c.draw_id), toSafeInteger(c.n)]));
  return draws.map((draw) => {
    const drawn = draw.status !== 'open';
    const view: LottoDrawView = {
      id: Number(draw.id),
      lotteryId: draw.lotteryId,
      number: draw.number,
      status: drawn ? 'drawn' : 'open',
      closesAt: iso(draw.closesAt),
      drawnAt: drawn && draw.drawnAt ? iso(draw.drawnAt) : null,
      serverSeedHash: draw.serverSeedHash,
      // Never before the draw: the seed decides the numbers.
      serverSeed: drawn ? draw.serverSeed : null,
      numbers: drawn ? draw.numbers : null,
      tickets: countById.get(draw.id) ?? 0,
    };
    if (drawn) {
      view.winners = winners
        .filter((w) => String(w.draw_id) === draw.id)
        .map((w) => ({
          currencyId: w.currency_id,
          tickets: toSafeInteger(w.n),
          paid: minorToMajorNumber(toSafeInteger(w.paid), minorDigitsOf(w.currency_id)),
        }));
    }
    return view;
  });
}

export async function drawView(db: Kysely<DatabaseSchema>, draw: DrawRow): Promise<LottoDrawView> {
  const [view] = await drawViews(db, [draw]);
  if (!view) throw new Error(`No view of draw ${draw.id}`);
  return view;
}

/** The brand's lotteries with the draw on sale (opened on demand) and the latest drawn one. */
export async function lotteryViews(
  deps: LottoDeps,
  brand: string,
  lotteries: readonly LotteryDefinition[],
): Promise<LotteryView[]> {
  if (lotteries.length === 0) return [];
  const ids = lotteries.map((l) => l.id);
  const [opens, lasts] = await Promise.all([
    openDrawsOf(deps.db, brand),
    sql<Parameters<typeof drawRowOf>[0]>`
      select distinct on (lottery_id) id, brand, lottery_id, number, status, closes_at,
        server_seed, server_seed_hash, numbers, drawn_at
      from lotto_draws
      where brand = ${brand} and status <> 'open' and lottery_id in (${sql.join(ids)})
      order by lottery_id, number desc`.execute(deps.db),
  ]);
  const openById = new Map(opens.map((d) => [d.lotteryId, d]));
  const lastById = new Map(lasts.rows.map((r) => [r.lottery_id, drawRowOf(r)]));
  const openDraws: DrawRow[] = [];
  for (const lottery of lotteries) {
    openDraws.push(await ensureOpenDraw(deps, brand, lottery, openById.get(lottery.id)));
  }
  // A draw closed just now by ensureOpenDraw is the latest drawn one.
  const lastDraws = await Promise.all(
    lotteries.map(async (lottery, i) => {
      const opened = openDraws[i]!;
      const last = lastById.get(lottery.id);
      if (last && last.number === opened.number - 1) return last;
      const previous = await selectDraws(deps.db)
        .where('brand', '=', brand)
        .where('lottery_id', '=', lottery.id)
        .where('status', '<>', 'open')
        .orderBy('number', 'desc')
        .limit(1)
        .executeTakeFirst();
      return previous ? drawRowOf(previous) : undefined;
    }),
  );
  const present = lastDraws.filter((d): d is DrawRow => d !== undefined);
  const views = await drawViews(deps.db, [...openDraws, ...present]);
  const viewById = new Map(views.map((v) => [String(v.id), v]));
  return lotteries.map((lottery, i) => {
    const last = lastDraws[i];
    return {
      ...lotteryView(lottery),
      openDraw: viewById.get(openDraws[i]!.id) ?? null,
      lastDraw: last ? (viewById.get(last.id) ?? null) : null,
    };
  });
}

function lotteryView(lottery: LotteryDefinition): Omit<LotteryView, 'openDraw' | 'lastDraw'> {
  return {
    id: lottery.id,
    nameKey: lottery.nameKey,
    of: lottery.of,
    drawn: lottery.drawn,
    pickMin: lottery.pickMin,
    pickMax: lottery.pickMax,
    stake: { ...lottery.stake },
    drawEveryMinutes: lottery.drawEveryMinutes,
    prizes: Object.fromEntries(Object.entries(lottery.prizes).map(([k, row]) => [k, { ...row }])),
  };
}

/**
 * The brand's past draws (of one lottery, or all), newest first; a lottery since removed from the
 * config keeps its past draws.
 */
export async function drawResults(
  db: Kysely<DatabaseSchema>,
  brand: string,
  lotteryId: string | undefined,
  query: PageQuery,
): Promise<Page<LottoDrawView>> {
  let base = db.selectFrom('lotto_draws').where('brand', '=', brand).where('status', '<>', 'open');
  if (lotteryId !== undefined) base = base.where('lottery_id', '=', lotteryId);
  const [rows, count] = await Promise.all([
    base
      .select(DRAW_COLUMNS)
      .orderBy('drawn_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await drawViews(db, rows.map(drawRowOf)),
    total: toSafeInteger(count.n),
    ...query,
  };
}

// ---------------------------------------------------------------- tickets

interface TicketSelection {
  id: string | number;
  draw_id: string | number;
  currency_id: number;
  numbers: number[];
  quick_pick: boolean;
  stake: string | number;
  win: string | number | null;
  matched: number | null;
  status: LottoTicketRowStatus;
  placed_at: Date;
  paid_at: Date | null;
  lottery_id: string;
  draw_number: number;
  draw_status: string;
  draw_numbers: number[] | null;
}

const TICKET_COLUMNS = sql`t.id, t.draw_id, t.currency_id, t.numbers, t.quick_pick, t.stake,
  t.win, t.matched, t.status, t.placed_at, t.paid_at, d.lottery_id, d.number as draw_number,
  d.status as draw_status, d.numbers as draw_numbers`;

function ticketViewOf(r: TicketSelection): LottoTicketView {
  const digits = minorDigitsOf(r.currency_id);
  const drawn = r.draw_status !== 'open';
  const paid = r.paid_at !== null;
  return {
    id: toSafeInteger(r.id),
    drawId: toSafeInteger(r.draw_id),
    lotteryId: r.lottery_id,
    drawNumber: r.draw_number,
    numbers: r.numbers,
    quickPick: r.quick_pick,
    currencyId: r.currency_id,
    stake: minorToMajorNumber(toSafeInteger(r.stake), digits),
    // What was paid: nothing before the ticket is settled.
    win: paid ? minorToMajorNumber(toSafeInteger(r.win), digits) : 0,
    status: r.status,
    matched: drawn ? r.matched : null,
    drawnNumbers: drawn ? r.draw_numbers : null,
    placedAt: iso(r.placed_at),
    settledAt: paid && r.paid_at ? iso(r.paid_at) : null,
  };
}

/** The tickets of these ids as the API shows them, in the given order (for the history too). */
export async function lottoTicketViews(
  db: Kysely<DatabaseSchema>,
  ticketIds: readonly (string | number)[],
): Promise<LottoTicketView[]> {
  if (ticketIds.length === 0) return [];
  const { rows } = await sql<TicketSelection>`
    select ${TICKET_COLUMNS} from lotto_tickets t join lotto_draws d on d.id = t.draw_id
    where t.id in (${sql.join(ticketIds.map((id) => sql`${String(id)}::bigint`))})`.execute(db);
  return viewsInIdOrder(ticketIds, rows, ticketViewOf);
}

/** The customer's tickets in the brand's draws (of one lottery, or all), newest first. */
export async function customerTickets(
  db: Kysely<DatabaseSchema>,
  userId: string,
  brand: string,
  lotteryId: string | undefined,
  query: PageQuery,
): Promise<Page<LottoTicketView>> {
  const where = sql`t.user_id = ${userId} and d.brand = ${brand}
    and ${lotteryId === undefined ? sql`true` : sql`d.lottery_id = ${lotteryId}`}`;
  const [page, count] = await Promise.all([
    sql<TicketSelection>`
      select ${TICKET_COLUMNS} from lotto_tickets t join lotto_draws d on d.id = t.draw_id
      where ${where}
      order by t.placed_at desc, t.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db),
    sql<{ n: string | number }>`
      select count(*) as n from lotto_tickets t join lotto_draws d on d.id = t.draw_id
      where ${where}`.execute(db),
  ]);
  return {
    items: page.rows.map(ticketViewOf),
    total: toSafeInteger(count.rows[0]?.n ?? 0),
    ...query,
  };
}
