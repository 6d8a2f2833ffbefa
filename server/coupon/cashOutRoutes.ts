// The cash-out routes (docs/cash-out.md): the offers for the customer's open coupons, a full or
// partial cash-out (Idempotency-Key), and the auto cash-out rule of a coupon. Refusals are codes;
// the client words them.
import type { FastifyInstance } from 'fastify';
import type { ChangeCoefAction } from '../../domain/coupon/index';
import { authUserOf, requireUser } from '../auth/currentUser';
import { brandOf } from '../config/siteConfig';
import { refusalBody, statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { cashOutOffers, cashOutTermsOf } from './cashOut';
import { cashOutCoupon, type CashOutRequest } from './cashOutSale';
import {
  autoRuleBodySchema,
  autoRuleResponseSchema,
  cashOutBodySchema,
  cashOutHeadersSchema,
  cashOutParamsSchema,
  cashOutRefusalSchema,
  cashOutResponseSchema,
  errorResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
} from './cashOutSchemas';
import { COUPON_ERRORS, IDEMPOTENCY_HEADER } from './couponSchemas';
import {
  AutoCashOutService,
  autoRulesOf,
  readAutoRule,
  writeAutoRule,
  type AutoRuleInput,
} from './autoCashOut';
import { noStore } from '../http/noStore';

const TAGS = ['coupon'];

export function registerCashOutRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: { now?: () => Date } = {},
): AutoCashOutService {
  const signedIn = [requireUser(ctx)];
  const db = () => ctx.database.db;
  const termsOf = (request: Parameters<typeof requestScope>[1]) => {
    const { content, brandId } = requestScope(ctx, request);
    return cashOutTermsOf(brandOf(content, brandId).site);
  };

  app.get<{ Querystring: { ids?: string } }>(
    '/web-api/coupon/cash-out/offers',
    {
      preHandler: [...signedIn, noStore],
      schema: {
        summary:
          "Cash-out offers for the signed-in customer's open coupons (these ids, or the newest), " +
          'from the current prices',
        tags: TAGS,
        querystring: offersQuerySchema,
        response: { 200: offersResponseSchema, ...COUPON_ERRORS },
      },
    },
    async (request) => {
      const ids = request.query.ids?.split(',').map(Number);
      const userId = authUserOf(request).id;
      const offers = await cashOutOffers(
        db(),
        ctx.sports.state,
        termsOf(request),
        userId,
        ids,
        new Date(ctx.worldClock.now()),
      );
      const rules = await autoRulesOf(
        db(),
        userId,
        offers.map((o) => o.couponId),
      );
      return { offers: offers.map((o) => ({ ...o, autoRule: rules.get(o.couponId) ?? null })) };
    },
  );

  app.post<{
    Params: { couponId: string };
    Body: CashOutRequest;
    Headers: { 'idempotency-key': string };
  }>(
    '/web-api/coupon/:couponId/cash-out',
    {
      preHandler: [...signedIn, noStore],
      schema: {
        summary:
          'Cashes out a coupon, whole or in part (amount): the offer is recomputed now and taken ' +
          "if the seen value moved as the customer's odds-change setting allows, else refused " +
          'with the new value. One ledger transaction; the same key answers the first again',
        tags: TAGS,
        params: cashOutParamsSchema,
        headers: cashOutHeadersSchema,
        body: cashOutBodySchema,
        response: {
          200: cashOutResponseSchema,
          404: errorResponseSchema,
          409: cashOutRefusalSchema,
          422: errorResponseSchema,
          ...COUPON_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const result = await cashOutCoupon(
        {
          db: db(),
          state: ctx.sports.state,
          limitsNow: () => new Date(ctx.worldClock.now()),
          ...(options.now ? { now: options.now } : {}),
        },
        {
          userId: authUserOf(request).id,
          couponId: request.params.couponId,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          request: {
            ...request.body,
            changeCoefAction: (request.body.changeCoefAction ?? 2) as ChangeCoefAction,
          },
          terms: termsOf(request),
        },
      );
      switch (result.kind) {
        case 'done':
          return result.response;
        case 'refused':
          return reply.status(409).send({ ok: false, refusal: result.refusal });
        case 'not_found':
          return reply.status(404).send(statusRefusal(404, `No coupon ${request.params.couponId}`));
        case 'key_reused':
          return reply
            .status(422)
            .send(statusRefusal(422, 'This Idempotency-Key was used for another cash-out'));
      }
    },
  );

  app.get<{ Params: { couponId: string } }>(
    '/web-api/coupon/:couponId/auto-cash-out',
    {
      preHandler: [...signedIn, noStore],
      schema: {
        summary: "A coupon's auto cash-out rule (nulls: none)",
        tags: TAGS,
        params: cashOutParamsSchema,
        response: { 200: autoRuleResponseSchema, 404: errorResponseSchema, ...COUPON_ERRORS },
      },
    },
    async (request, reply) => {
      const rule = await readAutoRule(db(), authUserOf(request).id, request.params.couponId);
      if (!rule) {
        return reply.status(404).send(statusRefusal(404, `No coupon ${request.params.couponId}`));
      }
      return rule;
    },
  );

  app.put<{ Params: { couponId: string }; Body: AutoRuleInput }>(
    '/web-api/coupon/:couponId/auto-cash-out',
    {
      preHandler: signedIn,
      schema: {
        summary:
          'Sets the auto cash-out rule of an open coupon: the server sells the stake in play ' +
          'when the offer reaches takeAt or falls to stopAt (nulls: no rule)',
        tags: TAGS,
        params: cashOutParamsSchema,
        body: autoRuleBodySchema,
        response: {
          200: autoRuleResponseSchema,
          404: errorResponseSchema,
          409: cashOutRefusalSchema,
          ...COUPON_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const result = await writeAutoRule(
        db(),
        authUserOf(request).id,
        request.params.couponId,
        request.body,
        requestScope(ctx, request).brandId,
      );
      if (result.kind === 'not_found') {
        return reply.status(404).send(statusRefusal(404, `No coupon ${request.params.couponId}`));
      }
      if (result.kind === 'settled') {
        return reply.status(409).send({ ok: false, refusal: { code: 'coupon_settled' } });
      }
      if (result.kind === 'bad_range') {
        const message = 'body/stopAt must be below body/takeAt';
        return reply.status(400).send(refusalBody(400, 'invalid_field', message, 'stopAt'));
      }
      if (result.kind === 'bad_amount') {
        return reply.status(409).send({ ok: false, refusal: { code: 'amount_not_minor_units' } });
      }
      return result.rule;
    },
  );

  // The rules are executed by this process as the state it holds moves.
  const auto = new AutoCashOutService({
    db,
    state: ctx.sports.state,
    termsOf: (brandId) =>
      cashOutTermsOf(brandOf(ctx.contentStore.servedFor(brandId).content, brandId).site),
    onError: (err) => app.log.error({ err }, 'auto cash-out: a rule could not be executed'),
  });
  app.addHook('onReady', async () => auto.start());
  app.addHook('onClose', async () => auto.stop());
  return auto;
}
