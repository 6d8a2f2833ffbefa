// Where articles live and how a page address names one (shared by the server and the widgets).

/** Sections listed newest first with paging and tags (SPEC section 2 "Other": news, blog). */
export const ARTICLE_LIST_SECTIONS = ['news', 'blog'] as const;
export type ArticleListSection = (typeof ARTICLE_LIST_SECTIONS)[number];

/** Sections whose pages share a table of contents (rules chapters, partner sections). */
export const ARTICLE_TOC_SECTIONS = ['rules', 'ourpartners', 'bonuses'] as const;
export type ArticleTocSection = (typeof ARTICLE_TOC_SECTIONS)[number];

/** Articles per listing page. */
export const ARTICLE_PAGE_SIZE = 4;

/** An article path: lowercase segments of letters, digits, `-` and `_`, at most 6 deep. */
export const ARTICLE_PATH_PATTERN = '^[a-z0-9][a-z0-9_-]{0,79}(/[a-z0-9][a-z0-9_-]{0,79}){0,5}$';
const ARTICLE_PATH = new RegExp(ARTICLE_PATH_PATTERN);

export function isArticlePath(path: string): boolean {
  return ARTICLE_PATH.test(path);
}

export function isArticleListSection(section: string): section is ArticleListSection {
  return (ARTICLE_LIST_SECTIONS as readonly string[]).includes(section);
}

export function isArticleTocSection(section: string): section is ArticleTocSection {
  return (ARTICLE_TOC_SECTIONS as readonly string[]).includes(section);
}

/** The article path of a page address: `/en/rules/1/2?x` -> `rules/1/2`; '' for the home page. */
export function articlePathOfPathname(pathname: string): string {
  const parts = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return parts.slice(1).join('/').toLowerCase();
}

/**
 * A route path template with its params filled (`rules/{ruleGroup}/{chapter?}` with
 * ruleGroup 1 -> `rules/1`); an optional param left empty drops its segment.
 */
export function fillRoutePath(
  template: string,
  params: Record<string, string | undefined>,
): string {
  return template
    .split('/')
    .map((segment) => {
      const m = /^\{([A-Za-z0-9_]+)(\?)?\}$/.exec(segment);
      if (!m) return segment;
      return params[m[1]!] ?? '';
    })
    .filter(Boolean)
    .join('/');
}
