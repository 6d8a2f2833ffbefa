// sitemap.xml of one brand: every indexable route in every public language, each with its
// hreflang alternates. Routes with params list the values the server knows (the providers);
// private, technical and noindex routes are left out.
import { routeMatch } from '../../runtime/router/routeTableMatch';
import type { BrandSiteFile, RouteEntry } from '../../runtime/schema/types';
import type { ServerContent } from '../content/serverContent';
import escapeHtml from 'escape-html';
import { hasNoindex, isPrivateRoute, pageUrl } from './pageHead';
import type { SitemapPathProvider } from './pageMetaSource';
import { inheritedRobots } from './robotsHierarchy';

const PARAM = /^\{([a-zA-Z][a-zA-Z0-9]*)(\?)?\}$/;
/** A constraint that is a plain list of words ('real|virtual|stream') names every value. */
const WORD_LIST = /^\(?([a-z0-9-]+(\|[a-z0-9-]+)*)\)?$/;

/** Whether a route's page may be listed: public, indexable, and allowed by the brand's config. */
export function isIndexableRoute(
  route: RouteEntry,
  content: ServerContent,
  site: BrandSiteFile,
): boolean {
  if (isPrivateRoute(route)) return false;
  if (hasNoindex(content.pages.get(route.page)?.meta?.robots)) return false;
  return (route.guards ?? []).every((guard) => {
    if (typeof guard === 'string') return true;
    if (guard.name === 'configFlag') {
      const flag = guard.args?.flag;
      return (
        typeof flag === 'string' && (site as unknown as Record<string, unknown>)[flag] === true
      );
    }
    if (guard.name === 'routeAvailable') {
      const ids = site.availableRouteIds ?? [];
      return ids.length === 0 || ids.includes(Number(guard.args?.routeId));
    }
    return true;
  });
}

/** The paths a route stands for without outside data: its optional params left out, word lists spelled out. */
export function staticRoutePaths(route: RouteEntry): string[] {
  let paths = [''];
  for (const part of route.path.split('/').filter(Boolean)) {
    const param = PARAM.exec(part);
    if (!param) {
      paths = paths.map((p) => (p ? `${p}/${part}` : part));
      continue;
    }
    const words = WORD_LIST.exec(route.params?.[param[1] as string] ?? '')?.[1]?.split('|');
    const optional = param[2] === '?';
    if (!words && !optional) return []; // a required param the table cannot name: a provider lists it
    const next: string[] = [];
    for (const p of paths) {
      if (optional) next.push(p);
      for (const w of words ?? []) next.push(p ? `${p}/${w}` : w);
    }
    // an optional param stays off the path once one was left out (optional params are last)
    paths = next;
  }
  return paths;
}

export interface SitemapInput {
  content: ServerContent;
  brandId: string;
  site: BrandSiteFile;
  languages: readonly string[];
  origin: string;
  providers: readonly SitemapPathProvider[];
}

export async function sitemapPaths(input: SitemapInput, lng: string): Promise<string[]> {
  const { content, site } = input;
  const fromTable = content.routes.routes
    .filter((route) => isIndexableRoute(route, content, site))
    .flatMap(staticRoutePaths);
  const provided = (await Promise.all(input.providers.map((p) => p(input.brandId, lng)))).flat();
  const seen = new Set<string>();
  return [...fromTable, ...provided].filter((path) => {
    if (seen.has(path)) return false;
    seen.add(path);
    // A provider's path is listed only where an indexable route serves it.
    const match = routeMatch(content.routes, path);
    // A page below a noindex hierarchy (SPEC section 3 hierarchyMetaRobots) is not listed either.
    return (
      match !== undefined &&
      isIndexableRoute(match.route, content, site) &&
      !hasNoindex(inheritedRobots(content, path))
    );
  });
}

export async function sitemapXml(input: SitemapInput): Promise<string> {
  const byLanguage = await Promise.all(input.languages.map((lng) => sitemapPaths(input, lng)));
  const listed = byLanguage.map((paths) => new Set(paths));
  const urls: string[] = [];
  input.languages.forEach((lng, i) => {
    for (const path of byLanguage[i] ?? []) {
      const alternates = input.languages
        .filter((_other, j) => listed[j]?.has(path))
        .map((other) => alternate(other, pageUrl(input.origin, other, path)));
      alternates.push(
        alternate('x-default', pageUrl(input.origin, input.site.defaultLanguage, path)),
      );
      urls.push(
        `  <url>\n    <loc>${escapeHtml(pageUrl(input.origin, lng, path))}</loc>\n${alternates.join('\n')}\n  </url>`,
      );
    }
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function alternate(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
}
