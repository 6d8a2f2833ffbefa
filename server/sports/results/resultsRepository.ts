import { sql, type Kysely } from 'kysely';
import type { CyberType, GameResult } from '../../../domain/sports/types';
import type { DatabaseSchema } from '../../db/index';

/** Stores a finished game's result once (a repeated call changes nothing). */
export async function insertResult(db: Kysely<DatabaseSchema>, result: GameResult): Promise<void> {
  await insertResults(db, [result]);
}

/** Stores finished games' results in one statement; a game already stored keeps its row. */
export async function insertResults(
  db: Kysely<DatabaseSchema>,
  results: GameResult[],
): Promise<void> {
  if (results.length === 0) return;
  await db
    .insertInto('sport_results')
    .values(results.map(resultRow))
    .onConflict((oc) => oc.column('game_id').doNothing())
    .execute();
}

function resultRow(result: GameResult) {
  return {
    game_id: result.gameId,
    permanent_id: result.permanentId,
    number: result.number,
    sport_id: result.sportId,
    champ_id: result.champId,
    country_id: result.countryId,
    cyber_type: result.cyberType ?? null,
    opponents: JSON.stringify(result.opponents),
    start_at: new Date(result.startAt * 1000),
    finished_at: new Date(result.finishedAt * 1000),
    score_home: result.score.home,
    score_away: result.score.away,
    score_full: result.score.full,
    score_formatted: result.score.formatted,
    periods: JSON.stringify(result.score.periods),
    was_live: result.wasLive,
    cancelled: result.cancelled === true,
  };
}

export interface ResultsQuery {
  /** Finished at or after (seconds since the epoch). */
  fromSec: number;
  /** Finished before. */
  toSec: number;
  sportId?: number;
  limit: number;
}

/** Results finished in a time range, latest first. */
export async function listResults(
  db: Kysely<DatabaseSchema>,
  query: ResultsQuery,
): Promise<GameResult[]> {
  let select = db
    .selectFrom('sport_results')
    .selectAll()
    .where('finished_at', '>=', new Date(query.fromSec * 1000))
    .where('finished_at', '<', new Date(query.toSec * 1000));
  if (query.sportId !== undefined) select = select.where('sport_id', '=', query.sportId);
  const rows = await select
    .orderBy('finished_at', 'desc')
    .orderBy('game_id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({
    gameId: Number(row.game_id),
    permanentId: Number(row.permanent_id),
    number: row.number,
    sportId: row.sport_id,
    champId: row.champ_id,
    countryId: row.country_id,
    opponents: row.opponents,
    startAt: Math.floor(row.start_at.getTime() / 1000),
    finishedAt: Math.floor(row.finished_at.getTime() / 1000),
    score: {
      home: row.score_home,
      away: row.score_away,
      full: row.score_full,
      periods: row.periods,
      formatted: row.score_formatted,
    },
    wasLive: row.was_live,
    ...(row.cyber_type ? { cyberType: row.cyber_type as CyberType } : {}),
    ...(row.cancelled ? { cancelled: true } : {}),
  }));
}

/** The largest game id stored (the feed starts above it), or below `belowId` if given; or null. */
export async function maxResultGameId(
  db: Kysely<DatabaseSchema>,
  belowId?: number,
): Promise<number | null> {
  let select = db.selectFrom('sport_results').select((eb) => eb.fn.max('game_id').as('max_id'));
  if (belowId !== undefined) select = select.where('game_id', '<', belowId);
  const row = await select.executeTakeFirst();
  return row?.max_id === null || row?.max_id === undefined ? null : Number(row.max_id);
}

/**
 * The largest game id any stored row refers to: a result, a leg of a booked coupon or a game of a
 * toto draw (a game that had not finished when its process stopped), or null. The simulated feed numbers its games above
 * it, so a restarted feed never gives a new game the id a customer's bet was placed on, and that
 * bet is never settled by another game's result.
 */
export async function maxReferencedGameId(db: Kysely<DatabaseSchema>): Promise<number | null> {
  const { rows } = await sql<{ max_id: string | number | null }>`
    select greatest(
      (select max(game_id) from sport_results),
      (select max(game_id) from coupon_legs),
      (select max(game_id) from toto_draw_games)) as max_id`.execute(db);
  const max = rows[0]?.max_id;
  return max === null || max === undefined ? null : Number(max);
}

/** How many stored results finished at or after `fromSec`. */
export async function countResultsSince(
  db: Kysely<DatabaseSchema>,
  fromSec: number,
): Promise<number> {
  const row = await db
    .selectFrom('sport_results')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('finished_at', '>=', new Date(fromSec * 1000))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
