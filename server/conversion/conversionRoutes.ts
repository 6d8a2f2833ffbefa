// Account conversion routes (SPEC section 4): the signed-in customer's conversion status and
// legacy accounts, and the conversion of one of them. Only the customer's own accounts.
import type { FastifyInstance } from 'fastify';
import { CONVERSION_REQUEST_KEY_PATTERN } from '../../domain/conversion/conversion';
import { authUserOf, requireUser } from '../auth/currentUser';
import { brandOf } from '../config/siteConfig';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { conversionRule, conversionState, convertAccount } from './conversion';
import { arraySchema, closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const stateResponseSchema = objectSchema(
  ['status', 'legacy_currency_id', 'target_currency_id', 'rate', 'accounts'],
  {
    status: {
      type: 'integer',
      enum: [0, 1, 2],
      description: '0 not allowed, 1 main account allowed, 2 additional account allowed',
    },
    legacy_currency_id: { type: ['integer', 'null'] },
    target_currency_id: { type: ['integer', 'null'] },
    rate: { type: ['number', 'null'], description: 'Legacy units for one target unit' },
    accounts: arraySchema(
      objectSchema(['account_id', 'type', 'money', 'converted_money', 'converted'], {
        account_id: { type: 'integer' },
        type: { type: 'integer' },
        money: { type: 'integer', description: 'Legacy minor units' },
        converted_money: { type: 'integer', description: 'Target minor units at the rate' },
        converted: { type: 'boolean' },
      }),
    ),
  },
);

const convertBodySchema = closedObjectSchema(['account_id', 'request_key'], {
  account_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  request_key: {
    type: 'string',
    pattern: CONVERSION_REQUEST_KEY_PATTERN,
    description: 'One per conversion the customer asks for: a repeat moves nothing',
  },
});

const convertResponseSchema = objectSchema(
  ['success', 'from_account_id', 'to_account_id', 'from_amount', 'to_amount', 'status'],
  {
    success: { type: 'boolean' },
    replayed: { type: 'boolean' },
    from_account_id: { type: 'integer' },
    to_account_id: { type: 'integer' },
    from_amount: { type: 'integer', description: 'Legacy minor units moved' },
    to_amount: { type: 'integer', description: 'Target minor units credited' },
    status: { type: 'integer', enum: [0, 1, 2], description: 'The status after the conversion' },
  },
);

export function registerConversionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = [requireUser(ctx)];
  const ruleFor = (request: Parameters<typeof requestScope>[1]) => {
    const { content, brandId } = requestScope(ctx, request);
    return conversionRule(brandOf(content, brandId).site.accountConversion);
  };

  app.get(
    '/web-api/account/conversion',
    {
      preHandler: signedIn,
      schema: {
        summary: "The signed-in customer's account conversion status and legacy accounts",
        tags: ['account'],
        response: { 200: stateResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversionState(ctx.database.db, ruleFor(request), authUserOf(request).id);
    },
  );

  app.post<{ Body: { account_id: number; request_key: string } }>(
    '/web-api/account/conversion',
    {
      preHandler: signedIn,
      schema: {
        summary: 'Converts one legacy account to the target currency (one ledger transaction)',
        tags: ['account'],
        body: convertBodySchema,
        response: {
          200: convertResponseSchema,
          ...errorAnswers(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const rule = ruleFor(request);
      if (!rule) {
        throw new Refusal(404, 'conversion_not_available', 'conversion: no legacy currency here');
      }
      const userId = authUserOf(request).id;
      const result = await convertAccount(ctx.database.db, rule, {
        userId,
        accountId: String(request.body.account_id),
        requestKey: request.body.request_key,
      });
      if (!result.success) {
        throw new Refusal(result.status, result.reason, result.message, result.field);
      }
      const after = await conversionState(ctx.database.db, rule, userId);
      return { ...result, status: after.status };
    },
  );
}
