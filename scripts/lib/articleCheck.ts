// schemas:check's part for the Markdown content (content/<brand or _default>/<lng>/*.md):
// the findings of server/articles/checkArticles.ts in the shape the other checks print.
import type { ContentSet } from '../../runtime/schema';
import type { RouteTable } from '../../runtime/schema/types';
import { checkArticles } from '../../server/articles/checkArticles';

export function articleFindings(
  content: ContentSet,
): { file: string; pointer: string; message: string }[] {
  const brands = content.brands.flatMap((brand) => {
    const languages = (brand.site?.data as { languages?: unknown } | undefined)?.languages;
    return Array.isArray(languages)
      ? [{ id: brand.id, languages: languages.filter((l): l is string => typeof l === 'string') }]
      : [];
  });
  const routes = content.routes?.data as RouteTable | undefined;
  return checkArticles(content.rootDir, { routes, brands }).map((f) => ({
    file: f.file,
    pointer: `line ${f.line}`,
    message: f.message,
  }));
}
