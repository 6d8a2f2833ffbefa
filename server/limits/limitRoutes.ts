// The limit service (SPEC section 7 "Limit service", section 8 codes): every call reads
// X-Language (missing: 400 missing_field; not a language of the brand: 400 language_unsupported)
// and, except the self-exclusion reasons, the customer's auth (Bearer or cookie; 401). A failed
// call answers its status and title (the dictionary key of its reason) with the refusal body.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorTextKey, isErrorReason, reasonOfStatus } from '../../domain/errors/errorReasons';
import {
  LANGUAGE_HEADER,
  LIMIT_SERVICE_PATHS,
  SELF_EXCLUDE_REASON_IDS,
  type LimitActionRequest,
  type PingRequest,
  type RemoveLimitQuery,
  type SaveLimitsRequest,
  type TestAnswersRequest,
} from '../../domain/limits/index';
import { authenticate, requireAccessToken } from '../auth/currentUser';
import { endSessionsEverywhere } from '../auth/sessionTokens';
import { brandDictionary } from '../config/dictionaries';
import { brandOf } from '../config/siteConfig';
import { validationRefusal } from '../http/errorHandling';
import { Refusal, refusalBody, type RefusalBody } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { errorResponseSchema, numericIdSchema } from '../http/httpSchemas';
import { operatorOf, recordAudit, requireOperator } from '../operators/index';
import { objectSchema } from '../../domain/contract/jsonSchema';
import type { LimitToSave } from '../../domain/limits/index';
import { OPERATOR_LIMITS_PATH } from '../../domain/limits/operatorLimits';
import { LimitRefusal } from './limitRefusal';
import { brandLimitRules } from './limitRules';
import {
  availableLimitsResponseSchema,
  blockUserBodySchema,
  blockUserResponseSchema,
  languageHeadersSchema,
  LIMIT_ERRORS,
  limitActionBodySchema,
  limitFailureSchema,
  limitsResponseSchema,
  pingBodySchema,
  pingResponseSchema,
  reasonsResponseSchema,
  removeLimitQuerySchema,
  saveLimitsBodySchema,
  saveLimitsResponseSchema,
  testAnswersBodySchema,
  testAnswersResponseSchema,
} from './limitSchemas';
import {
  availableLimits,
  blockUser,
  customerLimits,
  limitAction,
  removeLimit,
  saveLimits,
  testAnswers,
  type LimitsScope,
} from './limitService';
import { ping } from './playTime';

const TAGS = ['limits'];
const LANGUAGE_HEADER_NAME = LANGUAGE_HEADER.toLowerCase();

/** Registers the limit service's routes in their own scope (its failure answers). */
export function registerLimitRoutes(app: FastifyInstance, ctx: ServerContext): void {
  void app.register(async (limits) => {
    limits.setErrorHandler(limitFailureHandler);
    registerRoutes(limits, ctx);
  });
}

/** Refusals and validation errors as SPEC section 8's failed save: status, title, reason. */
function limitFailureHandler(
  this: FastifyInstance,
  err: FastifyError,
  _request: FastifyRequest,
  reply: import('fastify').FastifyReply,
) {
  let status: number;
  let body: RefusalBody;
  if (err instanceof Refusal) {
    status = err.statusCode;
    body = { ...refusalBody(status, err.reason, err.message, err.field), ...err.details };
  } else if (err.validation) {
    const { reason, field, rule } = validationRefusal(err);
    status = 400;
    body = refusalBody(400, reason, err.message, field, rule);
  } else if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
    status = err.statusCode;
    body = refusalBody(status, reasonOfStatus(status), err.message);
  } else {
    // Not a refusal: the server's own handler logs it and answers 500.
    throw err;
  }
  const reason = isErrorReason(body.reason) ? body.reason : reasonOfStatus(status);
  return reply.status(status).send({ status, title: errorTextKey(reason), ...body });
}

function registerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The X-Language of the request, a language of the brand, else 400. */
  const language = (request: FastifyRequest): string => {
    const value = request.headers[LANGUAGE_HEADER_NAME];
    const { content, brandId } = requestScope(ctx, request);
    const languages = brandOf(content, brandId).site.languages;
    if (typeof value !== 'string' || !languages.includes(value)) {
      throw new LimitRefusal(
        400,
        'language_unsupported',
        `${LANGUAGE_HEADER}: not a language of this site (${languages.join(', ')})`,
        {},
        LANGUAGE_HEADER_NAME,
      );
    }
    return value;
  };

  /** The signed-in customer's scope; 401 without auth. */
  const customer = async (request: FastifyRequest): Promise<LimitsScope> => {
    language(request);
    const auth = await authenticate(ctx, request);
    if (!auth.ok) throw new Refusal(401, auth.refusal, auth.why);
    const { content, brandId } = requestScope(ctx, request);
    return {
      db: ctx.database.db,
      clock: ctx.worldClock,
      rules: brandLimitRules(brandOf(content, brandId).site),
      userId: auth.user.id,
      endSessions: (userId) => endSessionsEverywhere(ctx, userId),
    };
  };

  // An operator (permission 'operations') sets a customer's limits with the very rules and
  // refusals of the customer's own save, for the brand of the host it calls on; audited in the
  // save's transaction (docs/back-office.md "Customer limits").
  app.put<{ Params: { userId: string }; Body: { limits: LimitToSave[] } }>(
    OPERATOR_LIMITS_PATH,
    {
      preHandler: requireOperator(ctx, 'operations'),
      schema: {
        summary: "Sets a customer's limits as the customer's own save does; audited",
        tags: ['operators', 'limits'],
        params: objectSchema(['userId'], {
          userId: numericIdSchema,
        }),
        body: saveLimitsBodySchema,
        response: { 200: saveLimitsResponseSchema, ...LIMIT_ERRORS, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const op = operatorOf(request);
      const { userId } = request.params;
      const user = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw new Refusal(404, 'not_found', `no customer ${userId}`, 'userId');
      const { content, brandId } = requestScope(ctx, request);
      return saveLimits(
        {
          db: ctx.database.db,
          clock: ctx.worldClock,
          rules: brandLimitRules(brandOf(content, brandId).site),
          userId,
          endSessions: (id) => endSessionsEverywhere(ctx, id),
          audit: (trx) =>
            recordAudit(trx, {
              operatorId: op.id,
              action: 'customer.limits',
              brand: brandId,
              target: `customer/${userId}`,
              details: { limits: request.body.limits },
            }),
        },
        request.body.limits,
      );
    },
  );

  const headers = languageHeadersSchema;
  // A guest is refused before the language header and the body are checked (signInFirst.ts).
  const signedIn = [requireAccessToken(ctx)];
  const withAuth = (summary: string) => ({
    summary,
    tags: TAGS,
    headers,
  });

  /** A read of the signed-in customer's own limits: never cached. */
  const customerRead = (
    url: string,
    summary: string,
    response: object,
    answer: (scope: LimitsScope) => Promise<unknown>,
  ): void => {
    app.get(
      url,
      {
        preHandler: signedIn,
        schema: { ...withAuth(summary), response: { 200: response, ...LIMIT_ERRORS } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return answer(await customer(request));
      },
    );
  };

  customerRead(
    LIMIT_SERVICE_PATHS.availableLimits,
    'The limit sections and catalogue for the customer: values, measure, locks',
    availableLimitsResponseSchema,
    availableLimits,
  );

  customerRead(
    LIMIT_SERVICE_PATHS.limits,
    "The customer's limits: ACTIVE, INACTIVE and PENDING records",
    limitsResponseSchema,
    async (scope) => ({ limits: await customerLimits(scope) }),
  );

  app.post<{ Body: SaveLimitsRequest }>(
    LIMIT_SERVICE_PATHS.limits,
    {
      preHandler: signedIn,
      schema: {
        ...withAuth(
          'Saves limits together: stricter at once, looser or removed PENDING for the cooling-off; ' +
            'a self-exclusion or time-out answers questions and a tokenGuid (POST testanswers applies it)',
        ),
        body: saveLimitsBodySchema,
        response: { 200: saveLimitsResponseSchema, ...LIMIT_ERRORS },
      },
    },
    async (request) => saveLimits(await customer(request), request.body.limits),
  );

  app.post<{ Body: TestAnswersRequest }>(
    LIMIT_SERVICE_PATHS.testAnswers,
    {
      preHandler: signedIn,
      schema: {
        ...withAuth(
          'Answers the questions of a saved self-exclusion or time-out: all right, it starts and every session ends',
        ),
        body: testAnswersBodySchema,
        response: { 200: testAnswersResponseSchema, ...LIMIT_ERRORS },
      },
    },
    async (request) => testAnswers(await customer(request), request.body),
  );

  app.post<{ Body: LimitActionRequest }>(
    LIMIT_SERVICE_PATHS.limitAction,
    {
      preHandler: signedIn,
      schema: {
        ...withAuth(
          'Rejects (0) or approves (1, after the cooling-off) the pending change of a type',
        ),
        body: limitActionBodySchema,
        response: { 204: { type: 'null', description: 'Done' }, ...LIMIT_ERRORS },
      },
    },
    async (request, reply) => {
      await limitAction(await customer(request), request.body.type, request.body.action);
      return reply.status(204).send();
    },
  );

  app.delete<{ Querystring: RemoveLimitQuery }>(
    LIMIT_SERVICE_PATHS.limit,
    {
      preHandler: signedIn,
      schema: {
        ...withAuth('Asks to remove a limit: a looser change, PENDING for the cooling-off'),
        querystring: removeLimitQuerySchema,
        response: { 200: saveLimitsResponseSchema, ...LIMIT_ERRORS },
      },
    },
    async (request) => removeLimit(await customer(request), request.query.type),
  );

  app.get(
    LIMIT_SERVICE_PATHS.selfExcludeReasons,
    {
      schema: {
        summary: 'The self-exclusion reasons in the X-Language language (no auth needed)',
        tags: TAGS,
        headers,
        response: { 200: reasonsResponseSchema, 400: limitFailureSchema },
      },
    },
    async (request) => {
      const lng = language(request);
      const { content, brandId } = requestScope(ctx, request);
      const texts = brandDictionary(content, brandId, lng, 'limits') ?? {};
      return {
        reasons: SELF_EXCLUDE_REASON_IDS.map((id) => {
          const key = `limits_self_exclude_reason_${id}`;
          return { id, selfExcludeReason: texts[key] ?? key };
        }),
      };
    },
  );

  app.post<{ Body: { days: number; selfExcludeReason?: number } }>(
    LIMIT_SERVICE_PATHS.blockUser,
    {
      preHandler: signedIn,
      schema: {
        ...withAuth('Self-excludes at once for days (a self-exclusion value); every session ends'),
        body: blockUserBodySchema,
        response: { 200: blockUserResponseSchema, ...LIMIT_ERRORS },
      },
    },
    async (request) => {
      await blockUser(await customer(request), request.body.days, request.body.selfExcludeReason);
      return { success: true };
    },
  );

  app.post<{ Body: PingRequest | undefined }>(
    LIMIT_SERVICE_PATHS.ping,
    {
      preHandler: signedIn,
      schema: {
        ...withAuth(
          'Counts play time (a gap counts at most 30 s): the session limit left, the end of the ' +
            'session (signed out), the reality check due; acknowledgeRealityCheck confirms a reminder',
        ),
        body: pingBodySchema,
        response: { 200: pingResponseSchema, ...LIMIT_ERRORS },
      },
    },
    async (request) =>
      ping(await customer(request), {
        acknowledgeRealityCheck: request.body?.acknowledgeRealityCheck === true,
      }),
  );
}
