// The bet builder's quote (docs/bet-builder.md): the joint price of picks on one game now, or the
// reason they cannot be built (a code the client words). Open to guests: it reads prices only.
// Placement prices the same picks again (server/coupon/placementRules.ts).
import type { FastifyInstance } from 'fastify';
import type { BuilderPick } from '../../domain/coupon/index';
import { brandOf } from '../config/siteConfig';
import { statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { errorResponseSchema } from '../http/httpSchemas';
import { BUILDER_REFUSAL_CODES } from '../../domain/coupon/index';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';
import { betBuilderTermsOf, quoteBuilder } from './betBuilder';
import { builderPicksSchema } from './couponSchemas';

const quoteBodySchema = closedObjectSchema(['gameId', 'picks'], {
  gameId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  picks: builderPicksSchema,
});

const quoteResponseSchema = objectSchema(['ok'], {
  ok: { type: 'boolean' },
  coef: { type: 'number', description: 'The builder coefficient (2 decimals)' },
  probability: { type: 'number', description: 'The fair joint probability of the picks' },
  pickProbabilities: { type: 'array', items: { type: 'number' } },
  refusal: objectSchema(['code'], {
    code: { type: 'string', enum: [...BUILDER_REFUSAL_CODES] },
    picks: { type: 'array', items: { type: 'integer' }, description: 'The picks it is about' },
  }),
});

export function registerBetBuilderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { gameId: number; picks: BuilderPick[] } }>(
    '/web-api/coupon/bet-builder/quote',
    {
      schema: {
        summary:
          'Bet builder quote: the joint price of picks on one game under its goals model, with ' +
          "the brand's margin, or the reason they cannot be combined",
        tags: ['coupon'],
        body: quoteBodySchema,
        response: { 200: quoteResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const game = ctx.sports.state.game(request.body.gameId);
      if (!game) return reply.status(404).send(statusRefusal(404, 'No such game'));
      const { content, brandId } = requestScope(ctx, request);
      const terms = betBuilderTermsOf(brandOf(content, brandId).site);
      return quoteBuilder(game, request.body.picks, terms);
    },
  );
}
