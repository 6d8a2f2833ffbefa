import { classifyArticleFile } from '../articles/articleChange';

/** The HMR event data `content-changed` carries (dev server). */
export type ContentChangeKind =
  | 'config'
  | 'routes'
  | 'page'
  | 'layout'
  | 'part'
  | 'dictionary'
  /** A Markdown file under content/ (server/articles); id: its article path. */
  | 'article';

export interface ContentChange {
  kind: ContentChangeKind;
  id: string;
}

/**
 * What an edited file is, from its path relative to the project root (forward slashes), or
 * undefined for files that are not content.
 */
export function classifyContentFile(relativePath: string): ContentChange | undefined {
  const p = relativePath.split('\\').join('/');
  const article = classifyArticleFile(p);
  if (article) return article;
  if (!p.endsWith('.json')) return undefined;
  const parts = p.slice(0, -'.json'.length).split('/');
  const [top, second, third, fourth, fifth, sixth, seventh] = parts;
  if (top === 'schemas') {
    if (second === 'routes' && parts.length === 2) return { kind: 'routes', id: 'routes' };
    if (parts.length !== 3 || !third) return undefined;
    if (second === 'pages') return { kind: 'page', id: third };
    if (second === 'layouts') return { kind: 'layout', id: third };
    if (second === 'parts') return { kind: 'part', id: third };
    return undefined;
  }
  if (top !== 'configs') return undefined;
  if (second === 'locales' && parts.length === 4)
    return { kind: 'dictionary', id: `${third}/${fourth}` };
  if (second === 'brands' && third && parts.length === 4) return { kind: 'config', id: third };
  if (second === 'brands' && fourth === 'overrides' && fifth === 'locales' && parts.length === 7) {
    return { kind: 'dictionary', id: `${sixth}/${seventh}` };
  }
  return undefined;
}
