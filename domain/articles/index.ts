export type {
  ArticleListPage,
  ArticleSummary,
  ArticleView,
  BlockNode,
  CalloutTone,
  InlineNode,
} from './articleNodes';
export {
  ARTICLE_LIST_SECTIONS,
  ARTICLE_PAGE_SIZE,
  ARTICLE_PATH_PATTERN,
  ARTICLE_TOC_SECTIONS,
  articlePathOfPathname,
  fillRoutePath,
  isArticleListSection,
  isArticlePath,
  isArticleTocSection,
  type ArticleListSection,
  type ArticleTocSection,
} from './articlePaths';
