// The toto routes (docs/toto-lotto.md; SPEC section 2 `toto/{totoSection?}`): the
// current and next draw, the nominees, past draws, the customer's tickets and buying one. The
// brand is the request's; a brand whose site config has no `toto` offers none (404). Every answer
// says no-store (toto/index.ts registers these routes through registerNoStoreRoutes).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TotoRules } from '../../domain/toto/index';
import { authUserOf, requireUser } from '../auth/currentUser';
import { brandOf } from '../config/siteConfig';
import { IDEMPOTENCY_HEADER } from '../coupon/couponSchemas';
import { errorAnswers } from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { answerPurchase, refusedPageQuery } from '../poolGames/poolRoutes';
import { purchaseHeadersSchema } from '../poolGames/poolSchemas';
import { requestScope, type ServerContext } from '../http/serverContext';
import { DEFAULT_SPORTS_LANGUAGE, type SportsLanguage } from '../sports/i18n';
import { nomineeGames } from './draws';
import { gameNames, rulesView, totoRulesOf } from './rules';
import { buyTicket, type TicketBody } from './tickets';
import type { TotoService } from './totoService';
import {
  drawQuerySchema,
  drawResponseSchema,
  drawsResponseSchema,
  lngQuerySchema,
  nomineesResponseSchema,
  pageQuerySchema,
  purchaseResponseSchema,
  ticketBodySchema,
  ticketsResponseSchema,
  TOTO_ERRORS,
  totoRefusalResponseSchema,
} from './totoSchemas';
import { DRAW_COLUMNS, drawViews, ticketHistory, type DrawRow } from './views';

const TAGS = ['toto'];

interface PageQuery {
  page: number;
  pageSize: number;
  lng?: SportsLanguage;
}

export function registerTotoRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  service: TotoService,
): void {
  const db = () => ctx.database.db;
  const feedNow = () => ctx.sports.clock.now();
  const signedIn = [requireUser(ctx)];

  /** The request's brand and its rules; null (after a 404) when the brand offers no toto. */
  const totoScope = (
    request: FastifyRequest,
    reply: FastifyReply,
  ): { brand: string; rules: TotoRules } | null => {
    const { content, brandId } = requestScope(ctx, request);
    const rules = totoRulesOf(brandOf(content, brandId).site);
    if (!rules) {
      void reply.status(404).send(statusRefusal(404, `Brand ${brandId} offers no toto`));
      return null;
    }
    return { brand: brandId, rules };
  };

  app.get<{ Querystring: { which?: 'current' | 'next'; lng?: SportsLanguage } }>(
    '/web-api/toto/draw',
    {
      schema: {
        summary:
          'The open draw closing first (current) or the one after it (next), with its games and ' +
          "the pools so far, and the draw's rules (the brand's when there is no draw)",
        tags: TAGS,
        querystring: drawQuerySchema,
        response: { 200: drawResponseSchema, ...TOTO_ERRORS },
      },
    },
    async (request, reply) => {
      const scope = totoScope(request, reply);
      if (!scope) return reply;
      // Draws are formed on demand too: the first visitor after a quiet spell needs no sweep.
      await service.formFor(scope.brand, scope.rules);
      const open = (await db()
        .selectFrom('toto_draws')
        .select(DRAW_COLUMNS)
        .where('brand', '=', scope.brand)
        .where('status', '=', 'open')
        .where('closes_at', '>', new Date(feedNow()))
        .orderBy('closes_at')
        .orderBy('number')
        .limit(2)
        .execute()) as DrawRow[];
      const row = open[request.query.which === 'next' ? 1 : 0];
      const language = request.query.lng ?? DEFAULT_SPORTS_LANGUAGE;
      const draw = row ? ((await drawViews(db(), [row], language))[0] ?? null) : null;
      return { draw, rules: rulesView(row ? row.rules : scope.rules) };
    },
  );

  app.get<{ Querystring: { lng?: SportsLanguage } }>(
    '/web-api/toto/nominees',
    {
      schema: {
        summary: 'The next eligible games in no draw yet (up to gamesPerDraw), in start order',
        tags: TAGS,
        querystring: lngQuerySchema,
        response: { 200: nomineesResponseSchema, ...TOTO_ERRORS },
      },
    },
    async (request, reply) => {
      const scope = totoScope(request, reply);
      if (!scope) return reply;
      const language = request.query.lng ?? DEFAULT_SPORTS_LANGUAGE;
      const games = await nomineeGames(db(), ctx.sports.state, scope.brand, scope.rules, feedNow());
      return {
        games: games.map((g, position) => ({
          position,
          gameId: g.gameId,
          sportId: g.sportId,
          startAt: new Date(g.startAtMs).toISOString(),
          ...gameNames(g, language),
          outcome: null,
          score: null,
        })),
      };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/web-api/toto/draws',
    {
      schema: {
        summary:
          'Past draws (closed, settling, settled), newest first, with results and the payouts ' +
          'per tier',
        tags: TAGS,
        querystring: pageQuerySchema,
        response: { 200: drawsResponseSchema, ...TOTO_ERRORS },
      },
    },
    async (request, reply) => {
      if (refusedPageQuery(reply, request.query, pageQuerySchema)) return reply;
      const scope = totoScope(request, reply);
      if (!scope) return reply;
      const { page, pageSize } = request.query;
      const past = db()
        .selectFrom('toto_draws')
        .where('brand', '=', scope.brand)
        .where('status', 'in', ['closed', 'settling', 'settled']);
      const count = await past
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = (await past
        .select(DRAW_COLUMNS)
        .orderBy('number', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute()) as DrawRow[];
      const language = request.query.lng ?? DEFAULT_SPORTS_LANGUAGE;
      return {
        items: await drawViews(db(), rows, language),
        total: Number(count.n),
        page,
        pageSize,
      };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/web-api/toto/tickets',
    {
      preHandler: signedIn,
      schema: {
        summary: "The signed-in customer's toto tickets of this brand, newest first",
        tags: TAGS,
        querystring: pageQuerySchema,
        response: {
          200: ticketsResponseSchema,
          ...errorAnswers(400, 401),
        },
      },
    },
    async (request, reply) => {
      if (refusedPageQuery(reply, request.query, pageQuerySchema)) return reply;
      const { brandId } = requestScope(ctx, request);
      const { page, pageSize } = request.query;
      return ticketHistory(db(), authUserOf(request).id, brandId, page, pageSize);
    },
  );

  app.post<{ Body: TicketBody; Headers: { 'idempotency-key': string } }>(
    '/web-api/toto/tickets',
    {
      preHandler: signedIn,
      schema: {
        summary:
          "Buys a ticket of a draw: the stake (unitStake × lines) moves from the customer's main " +
          'account to the pool. The same Idempotency-Key and body answer the first ticket again; ' +
          'the same key with another body is 422',
        tags: TAGS,
        headers: purchaseHeadersSchema,
        body: ticketBodySchema,
        response: {
          200: purchaseResponseSchema,
          409: totoRefusalResponseSchema,
          ...errorAnswers(401, 422),
          ...TOTO_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const scope = totoScope(request, reply);
      if (!scope) return reply;
      const result = await buyTicket(
        { db: db(), feedNow, worldClock: ctx.worldClock },
        {
          userId: authUserOf(request).id,
          brand: scope.brand,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          body: request.body,
        },
      );
      return answerPurchase(reply, result);
    },
  );
}
