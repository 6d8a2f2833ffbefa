// What a server module may say about one page's head beyond its page schema's meta: the content
// module's articles, the game page's teams. Sources are asked in order; a later answer wins.

export interface PageMetaOverride {
  title?: string;
  description?: string;
  robots?: string;
  ogType?: 'website' | 'article';
  ogImage?: string;
  jsonLd?: Record<string, unknown>[];
  /** The page does not exist (an unknown slug): answered 404, the client shows its 404 page. */
  notFound?: boolean;
}

export interface PageMetaRequest {
  brand: string;
  lng: string;
  routeId: string;
  params: Record<string, string | undefined>;
}

export type PageMetaSource = (request: PageMetaRequest) => Promise<PageMetaOverride | undefined>;

/** More indexable paths (relative to /{lng}/) for the sitemap, e.g. the content module's articles. */
export type SitemapPathProvider = (brand: string, lng: string) => Promise<string[]>;
