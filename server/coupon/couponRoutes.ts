// The coupon routes (the shared coupon contract; SPEC section 3 "Coupon to place", section 4
// "Bets and coupon", section 5): place (signed in, Idempotency-Key), save and load by code
// (guests too), one booked coupon and the bets history (the owner only).
import type { FastifyInstance } from 'fastify';
import type { BrandSiteFile } from '../../runtime/schema/types';
import { rateLimitConfig } from '../auth/authRateLimits';
import { authUserOf, requireUser } from '../auth/currentUser';
import { brandOf } from '../config/siteConfig';
import { errorResponseSchema } from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { answerPurchase, refusedPageQuery } from '../poolGames/poolRoutes';
import { requestScope, type ServerContext } from '../http/serverContext';
import { DEFAULT_SPORTS_LANGUAGE, type SportsLanguage } from '../sports/i18n';
import { findUserCoupon } from './couponRepository';
import {
  COUPON_ERRORS,
  couponParamsSchema,
  couponQuerySchema,
  historyQuerySchema,
  historyResponseSchema,
  IDEMPOTENCY_HEADER,
  loadParamsSchema,
  loadQuerySchema,
  loadResponseSchema,
  placeBodySchema,
  placedCouponSchema,
  placeHeadersSchema,
  placeQuerySchema,
  placeResponseSchema,
  refusalResponseSchema,
  saveBodySchema,
  saveResponseSchema,
} from './couponSchemas';
import { couponHistory, type HistoryQuery } from './history';
import type { CouponToPlace } from '../../domain/coupon/index';
import { placeCoupon, type CouponSiteFlags } from './placement';
import { loadCoupon, saveCoupon, type SaveCouponInput } from './savedCoupons';
import { registerCashOutRoutes } from './cashOutRoutes';
import { registerCashOutPush } from './cashOutPush';
import type { AccountEventStreams } from '../money/accountEvents';
import { registerBetBuilderRoutes } from './betBuilderRoutes';
import { betBuilderTermsOf } from './betBuilder';
import { noStore } from '../http/noStore';

const TAGS = ['coupon'];
/** Saving is open to guests and writes a row: per address, like the other public POSTs. */
export const SAVES_PER_MINUTE = { max: 30, timeWindow: '1 minute' } as const;

export interface CouponRouteOptions {
  /** The clock of the history periods and placed_at. Default: real time. */
  now?: () => Date;
  /** The customers' open tabs: their cash-out offers are pushed there as odds move. */
  accountStreams?: AccountEventStreams;
}

/** The brand's coupon flags (SPEC section 3 "Site configuration flags"); absent means off / none. */
export function couponSiteFlags(site: BrandSiteFile): CouponSiteFlags {
  return {
    couponTypesWithMinAmount: site.couponTypesWithMinAmount ?? [],
    couponTypesWithMaxAmount: site.couponTypesWithMaxAmount ?? [],
    isAvailableCouponBonusBet: site.isAvailableCouponBonusBet ?? false,
    showVipBet: site.showVipBet ?? false,
    ...(site.coefViewIds ? { coefViewIds: site.coefViewIds } : {}),
    betBuilder: betBuilderTermsOf(site),
    ...(site.taxes ? { taxes: site.taxes } : {}),
    ...(site.hyperBonus ? { hyperBonus: site.hyperBonus } : {}),
  };
}

export function registerCouponRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: CouponRouteOptions = {},
): void {
  const now = options.now ?? (() => new Date());
  const signedIn = [requireUser(ctx)];
  const db = () => ctx.database.db;
  registerCashOutRoutes(app, ctx, options.now ? { now: options.now } : {});
  if (options.accountStreams) registerCashOutPush(app, ctx, options.accountStreams);
  registerBetBuilderRoutes(app, ctx);

  app.post<{
    Body: CouponToPlace;
    Headers: { 'idempotency-key': string };
    Querystring: { lng?: SportsLanguage };
  }>(
    '/web-api/coupon/place',
    {
      preHandler: signedIn,
      schema: {
        summary:
          'Places a coupon: every rule checked against the current prices, the stake debited ' +
          'and the coupons booked in one transaction. The same Idempotency-Key and body answer ' +
          'the first placement again; the same key with another body is 422. Legs are named in lng',
        tags: TAGS,
        headers: placeHeadersSchema,
        querystring: placeQuerySchema,
        body: placeBodySchema,
        response: {
          200: placeResponseSchema,
          409: refusalResponseSchema,
          422: errorResponseSchema,
          ...COUPON_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const flags = couponSiteFlags(brandOf(content, brandId).site);
      const result = await placeCoupon(
        { db: db(), state: ctx.sports.state, now, worldClock: ctx.worldClock },
        {
          userId: authUserOf(request).id,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          body: request.body,
          flags,
          language: request.query.lng ?? DEFAULT_SPORTS_LANGUAGE,
        },
      );
      reply.header('cache-control', 'no-store');
      if (result.kind === 'placed' && !result.replayed) ctx.metrics.couponPlaced();
      if (result.kind === 'refused') {
        ctx.metrics.couponRefused(result.refusals.map((refusal) => refusal.code));
      }
      return answerPurchase(reply, result, 'coupon');
    },
  );

  app.post<{ Body: SaveCouponInput }>(
    '/web-api/coupon/save',
    {
      config: rateLimitConfig(ctx, SAVES_PER_MINUTE),
      schema: {
        summary: "Saves a coupon's selections under a code anyone can load (guests too)",
        tags: TAGS,
        body: saveBodySchema,
        response: { 200: saveResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => ({ code: await saveCoupon(db(), request.body) }),
  );

  app.get<{ Params: { code: string }; Querystring: { lng?: SportsLanguage } }>(
    '/web-api/coupon/load/:code',
    {
      preHandler: noStore,
      schema: {
        summary:
          'A saved coupon with current prices and names; bets whose game or outcome is gone ' +
          'are left out and counted (missingCount)',
        tags: TAGS,
        params: loadParamsSchema,
        querystring: loadQuerySchema,
        response: { 200: loadResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const coupon = await loadCoupon(
        db(),
        ctx.sports.state,
        request.params.code,
        request.query.lng ?? DEFAULT_SPORTS_LANGUAGE,
      );
      if (!coupon) {
        return reply.status(404).send(statusRefusal(404, `No saved coupon ${request.params.code}`));
      }
      return coupon;
    },
  );

  app.get<{ Querystring: HistoryQuery & { lng?: SportsLanguage } }>(
    '/web-api/bets/history',
    {
      preHandler: [...signedIn, noStore],
      schema: {
        summary:
          "The signed-in customer's coupons, newest first, filtered and paged; legs named in lng",
        tags: TAGS,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...COUPON_ERRORS },
      },
    },
    async (request, reply) => {
      if (refusedPageQuery(reply, request.query, historyQuerySchema)) return reply;
      const { lng, ...query } = request.query;
      return couponHistory(
        db(),
        authUserOf(request).id,
        query,
        now(),
        lng ?? DEFAULT_SPORTS_LANGUAGE,
      );
    },
  );

  app.get<{ Params: { couponId: string }; Querystring: { lng?: SportsLanguage } }>(
    '/web-api/coupon/:couponId',
    {
      preHandler: [...signedIn, noStore],
      schema: {
        summary: "One of the signed-in customer's coupons (another's is 404); legs named in lng",
        tags: TAGS,
        params: couponParamsSchema,
        querystring: couponQuerySchema,
        response: { 200: placedCouponSchema, 404: errorResponseSchema, ...COUPON_ERRORS },
      },
    },
    async (request, reply) => {
      const id = request.params.couponId;
      const coupon = Number.isSafeInteger(Number(id))
        ? await findUserCoupon(
            db(),
            authUserOf(request).id,
            id,
            request.query.lng ?? DEFAULT_SPORTS_LANGUAGE,
          )
        : undefined;
      if (!coupon) return reply.status(404).send(statusRefusal(404, `No coupon ${id}`));
      return coupon;
    },
  );
}
