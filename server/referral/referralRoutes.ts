// GET /web-api/office/referral: the signed-in customer's referral code, link and what it brought
// (office/bringfriend). Only the customer's own figures; the friends are listed without ids.
import type { FastifyInstance } from 'fastify';
import { authUserOf, requireUser } from '../auth/currentUser';
import { brandOf } from '../config/siteConfig';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { referralStats } from './referrals';
import { arraySchema, objectSchema } from '../../domain/contract/jsonSchema';

const statsResponseSchema = objectSchema(
  ['code', 'signups', 'rewarded', 'pending', 'earned', 'referrals', 'trigger'],
  {
    code: { type: 'string', description: "The customer's code: the link is /{lng}/?bf=<code>" },
    trigger: { type: 'string', enum: ['registration', 'first_deposit'] },
    rewards: {
      type: 'object',
      additionalProperties: { type: 'integer' },
      description: 'The reward per friend, minor units by currency ISO code',
    },
    signups: { type: 'integer' },
    rewarded: { type: 'integer' },
    pending: { type: 'integer' },
    earned: arraySchema(
      objectSchema(['currency_id', 'iso', 'amount'], {
        currency_id: { type: 'integer' },
        iso: { type: 'string' },
        amount: { type: 'integer', description: 'Minor units' },
      }),
    ),
    referrals: arraySchema(
      objectSchema(['registered_at', 'reward_status', 'reward_amount', 'reward_currency_id'], {
        registered_at: { type: 'string', format: 'date-time' },
        reward_status: { type: 'string', enum: ['pending', 'credited', 'none'] },
        reward_amount: { type: ['integer', 'null'] },
        reward_currency_id: { type: ['integer', 'null'] },
      }),
    ),
  },
);

export function registerReferralRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    '/web-api/office/referral',
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary:
          "The signed-in customer's referral code, sign-ups and rewards (rewards due are paid first)",
        tags: ['office'],
        response: {
          200: statsResponseSchema,
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
