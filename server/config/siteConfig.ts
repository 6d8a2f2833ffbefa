import { pickLanguage, type LanguageOptions } from '../../runtime/router/language';
import type { BrandSiteFile, SiteConfig } from '../../runtime/schema/types';
import type { FastifyRequest } from 'fastify';
import { showsCustomerSession } from '../auth/currentUser';
import type { BrandContent, ServerContent } from '../content/serverContent';
import type { ServerContext } from '../http/serverContext';
import { DEFAULT_AB_SHARE } from '../../domain/experiments';

// Defaults of runtime/schema/json/site-config.schema.json, applied when the site file omits them.
const DEFAULT_HEADER_ROWS = 1;
const DEFAULT_SCROLL_TO_TOP_ICON = 'arrow';
const DEFAULT_MINIMUM_AGE = 18;

/** Language rules input for a brand; `isAuthenticated`: the visitor shows a customer session. */
export function brandLanguageOptions(
  site: BrandSiteFile,
  isAuthenticated = false,
): LanguageOptions {
  return {
    available: site.languages,
    defaultLanguage: site.defaultLanguage,
    hiddenForGuests: site.langHiddenUnauthorized ?? [],
    isAuthenticated,
  };
}

/**
 * Whether the visitor may be shown the brand's languages hidden from guests: asked only where the
 * brand hides some (langHiddenUnauthorized), from the session the request shows.
 */
export async function seesHiddenLanguages(
  ctx: ServerContext,
  request: FastifyRequest,
  site: BrandSiteFile,
): Promise<boolean> {
  if ((site.langHiddenUnauthorized ?? []).length === 0) return false;
  return showsCustomerSession(ctx, request);
}

export function brandOf(content: ServerContent, brandId: string): BrandContent {
  const brand = content.brands.get(brandId);
  if (!brand) throw new Error(`Unknown brand ${brandId}`);
  return brand;
}

/**
 * GET /bff-api/config/all.json: the site file without hosts and groups, defaults applied, the
 * language picked by the language rules, the brand book entries and the logo. A site file that
 * lists no availableRouteIds makes every numbered route of the route table available.
 */
export function resolveSiteConfig(
  content: ServerContent,
  brandId: string,
  requestedLanguage: string | undefined,
  isAuthenticated = false,
): SiteConfig {
  const { site, brandBook } = brandOf(content, brandId);
  const {
    hosts: _h,
    groups: _g,
    $schema: _s,
    // Providers and client ids are the server's business (server/social/).
    socialSignIn: _social,
    // Bonus terms are answered by the bonus endpoints (server/bonus/).
    bonuses: _bonuses,
    // Which game providers are connected shows in the catalogue (server/casino/catalogue/).
    casinoProviders: _casinoProviders,
    // Each domain's analytics counters are answered by GET /web-api/analytics/counters.
    analyticsCounters: _analyticsCounters,
    ...file
  } = site as BrandSiteFile & { $schema?: string };
  return {
    ...file,
    language: pickLanguage(requestedLanguage, brandLanguageOptions(site, isAuthenticated)),
    langHiddenUnauthorized: site.langHiddenUnauthorized ?? [],
    availableRouteIds: site.availableRouteIds ?? routeIdsOf(content),
    headerRows: site.headerRows ?? DEFAULT_HEADER_ROWS,
    scrollToTopIcon: site.scrollToTopIcon ?? DEFAULT_SCROLL_TO_TOP_ICON,
    snowfall: site.snowfall ?? false,
    registrationBottomNav: {
      allowed: site.registrationBottomNav?.allowed ?? false,
      abTest: site.registrationBottomNav?.abTest ?? false,
      abShare: site.registrationBottomNav?.abShare ?? DEFAULT_AB_SHARE,
    },
    socialLinks: site.socialLinks ?? [],
    minimumAge: site.minimumAge ?? DEFAULT_MINIMUM_AGE,
    partnerCssBrandBook: brandBook.partnerCssBrandBook,
    logo: brandBook.logo,
    partnerHasTaxes: site.taxes !== undefined,
  };
}

function routeIdsOf(content: ServerContent): number[] {
  const ids = content.routes.routes.flatMap((r) => (r.routeId === undefined ? [] : [r.routeId]));
  return [...new Set(ids)].sort((a, b) => a - b);
}

export type ConfigGroupsResult =
  { ok: true; groups: Record<string, Record<string, unknown>> } | { ok: false; message: string };

/**
 * GET /bff-api/config/group/get: each named group (site file `groups`) carries the listed keys
 * of the resolved config; keys the config lacks are left out.
 */
export function resolveConfigGroups(
  content: ServerContent,
  brandId: string,
  groupNames: string[],
  requestedLanguage: string | undefined,
): ConfigGroupsResult {
  const declared = brandOf(content, brandId).site.groups ?? {};
  const unknown = groupNames.filter((g) => !Object.hasOwn(declared, g));
  if (unknown.length > 0) {
    const known = Object.keys(declared).join(', ') || 'none';
    return {
      ok: false,
      message: `Unknown config group(s): ${unknown.join(', ')} (known: ${known})`,
    };
  }
  const config = resolveSiteConfig(content, brandId, requestedLanguage) as unknown as Record<
    string,
    unknown
  >;
  const groups: Record<string, Record<string, unknown>> = {};
  for (const name of groupNames) {
    const keys = declared[name] ?? [];
    groups[name] = Object.fromEntries(keys.filter((k) => k in config).map((k) => [k, config[k]]));
  }
  return { ok: true, groups };
}
