// The react-query hooks of the Markdown content. Keyed by the page language and the content
// revision, so a content edit (dev hot reload) asks every article on screen again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryData } from '../../../runtime/api';
import type { ArticleListSection, ArticleTocSection } from '../../../domain/articles/index';
import { useStores } from '../stores';

export const ARTICLES_QUERY_KEY = 'articles';

export function useArticle(lng: string, path: string) {
  const { articles } = useStores();
  return useQuery({
    queryKey: [ARTICLES_QUERY_KEY, articles.revision, 'page', lng, path],
    queryFn: ({ signal }) => queryData(articles.article(lng, path, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useArticleList(
  lng: string,
  section: ArticleListSection,
  page: number,
  tag: string | undefined,
) {
  const { articles } = useStores();
  return useQuery({
    queryKey: [ARTICLES_QUERY_KEY, articles.revision, 'list', lng, section, page, tag ?? ''],
    queryFn: ({ signal }) => queryData(articles.list(lng, section, page, tag, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useArticleToc(lng: string, section: ArticleTocSection | undefined) {
  const { articles } = useStores();
  return useQuery({
    queryKey: [ARTICLES_QUERY_KEY, articles.revision, 'toc', lng, section ?? ''],
    queryFn: ({ signal }) => queryData(articles.toc(lng, section!, signal)),
    enabled: section !== undefined,
  });
}

export function useSeoText(lng: string, path: string) {
  const { articles } = useStores();
  return useQuery({
    queryKey: [ARTICLES_QUERY_KEY, articles.revision, 'seo', lng, path],
    queryFn: ({ signal }) => queryData(articles.seo(lng, path, signal)),
    placeholderData: keepPreviousData,
  });
}
