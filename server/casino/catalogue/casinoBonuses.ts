// Casino promotions, tournaments with a leaderboard from real play, and cashback from real play.
// Play is read from the ledger: casino_bet, casino_win and casino_rollback transactions whose
// reference names the game (casinoLedgerReference: casino:{gameId}:{roundId}), posted to the
// customer's accounts.
import { sql, type Kysely } from 'kysely';
import { prizeOfPlace, prizePool } from '../../../domain/casino/catalogueBonusSeed';
import type { CashbackPayoutTerms } from '../../../domain/bonus/index';
import type {
  CashbackAnswer,
  CashbackPaidView,
  CashbackProgram,
  CasinoPromotion,
  CasinoTournament,
  CasinoTournamentDetail,
  LeaderboardEntry,
  TournamentSchedule,
} from '../../../domain/casino/catalogueBonusTypes';
import { periodAt, type Period } from '../../../domain/casino/catalogueSchedule';
import { CASHBACK_RULES, cashbackFor, tiersInCurrency } from '../../../domain/casino/cashback';
import type { DatabaseSchema } from '../../db/index';
import { toSafeInteger } from '../../money/bigints';
import type { TextsByLanguage } from './tables';

type Db = Kysely<DatabaseSchema>;
export type BonusLanguage = keyof TextsByLanguage;

/** Rows a leaderboard shows before the asker's own. */
export const LEADERBOARD_TOP = 50;

function textsIn(texts: TextsByLanguage, lng: BonusLanguage) {
  return texts[lng] ?? texts.ru;
}

export async function listPromotions(db: Db, lng: BonusLanguage): Promise<CasinoPromotion[]> {
  const rows = await db.selectFrom('casino_promotions').selectAll().orderBy('sort_order').execute();
  return rows.map((row) => {
    const texts = textsIn(row.texts, lng);
    return {
      id: row.id,
      title: texts.title,
      summary: texts.summary,
      terms: texts.terms ?? [],
      colours: { from: row.art_from, to: row.art_to, accent: row.art_accent },
      targetRoute: row.target_route,
      endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    };
  });
}

export async function findPromotion(
  db: Db,
  id: number,
  lng: BonusLanguage,
): Promise<CasinoPromotion | undefined> {
  return (await listPromotions(db, lng)).find((p) => p.id === id);
}

type TournamentRow = Awaited<ReturnType<typeof tournamentRows>>[number];

async function tournamentRows(db: Db, id?: number) {
  let query = db.selectFrom('casino_tournaments').selectAll().orderBy('sort_order');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

async function tournamentGameIds(db: Db, tournamentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('casino_tournament_games')
    .select('game_id')
    .where('tournament_id', '=', tournamentId)
    .orderBy('game_id')
    .execute();
  return rows.map((r) => Number(r.game_id));
}

async function toTournament(
  db: Db,
  row: TournamentRow,
  lng: BonusLanguage,
  now: Date,
): Promise<CasinoTournament> {
  const texts = textsIn(row.texts, lng);
  const period = periodAt(row.schedule as TournamentSchedule, now);
  return {
    id: row.id,
    title: texts.title,
    summary: texts.summary,
    schedule: row.schedule as TournamentSchedule,
    startsAt: period.start.toISOString(),
    endsAt: period.end.toISOString(),
    currencyId: row.currency_id,
    minStake: toSafeInteger(row.min_stake),
    prizes: row.prizes,
    prizePool: prizePool(row.prizes),
    gameIds: await tournamentGameIds(db, row.id),
    colours: { from: row.art_from, to: row.art_to, accent: row.art_accent },
  };
}

export async function listTournaments(
  db: Db,
  lng: BonusLanguage,
  now: Date,
): Promise<CasinoTournament[]> {
  const rows = await tournamentRows(db);
  return Promise.all(rows.map((row) => toTournament(db, row, lng, now)));
}

/** A player as others see them: the id's last digits only. */
export function maskedPlayer(userId: string): string {
  return `ID ***${userId.slice(-3)}`;
}

/** A place on a tournament window's leaderboard. */
export interface TournamentStanding {
  userId: string;
  /** Sum of counted stakes, minor units of the tournament's currency. */
  points: number;
  /** 1-based. */
  place: number;
}

/**
 * The leaderboard of a tournament over a window, every customer with points: points are the
 * customer's stakes in the tournament's games and currency, at least minStake each, minus stakes
 * rolled back; ties go to whoever got there first. The page shows the current window's; the prize
 * sweep pays a closed one's (server/bonus/tournamentPrizes.ts).
 */
export async function tournamentStandings(
  db: Db,
  tournament: { id: number; currencyId: number; minStake: number },
  window: Period,
): Promise<TournamentStanding[]> {
  const { id, currencyId, minStake } = tournament;
  const result = await sql<{
    user_id: string | number;
    points: string | number;
    rank: string | number;
  }>`
    with plays as (
      select a.user_id, -p.amount as points, t.created_at
      from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id
      join accounts a on a.id = p.account_id
      where t.kind in ('casino_bet', 'casino_rollback')
        and t.created_at >= ${window.start.toISOString()}::timestamptz
        and t.created_at < ${window.end.toISOString()}::timestamptz
        and a.user_id is not null
        and p.currency_id = ${currencyId}
        and t.reference like 'casino:%'
        and split_part(t.reference, ':', 2) in (
          select game_id::text from casino_tournament_games where tournament_id = ${id}
        )
        and (t.kind = 'casino_rollback' or -p.amount >= ${minStake})
    ),
    totals as (
      select user_id, sum(points) as points, max(created_at) as reached_at
      from plays group by user_id
    )
    select user_id, points,
      row_number() over (order by points desc, reached_at asc, user_id asc) as rank
    from totals
    where points > 0
    order by rank`.execute(db);
  return result.rows.map((r) => ({
    userId: String(r.user_id),
    points: toSafeInteger(r.points),
    place: Number(r.rank),
  }));
}

/** The tournaments as the prize sweep reads them: schedule, currency, stake floor and prizes. */
export async function tournamentPrizeRules(db: Db) {
  const rows = await tournamentRows(db);
  return rows.map((row) => ({
    id: row.id,
    schedule: row.schedule as TournamentSchedule,
    currencyId: row.currency_id,
    minStake: toSafeInteger(row.min_stake),
    prizes: row.prizes,
    texts: row.texts,
  }));
}

/** The tournament with its current window's leaderboard (tournamentStandings). */
export async function tournamentDetail(
  db: Db,
  id: number,
  lng: BonusLanguage,
  now: Date,
  askerId: string | undefined,
): Promise<CasinoTournamentDetail | undefined> {
  const [row] = await tournamentRows(db, id);
  if (!row) return undefined;
  const tournament = await toTournament(db, row, lng, now);
  const standings = await tournamentStandings(db, tournament, {
    start: new Date(tournament.startsAt),
    end: new Date(tournament.endsAt),
  });
  const board: LeaderboardEntry[] = [];
  for (const { userId, points, place } of standings) {
    const isMe = askerId !== undefined && userId === askerId;
    if (place > LEADERBOARD_TOP && !isMe) continue;
    board.push({
      place,
      player: maskedPlayer(userId),
      points,
      prize: prizeOfPlace(row.prizes, place),
      isMe,
    });
  }
  return { ...tournament, leaderboard: board };
}

/** One customer's casino play in one currency over a period, minor units. */
export interface CasinoPlayLine {
  userId: string;
  currencyId: number;
  stakes: number;
  wins: number;
  rollbacks: number;
}

/**
 * Casino play over [period.start, period.end) per customer and currency: stakes, wins and
 * rollbacks posted to the customer's accounts. The one computation of cashback's totals: the page
 * asks it for one customer and the current period (cashbackOf), the payout sweep for everyone and
 * a closed period (server/bonus/cashback.ts).
 */
export async function casinoPlayTotals(
  db: Db,
  period: Period,
  userId?: string,
): Promise<CasinoPlayLine[]> {
  const rows = await sql<{
    user_id: string | number;
    currency_id: number;
    stakes: string | number;
    wins: string | number;
    rollbacks: string | number;
  }>`
    select a.user_id, p.currency_id,
      coalesce(sum(case when t.kind = 'casino_bet' then -p.amount end), 0) as stakes,
      coalesce(sum(case when t.kind = 'casino_win' then p.amount end), 0) as wins,
      coalesce(sum(case when t.kind = 'casino_rollback' then p.amount end), 0) as rollbacks
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id
    join accounts a on a.id = p.account_id
    where t.kind in ('casino_bet', 'casino_win', 'casino_rollback')
      and t.created_at >= ${period.start.toISOString()}::timestamptz
      and t.created_at < ${period.end.toISOString()}::timestamptz
      and a.user_id is not null
      ${userId === undefined ? sql`` : sql`and a.user_id = ${userId}`}
    group by a.user_id, p.currency_id
    order by a.user_id, p.currency_id`.execute(db);
  return rows.rows.map((r) => ({
    userId: String(r.user_id),
    currencyId: Number(r.currency_id),
    stakes: toSafeInteger(r.stakes),
    wins: toSafeInteger(r.wins),
    rollbacks: toSafeInteger(r.rollbacks),
  }));
}

/** How many paid periods the page lists. */
export const CASHBACK_PAID_SHOWN = 5;

/** The customer's last paid cashback of a program, newest first. */
export async function paidCashback(
  db: Db,
  userId: string,
  program: CashbackProgram,
): Promise<CashbackPaidView[]> {
  const rows = await db
    .selectFrom('cashback_payouts')
    .select([
      'period_start',
      'period_end',
      'currency_id',
      'amount',
      'net_loss',
      'percent_hundredths',
      'paid_at',
      'paid_to',
    ])
    .where('user_id', '=', userId)
    .where('program', '=', program)
    .orderBy('period_start', 'desc')
    .orderBy('currency_id')
    .limit(CASHBACK_PAID_SHOWN)
    .execute();
  return rows.map((r) => ({
    periodStart: new Date(r.period_start).toISOString(),
    periodEnd: new Date(r.period_end).toISOString(),
    currencyId: r.currency_id,
    amount: toSafeInteger(r.amount),
    netLoss: toSafeInteger(r.net_loss),
    percentHundredths: r.percent_hundredths,
    paidAt: new Date(r.paid_at).toISOString(),
    paidTo: r.paid_to === 'main' ? 'main' : 'bonus',
  }));
}

/**
 * The customer's casino play and cashback estimate for the program's current period, per
 * currency, with how a closed period is paid on their brand and what was paid before.
 */
export async function cashbackOf(
  db: Db,
  userId: string,
  program: CashbackProgram,
  now: Date,
  payout: CashbackPayoutTerms,
): Promise<CashbackAnswer> {
  const rule = CASHBACK_RULES[program];
  const period = periodAt(rule.period, now);
  let lines: Omit<CasinoPlayLine, 'userId'>[] = await casinoPlayTotals(db, period, userId);
  if (lines.length === 0) {
    const user = await db
      .selectFrom('users')
      .select('currency_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    lines = [{ currencyId: user?.currency_id ?? 643, stakes: 0, wins: 0, rollbacks: 0 }];
  }
  return {
    program,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    accounts: lines.map((line) => ({
      currencyId: line.currencyId,
      stakes: line.stakes,
      wins: line.wins,
      rollbacks: line.rollbacks,
      ...cashbackFor(rule, line.currencyId, line),
      tiers: tiersInCurrency(rule, line.currencyId),
    })),
    payout: { multiplier: payout.multiplier, expiryDays: payout.expiryDays },
    paid: await paidCashback(db, userId, program),
  };
}
