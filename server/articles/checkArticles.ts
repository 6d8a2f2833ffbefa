// schemas:check for the Markdown content: front matter, raw HTML, links to routes that exist,
// images present, and every brand language covered by a file or a declared fallback. Each
// finding names the file and the line.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isArticlePath } from '../../domain/articles/index';
import { routeTableMatches } from '../../runtime/router/routeTableMatch';
import type { RouteTable } from '../../runtime/schema/types';
import { CONTENT_FOLDER, DEFAULT_SCOPE, FALLBACKS_FILE, readArticleFiles } from './articleFiles';
import { SEO_ONLY_PREFIX } from './articleLibrary';
import { CONTENT_IMAGE_PREFIX } from './markdownNodes';
import { parseArticle, type ParsedArticle } from './parsedArticle';

export interface ArticleFinding {
  file: string;
  line: number;
  message: string;
}

export interface ArticleCheckContext {
  routes: RouteTable | undefined;
  /** Each brand and the languages it offers (configs/brands/<id>/site.json). */
  brands: { id: string; languages: string[] }[];
}

/** `content/_default/en/about.md:3: message`, as schemas:check prints it. */
export function formatArticleFinding(f: ArticleFinding): string {
  return `${f.file}:${f.line}: ${f.message}`;
}

export function checkArticles(rootDir: string, context: ArticleCheckContext): ArticleFinding[] {
  const set = readArticleFiles(rootDir);
  const findings: ArticleFinding[] = [...set.problems];
  const brandIds = new Set(context.brands.map((b) => b.id));
  const parsed = set.files.map(parseArticle);
  for (const article of parsed) {
    const { file, scope, path: articlePath } = article.source;
    const at = (line: number, message: string) => findings.push({ file, line, message });
    for (const p of article.problems) at(p.line, p.message);
    if (scope !== DEFAULT_SCOPE && !brandIds.has(scope)) {
      at(1, `'${scope}' is neither ${DEFAULT_SCOPE} nor a brand of configs/brands`);
    }
    if (!isArticlePath(articlePath)) {
      at(1, `'${articlePath}' is not an article path (lowercase letters, digits, - and _)`);
    }
    if (
      context.routes &&
      !articlePath.startsWith(SEO_ONLY_PREFIX) &&
      !routeTableMatches(context.routes, articlePath)
    ) {
      at(
        1,
        `no route of schemas/routes.json serves '/${articlePath}', so nobody can open this page`,
      );
    }
    checkReferences(rootDir, article, context, at);
  }
  findings.push(...coverageFindings(parsed, context, set.fallbacks));
  return findings;
}

function checkReferences(
  rootDir: string,
  article: ParsedArticle,
  context: ArticleCheckContext,
  at: (line: number, message: string) => void,
): void {
  for (const ref of article.references) {
    if (ref.kind === 'image' && ref.target.startsWith(CONTENT_IMAGE_PREFIX)) {
      if (!existsSync(path.join(rootDir, 'public', ref.target)))
        at(ref.line, `image '${ref.target}' is not a file under public/`);
    }
    if (
      ref.kind === 'link' &&
      ref.target.startsWith('/') &&
      !ref.target.startsWith('//') &&
      context.routes
    ) {
      const target = ref.target.slice(1).split(/[?#]/)[0]!;
      if (!routeTableMatches(context.routes, target))
        at(ref.line, `link '${ref.target}' goes to no route of schemas/routes.json`);
    }
  }
  const cta = article.front?.cta;
  if (cta && context.routes && !routeTableMatches(context.routes, cta.to.slice(1)))
    at(2, `cta '${cta.to}' goes to no route of schemas/routes.json`);
  const image = article.front?.image;
  if (image && !existsSync(path.join(rootDir, 'public', image)))
    at(2, `image '${image}' is not a file under public/`);
}

/** Every path a brand shows in one of its languages must be there in all of them. */
function coverageFindings(
  parsed: ParsedArticle[],
  context: ArticleCheckContext,
  fallbacks: Map<string, string>,
): ArticleFinding[] {
  const findings: ArticleFinding[] = [];
  const has = (scope: string, lng: string, p: string) =>
    parsed.some((a) => a.source.scope === scope && a.source.lng === lng && a.source.path === p);
  for (const brand of context.brands) {
    const shown = parsed.filter(
      (a) => a.source.scope === DEFAULT_SCOPE || a.source.scope === brand.id,
    );
    const paths = new Map<string, ParsedArticle>();
    for (const a of shown) if (brand.languages.includes(a.source.lng)) paths.set(a.source.path, a);
    for (const [articlePath, example] of paths) {
      for (const lng of brand.languages) {
        const covered = [lng, fallbacks.get(lng)].some(
          (l) =>
            l !== undefined &&
            (has(brand.id, l, articlePath) || has(DEFAULT_SCOPE, l, articlePath)),
        );
        if (covered) continue;
        findings.push({
          file: example.source.file,
          line: 1,
          message: `brand ${brand.id} offers '${lng}' but '${articlePath}' has no ${lng} file (${CONTENT_FOLDER}/${DEFAULT_SCOPE}/${lng}/${articlePath}.md) and ${CONTENT_FOLDER}/${FALLBACKS_FILE} names no fallback for ${lng}`,
        });
      }
    }
  }
  return dedupe(findings);
}

function dedupe(findings: ArticleFinding[]): ArticleFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = formatArticleFinding(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
