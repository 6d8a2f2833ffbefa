// Toto draws: formed from the sports feed's upcoming line games, closed when their first game
// starts, and their games' outcomes taken from the stored results (SPEC section 2 `toto`).
//
// - Formation keeps OPEN_AHEAD draws open per brand: each takes `gamesPerDraw` games in start
//   order from the line games with a 1X2 market that are in no draw of the brand yet and start
//   after the brand's latest draw closes (so draws close in number order, the order customers
//   expect), football first (other sports fill a draw only when football alone
//   cannot). Several processes may form at once: formation runs under a per-brand advisory lock,
//   and the unique (brand, number) and (brand, game_id) constraints refuse anything a bug would
//   let through.
// - All times are on the feed's clock (the games' start times are): a draw closes at its first
//   game's start (or once one of its games has a played result), and a game with no result
//   UNPLAYED_VOID_AFTER_HOURS after its start counts as cancelled, as the coupon's unplayed rule
//   voids it.
import { sql, type Kysely } from 'kysely';
import { unplayedStartCutoffMs } from '../../domain/coupon/index';
import { MARKET_TYPE } from '../../domain/sports/pricing/fairMarket';
import { GameStatus, type GameDetails } from '../../domain/sports/types';
import { outcomeOfScore, type TotoOutcome, type TotoRules } from '../../domain/toto/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { SPORT_IDS } from '../sports/catalog';
import type { SportsState } from '../sports/state/sportsState';
import type { GameNaming } from './rules';

/** Draws kept open ahead per brand, when the feed has games for them. */
export const OPEN_AHEAD = 2;
/**
 * A game is taken into a draw only if it starts at least this long after now (feed clock): a draw
 * closes at its first game's start, so a new draw is on sale for at least this long. An hour: a
 * draw holds its games for good, and with a lead of minutes the draws closed faster than the feed
 * brought new games (about one football game in seven minutes), leaving the toto with no draw on
 * sale for most of an hour at a time.
 */
export const MIN_LEAD_MS = 60 * 60_000;

/** A line game a draw may take, with what names it. */
export interface GameCandidate extends GameNaming {
  gameId: number;
  sportId: number;
  /** Epoch ms, feed clock. */
  startAtMs: number;
}

/** A game fit for toto: in the line, not live, not started, with a 3-way result market. */
function isEligible(game: GameDetails, feedNowMs: number): boolean {
  return (
    game.status === GameStatus.NotStarted &&
    !game.isFinished &&
    // Live-in-live games count as live bets before kick-off (SPEC section 4).
    !game.isLiveInLive &&
    game.opponents.length === 2 &&
    game.startAt * 1000 >= feedNowMs + MIN_LEAD_MS &&
    game.markets.some((m) => m.typeId === MARKET_TYPE.result1x2 && m.outcomes.length === 3)
  );
}

/** The feed's games a draw may take, in start order (id breaks ties). */
export function eligibleGames(state: SportsState, feedNowMs: number): GameCandidate[] {
  const champs = new Map(state.catalog.championships.map((c) => [c.id, c]));
  const candidates: GameCandidate[] = [];
  for (const game of state.games()) {
    if (!isEligible(game, feedNowMs)) continue;
    const champ = champs.get(game.champId);
    const [home, away] = game.opponents as [
      GameDetails['opponents'][0],
      GameDetails['opponents'][0],
    ];
    candidates.push({
      gameId: game.id,
      sportId: game.sportId,
      startAtMs: game.startAt * 1000,
      champId: game.champId,
      champName: champ?.name ?? '',
      champNameEn: champ?.nameEn ?? champ?.name ?? '',
      home: home.name,
      homeEn: home.nameEn,
      away: away.name,
      awayEn: away.nameEn,
    });
  }
  return candidates.sort(byStart);
}

function byStart(a: GameCandidate, b: GameCandidate): number {
  return a.startAtMs - b.startAtMs || a.gameId - b.gameId;
}

/**
 * The games of the next draw from the candidates (start order): the first `count` football games,
 * or, when football has fewer, all of them and the earliest others; in start order. With
 * `partial`, fewer than `count` when the candidates run out (the nominees), else null.
 */
export function chooseGames(
  candidates: readonly GameCandidate[],
  count: number,
  partial = false,
): GameCandidate[] | null {
  const football = candidates.filter((c) => c.sportId === SPORT_IDS.football);
  const others = candidates.filter((c) => c.sportId !== SPORT_IDS.football);
  const chosen = [
    ...football.slice(0, count),
    ...others.slice(0, Math.max(0, count - football.length)),
  ];
  if (chosen.length < count && !partial) return null;
  return chosen.sort(byStart);
}

/**
 * The candidates a new draw of the brand may take: in no draw of the brand yet, and starting after
 * the latest draw closes, so draws close in number order.
 */
async function freeCandidates(
  db: Kysely<DatabaseSchema>,
  brand: string,
  candidates: readonly GameCandidate[],
): Promise<GameCandidate[]> {
  const taken = await gamesInDraws(
    db,
    brand,
    candidates.map((c) => c.gameId),
  );
  const last = await db
    .selectFrom('toto_draws')
    .select('closes_at')
    .where('brand', '=', brand)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  const after = last ? new Date(last.closes_at).getTime() : Number.NEGATIVE_INFINITY;
  return candidates.filter((c) => !taken.has(c.gameId) && c.startAtMs > after);
}

/** Game ids of these candidates already in a draw of the brand. */
async function gamesInDraws(
  db: Kysely<DatabaseSchema>,
  brand: string,
  gameIds: readonly number[],
): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('toto_draw_games')
    .select('game_id')
    .where('brand', '=', brand)
    .where('game_id', 'in', gameIds)
    .execute();
  return new Set(rows.map((r) => toSafeInteger(r.game_id)));
}

async function openAhead(
  db: Kysely<DatabaseSchema>,
  brand: string,
  feedNowMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('toto_draws')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('brand', '=', brand)
    .where('status', '=', 'open')
    .where('closes_at', '>', new Date(feedNowMs))
    .executeTakeFirstOrThrow();
  return toSafeInteger(row.n);
}

/**
 * Forms draws until OPEN_AHEAD are open for the brand or the feed has no games for another.
 * Returns the ids of the draws formed. Cheap when enough are open (one count).
 */
export async function formDraws(
  db: Kysely<DatabaseSchema>,
  state: SportsState,
  brand: string,
  rules: TotoRules,
  feedNowMs: number,
): Promise<string[]> {
  if ((await openAhead(db, brand, feedNowMs)) >= OPEN_AHEAD) return [];
  const candidates = eligibleGames(state, feedNowMs);
  if (candidates.length < rules.gamesPerDraw) return [];
  return db.transaction().execute(async (trx) => {
    // One former per brand at a time: the count, the games taken and the next number hold.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`toto:form:${brand}`}, 0))`.execute(
      trx,
    );
    let open = await openAhead(trx, brand, feedNowMs);
    let pool = await freeCandidates(trx, brand, candidates);
    const formed: string[] = [];
    while (open < OPEN_AHEAD) {
      const games = chooseGames(pool, rules.gamesPerDraw);
      if (!games) break;
      const { rows } = await sql<{ id: string | number }>`
        insert into toto_draws (brand, number, rules, closes_at)
        select ${brand}, coalesce(max(number), 0) + 1, ${JSON.stringify(rules)}::jsonb,
          ${new Date(games[0]!.startAtMs)}::timestamptz
        from toto_draws where brand = ${brand}
        on conflict (brand, number) do nothing
        returning id`.execute(trx);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error(`A toto draw number of ${brand} was taken meanwhile`);
      await trx
        .insertInto('toto_draw_games')
        .values(
          games.map((g, position) => ({
            draw_id: id,
            brand,
            position,
            game_id: g.gameId,
            sport_id: g.sportId,
            champ_id: g.champId,
            champ_name: g.champName,
            champ_name_en: g.champNameEn,
            home: g.home,
            home_en: g.homeEn,
            away: g.away,
            away_en: g.awayEn,
            start_at: new Date(g.startAtMs),
          })),
        )
        .execute();
      const closesAt = games[0]!.startAtMs;
      pool = pool.filter((c) => c.startAtMs > closesAt && !games.includes(c));
      formed.push(String(id));
      open += 1;
    }
    return formed;
  });
}

/** The games the brand's next draw would take, up to gamesPerDraw (the nominees). */
export async function nomineeGames(
  db: Kysely<DatabaseSchema>,
  state: SportsState,
  brand: string,
  rules: TotoRules,
  feedNowMs: number,
): Promise<GameCandidate[]> {
  const candidates = await freeCandidates(db, brand, eligibleGames(state, feedNowMs));
  return chooseGames(candidates, rules.gamesPerDraw, true) ?? [];
}

/**
 * Closes every open draw whose first game has started (feed clock), or one of whose games has a
 * played result (it has started, whatever the clock says: a result test control set early);
 * returns their ids.
 */
export async function closeDueDraws(
  db: Kysely<DatabaseSchema>,
  feedNowMs: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string | number }>`
    update toto_draws d set status = 'closed'
    where d.status = 'open' and (d.closes_at <= ${new Date(feedNowMs)}::timestamptz or exists (
      select 1 from toto_draw_games g join sport_results r on r.game_id = g.game_id
      where g.draw_id = d.id and not r.cancelled))
    returning d.id`.execute(db);
  return rows.map((r) => String(r.id));
}

/**
 * Writes the outcome of every draw game that has none and now has a stored result (only `gameIds`
 * when given), and 'cancelled' for one with no result UNPLAYED_VOID_AFTER_HOURS after its start.
 * Returns how many games got an outcome.
 */
export async function recordOutcomes(
  db: Kysely<DatabaseSchema>,
  feedNowMs: number,
  gameIds?: readonly number[],
): Promise<number> {
  if (gameIds !== undefined && gameIds.length === 0) return 0;
  const onGames =
    gameIds === undefined
      ? sql``
      : sql`and g.game_id in (${sql.join(gameIds.map((id) => sql`${id}::bigint`))})`;
  const cutoff = new Date(unplayedStartCutoffMs(feedNowMs));
  const { rows } = await sql<{
    draw_id: string | number;
    position: number;
    score_home: number | null;
    score_away: number | null;
    cancelled: boolean | null;
  }>`
    select g.draw_id, g.position, r.score_home, r.score_away, r.cancelled
    from toto_draw_games g left join sport_results r on r.game_id = g.game_id
    where g.outcome is null ${onGames}
      and (r.game_id is not null or g.start_at < ${cutoff}::timestamptz)`.execute(db);
  if (rows.length === 0) return 0;
  const values = rows.map((r) => {
    const known = r.score_home !== null && r.score_away !== null && r.cancelled === false;
    const outcome: TotoOutcome = known ? outcomeOfScore(r.score_home!, r.score_away!) : 'cancelled';
    const score = known ? `${r.score_home}:${r.score_away}` : null;
    return sql`(${String(r.draw_id)}::bigint, ${r.position}::smallint, ${outcome}::text, ${score}::text)`;
  });
  // `outcome is null` again: a concurrent pass that wrote first keeps its (same) outcome.
  await sql`
    update toto_draw_games g set outcome = v.outcome, score = v.score
    from (values ${sql.join(values)}) as v(draw_id, position, outcome, score)
    where g.draw_id = v.draw_id and g.position = v.position and g.outcome is null`.execute(db);
  return rows.length;
}
