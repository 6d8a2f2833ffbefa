// GET /web-api/office/referral: the signed-in customer's referral code, link and what it brought
// (office/bringfriend). Only the customer's own figures; the friends are listed without ids.
import type { FastifyInstance } from 'fastify';
import { authUserOf, requireUser } from '../auth/currentUser';
import { brandOf } from '../config/siteConfig';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { referralStats } from './referrals';
import { REFERRAL_PATH, referralStatsSchema } from '../../domain/referral/contract';

export function registerReferralRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    REFERRAL_PATH,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary:
          "The signed-in customer's referral code, sign-ups and rewards (rewards due are paid first)",
        tags: ['office'],
        response: {
          200: referralStatsSchema,
          ...errorAnswers(401, 404),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { content, brandId } = requestScope(ctx, request);
      const rule = brandOf(content, brandId).site.referral;
      if (!rule) {
        throw new Refusal(404, 'referral_not_available', 'referral: no program on this brand');
      }
      const stats = await referralStats(ctx, authUserOf(request).id);
      return { ...stats, trigger: rule.trigger, rewards: rule.rewards };
    },
  );
}
