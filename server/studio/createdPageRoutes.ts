// Pages created in the studio (SPEC 2 page types from a template, domain/studio/pageTemplates.ts):
// a new page's drafts (page, dictionaries, route) and their publication in order.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STUDIO_PATHS } from '../../domain/studio/contract';
import { PAGE_TEMPLATES, type PageTemplate } from '../../domain/studio/pageTemplates';
import { errorResponseSchema } from '../http/httpSchemas';
import { Refusal, refusalBody } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf, requireOperator } from '../operators/operatorAuth';
import { brandQuerySchema } from '../operators/operatorRoutes';
import { createPage, publishCreatedPage } from './createdResources';
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

export function registerCreatedPageRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  studio: StudioContent,
): void {
  app.post<{ Body: { brand: string; id: string; template: PageTemplate; title?: string } }>(
    STUDIO_PATHS.createPage,
    {
      preHandler: requireOperator(ctx, 'content.write'),
      schema: {
        summary:
          'A new page from a template: drafts of the page, its dictionary in every language and the route table with its route',
        tags: ['studio'],
        body: closedObjectSchema(['brand', 'id', 'template'], {
          brand: brandQuerySchema,
          id: { type: 'string', minLength: 2, maxLength: 49 },
          template: { type: 'string', enum: [...PAGE_TEMPLATES] },
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
      if (!ctx.contentStore.current.brands.has(brand)) {
        throw new Refusal(404, 'content_not_found', `studio: no brand ${brand}`, 'brand');
      }
      for (const kind of ['page', 'routes', 'dictionary'] as const) {
        assertOperatorCan(op, 'content.write', { brand, kind });
      }
      try {
        const created = await createPage(ctx, studio, op, request.body);
        return reply.status(201).send({ path: created.path });
      } catch (err) {
        return sendFindings(reply, err);
      }
    },
  );

  app.post<{ Body: { brand: string; id: string } }>(
    STUDIO_PATHS.publishCreatedPage,
    {
      preHandler: requireOperator(ctx, 'content.publish'),
      schema: {
        summary:
          "Publishes a created page's drafts: its dictionaries, the page, then the route table",
        tags: ['studio'],
        body: closedObjectSchema(['brand', 'id'], {
          brand: brandQuerySchema,
          id: { type: 'string', minLength: 2, maxLength: 49 },
        }),
        response: {
          200: objectSchema(['routesVersionBefore', 'routesVersion'], {
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
      if (!ctx.contentStore.current.brands.has(brand)) {
        throw new Refusal(404, 'content_not_found', `studio: no brand ${brand}`, 'brand');
      }
      for (const kind of ['page', 'routes', 'dictionary'] as const) {
        assertOperatorCan(op, 'content.publish', { brand, kind });
      }
      try {
        return await publishCreatedPage(ctx, studio, op, brand, id);
      } catch (err) {
        return sendFindings(reply, err);
      }
    },
  );
}
