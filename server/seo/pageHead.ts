// The head of one page as the server writes it and the client follows on navigation: title,
// description, canonical, hreflang alternates, robots and Open Graph, from the page schema's meta
// (the base) and the PageMetaSources (their answers win, in order).
import { visibleLanguages } from '../../runtime/router/language';
import { routeMatch } from '../../runtime/router/routeTableMatch';
import type { PageMeta, RouteEntry } from '../../runtime/schema/types';
import type { ServerContent } from '../content/serverContent';
import { brandLanguageOptions, brandOf } from '../config/siteConfig';
import { dictionaryText } from './dictionaryText';
import type { PageMetaOverride, PageMetaSource } from './pageMetaSource';
import { inheritedRobots } from './robotsHierarchy';

export interface PageHead {
  title: string;
  description: string;
  /** Absent when robots says noindex (SPEC section 5). */
  canonical?: string;
  /** hreflang → absolute URL, 'x-default' last. */
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  /** The page schema's further meta tags (SPEC section 3 metas). */
  metas: { name: string; content: string }[];
  og: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    image: string;
    siteName: string;
    locale: string;
  };
  jsonLd: Record<string, unknown>[];
  notFound: boolean;
}

export interface PageHeadInput {
  content: ServerContent;
  brandId: string;
  lng: string;
  /** The path below /{lng}/, e.g. 'about' or '' for home. */
  rest: string;
  /** scheme://host the page is served on. */
  origin: string;
  sources: readonly PageMetaSource[];
  /** Told when a source throws (the server logs it). */
  onSourceError?: (error: unknown) => void;
}

const DEFAULT_OG_IMAGE = '/icons/icon.svg';

/** Routes a crawler has no business in: behind sign-in, for guests only, office and user areas. */
export function isPrivateRoute(route: RouteEntry): boolean {
  const guards = (route.guards ?? []).map((g) => (typeof g === 'string' ? g : g.name));
  return (
    guards.some((g) => g === 'auth' || g === 'guest' || g === 'terms' || g === 'notProduction') ||
    /^(office|user)(\/|$)/.test(route.path)
  );
}

export function hasNoindex(robots: string | undefined): boolean {
  return robots !== undefined && /(^|[\s,])noindex($|[\s,])/i.test(robots);
}

/** SPEC section 3 customCanonical: another URL (mode url) or this path on a mirror domain. */
function canonicalOf(
  custom: PageMeta['customCanonical'],
  url: string,
  lng: string,
  rest: string,
): string {
  if (!custom) return url;
  return custom.mode === 'url' ? custom.targetUrl : pageUrl(`https://${custom.domain}`, lng, rest);
}

export function pageUrl(origin: string, lng: string, rest: string): string {
  return `${origin}/${lng}/${rest}`;
}

export async function pageHead(input: PageHeadInput): Promise<PageHead> {
  const { content, brandId, lng, rest, origin } = input;
  const site = brandOf(content, brandId).site;
  const brandName = site.name;
  const match = routeMatch(content.routes, rest);
  const meta = match ? (content.pages.get(match.route.page)?.meta ?? {}) : {};
  const text = (key: string, values: Record<string, string> = {}) =>
    dictionaryText(content, brandId, lng, key, { brand: brandName, ...values });

  let override: PageMetaOverride = {};
  if (match) {
    const request = { brand: brandId, lng, routeId: match.route.id, params: match.params };
    for (const source of input.sources) {
      // A failing source costs its own words, never the page: the base meta stands.
      const answer = await source(request).catch((error: unknown) => {
        input.onSourceError?.(error);
        return undefined;
      });
      if (answer)
        override = {
          ...override,
          ...answer,
          jsonLd: [...(override.jsonLd ?? []), ...(answer.jsonLd ?? [])],
        };
    }
  }

  const pageTitle = override.title ?? (meta.title ? text(meta.title) : undefined);
  const title = pageTitle ? `${pageTitle} | ${brandName}` : brandName;
  const description =
    override.description ??
    (meta.description ? text(meta.description) : undefined) ??
    text('seo:default_description', { title: pageTitle ?? brandName }) ??
    brandName;
  const privateRoute = match !== undefined && isPrivateRoute(match.route);
  // A page that does not exist (no route, or a source's unknown slug) is never indexed.
  const robots =
    privateRoute || !match || override.notFound === true
      ? 'noindex, nofollow'
      : (override.robots ?? inheritedRobots(content, rest));
  const url = pageUrl(origin, lng, rest);
  const languages = visibleLanguages(brandLanguageOptions(site, false));
  const indexable = !hasNoindex(robots);
  const alternates = indexable
    ? [
        ...languages.map((l) => ({ hreflang: l, href: pageUrl(origin, l, rest) })),
        { hreflang: 'x-default', href: pageUrl(origin, site.defaultLanguage, rest) },
      ]
    : [];
  const image = override.ogImage ?? meta.ogImage ?? DEFAULT_OG_IMAGE;
  return {
    title,
    description,
    ...(indexable ? { canonical: canonicalOf(meta.customCanonical, url, lng, rest) } : {}),
    alternates,
    ...(robots ? { robots } : {}),
    metas: meta.metas ?? [],
    og: {
      type: override.ogType ?? 'website',
      title: pageTitle ?? brandName,
      description,
      url,
      image: /^https?:\/\//.test(image) ? image : `${origin}${image}`,
      siteName: brandName,
      locale: lng,
    },
    jsonLd: (override.jsonLd ?? []).map((block) => ('url' in block ? block : { ...block, url })),
    notFound: override.notFound === true,
  };
}
