// The sports read API (SPEC section 7): menu, championships, game lists, one game, top games,
// multi-live sets, results, statistics, cyber disciplines and championships. Every answer carries
// an ETag and `cache-control: no-cache`; If-None-Match gives 304. Names come in the language of
// the `lng` query parameter (ru, en, ar; ru by default), applied as the answer is built (../i18n).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  BettingType,
  Championship,
  CyberType,
  GameDetails,
  GameListQuery,
  Sport,
} from '../../../domain/sports/types';
import { refusalBody, statusRefusal } from '../../http/refusal';
import type { ServerContext } from '../../http/serverContext';
import { sportsNames, type SportsLanguage, type SportsNames } from '../i18n';
import { listResults } from '../results/resultsRepository';
import { liveResults, zoneResults, type ResultType } from '../results/resultsView';
import { gameStatistics } from '../statistics/gameStatistics';
import { sendConditional } from './conditionalReply';
import {
  GAME_LIST_LIMITS,
  TOP_GAMES_LIMITS,
  champSummaries,
  cyberDisciplines,
  filterGames,
  inSection,
  sportsMenu,
  topGames,
  withMainMarkets,
} from './sportsQueries';
import {
  champParamsSchema,
  champResponse,
  champsQuerySchema,
  champsResponse,
  cyberChampsQuerySchema,
  cyberChampsResponse,
  cyberDisciplinesResponse,
  cyberParamsSchema,
  gameParamsSchema,
  gameResponse,
  gamesQuerySchema,
  gamesResponse,
  languageQuerySchema,
  menuQuerySchema,
  menuResponse,
  multiQuerySchema,
  multiResponse,
  resultsQuerySchema,
  resultsResponse,
  statisticsResponse,
  topQuerySchema,
  topResponse,
} from './sportsSchemas';

/** The most results one results page lists. */
export const RESULTS_LIMIT = 1000;
const DAY_SEC = 86_400;
const TAGS = ['sports'];

function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.status(404).send(statusRefusal(404, message));
}

type Lng = { lng: SportsLanguage };

/** A menu in a language: its categories, sports and their championships. */
function localizedMenu(names: SportsNames, menu: ReturnType<typeof sportsMenu>) {
  return {
    ...menu,
    categories: menu.categories.map((c) => names.category(c)),
    sports: menu.sports.map((sport) => ({
      ...names.sport(sport),
      champs: sport.champs.map((c) => names.champ(c)),
    })),
  };
}

/** A query value the schema lets through but the route cannot use: `field` names it. */
function invalidQuery(
  reply: FastifyReply,
  field: string,
  rule: string,
  message: string,
): FastifyReply {
  return reply.status(400).send(refusalBody(400, 'invalid_field', message, field, rule));
}

/** Start of a UTC day "YYYY-MM-DD" in seconds, or null when it is no real date. */
function utcDayStart(date: string): number | null {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms / 1000;
}

export function registerSportsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sports = () => ctx.sports;
  const nowSec = () => Math.floor(ctx.sports.clock.now() / 1000);
  const sportById = (id: number): Sport | undefined =>
    sports().state.catalog.sports.find((s) => s.id === id);
  const champById = (id: number): Championship | undefined =>
    sports().state.catalog.championships.find((c) => c.id === id);
  /** The championships and sports the given games refer to (lists carry them once). */
  const referenced = (games: GameDetails[], names: SportsNames) => {
    const champIds = new Set(games.map((g) => g.champId));
    const sportIds = new Set(games.map((g) => g.sportId));
    return {
      champs: sports()
        .state.catalog.championships.filter((c) => champIds.has(c.id))
        .map((c) => names.champ(c)),
      sports: sports()
        .state.catalog.sports.filter((s) => sportIds.has(s.id))
        .map((s) => names.sport(s)),
    };
  };
  /** A game in a language with the seq of the last delta it includes (live stream resume). */
  const named = (names: SportsNames, game: GameDetails): GameDetails => ({
    ...names.game(game),
    seq: sports().state.seq(game.id) ?? 0,
  });
  /** A game list entry in a language: its main markets only. */
  const listed = (names: SportsNames) => (game: GameDetails) => withMainMarkets(named(names, game));
  /**
   * A read route: its schema under the sports tag; the answer is built with the names of the
   * `lng` asked for and sent with an ETag (sendConditional). A refusal the route sent itself
   * (its reply returned) goes as it is.
   */
  const read = <R extends { Params?: object; Querystring: Lng }>(
    url: string,
    { summary, ...schema }: { summary: string } & Record<string, unknown>,
    answer: (
      request: { params: R['Params']; query: R['Querystring'] },
      reply: FastifyReply,
      names: SportsNames,
    ) => unknown,
  ): void => {
    app.get(url, { schema: { summary, tags: TAGS, ...schema } }, async (request, reply) => {
      // The schema has checked the request, so its parts are of the route's types.
      const parts = {
        params: request.params as R['Params'],
        query: request.query as R['Querystring'],
      };
      const { lng } = parts.query;
      const body = await answer(parts, reply, sportsNames(lng));
      return body === reply ? reply : sendConditional(request, reply, body, lng);
    });
  };

  read<{ Querystring: { type: BettingType } & Lng }>(
    '/web-api/sports/menu',
    {
      summary: 'Sports menu of the live or line section: sports, championships, categories, counts',
      querystring: menuQuerySchema,
      response: menuResponse,
    },
    async (request, reply, names) => {
      const { type } = request.query;
      const menu = sportsMenu(sports().state, type, nowSec());
      return localizedMenu(names, menu);
    },
  );

  read<{ Querystring: { type: BettingType; sportId?: number; cyberType?: CyberType } & Lng }>(
    '/web-api/sports/champs',
    {
      summary: 'Championships of the live or line section with their game counts',
      querystring: champsQuerySchema,
      response: champsResponse,
    },
    async (request, reply, names) => {
      const { type, sportId, cyberType } = request.query;
      if (sportId !== undefined && !sportById(sportId)) {
        return notFound(reply, `sportId ${sportId}: no such sport`);
      }
      const champs = champSummaries(sports().state, { type, sportId, cyberType }, nowSec()).map(
        (c) => names.champ(c),
      );
      return { type, champs };
    },
  );

  read<{ Params: { champId: number }; Querystring: Lng }>(
    '/web-api/sports/champs/:champId',
    {
      summary: 'One championship with its live and line games (main markets)',
      params: champParamsSchema,
      querystring: languageQuerySchema,
      response: champResponse,
    },
    async (request, reply, names) => {
      const { champId } = request.params;
      const champ = champById(champId);
      const sport = champ && sportById(champ.sportId);
      if (!champ || !sport) return notFound(reply, `champId ${champId}: no such championship`);
      const now = nowSec();
      const games = (type: BettingType) =>
        filterGames(sports().state, { type, champId }, now).map(listed(names));
      return {
        champ: names.champ(champ),
        sport: names.sport(sport),
        live: games('live'),
        line: games('line'),
      };
    },
  );

  read<{ Querystring: GameListQuery & Lng }>(
    '/web-api/sports/games',
    {
      summary: 'Games of the live or line section with their main markets, filtered',
      querystring: gamesQuerySchema,
      response: gamesResponse,
    },
    async (request, reply, names) => {
      const { type, sportId, champId, cyberType, onlyWithVideo, upcoming } = request.query;
      if (sportId !== undefined && !sportById(sportId)) {
        return notFound(reply, `sportId ${sportId}: no such sport`);
      }
      if (champId !== undefined && !champById(champId)) {
        return notFound(reply, `champId ${champId}: no such championship`);
      }
      const all = filterGames(
        sports().state,
        { type, sportId, champId, cyberType, onlyWithVideo, upcoming },
        nowSec(),
      );
      const offset = request.query.offset ?? 0;
      const games = all.slice(offset, offset + (request.query.limit ?? GAME_LIST_LIMITS.default));
      return {
        type,
        total: all.length,
        games: games.map(listed(names)),
        ...referenced(games, names),
      };
    },
  );

  read<{ Params: { gameId: number }; Querystring: Lng }>(
    '/web-api/sports/games/:gameId',
    {
      summary: 'One game with all its markets and market groups',
      params: gameParamsSchema,
      querystring: languageQuerySchema,
      response: gameResponse,
    },
    async (request, reply, names) => {
      const { gameId } = request.params;
      const game = sports().state.game(gameId);
      const champ = game && champById(game.champId);
      const sport = game && sportById(game.sportId);
      if (!game || !champ || !sport) {
        return notFound(reply, `gameId ${gameId}: no such game in the line or live`);
      }
      return { game: named(names, game), champ: names.champ(champ), sport: names.sport(sport) };
    },
  );

  read<{ Params: { gameId: number }; Querystring: Lng }>(
    '/web-api/sports/games/:gameId/statistics',
    {
      summary: 'Statistics of a game: head-to-head, recent form, championship table',
      params: gameParamsSchema,
      querystring: languageQuerySchema,
      response: statisticsResponse,
    },
    async (request, reply) => {
      const { gameId } = request.params;
      const game = sports().state.game(gameId);
      if (!game) return notFound(reply, `gameId ${gameId}: no such game in the line or live`);
      // Team names in the table are the stored ones (proper nouns, the same in every language).
      return gameStatistics(ctx.database.db, game);
    },
  );

  read<{ Querystring: { type: BettingType; limit?: number } & Lng }>(
    '/web-api/sports/top',
    {
      summary: 'Top games of the live or line section (main markets)',
      querystring: topQuerySchema,
      response: topResponse,
    },
    async (request, reply, names) => {
      const { type, limit } = request.query;
      const games = topGames(sports().state, type, limit ?? TOP_GAMES_LIMITS.default, nowSec());
      return { type, games: games.map(listed(names)), ...referenced(games, names) };
    },
  );

  read<{ Querystring: { ids: string } & Lng }>(
    '/web-api/sports/multi',
    {
      summary: 'A multi-live set: several games with all their markets',
      querystring: multiQuerySchema,
      response: multiResponse,
    },
    async (request, reply, names) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      const games: GameDetails[] = [];
      const missingIds: number[] = [];
      for (const id of ids) {
        const game = sports().state.game(id);
        if (game) games.push(named(names, game));
        else missingIds.push(id);
      }
      return { games, missingIds };
    },
  );

  read<{
    Querystring: { type: ResultType; date?: string; tz: number; sportId?: number } & Lng;
  }>(
    '/web-api/sports/results',
    {
      summary: "Results of finished games of one day in the customer's time zone (live or zone)",
      querystring: resultsQuerySchema,
      response: resultsResponse,
    },
    async (request, reply, names) => {
      const { type, sportId, tz } = request.query;
      const offsetSec = tz * 3600;
      const date =
        request.query.date ?? new Date((nowSec() + offsetSec) * 1000).toISOString().slice(0, 10);
      const dayStart = utcDayStart(date);
      if (dayStart === null) {
        return invalidQuery(reply, 'date', 'format', `querystring/date ${date} is not a real date`);
      }
      // The day's midnight in the customer's zone, as a UTC instant.
      const fromSec = dayStart - offsetSec;
      if (sportId !== undefined && !sportById(sportId)) {
        return notFound(reply, `sportId ${sportId}: no such sport`);
      }
      const results = await listResults(ctx.database.db, {
        fromSec,
        toSec: fromSec + DAY_SEC,
        sportId,
        limit: RESULTS_LIMIT,
      });
      const { catalog } = sports().state;
      const localCatalog = {
        categories: catalog.categories.map((c) => names.category(c)),
        sports: catalog.sports.map((s) => names.sport(s)),
        championships: catalog.championships.map((c) => names.champ(c)),
      };
      const localResults = results.map((r) => names.result(r));
      const body =
        type === 'zone'
          ? zoneResults(localCatalog, date, localResults)
          : liveResults(localCatalog, date, localResults);
      return body;
    },
  );

  read<{ Params: { cyberType: CyberType }; Querystring: Lng }>(
    '/web-api/sports/cyber/:cyberType/disciplines',
    {
      summary: 'Esports disciplines of a cyber type (real, virtual, stream) with game counts',
      params: cyberParamsSchema,
      querystring: languageQuerySchema,
      response: cyberDisciplinesResponse,
    },
    async (request, reply, names) => {
      const { cyberType } = request.params;
      const disciplines = cyberDisciplines(sports().state, cyberType, nowSec()).map((d) => ({
        ...d,
        sport: names.sport(d.sport),
      }));
      return { cyberType, disciplines };
    },
  );

  read<{ Params: { cyberType: CyberType }; Querystring: { sportId?: number } & Lng }>(
    '/web-api/sports/cyber/:cyberType/champs',
    {
      summary: 'Esports championships of a cyber type, optionally of one discipline',
      params: cyberParamsSchema,
      querystring: cyberChampsQuerySchema,
      response: cyberChampsResponse,
    },
    async (request, reply, names) => {
      const { cyberType } = request.params;
      const { sportId } = request.query;
      const sport = sportId !== undefined ? sportById(sportId) : undefined;
      if (sportId !== undefined && !sport?.isCyber) {
        return notFound(reply, `sportId ${sportId}: no such esports discipline`);
      }
      const count = (champId: number, type: BettingType) =>
        sports()
          .state.games()
          .filter((g) => g.champId === champId && inSection(g, type)).length;
      const champs = sports()
        .state.catalog.championships.filter(
          (c) => c.cyberType === cyberType && (sportId === undefined || c.sportId === sportId),
        )
        .sort((a, b) => a.order - b.order)
        .map((c) => ({
          ...names.champ(c),
          liveCount: count(c.id, 'live'),
          lineCount: count(c.id, 'line'),
        }));
      return { cyberType, champs };
    },
  );
}
