// What the toto API answers (domain/toto's views), read from the toto tables alone, so a past
// draw or ticket reads the same whatever the feed holds now. Amounts leave in major units of their
// currency; names in the request's language.
import { sql, type Kysely } from 'kysely';
import { minorToMajorNumber } from '../../domain/money/amounts';
import { findCurrency } from '../../domain/money/currencies';
import type {
  TierSplit,
  TotoDrawStatus,
  TotoDrawView,
  TotoGameView,
  TotoPick,
  TotoPoolView,
  TotoRules,
  TotoTicketStatus,
  TotoTicketView,
} from '../../domain/toto/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import type { SportsLanguage } from '../sports/i18n';
import { gameNames } from './rules';
import { viewsInIdOrder } from '../poolGames/ticketViews';

export function minorDigitsOf(currencyId: number): number {
  return findCurrency(currencyId)?.minorUnitDigits ?? 2;
}

function major(minor: string | number, currencyId: number): number {
  return minorToMajorNumber(toSafeInteger(minor), minorDigitsOf(currencyId));
}

/** A toto_draws row as the views read it. */
export interface DrawRow {
  id: string | number;
  brand: string;
  number: number;
  status: TotoDrawStatus;
  rules: TotoRules;
  closes_at: Date;
  settled_at: Date | null;
}

export const DRAW_COLUMNS = [
  'id',
  'brand',
  'number',
  'status',
  'rules',
  'closes_at',
  'settled_at',
] as const;

/** The views of these draws (one brand), in the order given. */
export async function drawViews(
  db: Kysely<DatabaseSchema>,
  draws: readonly DrawRow[],
  language: SportsLanguage,
): Promise<TotoDrawView[]> {
  if (draws.length === 0) return [];
  const ids = draws.map((d) => String(d.id));
  const games = await db
    .selectFrom('toto_draw_games')
    .selectAll()
    .where('draw_id', 'in', ids)
    .orderBy('draw_id')
    .orderBy('position')
    .execute();
  const gamesOf = new Map<string, TotoGameView[]>();
  for (const g of games) {
    const list = gamesOf.get(String(g.draw_id)) ?? [];
    const names = gameNames(
      {
        champId: g.champ_id,
        champName: g.champ_name,
        champNameEn: g.champ_name_en,
        home: g.home,
        homeEn: g.home_en,
        away: g.away,
        awayEn: g.away_en,
      },
      language,
    );
    list.push({
      position: g.position,
      gameId: toSafeInteger(g.game_id),
      sportId: g.sport_id,
      startAt: g.start_at.toISOString(),
      ...names,
      outcome: g.outcome,
      score: g.score,
    });
    gamesOf.set(String(g.draw_id), list);
  }
  const pools = await poolViews(db, draws);
  return draws.map((d) => ({
    id: toSafeInteger(d.id),
    number: d.number,
    status: d.status,
    closesAt: d.closes_at.toISOString(),
    settledAt: d.settled_at ? d.settled_at.toISOString() : null,
    games: gamesOf.get(String(d.id)) ?? [],
    pools: pools.get(String(d.id)) ?? [],
  }));
}

/**
 * Each draw's pools by currency: a computed pool as settled (its split); before, the stakes so far
 * and the jackpot carried so far (the latest computed rollover of the brand in that currency).
 */
async function poolViews(
  db: Kysely<DatabaseSchema>,
  draws: readonly DrawRow[],
): Promise<Map<string, TotoPoolView[]>> {
  const ids = draws.map((d) => String(d.id));
  const computed = await db
    .selectFrom('toto_pools')
    .selectAll()
    .where('draw_id', 'in', ids)
    .orderBy('currency_id')
    .execute();
  const stakes = await db
    .selectFrom('toto_tickets')
    .select((eb) => [
      'draw_id',
      'currency_id',
      eb.fn.sum<string | number>('stake').as('stakes'),
      eb.fn.countAll<string | number>().as('tickets'),
    ])
    .where('draw_id', 'in', ids)
    .groupBy(['draw_id', 'currency_id'])
    .execute();
  const brand = draws[0]!.brand;
  const carried = await carriedJackpots(db, brand);
  const result = new Map<string, TotoPoolView[]>();
  for (const draw of draws) {
    const id = String(draw.id);
    const own = computed.filter((p) => String(p.draw_id) === id);
    if (own.length > 0 || draw.status === 'settling' || draw.status === 'settled') {
      result.set(
        id,
        own.map((p) => settledPoolView(p)),
      );
      continue;
    }
    const byCurrency = new Map<number, { stakes: number; tickets: number }>();
    for (const s of stakes) {
      if (String(s.draw_id) !== id) continue;
      byCurrency.set(s.currency_id, {
        stakes: toSafeInteger(s.stakes),
        tickets: toSafeInteger(s.tickets),
      });
    }
    for (const [currencyId, rollover] of carried) {
      if (rollover > 0 && !byCurrency.has(currencyId)) {
        byCurrency.set(currencyId, { stakes: 0, tickets: 0 });
      }
    }
    result.set(
      id,
      [...byCurrency.entries()]
        .sort(([a], [b]) => a - b)
        .map(([currencyId, s]) => ({
          currencyId,
          stakes: major(s.stakes, currencyId),
          jackpot: major(carried.get(currencyId) ?? 0, currencyId),
          tickets: s.tickets,
          tiers: draw.rules.tiers.map((t) => ({ correct: t.correct, shareBp: t.shareBp })),
        })),
    );
  }
  return result;
}

function settledPoolView(p: {
  currency_id: number;
  stakes: string | number;
  tickets: number;
  jackpot_in: string | number;
  operator_share: string | number;
  rollover: string | number;
  tiers: TierSplit[];
}): TotoPoolView {
  const c = p.currency_id;
  return {
    currencyId: c,
    stakes: major(p.stakes, c),
    jackpot: major(p.jackpot_in, c),
    tickets: p.tickets,
    tiers: p.tiers.map((t) => ({
      correct: t.correct,
      shareBp: t.shareBp,
      fund: major(t.fund, c),
      lines: t.lines,
      perLine: major(t.perLine, c),
    })),
    operatorShare: major(p.operator_share, c),
    rollover: major(p.rollover, c),
  };
}

/**
 * The jackpot each currency of the brand carries now: the rollover of its latest computed pool
 * (pools of a brand are computed one at a time, so the latest is the one the next takes from).
 */
export async function carriedJackpots(
  db: Kysely<DatabaseSchema>,
  brand: string,
): Promise<Map<number, number>> {
  const { rows } = await sql<{ currency_id: number; rollover: string | number }>`
    select distinct on (p.currency_id) p.currency_id, p.rollover
    from toto_pools p join toto_draws d on d.id = p.draw_id
    where d.brand = ${brand}
    order by p.currency_id, p.seq desc`.execute(db);
  return new Map(rows.map((r) => [r.currency_id, toSafeInteger(r.rollover)]));
}

/** A toto_tickets row (with its draw's number) as the views read it. */
export interface TicketRow {
  id: string | number;
  draw_id: string | number;
  draw_number: number;
  currency_id: number;
  picks: TotoPick[][];
  lines: number;
  unit_stake: string | number;
  stake: string | number;
  win: string | number | null;
  correct: number | null;
  status: TotoTicketStatus;
  placed_at: Date;
  paid_at: Date | null;
}

export function ticketView(t: TicketRow): TotoTicketView {
  const c = t.currency_id;
  return {
    id: toSafeInteger(t.id),
    drawId: toSafeInteger(t.draw_id),
    drawNumber: t.draw_number,
    picks: t.picks,
    lines: t.lines,
    currencyId: c,
    unitStake: major(t.unit_stake, c),
    stake: major(t.stake, c),
    // A win shows once it is paid (the ticket says won exactly when the money moved).
    win: t.status === 'won' && t.win !== null ? major(t.win, c) : 0,
    status: t.status,
    correct: t.correct,
    placedAt: t.placed_at.toISOString(),
    settledAt: t.paid_at ? t.paid_at.toISOString() : null,
  };
}

export interface TicketPage {
  items: TotoTicketView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The customer's tickets of the brand's draws, newest first (the `coupons` section, history). */
const TICKET_COLUMNS = [
  't.id',
  't.draw_id',
  'd.number as draw_number',
  't.currency_id',
  't.picks',
  't.lines',
  't.unit_stake',
  't.stake',
  't.win',
  't.correct',
  't.status',
  't.placed_at',
  't.paid_at',
] as const;

/** These tickets (any brand), in the order of the ids given; unknown ids are left out. */
export async function totoTicketViews(
  db: Kysely<DatabaseSchema>,
  ticketIds: readonly (string | number)[],
): Promise<TotoTicketView[]> {
  if (ticketIds.length === 0) return [];
  const rows = await db
    .selectFrom('toto_tickets as t')
    .innerJoin('toto_draws as d', 'd.id', 't.draw_id')
    .where(
      't.id',
      'in',
      ticketIds.map((id) => String(id)),
    )
    .select(TICKET_COLUMNS)
    .execute();
  return viewsInIdOrder(ticketIds, rows, ticketView);
}

export async function ticketHistory(
  db: Kysely<DatabaseSchema>,
  userId: string,
  brand: string,
  page: number,
  pageSize: number,
): Promise<TicketPage> {
  const base = db
    .selectFrom('toto_tickets as t')
    .innerJoin('toto_draws as d', 'd.id', 't.draw_id')
    .where('t.user_id', '=', userId)
    .where('d.brand', '=', brand);
  const count = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(TICKET_COLUMNS)
    .orderBy('t.placed_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(ticketView), total: toSafeInteger(count.n), page, pageSize };
}
