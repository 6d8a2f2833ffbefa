// The studio's endpoints under /operator-api/studio/ (domain/studio/contract.ts): resources,
// documents, drafts, the check, publication, versions, rollback, preview links. Operator session
// only; every write audited; a partner writes only its own brand's brand book, texts and config.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_ID_PATTERNS,
  FILE_VERSION,
  STUDIO_PATHS,
  type ContentKind,
  type StudioDocument,
} from '../../domain/studio/contract';
import type { OperatorIdentity } from '../../domain/operators/roles';
import { migrateDocument } from '../../runtime/schema/index';
import { Refusal, refusalBody } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf, requireOperator } from '../operators/operatorAuth';
import { brandQuerySchema } from '../operators/operatorRoutes';
import { registerCreatedPageRoutes } from './createdPageRoutes';
import { createdDocument, listCreated } from './createdResources';
import {
  conflictSchema,
  documentSchema,
  findingsErrorSchema,
  findingsSchema,
  refusals,
  resourceProperties,
  resourceQuerySchema,
} from './studioSchemas';
import { createPreviewLink } from './preview';
import { fileDocument, fileResources, resourceKey, type Resource } from './resources';
import type { PublishOutcome, StudioContent } from './studioContent';
import {
  brandState,
  listVersions,
  publishedVersionOf,
  readDraft,
  readVersion,
} from './studioRepository';
import { arraySchema, closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

/** A whole page or dictionary fits many times over; anything bigger is refused with 413. */
export const STUDIO_BODY_LIMIT = 512 * 1024;

/** Documents are free-form JSON: serialized whole (fast-json-stringify would drop their fields). */
const jsonSerializer = () => (data: unknown) => JSON.stringify(data);

/**
 * A stored document saved before a format change, brought to the version the runtime reads (the
 * editor saves it as such); `migratedFrom` tells the editor it changed.
 */
function migrated(kind: ContentKind, document: unknown) {
  const outcome = migrateDocument(kind, document);
  return outcome.changed && outcome.from !== null
    ? { document: outcome.document, migratedFrom: outcome.from }
    : { document };
}

interface ResourceQuery {
  brand: string;
  kind: ContentKind;
  id: string;
}

export function registerStudioRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  studio: StudioContent,
): void {
  /** The resource named, or a refusal: an unknown brand or file is 404, a malformed id 400. */
  const resourceOf = async (q: ResourceQuery): Promise<Resource> => {
    if (!ctx.contentStore.current.brands.has(q.brand)) {
      throw new Refusal(404, 'content_not_found', `studio: no brand ${q.brand}`, 'brand');
    }
    const brandLevel = q.kind === 'brandConfig' || q.kind === 'brandBook';
    if (!CONTENT_ID_PATTERNS[q.kind].test(q.id) || (brandLevel && q.id !== q.brand)) {
      const expected = brandLevel ? `the brand (${q.brand})` : `a ${q.kind} id`;
      throw new Refusal(400, 'invalid_field', `studio: id must be ${expected}`, 'id');
    }
    const r = { brand: q.brand, kind: q.kind, id: q.id };
    if (
      !fileDocument(ctx.contentStore.fileSet, r) &&
      (await createdDocument(ctx.database.db, r)) === undefined
    ) {
      throw new Refusal(
        404,
        'content_not_found',
        `studio: no ${q.kind} ${q.id} in the repository`,
        'id',
      );
    }
    return r;
  };

  const sendOutcome = (reply: FastifyReply, outcome: PublishOutcome) => {
    if (outcome.ok) return reply.send({ version: outcome.version });
    switch (outcome.reason) {
      case 'draft_not_found':
        return reply
          .status(404)
          .send(refusalBody(404, 'draft_not_found', 'studio: there is no draft to publish'));
      case 'version_not_found':
        return reply
          .status(404)
          .send(refusalBody(404, 'version_not_found', 'studio: no such version', 'version'));
      case 'draft_conflict':
        return reply.status(409).send({
          ...refusalBody(
            409,
            'draft_conflict',
            'studio: the draft changed since this revision',
            'revision',
          ),
          current: outcome.conflict,
        });
      case 'publish_findings':
        return reply.status(422).send({
          ...refusalBody(
            422,
            'publish_findings',
            `studio: the check found ${outcome.findings.length} problem(s); nothing was published`,
          ),
          findings: outcome.findings,
        });
    }
  };

  app.get<{ Querystring: { brand: string } }>(
    STUDIO_PATHS.resources,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      schema: {
        summary: "The brand's resources: which have a draft and which version each serves",
        tags: ['studio'],
        querystring: closedObjectSchema(['brand'], { brand: brandQuerySchema }),
        response: {
          200: objectSchema(['resources'], {
            resources: arraySchema(
              objectSchema(['kind', 'id', 'hasDraft', 'draftRevision', 'publishedVersion'], {
                kind: { type: 'string' },
                id: { type: 'string' },
                hasDraft: { type: 'boolean' },
                draftRevision: { type: 'integer' },
                publishedVersion: { type: ['integer', 'null'] },
              }),
            ),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const { brand } = request.query;
      if (!ctx.contentStore.current.brands.has(brand)) {
        throw new Refusal(404, 'content_not_found', `studio: no brand ${brand}`, 'brand');
      }
      const state = await brandState(ctx.database.db, brand);
      const created = await listCreated(ctx.database.db, brand);
      return {
        resources: [
          ...fileResources(ctx.contentStore.fileSet, brand),
          ...created.map((c) => ({ kind: c.kind, id: c.id })),
        ].map((r) => {
          const key = resourceKey(r);
          const draftRevision = state.drafts.get(key);
          return {
            kind: r.kind,
            id: r.id,
            hasDraft: draftRevision !== undefined,
            draftRevision: draftRevision ?? 0,
            publishedVersion: state.published.get(key) ?? null,
          };
        }),
      };
    },
  );

  app.get<{ Querystring: ResourceQuery }>(
    STUDIO_PATHS.document,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      serializerCompiler: jsonSerializer,
      schema: {
        summary:
          'A resource as the editor opens it: its draft, else its published version, else the file',
        tags: ['studio'],
        querystring: resourceQuerySchema,
        response: {
          200: { type: 'object', description: 'DocumentAnswer (domain/studio/contract.ts)' },
          ...refusals,
        },
      },
    },
    async (request) => {
      const r = await resourceOf(request.query);
      const [draft, publishedVersion] = await Promise.all([
        readDraft(ctx.database.db, r),
        publishedVersionOf(ctx.database.db, r),
      ]);
      if (draft?.document) {
        return {
          ...migrated(r.kind, draft.document),
          source: 'draft',
          revision: draft.revision,
          publishedVersion,
        };
      }
      if (publishedVersion !== null) {
        const document = await readVersion(ctx.database.db, r, publishedVersion);
        return {
          ...migrated(r.kind, document),
          source: 'published',
          revision: 0,
          publishedVersion,
        };
      }
      return {
        document:
          fileDocument(ctx.contentStore.fileSet, r) ?? (await createdDocument(ctx.database.db, r)),
        source: 'file',
        revision: 0,
        publishedVersion,
      };
    },
  );

  app.put<{ Body: ResourceQuery & { document: StudioDocument; baseRevision: number } }>(
    STUDIO_PATHS.draft,
    {
      preHandler: requireOperator(ctx, 'content.write'),
      bodyLimit: STUDIO_BODY_LIMIT,
      schema: {
        summary:
          'Saves the draft; a stale baseRevision is 409 draft_conflict with the current draft',
        tags: ['studio'],
        body: closedObjectSchema(['brand', 'kind', 'id', 'document', 'baseRevision'], {
          ...resourceProperties,
          document: documentSchema,
          baseRevision: { type: 'integer', minimum: 0 },
        }),
        response: {
          200: objectSchema(['revision', 'findings'], {
            revision: { type: 'integer' },
            findings: findingsSchema,
          }),
          ...refusals,
          409: conflictSchema,
        },
      },
    },
    async (request, reply) => {
      const r = await resourceOf(request.body);
      assertOperatorCan(operatorOf(request), 'content.write', r);
      const saved = await studio.saveDraft(
        operatorOf(request),
        r,
        request.body.document,
        request.body.baseRevision,
      );
      if (!saved.ok) {
        return reply.status(409).send({
          ...refusalBody(
            409,
            'draft_conflict',
            'studio: someone saved this draft since baseRevision',
            'baseRevision',
          ),
          current: saved.conflict,
        });
      }
      return { revision: saved.revision, findings: saved.findings };
    },
  );

  app.delete<{ Querystring: ResourceQuery }>(
    STUDIO_PATHS.draft,
    {
      preHandler: requireOperator(ctx, 'content.write'),
      schema: {
        summary: 'Drops the draft (204, also when there is none)',
        tags: ['studio'],
        querystring: resourceQuerySchema,
        response: { 204: { type: 'null' }, ...refusals },
      },
    },
    async (request, reply) => {
      const r = await resourceOf(request.query);
      assertOperatorCan(operatorOf(request), 'content.write', r);
      await studio.deleteDraft(operatorOf(request), r);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: ResourceQuery & { document: StudioDocument } }>(
    STUDIO_PATHS.check,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      bodyLimit: STUDIO_BODY_LIMIT,
      schema: {
        summary:
          "The full schemas:check of the brand's content with this document in place; nothing saved",
        tags: ['studio'],
        body: closedObjectSchema(['brand', 'kind', 'id', 'document'], {
          ...resourceProperties,
          document: documentSchema,
        }),
        response: {
          200: { type: 'object', required: ['findings'], properties: { findings: findingsSchema } },
          ...refusals,
        },
      },
    },
    async (request) => {
      const r = await resourceOf(request.body);
      return { findings: studio.check(r.brand, [{ ...r, document: request.body.document }]) };
    },
  );

  /**
   * Publication and rollback both serve a checked document as a new version of the resource:
   * the same body (the resource and one number), permission and answers.
   */
  const registerVersionServing = (route: {
    path: string;
    summary: string;
    /** The body's number: the draft revision to publish, or the version to serve again. */
    field: 'revision' | 'version';
    minimum: number;
    /** Publication also answers 409 when the draft changed since that revision. */
    answersConflict: boolean;
    serve: (op: OperatorIdentity, r: Resource, n: number) => Promise<PublishOutcome>;
  }) =>
    app.post<{ Body: ResourceQuery & Partial<Record<'revision' | 'version', number>> }>(
      route.path,
      {
        preHandler: requireOperator(ctx, 'content.publish'),
        schema: {
          summary: route.summary,
          tags: ['studio'],
          body: closedObjectSchema(['brand', 'kind', 'id', route.field], {
            ...resourceProperties,
            [route.field]: { type: 'integer', minimum: route.minimum },
          }),
          response: {
            200: objectSchema(['version'], { version: { type: 'integer' } }),
            ...refusals,
            ...(route.answersConflict ? { 409: conflictSchema } : {}),
            422: findingsErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const r = await resourceOf(request.body);
        assertOperatorCan(operatorOf(request), 'content.publish', r);
        // The body schema requires the route's field.
        const n = request.body[route.field] as number;
        return sendOutcome(reply, await route.serve(operatorOf(request), r, n));
      },
    );

  registerVersionServing({
    path: STUDIO_PATHS.publish,
    summary:
      'Publishes the draft at this revision (checked first; atomic); open tabs of the brand are told',
    field: 'revision',
    minimum: 1,
    answersConflict: true,
    serve: (op, r, revision) => studio.publish(op, r, revision),
  });

  app.get<{ Querystring: ResourceQuery }>(
    STUDIO_PATHS.versions,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      schema: {
        summary: 'Published versions, newest first; version 0 is the repository file',
        tags: ['studio'],
        querystring: resourceQuerySchema,
        response: {
          200: objectSchema(['versions'], {
            versions: arraySchema(
              objectSchema(['version', 'author', 'publishedAt'], {
                version: { type: 'integer' },
                author: { type: 'string' },
                publishedAt: { type: ['string', 'null'] },
                rolledBackFrom: { type: 'integer' },
              }),
            ),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const r = await resourceOf(request.query);
      const versions = await listVersions(ctx.database.db, r);
      return {
        versions: [...versions, { version: FILE_VERSION, author: 'file', publishedAt: null }],
      };
    },
  );

  registerVersionServing({
    path: STUDIO_PATHS.rollback,
    summary:
      'Serves an earlier version again as a new one (0: the repository file), checked like a publication',
    field: 'version',
    minimum: 0,
    answersConflict: false,
    serve: (op, r, version) => studio.rollback(op, r, version),
  });

  registerCreatedPageRoutes(app, ctx, studio);

  app.post<{ Body: { brand: string } }>(
    STUDIO_PATHS.previewLinks,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      schema: {
        summary: "A link that shows the brand's drafts to whoever opens it (7 days)",
        tags: ['studio'],
        body: closedObjectSchema(['brand'], { brand: brandQuerySchema }),
        response: {
          200: objectSchema(['token', 'url', 'expiresAt'], {
            token: { type: 'string' },
            url: { type: 'string' },
            expiresAt: { type: 'string' },
          }),
          ...refusals,
        },
      },
    },
    async (request: FastifyRequest<{ Body: { brand: string } }>) => {
      const { brand } = request.body;
      const content = ctx.contentStore.current.brands.get(brand);
      if (!content)
        throw new Refusal(404, 'content_not_found', `studio: no brand ${brand}`, 'brand');
      return createPreviewLink(ctx, operatorOf(request), brand, content.site.defaultLanguage);
    },
  );
}
