// The one list of URL roots the server answers as an API. Three things read it, so a new root
// cannot forget one of them:
// - the server answers JSON under it (a 404 is JSON, never the HTML shell or a language redirect);
// - the server's Origin check guards its state-changing routes (server/auth/originCheck.ts);
// - the client sends the customer's Bearer token there and refreshes it on 401, when `bearer`.
// SPEC section 7 names the roots; the studio's and test control's are this product's own.

export interface ApiRoot {
  /** The path prefix, without a trailing slash. */
  path: string;
  /** Customer calls under this root carry the Bearer access token (and refresh it on 401). */
  bearer: boolean;
  /** What answers there. */
  purpose: string;
}

export const API_ROOT_LIST: readonly ApiRoot[] = [
  { path: '/web-api', bearer: true, purpose: 'customer API: auth, account, money, sports, coupon' },
  { path: '/bff-api', bearer: false, purpose: 'site config and content' },
  { path: '/mf', bearer: false, purpose: 'remote parts' },
  { path: '/limit-service-api', bearer: true, purpose: 'responsible-gaming limits' },
  { path: '/test-control', bearer: false, purpose: 'test control (TEST_CONTROL=1 only)' },
  {
    path: '/operator-api',
    bearer: false,
    purpose:
      'operators: session, audit, the studio (operator session cookie, never a customer token)',
  },
  { path: '/redirects-api', bearer: false, purpose: 'redirect-light: per-brand redirect rules' },
  {
    path: '/blocks-api',
    bearer: true,
    purpose: 'block check: per-brand rules by country, route and ban',
  },
  { path: '/third-party', bearer: true, purpose: 'third-party games: available partitions' },
  {
    path: '/casino-wallet-api',
    bearer: false,
    purpose: 'seamless wallet for game providers (server to server, HMAC-signed)',
  },
  {
    path: '/builtin-provider',
    bearer: false,
    purpose: 'the built-in game provider: its game frame page and the API the frame calls',
  },
  {
    path: '/social-api',
    bearer: false,
    purpose:
      'social sign-in: OpenID providers, their callbacks, the one-tap prompt (SPEC section 7)',
  },
];

/** The roots' paths: `/web-api`, `/bff-api` ... */
export const API_ROOTS: readonly string[] = API_ROOT_LIST.map((root) => root.path);

/** The roots whose calls carry the Bearer token, each with its trailing slash. */
export const BEARER_API_PREFIXES: readonly string[] = API_ROOT_LIST.filter((r) => r.bearer).map(
  (root) => `${root.path}/`,
);

/** Whether a path (query ignored) lies under one of the roots. */
export function isUnderRoot(url: string, roots: readonly string[] = API_ROOTS): boolean {
  const pathname = url.split('?')[0] ?? url;
  return roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}
