// The operator session (sign-in, who am I, sign-out) and the audit log, under /operator-api.
import type { FastifyInstance } from 'fastify';
import { OPERATOR_ROLES } from '../../domain/operators/roles';
import { OPERATOR_PATHS } from '../../domain/studio/contract';
import { rateLimitConfig, RATE_LIMITS } from '../auth/authRateLimits';
import { dummyPasswordHash, verifyPassword } from '../auth/passwordHash';
import { claimSignInAttempt, clearSignInDelay } from '../auth/signInDelay';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { listAudit, recordAudit } from './audit';
import { identityOf, normalizeLogin } from './operatorAccounts';
import {
  assertOperatorCan,
  endOperatorSession,
  operatorOf,
  requireOperator,
  sessionOperator,
  startOperatorSession,
} from './operatorAuth';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';

export const operatorIdentitySchema = objectSchema(['id', 'login', 'role', 'brand'], {
  id: { type: 'string' },
  login: { type: 'string' },
  role: { type: 'string', enum: [...OPERATOR_ROLES] },
  brand: { type: ['string', 'null'], description: 'Partners only: the brand they may write' },
});

const operatorAnswerSchema = objectSchema(['operator'], { operator: operatorIdentitySchema });

export const brandQuerySchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,49}$' } as const;

const WRONG = 'operator sign-in: login or password is wrong';

export function registerOperatorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // A partner sees only its brand: any operator request naming another brand (query or body) is
  // refused before its handler reads anything (403 operator_forbidden).
  app.addHook('preHandler', async (request) => {
    const op = request.operator;
    if (!op || op.role !== 'partner') return;
    for (const carrier of [request.query, request.body]) {
      const brand =
        carrier && typeof carrier === 'object' ? (carrier as { brand?: unknown }).brand : undefined;
      if (typeof brand === 'string') assertOperatorCan(op, 'content.read', { brand });
    }
  });
  app.post<{ Body: { login: string; password: string } }>(
    OPERATOR_PATHS.session,
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.signIn),
      schema: {
        summary: 'Operator sign-in: sets the operator_session cookie (httpOnly, SameSite=Strict)',
        tags: ['operators'],
        body: closedObjectSchema(['login', 'password'], {
          login: { type: 'string', minLength: 1, maxLength: 64 },
          password: { type: 'string', minLength: 1, maxLength: 128 },
        }),
        response: {
          200: operatorAnswerSchema,
          ...errorAnswers(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const login = normalizeLogin(request.body.login);
      // The customers' growing wait, per login (known or not, alike), on top of the address limit.
      const waitKey = `operator:${login}`;
      const turn = await claimSignInAttempt(ctx, waitKey);
      if (!turn.ok) {
        reply.header('retry-after', String(turn.waitSeconds));
        throw new Refusal(
          429,
          'too_many_requests',
          `operator sign-in: wait ${turn.waitSeconds} s before the next attempt on this login`,
        );
      }
      const row = await ctx.database.db
        .selectFrom('operators')
        .select(['id', 'login', 'role', 'brand', 'disabled', 'password_hash'])
        .where('login', '=', login)
        .executeTakeFirst();
      // An unknown login costs the same scrypt as a known one: the timing says nothing.
      const hash = row?.password_hash ?? (await dummyPasswordHash());
      const matches = await verifyPassword(request.body.password, hash);
      if (!row || !matches || row.disabled) {
        throw new Refusal(401, 'operator_credentials', WRONG);
      }
      await clearSignInDelay(ctx, waitKey);
      const operator = identityOf(row);
      await startOperatorSession(ctx, reply, operator.id);
      await recordAudit(ctx.database.db, { operatorId: operator.id, action: 'session.sign_in' });
      return { operator };
    },
  );

  app.get(
    OPERATOR_PATHS.session,
    {
      preHandler: requireOperator(ctx),
      schema: {
        summary: 'The signed-in operator, or 401 operator_auth_required',
        tags: ['operators'],
        response: { 200: operatorAnswerSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ operator: operatorOf(request) }),
  );

  app.delete(
    OPERATOR_PATHS.session,
    {
      schema: {
        summary: 'Operator sign-out: ends the session and clears the cookie (204 either way)',
        tags: ['operators'],
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const operator = await sessionOperator(ctx, request);
      await endOperatorSession(ctx, request, reply);
      if (operator) {
        await recordAudit(ctx.database.db, { operatorId: operator.id, action: 'session.sign_out' });
      }
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { brand?: string; limit?: number } }>(
    OPERATOR_PATHS.audit,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      schema: {
        summary: "The audit log, newest first (a brand's entries and those of no brand)",
        tags: ['operators'],
        querystring: closedOptionalObjectSchema({
          brand: brandQuerySchema,
          limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
        }),
        response: {
          200: objectSchema(['entries'], {
            entries: arraySchema(
              objectSchema(['id', 'operator', 'action', 'brand', 'target', 'details', 'at'], {
                id: { type: 'string' },
                operator: { type: 'string', description: 'The operator login' },
                action: { type: 'string' },
                brand: { type: ['string', 'null'] },
                target: { type: ['string', 'null'] },
                details: {},
                at: { type: 'string', format: 'date-time' },
              }),
            ),
          }),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request) => {
      const op = operatorOf(request);
      // A partner: its brand's entries and its own sign-ins (not another brand's, nor another
      // operator's sign-ins).
      if (op.role === 'partner') {
        const entries = await listAudit(ctx.database.db, {
          onlyBrand: op.brand ?? '',
          self: op.id,
          limit: request.query.limit ?? 100,
        });
        return { entries };
      }
      return {
        entries: await listAudit(ctx.database.db, {
          brand: request.query.brand,
          limit: request.query.limit ?? 100,
        }),
      };
    },
  );
}
