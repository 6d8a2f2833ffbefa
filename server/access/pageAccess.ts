// The first HTML's answer for a page under SPEC section 5's rules (the client's guards decide
// again on navigation): bonus routes swapped by promoBonusToOffer (a redirect), the config path
// blacklist, the payment page's conditions, and the route's config-only guards (routeAvailable,
// configFlag, notProduction: rules without route 47, statistics or meta-flagged pages without
// their config) giving 404, the same functions the client runs.
import {
  isBlacklistedPath,
  legacyBonusRulesTarget,
  PAYMENT_PAGE_PATH,
  paymentPageAllowed,
  swappedBonusPath,
} from '../../domain/access/pageRules';
import type { RuleContext } from '../../runtime/render/types';
import { runGuards } from '../../runtime/router/guards';
import { matchingRoute } from '../../runtime/router/routeTableMatch';
import type { RouteTable, SiteConfig } from '../../runtime/schema/types';

export type PageAccess =
  { kind: 'ok' } | { kind: 'notFound' } | { kind: 'redirect'; to: string; permanent?: true };

/** Guards that read only the site config (and the build), so the server can run them as is. */
const CONFIG_GUARDS: ReadonlySet<string> = new Set([
  'routeAvailable',
  'configFlag',
  'notProduction',
]);

export interface PageRequest {
  lng: string;
  /** The path below /{lng}/ ('' for the home page). */
  rest: string;
  /** The query with its '?', or ''. */
  query: string;
  signedIn: boolean;
  production: boolean;
}

export function pageAccessFor(
  routes: RouteTable,
  config: SiteConfig,
  page: PageRequest,
): PageAccess {
  const rest = page.rest.replace(/^\/+|\/+$/g, '');
  // A legacy name has moved for good (301), unlike the swap, which follows a brand setting.
  const legacy = legacyBonusRulesTarget(rest, config.promoBonusToOffer);
  if (legacy !== null) {
    return { kind: 'redirect', to: `/${page.lng}/${legacy}${page.query}`, permanent: true };
  }
  const swapped = swappedBonusPath(rest, config.promoBonusToOffer);
  if (swapped !== null) return { kind: 'redirect', to: `/${page.lng}/${swapped}${page.query}` };
  if (isBlacklistedPath(config.pathBlacklist, rest)) return { kind: 'notFound' };
  if (rest === PAYMENT_PAGE_PATH && !paymentPageAllowed(config, page.signedIn)) {
    return { kind: 'notFound' };
  }
  const route = matchingRoute(routes, rest);
  if (route === undefined) return { kind: 'ok' };
  const configGuards = (route.guards ?? []).filter((ref) =>
    CONFIG_GUARDS.has(typeof ref === 'string' ? ref : ref.name),
  );
  // These guards read context.config only.
  const context = { config } as unknown as RuleContext;
  const outcome = runGuards(configGuards, {
    context,
    lng: page.lng,
    production: page.production,
    routeId: route.routeId,
  });
  return outcome.kind === 'notFound' ? { kind: 'notFound' } : { kind: 'ok' };
}
