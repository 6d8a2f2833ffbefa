import type { FastifyInstance } from 'fastify';
import {
  contractObject,
  errorResponseSchema,
  jsonSerializer,
  languageSchema,
} from '../http/httpSchemas';
import { refusalBody } from '../http/refusal';
import { requestScope, sendContent, type ServerContext } from '../http/serverContext';
import { currentMaintenance } from '../access/accessRules';
import { resolveConfigGroups, resolveSiteConfig, brandOf, seesHiddenLanguages } from './siteConfig';
import { objectSchema } from '../../domain/contract/jsonSchema';

// SPEC section 7: config groups are cached 600-900 s.
const GROUP_CACHE_CONTROL = 'public, max-age=600';
const GROUP_NAME = '[A-Za-z0-9_-]{1,40}';

interface LangQuery {
  lang?: string;
}

interface GroupQuery extends LangQuery {
  groups: string;
}

export function registerConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: LangQuery }>(
    '/bff-api/config/all.json',
    {
      serializerCompiler: jsonSerializer,
      schema: {
        summary: "The brand's resolved site config (SPEC section 3 flags, languages, route ids)",
        tags: ['config'],
        querystring: { type: 'object', properties: { lang: languageSchema } },
        response: {
          200: contractObject('SiteConfig (runtime/schema/types.ts)'),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      reply.header('cache-control', ctx.dev ? 'no-store' : 'no-cache');
      const signedIn = await seesHiddenLanguages(ctx, request, brandOf(content, brandId).site);
      return {
        ...resolveSiteConfig(content, brandId, request.query.lang, signedIn),
        maintenance: await currentMaintenance(ctx, content, brandId),
      };
    },
  );

  app.get<{ Querystring: GroupQuery }>(
    '/bff-api/config/group/get',
    {
      serializerCompiler: jsonSerializer,
      schema: {
        summary: 'Named groups of config keys',
        tags: ['config'],
        querystring: objectSchema(['groups'], {
          groups: {
            type: 'string',
            pattern: `^${GROUP_NAME}(,${GROUP_NAME}){0,19}$`,
            description: 'Comma-separated group names',
          },
          lang: languageSchema,
        }),
        response: {
          200: objectSchema(['groups'], {
            groups: contractObject('Group name -> config keys and values'),
          }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const names = [...new Set(request.query.groups.split(','))];
      const result = resolveConfigGroups(content, brandId, names, request.query.lang);
      if (!result.ok) {
        return reply
          .status(400)
          .send(refusalBody(400, 'invalid_field', result.message, 'groups', 'enum'));
      }
      // Maintenance changes at run time (operators): a group carrying it is never cached, so
      // open tabs polling it see a change at their next poll (SPEC section 7's 600 s would hide it).
      const withMaintenance = Object.values(result.groups).filter((g) => 'maintenance' in g);
      if (withMaintenance.length > 0) {
        const maintenance = await currentMaintenance(ctx, content, brandId);
        for (const group of withMaintenance) group.maintenance = maintenance;
      }
      reply.header('cache-control', withMaintenance.length > 0 ? 'no-cache' : GROUP_CACHE_CONTROL);
      return { groups: result.groups };
    },
  );

  app.get(
    '/bff-api/brand.css',
    {
      schema: {
        summary: 'The brand book as CSS custom properties (--brand-<prop>)',
        tags: ['config'],
        produces: ['text/css'],
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const css = brandOf(content, brandId).css;
      return sendContent(ctx, request, reply, css, 'text/css; charset=utf-8');
    },
  );
}
