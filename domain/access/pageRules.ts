// SPEC section 5's page rules that no route table guard expresses, shared by the server (the
// first HTML's status or redirect, server/access/pageAccess.ts) and the client's guards.
import { matchSitePattern, parseSitePattern } from './sitePaths';

/** SPEC section 5: the payment page depends on route 467 being available. */
export const PAYMENT_ROUTE_ID = 467;
/** The information page about payment methods (SPEC section 2 "payment (only when allowed)"). */
export const PAYMENT_PAGE_PATH = 'payment';

export interface PaymentPageConfig {
  availableRouteIds: readonly number[];
  /** Site config: the payment page is for signed-in customers only. */
  isPaymentOnlyForAuthorized?: boolean;
}

/**
 * SPEC section 5: the payment page is refused when payment-only-for-authorized is set and the
 * visitor is signed out, or when route 467 is not available.
 */
export function paymentPageAllowed(config: PaymentPageConfig, signedIn: boolean): boolean {
  if (!config.availableRouteIds.includes(PAYMENT_ROUTE_ID)) return false;
  return !(config.isPaymentOnlyForAuthorized === true && !signedIn);
}

/**
 * SPEC section 5: a path the site config's `pathBlacklist` names gives 404. Entries are site paths
 * without the language, as redirect and block rules write them ('promo/old', 'poker/*'); an entry
 * that is not one matches nothing.
 */
export function isBlacklistedPath(blacklist: readonly string[] | undefined, path: string): boolean {
  return (blacklist ?? []).some((entry) => {
    const pattern = parseSitePattern(entry);
    return pattern !== null && matchSitePattern(pattern, path).matched;
  });
}

const BONUS_ROUTE = /^(office\/)?(bonuses|bonuses-offers)(\/.*)?$/;

/**
 * SPEC section 5: bonus routes swap between `bonuses` and `bonuses-offers` by promoBonusToOffer
 * (on: bonuses-offers). The path to go to instead ('office/bonuses/deposit' ->
 * 'office/bonuses-offers/deposit'), or null when the path is already the right one or no bonus route.
 */
export function swappedBonusPath(
  path: string,
  promoBonusToOffer: boolean | undefined,
): string | null {
  const m = BONUS_ROUTE.exec(path);
  if (!m) return null;
  const wanted = promoBonusToOffer === true ? 'bonuses-offers' : 'bonuses';
  if (m[2] === wanted) return null;
  return `${m[1] ?? ''}${wanted}${m[3] ?? ''}`;
}

/**
 * SPEC section 2 "Two legacy bonus rule names are redirected to new ones": addresses an older site
 * printed for the bonus rules; the route table (schemas/routes.json redirects) names them too.
 */
export const LEGACY_BONUS_RULES_PATHS: readonly string[] = ['bonus-rules', 'bonusrules'];

/**
 * Where a legacy bonus rules address goes: straight to the brand's own bonus rules page (no second
 * hop through the swap), or null for any other path.
 */
export function legacyBonusRulesTarget(
  path: string,
  promoBonusToOffer: boolean | undefined,
): string | null {
  if (!LEGACY_BONUS_RULES_PATHS.includes(path)) return null;
  return promoBonusToOffer === true ? 'bonuses-offers/rules' : 'bonuses/rules';
}
