import type { FastifyInstance } from 'fastify';
import { resolveLanguagePath, visibleLanguages } from '../../runtime/router/language';
import { brandLanguageOptions, brandOf, seesHiddenLanguages } from '../config/siteConfig';
import { errorResponseSchema } from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { headTags } from './headTags';
import { headForRequest, type Seo } from './seoContext';
import { requestOrigin } from './requestOrigin';
import { robotsTxt } from './robotsTxt';
import { sitemapXml } from './sitemap';
import { arraySchema, closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

/** Crawlers read these often; the feed's games change within minutes. */
const CRAWLER_CACHE = 'public, max-age=300';

interface HeadQuery {
  path: string;
}

export function registerSeoRoutes(app: FastifyInstance, ctx: ServerContext, seo: Seo): void {
  app.get(
    '/robots.txt',
    { schema: { summary: "The brand's robots.txt", tags: ['seo'] } },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const origin = requestOrigin(request, brandOf(content, brandId).site);
      return reply
        .header('cache-control', CRAWLER_CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(origin));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        summary: "The brand's sitemap: every indexable page in every language",
        tags: ['seo'],
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const site = brandOf(content, brandId).site;
      const xml = await sitemapXml({
        content,
        brandId,
        site,
        languages: visibleLanguages(brandLanguageOptions(site, false)),
        origin: requestOrigin(request, site),
        providers: seo.sitemapProviders,
      });
      return reply
        .header('cache-control', CRAWLER_CACHE)
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );

  // The client asks on each navigation, so the head follows the route with the server's words.
  app.get<{ Querystring: HeadQuery }>(
    '/bff-api/seo/head',
    {
      schema: {
        summary: "A page's head: title, meta and link tags, JSON-LD",
        tags: ['seo'],
        querystring: closedObjectSchema(['path'], {
          path: { type: 'string', pattern: '^/', maxLength: 2000 },
        }),
        response: {
          200: objectSchema(['title', 'tags', 'jsonLd', 'notFound'], {
            title: { type: 'string' },
            tags: arraySchema(
              objectSchema(['tag', 'attrs'], {
                tag: { type: 'string', enum: ['meta', 'link'] },
                attrs: { type: 'object', additionalProperties: { type: 'string' } },
              }),
            ),
            jsonLd: { type: 'array', items: { type: 'object', additionalProperties: true } },
            notFound: { type: 'boolean' },
          }),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const site = brandOf(content, brandId).site;
      const signedIn = await seesHiddenLanguages(ctx, request, site);
      const resolved = resolveLanguagePath(
        request.query.path.split('?')[0] ?? '/',
        '',
        brandLanguageOptions(site, signedIn),
      );
      if (resolved.kind !== 'ok') {
        return reply
          .status(404)
          .send(statusRefusal(404, 'The path names no language of the brand'));
      }
      const head = await headForRequest(
        seo,
        request,
        content,
        brandId,
        resolved.lng,
        resolved.rest,
      );
      return reply.header('cache-control', 'no-cache').send({
        title: head.title,
        tags: headTags(head),
        jsonLd: head.jsonLd,
        notFound: head.notFound,
      });
    },
  );
}
