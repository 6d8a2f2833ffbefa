// The customer's verification (SPEC sections 2, 3, 6): the case and documents, an upload
// (multipart, one file; the kind in the query), reading back one's own document, and the provider
// hand-off. Every query is scoped by request.authUser: a document of another customer is "not
// found".
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DOCUMENT_EXTENSION,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME,
  documentFormatOf,
} from '../../domain/verification/documentContent';
import {
  DOCUMENT_KINDS,
  MAX_PENDING_DOCUMENTS,
  VERIFICATION_STATES,
  type DocumentKind,
} from '../../domain/verification/verificationState';
import { VERIFICATION_PATHS } from '../../domain/verification/verificationContract';
import { brandOf } from '../config/siteConfig';
import { authUserOf, requireConfirmedTerms, requireUser } from '../auth/currentUser';
import { languageSchema, errorAnswers, numericIdSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import type { DocumentStore, OpenedDocument } from './documentStore';
import type { VerificationProviderAdapter } from './providerAdapter';
import {
  applyEvent,
  assertRoomForUpload,
  countPending,
  documentView,
  listDocuments,
  loadCase,
  lockCase,
} from './verificationCases';
import {
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';

export const documentIdSchema = numericIdSchema;

export const documentSchema = objectSchema(
  ['id', 'kind', 'format', 'sizeBytes', 'status', 'reason', 'uploadedAt', 'decidedAt'],
  {
    id: { type: 'string' },
    kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
    format: { type: 'string', enum: ['jpeg', 'png', 'pdf'] },
    sizeBytes: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'accepted', 'rejected'] },
    reason: { type: ['string', 'null'] },
    uploadedAt: { type: 'string' },
    decidedAt: { type: ['string', 'null'] },
  },
);

export const caseSchema = objectSchema(['state', 'rejectionReason', 'requestedKind'], {
  state: { type: 'string', enum: [...VERIFICATION_STATES] },
  rejectionReason: { type: ['string', 'null'] },
  requestedKind: { type: ['string', 'null'] },
});

const overviewSchema = objectSchema(
  ['case', 'documents', 'pendingCount', 'maxBytes', 'maxPending', 'identification'],
  {
    case: caseSchema,
    documents: { type: 'array', items: documentSchema },
    pendingCount: { type: 'integer' },
    maxBytes: { type: 'integer' },
    maxPending: { type: 'integer' },
    identification: {
      type: 'boolean',
      description: "The site's isShowIdentification flag (office/identification is offered)",
    },
  },
);

const customerErrors = {
  ...errorAnswers(400, 401, 403, 404, 503),
} as const;

/** A store that fails (the bucket unreachable) is a 503 with a code, never a stack. */
export function storeUnavailable(err: unknown): Refusal {
  const why = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return new Refusal(503, 'document_store_unavailable', `document store: ${why}`);
}

/** Sends a stored document's bytes, streamed: its own type, never sniffed, never cached. */
export async function sendDocument(
  store: DocumentStore,
  reply: FastifyReply,
  row: { id: string | number; format: keyof typeof DOCUMENT_MIME; storage_key: string },
): Promise<FastifyReply> {
  let opened: OpenedDocument | null;
  try {
    opened = await store.open(row.storage_key);
  } catch (err) {
    throw storeUnavailable(err);
  }
  if (!opened) throw new Refusal(404, 'document_not_found', 'the document file is missing');
  const name = `document-${String(row.id)}.${DOCUMENT_EXTENSION[row.format]}`;
  return reply
    .header('content-type', DOCUMENT_MIME[row.format])
    .header('content-length', String(opened.size))
    .header('content-disposition', `inline; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(opened.stream);
}

/** The one file of a multipart upload, read up to DOCUMENT_MAX_BYTES; refusals say why. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } });
    if (!file) throw new Refusal(400, 'document_missing', 'body: no file in the upload', 'file');
    bytes = await file.toBuffer();
  } catch (err) {
    if (err instanceof Refusal) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new Refusal(
        413,
        'document_too_large',
        `body: the file is larger than ${DOCUMENT_MAX_BYTES} bytes`,
        'file',
      );
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new Refusal(415, 'document_missing', 'body: send the file as multipart/form-data');
    }
    throw new Refusal(400, 'bad_request', `body: ${(err as Error).message}`);
  }
  if (bytes.length === 0) throw new Refusal(400, 'document_missing', 'body: the file is empty');
  return bytes;
}

export async function registerVerificationRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  store: DocumentStore,
  adapter: VerificationProviderAdapter,
): Promise<void> {
  const signedIn = requireUser(ctx);
  const termsConfirmed = requireConfirmedTerms(ctx);
  const db = ctx.database.db;

  app.get(
    VERIFICATION_PATHS.overview,
    {
      preHandler: signedIn,
      schema: {
        summary: "The signed-in customer's verification case and documents",
        tags: ['verification'],
        response: { 200: overviewSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = authUserOf(request).id;
      const { content, brandId } = requestScope(ctx, request);
      return {
        case: await loadCase(db, userId),
        documents: await listDocuments(db, userId),
        pendingCount: await countPending(db, userId),
        maxBytes: DOCUMENT_MAX_BYTES,
        maxPending: MAX_PENDING_DOCUMENTS,
        identification: brandOf(content, brandId).site.isShowIdentification === true,
      };
    },
  );

  // Multipart is parsed for the upload only (an encapsulated context).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fields: 0, fileSize: DOCUMENT_MAX_BYTES, files: 1, parts: 1 },
    });
    scope.post<{ Querystring: { kind: DocumentKind } }>(
      VERIFICATION_PATHS.documents,
      {
        preHandler: [signedIn, termsConfirmed],
        bodyLimit: DOCUMENT_MAX_BYTES + 64 * 1024,
        schema: {
          summary:
            'Uploads one document (JPEG, PNG or PDF by content, at most 5 MiB) for review; the case goes pending',
          tags: ['verification'],
          consumes: ['multipart/form-data'],
          querystring: closedObjectSchema(['kind'], {
            kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
          }),
          response: {
            201: objectSchema(['document', 'case'], { document: documentSchema, case: caseSchema }),
            ...customerErrors,
            ...errorAnswers(409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const userId = authUserOf(request).id;
        const bytes = await uploadedBytes(request);
        const format = documentFormatOf(bytes);
        if (!format) {
          throw new Refusal(
            415,
            'document_type_unsupported',
            'body: the file is not a JPEG, PNG or PDF by its content',
            'file',
          );
        }
        // The case is checked first, so a refused upload never touches the store.
        const before = await loadCase(db, userId);
        if (before.state === 'approved') {
          throw new Refusal(409, 'verification_already_approved', 'verification: already approved');
        }
        await assertRoomForUpload(db, userId);
        let key: string;
        try {
          key = await store.put(userId, format, bytes);
        } catch (err) {
          throw storeUnavailable(err);
        }
        try {
          const result = await db.transaction().execute(async (trx) => {
            const current = await lockCase(trx, userId);
            await assertRoomForUpload(trx, userId);
            const next = await applyEvent(
              trx,
              userId,
              current,
              { type: 'upload', kind: request.query.kind },
              ctx.auth.now(),
            );
            const row = await trx
              .insertInto('verification_documents')
              .values({
                user_id: userId,
                kind: request.query.kind,
                format,
                size_bytes: bytes.length,
                storage_key: key,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            return { document: documentView(row), case: next };
          });
          return await reply.status(201).send(result);
        } catch (err) {
          await store.remove(key);
          throw err;
        }
      },
    );
    // A body busboy cannot read (no boundary, broken framing) is bad input, not a server fault.
    scope.setErrorHandler((error: Error & { statusCode?: number }) => {
      if (!(error instanceof Refusal) && error.statusCode === undefined) {
        throw new Refusal(400, 'bad_request', `body: ${error.message}`);
      }
      throw error;
    });
  });

  app.get<{ Params: { documentId: string } }>(
    VERIFICATION_PATHS.documentFile,
    {
      preHandler: signedIn,
      schema: {
        summary: "One of the signed-in customer's own documents (another customer's: 404)",
        tags: ['verification'],
        params: objectSchema(['documentId'], { documentId: documentIdSchema }),
        response: customerErrors,
      },
    },
    async (request, reply) => {
      const row = await db
        .selectFrom('verification_documents')
        .select(['id', 'format', 'storage_key'])
        .where('id', '=', request.params.documentId)
        .where('user_id', '=', authUserOf(request).id)
        .executeTakeFirst();
      if (!row) throw new Refusal(404, 'document_not_found', 'no such document of yours');
      return sendDocument(store, reply, row);
    },
  );

  app.get<{ Querystring: { lang?: string } }>(
    VERIFICATION_PATHS.provider,
    {
      preHandler: signedIn,
      schema: {
        summary: 'Where the verification provider hand-off (verification/sumsub) continues',
        tags: ['verification'],
        querystring: closedOptionalObjectSchema({ lang: languageSchema }),
        response: {
          200: objectSchema(['provider', 'mode', 'url'], {
            provider: { type: 'string' },
            mode: { type: 'string', enum: ['local', 'external'] },
            url: { type: ['string', 'null'] },
          }),
          ...customerErrors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adapter.handOff({
        userId: authUserOf(request).id,
        language: request.query.lang ?? 'en',
      });
    },
  );
}
