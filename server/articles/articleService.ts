// What the articles add to the server's SEO: each content page's head from its front matter, and
// every indexable content path for the sitemap.
import { swappedBonusPath } from '../../domain/access/pageRules';
import type { ContentStore } from '../content/contentStore';
import type { SeoExtensions } from '../seo/index';
import type { ArticleLibrary } from './articleLibrary';
import { createArticlePageMetaSource, listArticlePathsOf } from './articleMeta';

/** buildServer: the article source and sitemap provider over this server's library and content. */
export function articleSeo(
  library: ArticleLibrary,
  contentStore: ContentStore,
): Required<SeoExtensions> {
  const source = createArticlePageMetaSource({
    library,
    siteOf: (brand) => {
      const content = contentStore.servedFor(brand).content;
      return content.brands.has(brand) ? content : undefined;
    },
  });
  return {
    sources: [source],
    sitemapProviders: [
      (brand, lng) => {
        // A brand with promoBonusToOffer shows bonus pages under bonuses-offers/ (SPEC section 5).
        const swap = contentStore.servedFor(brand).content.brands.get(brand)
          ?.site.promoBonusToOffer;
        const paths = listArticlePathsOf(library, brand, lng);
        return Promise.resolve(paths.map((p) => swappedBonusPath(p, swap) ?? p));
      },
    ],
  };
}
