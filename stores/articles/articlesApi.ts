// The Markdown content over HTTP (server/articles): an article, a section listing, a table of
// contents and the SEO block's text. Read through react-query hooks keyed by `revision`, which
// a content edit (dev hot reload) moves so every open article is asked again.
import { action, makeObservable, observable } from 'mobx';
import type { ApiClient, ApiResult } from '../../runtime/api';
import type {
  ArticleListPage,
  ArticleListSection,
  ArticleSummary,
  ArticleTocSection,
  ArticleView,
} from '../../domain/articles/index';
import { queryString } from '../queryString';

const ARTICLES = '/bff-api/articles';

export const ARTICLE_PATHS = {
  page: `${ARTICLES}/page`,
  list: `${ARTICLES}/list`,
  toc: `${ARTICLES}/toc`,
  seo: `${ARTICLES}/seo`,
} as const;

export class ArticlesApi {
  /** Moves on every content change; part of every article query's key. */
  revision = 0;

  constructor(private readonly api: ApiClient) {
    makeObservable(this, { revision: observable, contentChanged: action });
  }

  contentChanged(): void {
    this.revision += 1;
  }

  article(lng: string, path: string, signal?: AbortSignal): Promise<ApiResult<ArticleView>> {
    return this.api.getJson(`${ARTICLE_PATHS.page}${queryString({ lng, path })}`, fresh(signal));
  }

  list(
    lng: string,
    section: ArticleListSection,
    page: number,
    tag: string | undefined,
    signal?: AbortSignal,
  ): Promise<ApiResult<ArticleListPage>> {
    return this.api.getJson(
      `${ARTICLE_PATHS.list}${queryString({ lng, section, page, tag })}`,
      fresh(signal),
    );
  }

  toc(
    lng: string,
    section: ArticleTocSection,
    signal?: AbortSignal,
  ): Promise<ApiResult<{ items: ArticleSummary[] }>> {
    return this.api.getJson(`${ARTICLE_PATHS.toc}${queryString({ lng, section })}`, fresh(signal));
  }

  seo(
    lng: string,
    path: string,
    signal?: AbortSignal,
  ): Promise<ApiResult<{ seo: { title: string; text: string } | null }>> {
    return this.api.getJson(`${ARTICLE_PATHS.seo}${queryString({ lng, path })}`, fresh(signal));
  }
}

// The server answers `no-cache`: the browser revalidates, so an edit shows at the next ask.
function fresh(signal?: AbortSignal): RequestInit {
  return { cache: 'no-cache', ...(signal ? { signal } : {}) };
}
