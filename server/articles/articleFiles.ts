// The Markdown files under content/: content/<brand or _default>/<lng>/<path>.md, and the
// declared language fallbacks (content/fallbacks.yaml).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The folder every brand reads from unless it has its own file of the same path. */
export const DEFAULT_SCOPE = '_default';
export const CONTENT_FOLDER = 'content';
export const FALLBACKS_FILE = 'fallbacks.yaml';

export interface ArticleFile {
  /** Relative to the content root, forward slashes: `content/_default/en/about.md`. */
  file: string;
  /** `_default` or a brand id. */
  scope: string;
  lng: string;
  /** `rules/1/2` */
  path: string;
  text: string;
}

export interface ArticleFileSet {
  files: ArticleFile[];
  /** Language -> the language whose text it shows when it has none of its own. */
  fallbacks: Map<string, string>;
  /** Problems of the fallbacks file (file, line, message). */
  problems: { file: string; line: number; message: string }[];
}

export function readArticleFiles(rootDir: string): ArticleFileSet {
  const base = path.join(rootDir, CONTENT_FOLDER);
  const set: ArticleFileSet = { files: [], fallbacks: new Map(), problems: [] };
  if (!existsSync(base)) return set;
  for (const scope of readdirSync(base).sort()) {
    const scopeDir = path.join(base, scope);
    if (!statSync(scopeDir).isDirectory()) continue;
    for (const lng of readdirSync(scopeDir).sort()) {
      const lngDir = path.join(scopeDir, lng);
      if (!statSync(lngDir).isDirectory()) continue;
      for (const rel of markdownFiles(lngDir, '')) {
        set.files.push({
          file: `${CONTENT_FOLDER}/${scope}/${lng}/${rel}`,
          scope,
          lng,
          path: rel.slice(0, -'.md'.length),
          text: readFileSync(path.join(lngDir, rel), 'utf8'),
        });
      }
    }
  }
  readFallbacks(path.join(base, FALLBACKS_FILE), set);
  return set;
}

function markdownFiles(dir: string, prefix: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) out.push(...markdownFiles(full, rel));
    else if (name.endsWith('.md')) out.push(rel);
  }
  return out;
}

function readFallbacks(file: string, set: ArticleFileSet): void {
  if (!existsSync(file)) return;
  const name = `${CONTENT_FOLDER}/${FALLBACKS_FILE}`;
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const line = (err as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 1;
    set.problems.push({
      file: name,
      line,
      message: `not valid YAML: ${(err as Error).message.split('\n')[0]}`,
    });
    return;
  }
  if (data === null || data === undefined) return;
  if (typeof data !== 'object' || Array.isArray(data)) {
    set.problems.push({
      file: name,
      line: 1,
      message: 'must map a language to its fallback language',
    });
    return;
  }
  for (const [lng, fallback] of Object.entries(data as Record<string, unknown>)) {
    if (!/^[a-z]{2}$/.test(lng) || typeof fallback !== 'string' || !/^[a-z]{2}$/.test(fallback)) {
      set.problems.push({
        file: name,
        line: 1,
        message: `'${lng}: ${String(fallback)}' is not two language codes`,
      });
      continue;
    }
    set.fallbacks.set(lng, fallback);
  }
}
