// What the SEO half of the server asks of the content: a page's title, description and
// structured data from its article's front matter, and every indexable content path (sitemap).
import { fillRoutePath, isArticleListSection } from '../../domain/articles/index';
import type { PageSchema, PartSchema, RouteTable } from '../../runtime/schema/types';
import type { ArticleLibrary } from './articleLibrary';
import { SEO_ONLY_PREFIX } from './articleLibrary';
import type { PageMetaOverride, PageMetaSource } from '../seo/index';

/** The widget whose pages are articles: a route whose page holds it is content-backed. */
export const CONTENT_PAGE_WIDGET = 'ContentPage';
/** The built-in widget that places a remote part (schemas/parts/<name>.json) in a page. */
const REMOTE_PART_WIDGET = 'RemotePart';

/** What the meta source reads: the articles and the brand's route table and pages. */
export interface ArticleMetaDeps {
  library: ArticleLibrary;
  siteOf(brand: string):
    | {
        routes: RouteTable;
        pages: ReadonlyMap<string, PageSchema>;
        /** A page's ContentPage may sit in a remote part it places (information, blog ...). */
        parts?: ReadonlyMap<string, PartSchema>;
      }
    | undefined;
}

export function createArticlePageMetaSource(deps: ArticleMetaDeps): PageMetaSource {
  return async ({ brand, lng, routeId, params }) => {
    const site = deps.siteOf(brand);
    const route = site?.routes.routes.find((r) => r.id === routeId);
    if (!site || !route) return undefined;
    const page = site.pages.get(route.page);
    const contentPage = page ? contentPageOf(page.body, site.parts) : undefined;
    if (!contentPage) return undefined;
    const path = articlePathOfRoute(fillRoutePath(route.path, params), contentPage.section);
    const article = deps.library.article(brand, lng, path);
    if (!article) return { notFound: true };
    const section = path.split('/')[0] ?? '';
    const isStory = isArticleListSection(section) && path.includes('/');
    const override: PageMetaOverride = {
      title: article.title,
      description: article.description,
      ogType: isStory ? 'article' : 'website',
      ...(article.image ? { ogImage: article.image } : {}),
    };
    if (isStory) {
      override.jsonLd = [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.description,
          inLanguage: article.language,
          ...(article.date ? { datePublished: article.date } : {}),
          ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
          ...(article.image ? { image: article.image } : {}),
        },
      ];
    }
    return override;
  };
}

/** Every content page path (relative to /{lng}/) `brand` shows in `lng`, for the sitemap. */
export function listArticlePathsOf(library: ArticleLibrary, brand: string, lng: string): string[] {
  return library.paths(brand, lng).filter((p) => !p.startsWith(SEO_ONLY_PREFIX));
}

/**
 * The ContentPage a page holds, with the folder it reads (`section`), if any: in the page's own
 * tree or in a remote part the page places (one level: a part placing a part is not followed).
 */
function contentPageOf(
  node: unknown,
  parts?: ReadonlyMap<string, PartSchema>,
): { section?: string } | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const n = node as {
    widget?: unknown;
    props?: { section?: unknown; name?: unknown };
    slots?: Record<string, unknown[]>;
  };
  if (n.widget === CONTENT_PAGE_WIDGET) {
    return typeof n.props?.section === 'string' ? { section: n.props.section } : {};
  }
  if (n.widget === REMOTE_PART_WIDGET && parts && typeof n.props?.name === 'string') {
    const part = parts.get(n.props.name);
    return part ? contentPageOf(part.body) : undefined;
  }
  for (const list of Object.values(n.slots ?? {})) {
    if (!Array.isArray(list)) continue;
    for (const child of list) {
      const found = contentPageOf(child, parts);
      if (found) return found;
    }
  }
  return undefined;
}

/** As the widget reads it: `section` replaces the first segment (`bonuses-offers/…` reads `bonuses/…`). */
function articlePathOfRoute(path: string, section: string | undefined): string {
  if (!section) return path;
  const segments = path.split('/');
  segments[0] = section;
  return segments.join('/');
}
