// The casino catalogue API (SPEC section 2 "Casino and games", section 7 "Games and remote parts"
// and "Third party"): preview-light, available partitions, sections, providers, games, search,
// generated art, favourites and recently played (signed in); promotions, tournaments and cashback
// are in casinoBonusRoutes.ts. Availability follows the asker's country: the
// customer's country_id, or the brand's geoCountryId for guests.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { ART_VERSION } from '../../../domain/casino/catalogueTypes';
import type { GamesQuery, PreviewLightQuery } from '../../../domain/casino/catalogueTypes';
import { connectedProviders } from '../../../domain/casino/connectedProviders';
import { gameArtSvg } from '../../../domain/casino/gameArt';
import { authenticate, authUserOf, requireUser } from '../../auth/currentUser';
import { requireOperator } from '../../operators/index';
import { brandOf } from '../../config/siteConfig';
import { errorResponseSchema } from '../../http/httpSchemas';
import { refuse } from '../../http/refusal';
import { requestScope, type ServerContext } from '../../http/serverContext';
import {
  addFavorite,
  favoriteGames,
  findGameById,
  findGameByRoute,
  findGames,
  gameArtSource,
  gameIsOpen,
  previewGames,
  providersWithCounts,
  recentGames,
  removeFavorite,
  searchGames,
  sectionsWithCounts,
  type Viewer,
} from './catalogueQueries';
import {
  artParamsSchema,
  CATALOGUE_ERRORS,
  favoriteChangeSchema,
  gameParamsSchema,
  gameSchema,
  gamesListSchema,
  gamesPageSchema,
  gamesQuerySchema,
  operatorCatalogueSchema,
  partitionsResponseSchema,
  previewLightQuerySchema,
  previewLightResponseSchema,
  providersQuerySchema,
  providersResponseSchema,
  routeParamsSchema,
  searchQuerySchema,
  sectionsResponseSchema,
  SIGNED_IN_ERRORS,
} from './catalogueSchemas';
import { registerCasinoBonusRoutes } from './casinoBonusRoutes';
import { seedCatalogue } from './seedCatalogue';

const TAGS = ['casino'];
/** Art never changes at a URL (its version is in the path). */
const ART_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const GUEST_CACHE_CONTROL = 'private, max-age=30';

export interface CatalogueRouteOptions {
  /** The clock of tournament windows and cashback periods. Default: real time. */
  now?: () => Date;
  /**
   * The outside providers whose adapters this server has (the built-in provider needs none).
   * A provider is connected for a brand when the brand lists it and its adapter is here.
   * Default: none.
   */
  adapters?: readonly string[];
  /**
   * Answer the whole catalogue as data, connected or not (suites that exercise the catalogue's
   * filters, paging, search and geo over the outside providers' games). Customers' servers
   * never set it: they see only connected providers' games.
   */
  wholeCatalogue?: boolean;
}

interface Asker {
  viewer: Viewer;
  userId: string | undefined;
}

/**
 * Who asks, which country's availability applies and which providers are connected for the
 * request's brand (all of them with wholeCatalogue). A bad or absent token asks as a guest.
 */
async function askerOf(
  ctx: ServerContext,
  request: FastifyRequest,
  options: CatalogueRouteOptions,
): Promise<Asker> {
  const { content, brandId } = requestScope(ctx, request);
  const { site } = brandOf(content, brandId);
  const providers = options.wholeCatalogue
    ? undefined
    : connectedProviders(site.casinoProviders, options.adapters ?? []);
  const auth = await authenticate(ctx, request);
  if (auth.ok) {
    const user = await ctx.database.db
      .selectFrom('users')
      .select('country_id')
      .where('id', '=', auth.user.id)
      .executeTakeFirst();
    if (user) {
      return { viewer: { countryIds: [user.country_id], providers }, userId: auth.user.id };
    }
  }
  const geo = site.geoCountryId;
  return { viewer: { countryIds: geo === undefined ? [] : [geo], providers }, userId: undefined };
}

function cacheFor(reply: FastifyReply, asker: Asker): void {
  reply.header('cache-control', asker.userId === undefined ? GUEST_CACHE_CONTROL : 'no-store');
}

export async function registerCatalogueRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: CatalogueRouteOptions = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const db = () => ctx.database.db;
  const signedIn = [requireUser(ctx)];
  // The catalogue rows are written once per seed version, before the server answers.
  await seedCatalogue(db());
  /**
   * A read for whoever asks: the games open in the asker's country from its connected providers,
   * cached privately for a guest and not at all for a customer.
   */
  const askerRead = <Q = unknown>(
    url: string,
    schema: FastifySchema,
    answer: (viewer: Viewer, query: Q) => Promise<unknown>,
  ): void => {
    app.get(url, { schema }, async (request, reply) => {
      const asker = await askerOf(ctx, request, options);
      cacheFor(reply, asker);
      // The schema has checked the query, so it is of the route's type.
      return answer(asker.viewer, request.query as Q);
    });
  };

  askerRead<PreviewLightQuery>(
    '/web-api/games/preview-light',
    {
      summary:
        'Games preview (SPEC section 7): popular games of a section (groupId) or of all, ' +
        'playable first, open in the asker’s country (fcountry can only narrow it); ' +
        'includeCategories adds the sections with counts. Bearer optional',
      tags: TAGS,
      querystring: previewLightQuerySchema,
      response: { 200: previewLightResponseSchema, 400: errorResponseSchema },
    },
    async (askerViewer, { fcountry, groupId, includeCategories, count }) => {
      const viewer: Viewer = {
        ...askerViewer,
        countryIds: [...askerViewer.countryIds, ...(fcountry === undefined ? [] : [fcountry])],
      };
      const games = await previewGames(db(), viewer, groupId, count ?? 16);
      return {
        Success: true,
        Value: {
          games,
          ...(includeCategories ? { categories: await sectionsWithCounts(db(), viewer) } : {}),
        },
      };
    },
  );

  app.get<{ Querystring: GamesQuery }>(
    '/operator-api/casino/catalogue',
    {
      preHandler: requireOperator(ctx, 'content.read'),
      schema: {
        summary:
          'The whole casino catalogue as data, connected or not (SPEC section 7): each brand’s ' +
          'listed and connected providers, every provider with its count, and the games by the ' +
          'same filters as /web-api/casino/games, no country applied',
        tags: TAGS,
        querystring: gamesQuerySchema,
        response: { 200: operatorCatalogueSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { content } = requestScope(ctx, request);
      const { page = 1, pageSize = 24, ...filters } = request.query;
      const whole: Viewer = { countryIds: [] };
      return {
        brands: [...content.brands.entries()].map(([brand, { site }]) => ({
          brand,
          listed: site.casinoProviders ?? [],
          connected: connectedProviders(site.casinoProviders, options.adapters ?? []),
        })),
        providers: await providersWithCounts(db(), whole),
        games: await findGames(db(), whole, filters, { page, pageSize }),
      };
    },
  );

  askerRead(
    '/third-party/api/list-available-partitions',
    {
      summary:
        'Game sections (partitions) that hold at least one game open in the asker’s country ' +
        '(SPEC section 7 "Third party")',
      tags: TAGS,
      response: { 200: partitionsResponseSchema },
    },
    async (viewer) => {
      const sections = await sectionsWithCounts(db(), viewer);
      return {
        success: true,
        listAvailablePartitions: sections
          .filter((s) => s.gamesCount > 0)
          .map((s) => ({ id: s.id, route: s.route, gamesCount: s.gamesCount })),
      };
    },
  );

  askerRead(
    '/web-api/casino/sections',
    {
      summary: 'Casino sections in lobby order with subcategories and game counts (geo applied)',
      tags: TAGS,
      response: { 200: sectionsResponseSchema },
    },
    async (viewer) => ({ items: await sectionsWithCounts(db(), viewer) }),
  );

  askerRead<{ section?: string }>(
    '/web-api/casino/providers',
    {
      summary:
        'Game providers with games open to the asker and their counts; with section, only ' +
        'the providers of that section',
      tags: TAGS,
      querystring: providersQuerySchema,
      response: { 200: providersResponseSchema, 400: errorResponseSchema },
    },
    async (viewer, query) => ({ items: await providersWithCounts(db(), viewer, query.section) }),
  );

  askerRead<GamesQuery>(
    '/web-api/casino/games',
    {
      summary:
        'Games by section, subcategory, provider and tag, sorted (popular, new, name) and paged',
      tags: TAGS,
      querystring: gamesQuerySchema,
      response: { 200: gamesPageSchema, 400: errorResponseSchema },
    },
    async (viewer, { page = 1, pageSize = 24, ...filters }) =>
      findGames(db(), viewer, filters, { page, pageSize }),
  );

  askerRead<{ q: string; page?: number; pageSize?: number }>(
    '/web-api/casino/search',
    {
      summary:
        'Games by name, case- and accent-insensitive: the whole name first, then names that ' +
        'start with the text, then a word that does, then the rest; popular first within each',
      tags: TAGS,
      querystring: searchQuerySchema,
      response: { 200: gamesPageSchema, 400: errorResponseSchema },
    },
    async (viewer, { q, page = 1, pageSize = 24 }) =>
      searchGames(db(), viewer, q, { page, pageSize }),
  );

  /**
   * One game found by a path parameter, for whoever asks; 404 when unknown or closed in the
   * asker's country (the 404 is not cached).
   */
  const gameRead = <V extends number | string>(
    url: string,
    summary: string,
    param: 'gameId' | 'route',
    params: FastifySchema['params'],
    find: (viewer: Viewer, value: V) => Promise<unknown>,
  ): void => {
    const schema = {
      summary,
      tags: TAGS,
      params,
      response: { 200: gameSchema, ...CATALOGUE_ERRORS },
    };
    app.get(url, { schema }, async (request, reply) => {
      const asker = await askerOf(ctx, request, options);
      // The schema has checked the parameter, so it is of the route's type.
      const value = (request.params as Record<string, V>)[param] as V;
      const game = await find(asker.viewer, value);
      if (!game) return refuse(reply, 404, 'game_not_found', `No game ${value}`, param);
      cacheFor(reply, asker);
      return game;
    });
  };

  gameRead<number>(
    '/web-api/casino/games/:gameId',
    'One game by id (404 when unknown or closed in the asker’s country)',
    'gameId',
    gameParamsSchema,
    (viewer, gameId) => findGameById(db(), viewer, gameId),
  );

  gameRead<string>(
    '/web-api/casino/games/by-route/:route',
    'One game by its route or a former one (oldRoute: the page redirects to route); 404 ' +
      'when unknown or closed in the asker’s country',
    'route',
    routeParamsSchema,
    (viewer, route) => findGameByRoute(db(), viewer, route),
  );

  app.get<{ Params: { file: string } }>(
    `/web-api/casino/art/v${ART_VERSION}/:file`,
    {
      schema: {
        summary: "A game's generated art (SVG), cached for a year: the version is in the path",
        tags: TAGS,
        params: artParamsSchema,
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const gameId = Number(request.params.file.slice(0, -'.svg'.length));
      const source = await gameArtSource(db(), gameId);
      if (!source) return refuse(reply, 404, 'game_not_found', `No game ${gameId}`, 'file');
      return reply
        .header('cache-control', ART_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .type('image/svg+xml; charset=utf-8')
        .send(gameArtSvg({ ...source, caption: source.providerName }));
    },
  );

  /** A list of the signed-in customer's own games (geo applied), never cached. */
  const customerGames = (
    url: string,
    summary: string,
    list: (viewer: Viewer, userId: string) => Promise<unknown>,
  ): void => {
    app.get(
      url,
      {
        preHandler: signedIn,
        schema: {
          summary,
          tags: TAGS,
          response: { 200: gamesListSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const asker = await askerOf(ctx, request, options);
        reply.header('cache-control', 'no-store');
        return { items: await list(asker.viewer, authUserOf(request).id) };
      },
    );
  };

  customerGames(
    '/web-api/casino/favorites',
    "The signed-in customer's favourite games, newest first (geo applied)",
    (viewer, userId) => favoriteGames(db(), viewer, userId),
  );

  app.put<{ Params: { gameId: number } }>(
    '/web-api/casino/favorites/:gameId',
    {
      preHandler: signedIn,
      schema: {
        summary: 'Adds a game to the favourites (again: no change); 404 for an unknown game',
        tags: TAGS,
        params: gameParamsSchema,
        response: { 200: favoriteChangeSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) => {
      const asker = await askerOf(ctx, request, options);
      const { gameId } = request.params;
      if (!(await gameIsOpen(db(), asker.viewer, gameId))) {
        return refuse(reply, 404, 'game_not_found', `No game ${gameId}`, 'gameId');
      }
      await addFavorite(db(), authUserOf(request).id, gameId);
      reply.header('cache-control', 'no-store');
      return { gameId, isFavorite: true };
    },
  );

  app.delete<{ Params: { gameId: number } }>(
    '/web-api/casino/favorites/:gameId',
    {
      preHandler: signedIn,
      schema: {
        summary: 'Removes a game from the favourites (absent: no change)',
        tags: TAGS,
        params: gameParamsSchema,
        response: { 200: favoriteChangeSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) => {
      const { gameId } = request.params;
      await removeFavorite(db(), authUserOf(request).id, gameId);
      reply.header('cache-control', 'no-store');
      return { gameId, isFavorite: false };
    },
  );

  customerGames(
    '/web-api/casino/recent',
    "The signed-in customer's recently played games, latest first (geo applied)",
    (viewer, userId) => recentGames(db(), viewer, userId),
  );

  registerCasinoBonusRoutes(app, ctx, now);
}
