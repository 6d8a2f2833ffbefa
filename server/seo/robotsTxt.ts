import { API_ROOT_LIST } from '../../runtime/api/apiRoots';

/** The roots a page needs to render (site config, page schemas, remote parts): a crawler that runs JavaScript reads them. */
const RENDER_ROOTS: ReadonlySet<string> = new Set(['/bff-api', '/mf']);

/** robots.txt of a brand: the customer's own areas and the API roots closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*/office/',
    'Disallow: /*/user/',
    ...API_ROOT_LIST.filter((root) => !RENDER_ROOTS.has(root.path)).map(
      (root) => `Disallow: ${root.path}/`,
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
