// The SEO sources of this server and the head of one page as a request sees it.
import type { FastifyRequest } from 'fastify';
import type { ServerContent } from '../content/serverContent';
import { brandOf } from '../config/siteConfig';
import type { ServerContext } from '../http/serverContext';
import { casinoProviderPaths, sportsPaths } from './catalogPaths';
import { gameMetaSource } from './gameMetaSource';
import { pageHead, type PageHead } from './pageHead';
import type { PageMetaSource, SitemapPathProvider } from './pageMetaSource';
import { requestOrigin } from './requestOrigin';

/** The sources a page's head is built from and the sitemap's providers, in the order asked. */
export interface Seo {
  sources: PageMetaSource[];
  sitemapProviders: SitemapPathProvider[];
}

/** What other modules (e.g. content) add to the server's own sources. */
export interface SeoExtensions {
  sources?: PageMetaSource[];
  sitemapProviders?: SitemapPathProvider[];
}

/** The server's own sources (the game page) first, then those of other modules (e.g. content). */
export function createSeo(ctx: ServerContext, more: SeoExtensions = {}): Seo {
  const contentOf = (brand: string) => ctx.contentStore.servedFor(brand).content;
  return {
    sources: [gameMetaSource(ctx.sports.state, contentOf), ...(more.sources ?? [])],
    sitemapProviders: [
      sportsPaths(ctx.sports.state),
      casinoProviderPaths(ctx.database),
      ...(more.sitemapProviders ?? []),
    ],
  };
}

/** The head of the page at /{lng}/{rest} as this request sees it. */
export function headForRequest(
  seo: Seo,
  request: FastifyRequest,
  content: ServerContent,
  brandId: string,
  lng: string,
  rest: string,
): Promise<PageHead> {
  const site = brandOf(content, brandId).site;
  return pageHead({
    content,
    brandId,
    lng,
    rest: rest.replace(/^\/+/, ''),
    origin: requestOrigin(request, site),
    sources: seo.sources,
    onSourceError: (error) => request.log.error({ err: error }, 'a PageMetaSource failed'),
  });
}
