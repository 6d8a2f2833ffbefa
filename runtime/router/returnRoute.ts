// SPEC section 4 "Session": on login or logout the user returns to the return URL, the previous
// route or home, unless that is a registration or office page; section 6: office pages need
// sign-in, and users signing in on login or registration go back where they came from.

/** SPEC section 2 "Office (sign-in needed)": the first path segments (after /{lng}/) of office pages. */
export const OFFICE_SEGMENTS: readonly string[] = [
  'office',
  'account',
  'history',
  'historypay',
  'recharge',
  'security',
  'responsible',
  'settings',
  'bonuses',
  'deduce',
  'promotion',
  'bringfriend',
  'support',
  'rewards',
  'verification',
  'identification',
  'share-idea',
];
/** Office pages under a shared first segment (casino/vipcashback, payment/requests ...). */
const OFFICE_PREFIXES: readonly string[] = [
  'casino/vipcashback',
  'casino/premiumcashback',
  'payment/requests',
  'payment/create-request',
];
/** Pages one signs in or registers on: never a place to return to. */
const AUTH_ENTRY_PREFIXES: readonly string[] = ['registration', 'user/login', 'login'];

export type PathKind = 'office' | 'registration' | 'other';

/** Classifies a site path such as '/ru/office/account?x=1' (the language segment is skipped). */
export function pathKind(path: string): PathKind {
  const rest = path
    .split(/[?#]/)[0]!
    .replace(/^\/[a-z]{2}(?=\/|$)/, '')
    .replace(/^\/+|\/+$/g, '');
  const startsWith = (prefix: string) => rest === prefix || rest.startsWith(`${prefix}/`);
  if (AUTH_ENTRY_PREFIXES.some(startsWith)) return 'registration';
  if (OFFICE_PREFIXES.some(startsWith)) return 'office';
  if (OFFICE_SEGMENTS.includes(rest.split('/')[0]!)) return 'office';
  return 'other';
}

/** A path on this site ('/ru/x'), never another origin ('//evil', 'https://...', '/\\evil'). */
export function isSitePath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) return false;
  // Control characters (tabs, newlines) are dropped by URL parsers and could turn '/\t/x' into '//x'.
  return ![...path].some((char) => char.charCodeAt(0) < 0x20);
}

/** The query parameter a page may carry to say where to go after signing in. */
export const RETURN_URL_PARAM = 'returnUrl';

export interface ReturnRouteInput {
  lng: string;
  /** An explicit return URL (e.g. the ?returnUrl= a guard set), if any. */
  returnUrl?: string | null;
  /** The route the visitor came from before the current one, if known. */
  previousPath?: string | null;
  /** Where the visitor is now. */
  currentPath: string;
}

export const homePath = (lng: string): string => `/${lng}`;

/**
 * After sign-in: the return URL, else the previous route, else the current page, skipping
 * registration and sign-in pages (and anything off-site); home when none fits. Office pages are
 * fine targets now that the user is signed in.
 */
export function routeAfterLogin(input: ReturnRouteInput): string {
  const fits = (path: string | null | undefined): path is string =>
    isSitePath(path) && pathKind(path) !== 'registration';
  return [input.returnUrl, input.previousPath, input.currentPath].find(fits) ?? homePath(input.lng);
}

/**
 * After sign-out: stay where one is (the page reloads), unless that page is an office or
 * registration page, which a guest cannot see: then home.
 */
export function routeAfterLogout(input: ReturnRouteInput): string {
  const fits = (path: string | null | undefined): path is string =>
    isSitePath(path) && pathKind(path) === 'other';
  return [input.returnUrl, input.currentPath].find(fits) ?? homePath(input.lng);
}
