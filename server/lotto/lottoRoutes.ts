// The lotto routes (SPEC section 2 lotto): the brand's catalogue with the draw on sale
// (opened on demand), one lottery, past draws with their revealed seeds, one draw, and the
// signed-in customer's tickets and purchase (Idempotency-Key). The brand is the request's; every
// answer says no-store (lotto/index.ts registers these routes through registerNoStoreRoutes).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authUserOf, requireUser } from '../auth/currentUser';
import { errorResponseSchema } from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { answerPurchase, refusedPageQuery } from '../poolGames/poolRoutes';
import type { ServerContext } from '../http/serverContext';
import { findDraw, type LottoDeps } from './draws';
import { findLottery } from './lotteries';
import {
  catalogResponseSchema,
  drawParamsSchema,
  drawViewSchema,
  IDEMPOTENCY_HEADER,
  LOTTO_ERRORS,
  lotteryParamsSchema,
  lotteryViewSchema,
  pagedQuerySchema,
  purchaseBodySchema,
  purchaseHeadersSchema,
  purchaseResponseSchema,
  refusalResponseSchema,
  resultsResponseSchema,
  SIGNED_IN_ERRORS,
  ticketsResponseSchema,
} from './lottoSchemas';
import { purchaseTicket, type TicketPurchaseBody } from './tickets';
import { customerTickets, drawResults, drawView, lotteryViews } from './views';

const TAGS = ['lotto'];

interface PagedQuery {
  lotteryId?: string;
  page: number;
  pageSize: number;
}

/** What a request is answered with: its brand, and the lotto deps over its content. */
export interface LottoScope {
  brand: string;
  deps: LottoDeps;
}

export function registerLottoRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  scopeOf: (request: FastifyRequest) => LottoScope,
): void {
  const signedIn = [requireUser(ctx)];

  app.get(
    '/web-api/lotto/catalog',
    {
      schema: {
        summary:
          "The brand's lotteries in catalogue order, each with the draw on sale (opened on " +
          'demand, its seed hash published) and the latest drawn one',
        tags: TAGS,
        response: { 200: catalogResponseSchema, ...LOTTO_ERRORS },
      },
    },
    async (request) => {
      const { brand, deps } = scopeOf(request);
      return { lotteries: await lotteryViews(deps, brand, deps.lotteries(brand)) };
    },
  );

  app.get<{ Params: { lotteryId: string } }>(
    '/web-api/lotto/lotteries/:lotteryId',
    {
      schema: {
        summary: 'One lottery of the brand with its draw on sale and the latest drawn one',
        tags: TAGS,
        params: lotteryParamsSchema,
        response: { 200: lotteryViewSchema, 404: errorResponseSchema, ...LOTTO_ERRORS },
      },
    },
    async (request, reply) => {
      const { brand, deps } = scopeOf(request);
      const { lotteryId } = request.params;
      const lottery = findLottery(deps.lotteries(brand), lotteryId);
      if (!lottery) return reply.status(404).send(statusRefusal(404, `No lottery ${lotteryId}`));
      const [view] = await lotteryViews(deps, brand, [lottery]);
      return view;
    },
  );

  app.get<{ Querystring: PagedQuery }>(
    '/web-api/lotto/results',
    {
      schema: {
        summary:
          "The brand's drawn draws (of one lottery, or all), newest first, with their numbers " +
          'and revealed seeds',
        tags: TAGS,
        querystring: pagedQuerySchema,
        response: { 200: resultsResponseSchema, ...LOTTO_ERRORS },
      },
    },
    async (request, reply) => {
      if (refusedPageQuery(reply, request.query, pagedQuerySchema)) return reply;
      const { brand, deps } = scopeOf(request);
      const { lotteryId, page, pageSize } = request.query;
      return drawResults(deps.db, brand, lotteryId, { page, pageSize });
    },
  );

  app.get<{ Params: { drawId: string } }>(
    '/web-api/lotto/draws/:drawId',
    {
      schema: {
        summary: 'One draw of the brand: its seed hash, and once drawn its seed and numbers',
        tags: TAGS,
        params: drawParamsSchema,
        response: { 200: drawViewSchema, 404: errorResponseSchema, ...LOTTO_ERRORS },
      },
    },
    async (request, reply) => {
      const { brand, deps } = scopeOf(request);
      const id = request.params.drawId;
      const draw = Number.isSafeInteger(Number(id)) ? await findDraw(deps.db, id) : undefined;
      if (!draw || draw.brand !== brand) {
        return reply.status(404).send(statusRefusal(404, `No draw ${id}`));
      }
      return drawView(deps.db, draw);
    },
  );

  app.get<{ Querystring: PagedQuery }>(
    '/web-api/lotto/tickets',
    {
      preHandler: signedIn,
      schema: {
        summary: "The signed-in customer's tickets in the brand's draws, newest first",
        tags: TAGS,
        querystring: pagedQuerySchema,
        response: { 200: ticketsResponseSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) => {
      if (refusedPageQuery(reply, request.query, pagedQuerySchema)) return reply;
      const { brand, deps } = scopeOf(request);
      const { lotteryId, page, pageSize } = request.query;
      return customerTickets(deps.db, authUserOf(request).id, brand, lotteryId, {
        page,
        pageSize,
      });
    },
  );

  app.post<{ Body: TicketPurchaseBody; Headers: { 'idempotency-key': string } }>(
    '/web-api/lotto/tickets',
    {
      preHandler: signedIn,
      schema: {
        summary:
          'Buys a ticket in an open draw: chosen numbers or a quick pick (the server picks ' +
          'securely), the stake debited from the main account. The same Idempotency-Key and ' +
          'body answer the first ticket again; the same key with another body is 422',
        tags: TAGS,
        headers: purchaseHeadersSchema,
        body: purchaseBodySchema,
        response: {
          200: purchaseResponseSchema,
          409: refusalResponseSchema,
          422: errorResponseSchema,
          ...SIGNED_IN_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { brand, deps } = scopeOf(request);
      const result = await purchaseTicket(
        { db: deps.db, worldClock: ctx.worldClock },
        {
          userId: authUserOf(request).id,
          brand,
          lotteries: deps.lotteries(brand),
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          body: request.body,
        },
      );
      return answerPurchase(reply, result);
    },
  );
}
