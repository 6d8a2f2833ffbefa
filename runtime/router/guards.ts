// Guards named by the route table (ARCHITECTURE.md step 2), registered here in code. Each is a
// pure function of the rule context and its args. SPEC section 4 gives the semantics of
// maintenance, bans and terms; section 6 the way round sign-in (`auth`, `guest`).
import { isSitePath, RETURN_URL_PARAM, routeAfterLogin } from './returnRoute';
import type { GuardRef } from '../schema/types';
import type { RuleContext } from '../render/types';
import type { GuardName } from './guardNames';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  /** Leave the site: an absolute URL (a brand config URL), opened as a new document. */
  | { kind: 'external'; url: string };

export interface GuardInput {
  context: RuleContext;
  args: Readonly<Record<string, unknown>>;
  /** The language of the URL, for redirect targets. */
  lng: string;
  /** import.meta.env.PROD in the app; injectable for tests. */
  production: boolean;
  /** The route entry's numeric id, if it has one (routes.schema.json routeId). */
  routeId?: number;
  /** The address asked for (path and query), where the client knows it. */
  url?: string;
  /** The address on screen before this navigation (path and query), where there was one. */
  from?: string | null;
}

export type Guard = (input: GuardInput) => GuardOutcome;

const ALLOW: GuardOutcome = { kind: 'allow' };
const NOT_FOUND: GuardOutcome = { kind: 'notFound' };

/** Route ids (or paths) of the pages guards send visitors to. */
export const GUARD_TARGETS = {
  maintenance: 'maintenance',
  block: 'block',
  confirmTerms: 'confirm-terms',
} as const;

const isOn = (context: RuleContext, idOrPath: string) =>
  context.route.id === idOrPath || context.route.path === idOrPath;

/** The sign-in page (route table id `user-login`, the login route of SPEC section 6). */
const SIGN_IN_PATH = 'user/login';
/** SPEC section 6: guests go to the sign-in page only while the brand has route 72. */
export const LOGIN_ROUTE_ID = 72;

/** The return address a sign-in or registration address carries (`?returnUrl=`). */
function returnUrlOf(url: string): string | null {
  const query = url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get(RETURN_URL_PARAM);
}

const redirectTo = (lng: string, path: string): GuardOutcome => ({
  kind: 'redirect',
  to: `/${lng}/${path}`,
});

interface BanException {
  banLevel: number;
  banVersion?: number;
}

/** The `except` list of the banned guard's args; malformed entries are ignored (never allow more). */
function banExceptions(args: Readonly<Record<string, unknown>>): BanException[] {
  const list = Array.isArray(args.except) ? (args.except as unknown[]) : [];
  return list.filter((e): e is BanException => {
    if (typeof e !== 'object' || e === null) return false;
    const { banLevel, banVersion } = e as Record<string, unknown>;
    return (
      typeof banLevel === 'number' && (banVersion === undefined || typeof banVersion === 'number')
    );
  });
}

export const GUARDS: Readonly<Record<GuardName, Guard>> = {
  // SPEC section 6: a guest asking for a page that needs sign-in goes to the sign-in page when
  // the brand has route 72, else home, where the sign-in dropdown opens (HeaderAccount opens it
  // for a guest whose address carries a return address). Either way the address keeps the page
  // asked for, and signing in brings them back to it (home when the address is not known).
  auth: ({ context, lng, url }) => {
    if (context.user.isAuthenticated) return ALLOW;
    if (!isSitePath(url)) return redirectTo(lng, '');
    const back = `?${RETURN_URL_PARAM}=${encodeURIComponent(url)}`;
    const loginPage = context.config.availableRouteIds.includes(LOGIN_ROUTE_ID);
    return redirectTo(lng, loginPage ? `${SIGN_IN_PATH}${back}` : back);
  },
  // SPEC section 6: a signed-in customer opening sign-in or registration goes back to the page
  // they came from (or the return address the page carries), home when there is none.
  guest: ({ context, lng, url, from }) => {
    if (!context.user.isAuthenticated) return ALLOW;
    const returnUrl = url === undefined ? null : returnUrlOf(url);
    // Never back to the page asked for (password reset is neither sign-in nor registration):
    // that would redirect to itself for ever.
    const elsewhere = (path: string | null | undefined) =>
      path && path.split(/[?#]/)[0] !== url?.split(/[?#]/)[0] ? path : null;
    const to = routeAfterLogin({
      lng,
      returnUrl: elsewhere(returnUrl),
      previousPath: elsewhere(from),
      currentPath: '',
    });
    return { kind: 'redirect', to };
  },
  // SPEC section 4: signed in with changed terms -> confirm-terms; confirm-terms without -> home.
  terms: ({ context, lng }) => {
    const mustConfirm = context.user.isAuthenticated && context.user.isTermsChanged;
    if (isOn(context, GUARD_TARGETS.confirmTerms)) return mustConfirm ? ALLOW : redirectTo(lng, '');
    return mustConfirm ? redirectTo(lng, GUARD_TARGETS.confirmTerms) : ALLOW;
  },
  // SPEC section 4: active maintenance -> /{lng}/maintenance, and back home when not active.
  maintenance: ({ context, lng }) => {
    const active = context.config.maintenance?.isActive === true;
    if (isOn(context, GUARD_TARGETS.maintenance)) return active ? ALLOW : redirectTo(lng, '');
    return active ? redirectTo(lng, GUARD_TARGETS.maintenance) : ALLOW;
  },
  // SPEC section 4 "Bans": a banned user is sent off-site (the brand's `bannedRedirectUrl`; the
  // block page when the brand names none). A route may name exceptions in its args,
  // `except: [{ banLevel, banVersion? }]` (the withdrawal route: 45, or 53 with version 1).
  banned: ({ context, lng, args }) => {
    const { banLevel, banVersion } = context.user;
    if (banLevel <= 0 || isOn(context, GUARD_TARGETS.block)) return ALLOW;
    if (
      banExceptions(args).some(
        (e) =>
          e.banLevel === banLevel && (e.banVersion === undefined || e.banVersion === banVersion),
      )
    ) {
      return ALLOW;
    }
    const offSite = context.config.bannedRedirectUrl;
    return typeof offSite === 'string' && /^https:\/\//.test(offSite)
      ? { kind: 'external', url: offSite }
      : redirectTo(lng, GUARD_TARGETS.block);
  },
  // SPEC section 4 "Bans": routes flagged restricted are for banned users; others go home.
  restricted: ({ context, lng }) => (context.user.banLevel > 0 ? ALLOW : redirectTo(lng, '')),
  // SPEC section 3 "User config": the pages of line or live, closed to this customer by an
  // operator (disallow_line_sport, disallow_live_sport), send the customer home.
  // args `{ section: 'line' | 'live' }`.
  sportsSection: ({ context, lng, args }) => {
    if (args.section !== 'line' && args.section !== 'live') return NOT_FOUND;
    const closed =
      args.section === 'line'
        ? context.user.disallowLineSport === true
        : context.user.disallowLiveSport === true;
    return closed ? redirectTo(lng, '') : ALLOW;
  },
  configFlag: ({ context, args }) => {
    const flag = args.flag;
    if (typeof flag !== 'string') return NOT_FOUND;
    const value = (context.config as unknown as Record<string, unknown>)[flag];
    return value ? ALLOW : NOT_FOUND;
  },
  // One of two addresses of the same pages by a flag (SPEC section 5: bonus routes swap between
  // bonuses and bonuses-offers by promoBonusToOffer): args `{ flag, when, to }` send this route to
  // `to` (params filled in) unless the flag is `when`.
  configFlagSwap: ({ context, args, lng }) => {
    const { flag, when, to } = args;
    if (typeof flag !== 'string' || typeof when !== 'boolean' || typeof to !== 'string') {
      return NOT_FOUND;
    }
    const value = (context.config as unknown as Record<string, unknown>)[flag] === true;
    if (value === when) return ALLOW;
    const target = to
      .split('/')
      .map((segment) => {
        const param = /^\{([a-zA-Z][a-zA-Z0-9]*)\??\}$/.exec(segment);
        return param ? (context.route.params[param[1]!] ?? '') : segment;
      })
      .filter(Boolean)
      .join('/');
    return redirectTo(lng, target);
  },
  routeAvailable: ({ context, args, routeId }) => {
    const id = typeof args.routeId === 'number' ? args.routeId : routeId;
    return id !== undefined && context.config.availableRouteIds.includes(id) ? ALLOW : NOT_FOUND;
  },
  notProduction: ({ production }) => (production ? NOT_FOUND : ALLOW),
};

export type GuardsResult = GuardOutcome | { kind: 'unknown'; name: string };

/** Runs a route's guards in order; the first one that does not allow decides. */
export function runGuards(
  refs: readonly GuardRef[] | undefined,
  input: Omit<GuardInput, 'args'>,
  guards: Readonly<Record<string, Guard>> = GUARDS,
): GuardsResult {
  if (!refs) return ALLOW;
  for (const ref of refs) {
    const name = typeof ref === 'string' ? ref : ref.name;
    const args = typeof ref === 'string' ? {} : (ref.args ?? {});
    const guard = Object.hasOwn(guards, name) ? guards[name] : undefined;
    if (!guard) return { kind: 'unknown', name };
    const outcome = guard({ ...input, args });
    if (outcome.kind !== 'allow') return outcome;
  }
  return ALLOW;
}
