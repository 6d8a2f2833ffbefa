// The articles in memory, per scope and language, answering what a brand shows in a language:
// the brand's own file, else the shared default, else the declared fallback language's.
import {
  ARTICLE_PAGE_SIZE,
  type ArticleListPage,
  type ArticleListSection,
  type ArticleSummary,
  type ArticleTocSection,
  type ArticleView,
} from '../../domain/articles/index';
import { DEFAULT_SCOPE, readArticleFiles } from './articleFiles';
import { parseArticle, type ParsedArticle } from './parsedArticle';

/** Files under this path give SEO texts of pages that are not articles (home ...), not pages. */
export const SEO_ONLY_PREFIX = 'seo/';

export class ArticleLibrary {
  private byKey = new Map<string, ParsedArticle>();
  private fallbacks = new Map<string, string>();

  private constructor(readonly rootDir: string) {}

  /** Reads every file; a file with problems is left out (schemas:check names them). */
  static open(rootDir: string): ArticleLibrary {
    const library = new ArticleLibrary(rootDir);
    library.reload();
    return library;
  }

  /**
   * Re-reads the files (dev hot reload). A file that now has problems keeps its last good
   * version, so a half-written edit never takes a page away; the problems are returned.
   */
  reload(): { file: string; line: number; message: string }[] {
    const set = readArticleFiles(this.rootDir);
    const byKey = new Map<string, ParsedArticle>();
    const problems: { file: string; line: number; message: string }[] = [...set.problems];
    for (const file of set.files) {
      const key = keyOf(file.scope, file.lng, file.path);
      const parsed = parseArticle(file);
      if (parsed.view && parsed.problems.length === 0) {
        byKey.set(key, parsed);
        continue;
      }
      problems.push(...parsed.problems.map((p) => ({ file: file.file, ...p })));
      const previous = this.byKey.get(key);
      if (previous) byKey.set(key, previous);
    }
    this.byKey = byKey;
    this.fallbacks = set.fallbacks;
    return problems;
  }

  /** The article at `path` as `brand` shows it in `lng`, or undefined. */
  article(brand: string, lng: string, path: string): ArticleView | undefined {
    for (const language of this.languagesOf(lng)) {
      const found = this.own(brand, language, path);
      if (found?.view) return { ...found.view, language };
    }
    return undefined;
  }

  /** Every article path `brand` shows in `lng` (own, default or by fallback), sorted. */
  paths(brand: string, lng: string): string[] {
    const paths = new Set<string>();
    for (const language of this.languagesOf(lng)) {
      for (const parsed of this.byKey.values()) {
        const { scope, lng: l, path } = parsed.source;
        if (l === language && (scope === brand || scope === DEFAULT_SCOPE)) paths.add(path);
      }
    }
    return [...paths].sort();
  }

  /** News or blog, newest first, optionally one tag only. */
  list(
    brand: string,
    lng: string,
    section: ArticleListSection,
    page: number,
    tag?: string,
  ): ArticleListPage {
    const all = this.summariesUnder(brand, lng, section).filter(
      (s) => s.path.split('/').length === 2,
    );
    const tags = [...new Set(all.flatMap((s) => s.tags))].sort();
    const chosen = tag ? all.filter((s) => s.tags.includes(tag)) : all;
    chosen.sort(
      (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.path.localeCompare(b.path),
    );
    const start = (page - 1) * ARTICLE_PAGE_SIZE;
    return {
      items: chosen.slice(start, start + ARTICLE_PAGE_SIZE),
      total: chosen.length,
      page,
      pageSize: ARTICLE_PAGE_SIZE,
      tags,
    };
  }

  /** A section's table of contents: rules groups then their chapters, in order. */
  toc(brand: string, lng: string, section: ArticleTocSection): ArticleSummary[] {
    return this.summariesUnder(brand, lng, section).sort(tocOrder);
  }

  /** The SEO block's text of a page: its article's, else a `seo/<path or home>` file's. */
  seoText(brand: string, lng: string, path: string): { title: string; text: string } | undefined {
    const own = path ? this.article(brand, lng, path) : undefined;
    if (own?.seo) return own.seo;
    const seoFile = this.article(brand, lng, `${SEO_ONLY_PREFIX}${path || 'home'}`);
    return seoFile ? { title: seoFile.title, text: seoFile.description } : undefined;
  }

  private summariesUnder(brand: string, lng: string, section: string): ArticleSummary[] {
    const out: ArticleSummary[] = [];
    for (const path of this.paths(brand, lng)) {
      if (!path.startsWith(`${section}/`)) continue;
      const view = this.article(brand, lng, path);
      if (!view) continue;
      const { body: _body, seo: _seo, cta: _cta, language: _language, ...summary } = view;
      out.push(summary);
    }
    return out;
  }

  private own(brand: string, lng: string, path: string): ParsedArticle | undefined {
    return (
      this.byKey.get(keyOf(brand, lng, path)) ?? this.byKey.get(keyOf(DEFAULT_SCOPE, lng, path))
    );
  }

  private languagesOf(lng: string): string[] {
    const fallback = this.fallbacks.get(lng);
    return fallback && fallback !== lng ? [lng, fallback] : [lng];
  }
}

function keyOf(scope: string, lng: string, path: string): string {
  return `${scope}|${lng}|${path}`;
}

/** `rules/1` before `rules/1/2` before `rules/2`; numeric segments by value, then `order`. */
function tocOrder(a: ArticleSummary, b: ArticleSummary): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const x = sa[i]!;
    const y = sb[i]!;
    if (x === y) continue;
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isInteger(nx) && Number.isInteger(ny)) return nx - ny;
    if (i === sa.length - 1 && i === sb.length - 1) {
      const byOrder = (a.order ?? 9999) - (b.order ?? 9999);
      if (byOrder !== 0) return byOrder;
    }
    return x.localeCompare(y);
  }
  return sa.length - sb.length;
}
