// Block appeals (SPEC sections 4 "Bans", 6; domain/access/appeals.ts). A banned customer appeals
// in words and reads their appeals with status and answer; these two routes stay open to a banned
// customer (banGate.ts BAN_APPEAL_ROUTES) and refuse one who is not banned (403 `not_banned`). One
// pending appeal at a time (409 `appeal_pending`), held by the partial unique index of
// 0036_block_appeals, so two submissions at once cannot both pass. Operators (permission
// 'operations') list a brand's appeals and answer each once (409 `appeal_answered`), audited in
// the answer's transaction. Answering does not change the ban: lifting it is the ban route's
// (operatorAccessRoutes.ts), so an operator's decision and the account's state stay two acts.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  APPEAL_ANSWER_MAX,
  APPEAL_PATHS,
  APPEAL_STATUSES,
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  type AppealAnswer,
  type AppealStatus,
  type AppealView,
  type OperatorAppealView,
} from '../../domain/access/appeals';
import { isBanned } from '../../domain/access/contract';
import { authUserOf, requireUser } from '../auth/currentUser';
import { contractObject, errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf, recordAudit, requireOperator } from '../operators/index';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';
import {
  brandQuery,
  idParams,
  operationsBrand,
  operationsRoute,
  operatorErrors,
} from './operatorAccessHttp';
import type { BlockAppealsTable } from './tables';

const TAGS = ['access'];
/** The most appeals one list answers. */
export const APPEALS_LIST_LIMIT = 200;

const appealText = {
  type: 'string',
  minLength: APPEAL_TEXT_MIN,
  maxLength: APPEAL_TEXT_MAX,
  // Not only blanks.
  pattern: '\\S',
} as const;

const appealBody = closedObjectSchema(['text'], { text: appealText });

const answerBody = closedObjectSchema(['status', 'answer'], {
  status: { type: 'string', enum: ['accepted', 'rejected'] },
  answer: { type: 'string', minLength: 1, maxLength: APPEAL_ANSWER_MAX, pattern: '\\S' },
});

const operatorListQuery = {
  ...brandQuery,
  properties: {
    ...brandQuery.properties,
    status: { type: 'string', enum: [...APPEAL_STATUSES] },
  },
} as const;

const answer = (what: string) => contractObject(`${what}: see domain/access/appeals.ts`);

type AppealRow = Selectable<BlockAppealsTable>;

/** A unique index refused the row (PostgreSQL's and PGlite's code 23505). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

function appealView(row: AppealRow): AppealView {
  return {
    id: String(row.id),
    text: row.body,
    status: row.status as AppealStatus,
    answer: row.answer,
    createdAt: new Date(row.created_at).toISOString(),
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
  };
}

export function registerAppealRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => ctx.database.db;
  const operations = requireOperator(ctx, 'operations');

  /** The signed-in customer, refused unless banned (the appeal is against a ban). */
  const bannedCustomer = (request: Parameters<typeof authUserOf>[0]) => {
    const user = authUserOf(request);
    if (!isBanned(user.banLevel)) {
      throw new Refusal(403, 'not_banned', 'Only a banned customer appeals a ban');
    }
    return user;
  };

  app.get(
    APPEAL_PATHS.customer,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: "The banned customer's block appeals, newest first, with status and answer",
        tags: TAGS,
        response: { 200: answer('{ appeals }'), ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const user = bannedCustomer(request);
      const rows = await db()
        .selectFrom('block_appeals')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .limit(APPEALS_LIST_LIMIT)
        .execute();
      return { appeals: rows.map(appealView) };
    },
  );

  app.post<{ Body: { text: string } }>(
    APPEAL_PATHS.customer,
    {
      preHandler: [requireUser(ctx)],
      config: ctx.auth.rateLimits ? { rateLimit: { max: 10, timeWindow: '1 hour' } } : {},
      schema: {
        summary: 'A banned customer appeals the ban (one pending appeal at a time)',
        tags: TAGS,
        body: appealBody,
        response: { 201: answer('{ appeal }'), ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = bannedCustomer(request);
      try {
        const row = await db()
          .insertInto('block_appeals')
          .values({
            user_id: user.id,
            brand: requestScope(ctx, request).brandId,
            body: request.body.text.trim(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ appeal: appealView(row) });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new Refusal(409, 'appeal_pending', 'An earlier appeal still waits for its answer');
        }
        throw error;
      }
    },
  );

  app.get<{ Querystring: { brand: string; status?: AppealStatus } }>(
    APPEAL_PATHS.operator,
    operationsRoute(operations, "A brand's block appeals, newest first (by status if given)", {
      querystring: operatorListQuery,
      response: { 200: answer('{ appeals }'), ...operatorErrors },
    }),
    async (request) => {
      const brand = operationsBrand(ctx, request, request.query.brand);
      let query = db()
        .selectFrom('block_appeals as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .selectAll('a')
        .select('u.ban_level')
        .where('a.brand', '=', brand);
      if (request.query.status) query = query.where('a.status', '=', request.query.status);
      const rows = await query.orderBy('a.id', 'desc').limit(APPEALS_LIST_LIMIT).execute();
      const appeals: OperatorAppealView[] = rows.map((row) => ({
        ...appealView(row),
        userId: String(row.user_id),
        brand: row.brand,
        banLevel: row.ban_level,
      }));
      return { appeals };
    },
  );

  app.put<{ Params: { id: string }; Body: AppealAnswer }>(
    APPEAL_PATHS.operatorAnswer(':id'),
    operationsRoute(operations, 'Answers a block appeal once (accepted or rejected); audited', {
      params: idParams,
      body: answerBody,
      response: { 200: answer('{ appeal }'), ...errorAnswers(404, 409), ...operatorErrors },
    }),
    async (request) => {
      const op = operatorOf(request);
      const { id } = request.params;
      return db()
        .transaction()
        .execute(async (trx) => {
          const current = await trx
            .selectFrom('block_appeals')
            .select(['brand', 'status', 'user_id'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw new Refusal(404, 'not_found', `No appeal ${id}`);
          assertOperatorCan(op, 'operations', { brand: current.brand });
          if (current.status !== 'pending') {
            throw new Refusal(409, 'appeal_answered', `Appeal ${id} is ${current.status} already`);
          }
          const row = await trx
            .updateTable('block_appeals')
            .set({
              status: request.body.status,
              answer: request.body.answer.trim(),
              answered_at: new Date(),
              answered_by: op.id,
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, {
            operatorId: op.id,
            action: 'customer.appeal_answer',
            brand: current.brand,
            target: `customer/${String(current.user_id)}/appeal/${id}`,
            details: { status: request.body.status },
          });
          return { appeal: appealView(row) };
        });
    },
  );
}
