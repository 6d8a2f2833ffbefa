// Operator endpoints of verification (ARCHITECTURE "Operators are not customers"): the documents
// waiting for review (permission 'operations.read': the queue names no personal data), and with
// 'operations' one document's bytes, the decision on it and a request for documents. The customer
// is named in the path and must own the document: another customer's document is 404, never read or decided. Every decision, request and document read is
// audited (a read of personal documents is recorded too), writes in the same transaction.
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_KINDS,
  REJECTION_REASON_MAX,
  type DocumentKind,
  type VerificationEvent,
} from '../../domain/verification/verificationState';
import {
  VERIFICATION_PATHS,
  type OperatorDecision,
} from '../../domain/verification/verificationContract';
import { errorResponseSchema, errorAnswers, numericIdSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { operatorOf, recordAudit, requireOperator } from '../operators/index';
import type { DocumentStore } from './documentStore';
import { caseSchema, documentIdSchema, documentSchema, sendDocument } from './verificationRoutes';
import { applyEvent, countPending, documentView, lockCase } from './verificationCases';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';

const operatorErrors = {
  ...errorAnswers(400, 401, 403, 404, 503),
} as const;

const userIdSchema = numericIdSchema;

const customerDocumentParams = objectSchema(['userId', 'documentId'], {
  userId: userIdSchema,
  documentId: documentIdSchema,
});

type CustomerDocumentParams = { userId: string; documentId: string };

const reasonSchema = { type: 'string', minLength: 3, maxLength: REJECTION_REASON_MAX } as const;

export function registerVerificationOperatorRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  store: DocumentStore,
): void {
  const operations = requireOperator(ctx, 'operations');
  const reads = requireOperator(ctx, 'operations.read');
  const db = ctx.database.db;

  app.get<{
    Querystring: { status: 'pending' | 'accepted' | 'rejected'; limit: number; userId?: string };
  }>(
    VERIFICATION_PATHS.operatorDocuments,
    {
      preHandler: reads,
      schema: {
        summary:
          'Documents by review status (pending first come first), with their customer; one customer with userId',
        tags: ['operators', 'verification'],
        querystring: closedOptionalObjectSchema({
          status: {
            type: 'string',
            enum: ['pending', 'accepted', 'rejected'],
            default: 'pending',
          },
          limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          userId: userIdSchema,
        }),
        response: {
          200: objectSchema(['documents'], {
            documents: arraySchema(
              objectSchema([...documentSchema.required, 'userId', 'caseState'], {
                ...documentSchema.properties,
                userId: { type: 'string' },
                caseState: { type: 'string' },
              }),
            ),
          }),
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const { userId } = request.query;
      const rows = await db
        .selectFrom('verification_documents as d')
        .leftJoin('verification_cases as c', 'c.user_id', 'd.user_id')
        .selectAll('d')
        .select('c.state as case_state')
        .where('d.status', '=', request.query.status)
        .$if(userId !== undefined, (q) => q.where('d.user_id', '=', userId as string))
        .orderBy('d.id', request.query.status === 'pending' ? 'asc' : 'desc')
        .limit(request.query.limit)
        .execute();
      return {
        documents: rows.map((row) => ({
          ...documentView(row),
          userId: String(row.user_id),
          caseState: row.case_state ?? 'none',
        })),
      };
    },
  );

  app.get<{ Params: CustomerDocumentParams }>(
    VERIFICATION_PATHS.operatorDocumentFile,
    {
      preHandler: operations,
      schema: {
        summary: "A customer's document, as uploaded (the read is audited)",
        tags: ['operators', 'verification'],
        params: customerDocumentParams,
        response: operatorErrors,
      },
    },
    async (request, reply) => {
      const { userId, documentId } = request.params;
      const row = await db
        .selectFrom('verification_documents')
        .select(['id', 'format', 'storage_key'])
        .where('id', '=', documentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) {
        throw new Refusal(404, 'document_not_found', `no document ${documentId} of ${userId}`);
      }
      await recordAudit(db, {
        operatorId: operatorOf(request).id,
        action: 'verification.document_read',
        target: `customer/${userId}/document/${documentId}`,
      });
      return sendDocument(store, reply, row);
    },
  );

  app.post<{ Params: CustomerDocumentParams; Body: OperatorDecision }>(
    VERIFICATION_PATHS.operatorDecision,
    {
      preHandler: operations,
      schema: {
        summary:
          'Decides a pending document: approve, reject with a reason, or ask for another document',
        tags: ['operators', 'verification'],
        params: customerDocumentParams,
        body: closedObjectSchema(['decision'], {
          decision: { type: 'string', enum: ['approve', 'reject', 'request_additional'] },
          reason: reasonSchema,
          kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
        }),
        response: {
          200: objectSchema(['document', 'case'], { document: documentSchema, case: caseSchema }),
          ...operatorErrors,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { userId, documentId } = request.params;
      const body = request.body;
      if (body.decision === 'reject' && !body.reason) {
        throw new Refusal(400, 'verification_reason_required', 'body/reason: say why', 'reason');
      }
      if (body.decision === 'request_additional' && !body.kind) {
        throw new Refusal(400, 'missing_field', 'body/kind: the document asked for', 'kind');
      }
      const operator = operatorOf(request);
      const now = ctx.auth.now();
      return db.transaction().execute(async (trx) => {
        // The document first: a path naming no such customer's document never creates a case.
        const owned = await trx
          .selectFrom('verification_documents')
          .select('id')
          .where('id', '=', documentId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!owned) {
          throw new Refusal(404, 'document_not_found', `no document ${documentId} of ${userId}`);
        }
        const current = await lockCase(trx, userId);
        const row = await trx
          .selectFrom('verification_documents')
          .select(['id', 'status'])
          .where('id', '=', documentId)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) {
          throw new Refusal(404, 'document_not_found', `no document ${documentId} of ${userId}`);
        }
        if (row.status !== 'pending') {
          throw new Refusal(409, 'document_not_pending', `document ${documentId} is ${row.status}`);
        }
        const stillPending = (await countPending(trx, userId)) - 1;
        const event: VerificationEvent =
          body.decision === 'approve'
            ? { type: 'approve', stillPending }
            : body.decision === 'reject'
              ? { type: 'reject', reason: body.reason }
              : { type: 'request_additional', kind: body.kind };
        const next = await applyEvent(trx, userId, current, event, now);
        const decided = await trx
          .updateTable('verification_documents')
          .set({
            status: body.decision === 'reject' ? 'rejected' : 'accepted',
            decision_reason: body.decision === 'approve' ? null : (body.reason ?? null),
            decided_by: operator.id,
            decided_at: now,
          })
          .where('id', '=', documentId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          operatorId: operator.id,
          action: `verification.${body.decision}`,
          target: `customer/${userId}/document/${documentId}`,
          details: { from: current.state, to: next.state, ...body },
        });
        return { document: documentView(decided), case: next };
      });
    },
  );

  app.post<{ Params: { userId: string }; Body: { kind?: DocumentKind } }>(
    VERIFICATION_PATHS.operatorRequest,
    {
      preHandler: operations,
      schema: {
        summary: 'Asks a customer for documents (the case goes to requested)',
        tags: ['operators', 'verification'],
        params: objectSchema(['userId'], { userId: userIdSchema }),
        body: closedOptionalObjectSchema({ kind: { type: 'string', enum: [...DOCUMENT_KINDS] } }),
        response: {
          200: { type: 'object', required: ['case'], properties: { case: caseSchema } },
          ...operatorErrors,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const customer = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!customer) throw new Refusal(404, 'not_found', `no customer ${userId}`);
      const operator = operatorOf(request);
      return db.transaction().execute(async (trx) => {
        const current = await lockCase(trx, userId);
        const next = await applyEvent(
          trx,
          userId,
          current,
          { type: 'request', kind: request.body.kind ?? null },
          ctx.auth.now(),
        );
        await recordAudit(trx, {
          operatorId: operator.id,
          action: 'verification.request',
          target: `customer/${userId}`,
          details: { from: current.state, to: next.state, kind: request.body.kind ?? null },
        });
        return { case: next };
      });
    },
  );
}
