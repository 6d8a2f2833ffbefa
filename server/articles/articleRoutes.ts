// GET /bff-api/articles/*: an article, a section listing (news, blog), a table of contents
// (rules, partners, bonuses) and the SEO block's text, in the brand's content for a language.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ARTICLE_LIST_SECTIONS,
  ARTICLE_PATH_PATTERN,
  ARTICLE_TOC_SECTIONS,
  type ArticleListSection,
  type ArticleTocSection,
} from '../../domain/articles/index';
import {
  contractObject,
  errorResponseSchema,
  jsonSerializer,
  languageSchema,
  errorAnswers,
} from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import type { ArticleLibrary } from './articleLibrary';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

export const ARTICLE_API = '/bff-api/articles';

const pathSchema = { type: 'string', pattern: ARTICLE_PATH_PATTERN, maxLength: 300 } as const;

export function registerArticleRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  library: ArticleLibrary,
): void {
  // Content edits (dev) and deploys change answers: caches ask again each time.
  const fresh = (reply: FastifyReply) =>
    reply.header('cache-control', ctx.dev ? 'no-store' : 'public, no-cache');
  /** A language the brand does not offer has no content (the page itself redirects). */
  const offers = (request: Parameters<typeof requestScope>[1], lng: string) => {
    const { content, brandId } = requestScope(ctx, request);
    return content.brands.get(brandId)?.site.languages.includes(lng) ? brandId : undefined;
  };

  app.get<{ Querystring: { lng: string; path: string } }>(
    `${ARTICLE_API}/page`,
    {
      serializerCompiler: jsonSerializer,
      schema: {
        summary: 'One article (ArticleView, domain/articles): front matter and the parsed body',
        tags: ['content'],
        querystring: closedObjectSchema(['lng', 'path'], { lng: languageSchema, path: pathSchema }),
        response: {
          200: contractObject('ArticleView'),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { lng, path } = request.query;
      const brand = offers(request, lng);
      const article = brand ? library.article(brand, lng, path) : undefined;
      fresh(reply);
      if (!article)
        return reply.status(404).send(statusRefusal(404, `no article '${path}' in ${lng}`));
      return article;
    },
  );

  /** A read of the brand's content in a language: 404 when the brand does not offer it. */
  const contentRead = <Q extends { lng: string }>(
    url: string,
    summary: string,
    querystring: object,
    contract: string,
    answer: (brand: string, query: Q) => unknown,
  ): void => {
    app.get(
      url,
      {
        serializerCompiler: jsonSerializer,
        schema: {
          summary,
          tags: ['content'],
          querystring,
          response: { 200: contractObject(contract), ...errorAnswers(400, 404) },
        },
      },
      async (request, reply) => {
        // The schema has checked the query, so it is of the route's type.
        const query = request.query as Q;
        const brand = offers(request, query.lng);
        fresh(reply);
        if (!brand) return reply.status(404).send(statusRefusal(404, `no content in ${query.lng}`));
        return answer(brand, query);
      },
    );
  };

  contentRead<{ lng: string; section: ArticleListSection; page?: number; tag?: string }>(
    `${ARTICLE_API}/list`,
    'A section listing, newest first (ArticleListPage): news or blog, by page and tag',
    closedObjectSchema(['lng', 'section'], {
      lng: languageSchema,
      section: { type: 'string', enum: [...ARTICLE_LIST_SECTIONS] },
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      tag: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
    }),
    'ArticleListPage',
    (brand, { lng, section, page = 1, tag }) => library.list(brand, lng, section, page, tag),
  );

  contentRead<{ lng: string; section: ArticleTocSection }>(
    `${ARTICLE_API}/toc`,
    "A section's table of contents ({ items: ArticleSummary[] }): rules, partners, bonuses",
    closedObjectSchema(['lng', 'section'], {
      lng: languageSchema,
      section: { type: 'string', enum: [...ARTICLE_TOC_SECTIONS] },
    }),
    '{ items: ArticleSummary[] }',
    (brand, { lng, section }) => ({ items: library.toc(brand, lng, section) }),
  );

  app.get<{ Querystring: { lng: string; path?: string } }>(
    `${ARTICLE_API}/seo`,
    {
      serializerCompiler: jsonSerializer,
      schema: {
        summary: "The SEO block's text of a page ({ seo: { title, text } | null }); no path: home",
        tags: ['content'],
        querystring: closedObjectSchema(['lng'], { lng: languageSchema, path: pathSchema }),
        response: {
          200: contractObject('{ seo: { title, text } | null }'),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { lng, path = '' } = request.query;
      const brand = offers(request, lng);
      fresh(reply);
      return { seo: (brand && library.seoText(brand, lng, path)) || null };
    },
  );
}
