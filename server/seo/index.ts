// Search engines' view of the site: the head of every served page, sitemap.xml and robots.txt.
export type { PageMetaOverride, PageMetaSource, SitemapPathProvider } from './pageMetaSource';
export type { PageHead } from './pageHead';
export { headHtml, headTags, SEO_ATTRIBUTE, type HeadTag } from './headTags';
export { createSeo, headForRequest, type Seo, type SeoExtensions } from './seoContext';
export { registerSeoRoutes } from './seoRoutes';
