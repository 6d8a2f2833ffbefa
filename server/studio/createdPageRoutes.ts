// Pages and remote parts created in the studio (docs/back-office.md "Creating pages", "Creating
// remote parts"): one pair of routes per kind, on one mechanism (createdResources.ts): POST
// <kind>s writes the drafts of the new resource and its dictionary in every language (a page:
// with its route), POST <kind>s/publish publishes them in order; the answer names what a
// rollback takes back.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentKind } from '../../domain/studio/contract';
import { STUDIO_PATHS } from '../../domain/studio/contract';
import { PAGE_TEMPLATES, type PageTemplate } from '../../domain/studio/pageTemplates';
import { PART_TEMPLATES, type PartTemplate } from '../../domain/studio/partTemplates';
import { errorResponseSchema } from '../http/httpSchemas';
import { Refusal, refusalBody } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf, requireOperator } from '../operators/operatorAuth';
import { brandQuerySchema } from '../operators/operatorRoutes';
import { createPage, createPart, publishCreated } from './createdResources';
import type { StudioContent } from './studioContent';
import { findingsErrorSchema, refusals } from './studioSchemas';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

/** A refusal that carries the check's findings is answered with them; anything else is thrown on. */
function sendFindings(reply: FastifyReply, err: unknown) {
  const findings = (err as { findings?: unknown }).findings;
  if (err instanceof Refusal && findings) {
    return reply
      .status(err.statusCode)
      .send({ ...refusalBody(err.statusCode, err.reason, err.message), findings });
  }
  throw err;
}

interface CreatedKind {
  kind: 'page' | 'part';
  templates: readonly string[];
  createPath: string;
  publishPath: string;
  /** The kinds the operator writes and publishes with it. */
  kinds: readonly ContentKind[];
}

const CREATED_KINDS: CreatedKind[] = [
  {
    kind: 'page',
    templates: PAGE_TEMPLATES,
    createPath: STUDIO_PATHS.createPage,
    publishPath: STUDIO_PATHS.publishCreatedPage,
    kinds: ['page', 'routes', 'dictionary'],
  },
  {
    kind: 'part',
    templates: PART_TEMPLATES,
    createPath: STUDIO_PATHS.createPart,
    publishPath: STUDIO_PATHS.publishCreatedPart,
    kinds: ['part', 'dictionary'],
  },
];

export function registerCreatedPageRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  studio: StudioContent,
): void {
  const assertBrand = (brand: string) => {
    if (!ctx.contentStore.current.brands.has(brand)) {
      throw new Refusal(404, 'content_not_found', `studio: no brand ${brand}`, 'brand');
    }
  };

  for (const created of CREATED_KINDS) {
    app.post<{ Body: { brand: string; id: string; template: string; title?: string } }>(
      created.createPath,
      {
        preHandler: requireOperator(ctx, 'content.write'),
        schema: {
          summary:
            created.kind === 'page'
              ? 'A new page from a template: drafts of the page, its dictionary in every language and the route table with its route'
              : 'A new remote part from a template: drafts of the part and its dictionary in every language',
          tags: ['studio'],
          body: closedObjectSchema(['brand', 'id', 'template'], {
            brand: brandQuerySchema,
            id: { type: 'string', minLength: 2, maxLength: 49 },
            template: { type: 'string', enum: [...created.templates] },
            title: { type: 'string', minLength: 1, maxLength: 120 },
          }),
          response: {
            201: objectSchema(['path'], { path: { type: 'string' } }),
            ...refusals,
            409: errorResponseSchema,
            422: findingsErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const op = operatorOf(request);
        const { brand } = request.body;
        assertBrand(brand);
        for (const kind of created.kinds) {
          assertOperatorCan(op, 'content.write', { brand, kind });
        }
        try {
          const answer =
            created.kind === 'page'
              ? await createPage(ctx, studio, op, {
                  ...request.body,
                  template: request.body.template as PageTemplate,
                })
              : await createPart(ctx, studio, op, {
                  ...request.body,
                  template: request.body.template as PartTemplate,
                });
          return reply.status(201).send({ path: answer.path });
        } catch (err) {
          return sendFindings(reply, err);
        }
      },
    );

    app.post<{ Body: { brand: string; id: string } }>(
      created.publishPath,
      {
        preHandler: requireOperator(ctx, 'content.publish'),
        schema: {
          summary:
            created.kind === 'page'
              ? "Publishes a created page's drafts: its dictionaries, the page, then the route table"
              : "Publishes a created part's drafts: its dictionaries, then the part",
          tags: ['studio'],
          body: closedObjectSchema(['brand', 'id'], {
            brand: brandQuerySchema,
            id: { type: 'string', minLength: 2, maxLength: 49 },
          }),
          response: {
            200: objectSchema(['rollback', 'versionBefore', 'version'], {
              rollback: objectSchema(['kind', 'id'], {
                kind: { type: 'string' },
                id: { type: 'string' },
              }),
              versionBefore: { type: 'integer' },
              version: { type: 'integer' },
              routesVersionBefore: { type: 'integer' },
              routesVersion: { type: 'integer' },
            }),
            ...refusals,
            409: errorResponseSchema,
            422: findingsErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const op = operatorOf(request);
        const { brand, id } = request.body;
        assertBrand(brand);
        for (const kind of created.kinds) {
          assertOperatorCan(op, 'content.publish', { brand, kind });
        }
        try {
          const published = await publishCreated(ctx, studio, op, brand, created.kind, id);
          return {
            rollback: { kind: published.rollback.kind, id: published.rollback.id },
            versionBefore: published.versionBefore,
            version: published.version,
            // The page answer's names before parts were created too (app/studio, tests).
            ...(created.kind === 'page'
              ? { routesVersionBefore: published.versionBefore, routesVersion: published.version }
              : {}),
          };
        } catch (err) {
          return sendFindings(reply, err);
        }
      },
    );
  }
}
