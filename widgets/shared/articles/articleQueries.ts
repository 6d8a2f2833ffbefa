// The react-query hooks of the Markdown content. Keyed by the page language and the content
// revision, so a content edit (dev hot reload) asks every article on screen again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryData, type ApiResult } from '../../../runtime/api';
import type { ArticleListSection, ArticleTocSection } from '../../../domain/articles/index';
import type { ArticlesApi } from '../../../stores';
import { useStores } from '../stores';

export const ARTICLES_QUERY_KEY = 'articles';

/** `[area, revision, ...key]` answered by `ask`; `keepPrevious` leaves the last answer shown while the next loads. */
function useArticlesQuery<T>(
  key: readonly unknown[],
  ask: (articles: ArticlesApi, signal: AbortSignal) => Promise<ApiResult<T>>,
  { keepPrevious = true, enabled = true } = {},
) {
  const { articles } = useStores();
  return useQuery({
    queryKey: [ARTICLES_QUERY_KEY, articles.revision, ...key],
    queryFn: ({ signal }) => queryData(ask(articles, signal)),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
}

export function useArticle(lng: string, path: string) {
  return useArticlesQuery(['page', lng, path], (articles, signal) =>
    articles.article(lng, path, signal),
  );
}

export function useArticleList(
  lng: string,
  section: ArticleListSection,
  page: number,
  tag: string | undefined,
) {
  return useArticlesQuery(['list', lng, section, page, tag ?? ''], (articles, signal) =>
    articles.list(lng, section, page, tag, signal),
  );
}

export function useArticleToc(lng: string, section: ArticleTocSection | undefined) {
  return useArticlesQuery(
    ['toc', lng, section ?? ''],
    (articles, signal) => articles.toc(lng, section!, signal),
    { keepPrevious: false, enabled: section !== undefined },
  );
}

export function useSeoText(lng: string, path: string) {
  return useArticlesQuery(['seo', lng, path], (articles, signal) =>
    articles.seo(lng, path, signal),
  );
}
