// Access: redirects, blocks, maintenance windows, bans and the app version (SPEC sections 4
// "Bans", "Blocking and maintenance", "Other transitions"; 5; 7 "Configuration, redirects and
// blocks"). Shared by the server (server/access/) and the client stores that call it.
// Times are epoch seconds of the server's clock. Refusals are RefusalBody answers with the
// reasons of domain/access/accessRefusals.ts (worded as error_<reason> in the main dictionaries).

export const ACCESS_PATHS = {
  /** POST RedirectLightRequest: 200 RedirectLightResponse. No auth. */
  redirectLight: '/redirects-api/api/v1/redirect-light',
  /** POST BlockRequest: 200 BlockResponse. Bearer token or customer cookie when signed in. */
  block: '/blocks-api/api/v2/block',
  /** GET: 200 AppVersionResponse (no-cache). */
  appVersion: '/bff-api/app-version',
  /**
   * GET ?brand=: 200 MaintenanceWindowsResponse. PUT ?brand= MaintenanceWindowsRequest (replaces
   * the brand's windows): 200 MaintenanceWindowsResponse. Operator permission 'operations'.
   */
  operatorMaintenance: '/operator-api/maintenance',
  /**
   * GET ?brand=: 200 RedirectRulesResponse. POST RedirectRuleInput: 201 { rule }.
   * PUT /:id RedirectRuleInput: 200 { rule }. DELETE /:id: 204. Operator permission 'operations'.
   */
  operatorRedirects: '/operator-api/redirects',
  /**
   * GET ?brand=: 200 BlockRulesResponse. POST BlockRuleInput: 201 { rule }.
   * PUT /:id BlockRuleInput: 200 { rule }. DELETE /:id: 204. Operator permission 'operations'.
   */
  operatorBlocks: '/operator-api/blocks',
  /** PUT BanRequest: 200 BanResponse. Operator permission 'operations'; audited. */
  operatorBan: (userId: string | number) => `/operator-api/customers/${userId}/ban`,
  /** TEST_CONTROL=1 only. PUT BanRequest: 200 BanResponse (no operator needed). */
  testControlBan: (userId: string | number) => `/test-control/customers/${userId}/ban`,
  /** PUT SportsAccessRequest: 200 SportsAccessResponse. Permission 'operations'; audited. */
  operatorSportsAccess: (userId: string | number) =>
    `/operator-api/customers/${userId}/sports-access`,
  /** TEST_CONTROL=1 only. PUT SportsAccessRequest: 200 SportsAccessResponse. */
  testControlSportsAccess: (userId: string | number) =>
    `/test-control/customers/${userId}/sports-access`,
  /** PUT AccountFreezeRequest: 200 AccountFreezeResponse. Permission 'operations'; audited. */
  operatorAccountFreeze: (userId: string | number) => `/operator-api/customers/${userId}/freeze`,
  /** TEST_CONTROL=1 only. PUT AccountFreezeRequest: 200 AccountFreezeResponse. */
  testControlAccountFreeze: (userId: string | number) => `/test-control/customers/${userId}/freeze`,
} as const;

// --- Redirect-light (SPEC section 7) -----------------------------------------------------------

export interface RedirectLightRequest {
  /** The path the client is about to open, with its language and query: '/ru/promo/old?x=1'. */
  url: string;
}

/**
 * `redirect: false` and nothing else when no rule matches. With `redirect: true`, all four are set
 * (SPEC section 5: the client honours a redirect only with code, url, reasons and breadcrumbs).
 */
export interface RedirectLightResult {
  redirect: boolean;
  /** 301, 302, 307 or 308. */
  code?: RedirectCode;
  /** Where to go: a path on this site with the request's language ('/ru/promo/new?x=1'). */
  url?: string;
  /** The reason of each rule followed, in order ('moved', 'renamed', 'campaign_ended' ...). */
  reasons?: string[];
  /** Every path passed through, from the asked one to the final one (without query). */
  breadcrumbs?: string[];
}

export interface RedirectLightResponse {
  data: RedirectLightResult;
}

export const REDIRECT_CODES = [301, 302, 307, 308] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

/**
 * A redirect rule of a brand. Paths are site paths without the language segment and without a
 * leading or trailing slash ('promo/old'); `from` may end in '/*' to match a path and everything
 * under it, the rest appended to `to`. `to` is a path on this site: an absolute URL, '//' or a
 * backslash is refused (redirect_offsite); a rule whose chain leads back to itself is refused
 * (redirect_loop); anything else malformed is rule_invalid.
 */
export interface RedirectRuleInput {
  brand: string;
  from: string;
  to: string;
  code: RedirectCode;
  /** A short code for the reason (lowercase letters, digits, '_'; at most 40). */
  reason: string;
  enabled?: boolean;
}

export interface RedirectRule extends Required<RedirectRuleInput> {
  id: string;
  updatedAt: number;
}

export interface RedirectRulesResponse {
  rules: RedirectRule[];
}

// --- Blocks (SPEC sections 4 and 7) ------------------------------------------------------------

export interface BlockRequest {
  /** The client believes it is signed in (the server still reads the session itself). */
  auth: boolean;
  /** The path the client is about to open, with its language and query. */
  url: string;
}

/** Both null: not blocked. */
export interface BlockResult {
  /** The block reason (BLOCK_REASONS), or null. */
  displayTypeId: BlockReason | null;
  /** Which text variant the block page shows (a rule's choice), or null for the default. */
  templateTypeId: number | null;
}

export interface BlockResponse {
  data: BlockResult;
}

/** SPEC section 4: the block reasons and the page each one lands on. */
export const BLOCK_REASON_PAGES = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
} as const;

export type BlockReason = keyof typeof BLOCK_REASON_PAGES;
export type BlockPage = (typeof BLOCK_REASON_PAGES)[BlockReason];

export const BLOCK_REASONS = Object.keys(BLOCK_REASON_PAGES).map(Number) as BlockReason[];

/** SPEC section 4: with reason 4 (site-updates) the original query is kept. */
export const BLOCK_REASON_KEEPING_QUERY: BlockReason = 4;

export function isBlockReason(value: unknown): value is BlockReason {
  return (
    typeof value === 'number' && Object.prototype.hasOwnProperty.call(BLOCK_REASON_PAGES, value)
  );
}

/** The page (route path without the language) a block reason lands on, or null if none. */
export function blockPageOf(reason: number | null | undefined): BlockPage | null {
  return isBlockReason(reason) ? BLOCK_REASON_PAGES[reason] : null;
}

/** Who a block rule applies to. */
export type BlockAudience = 'all' | 'guests' | 'customers' | 'banned';

/**
 * A block rule of a brand: it matches a request when every condition holds. `countries`: ISO
 * 3166-1 alpha-2 codes, uppercase ('RU', 'GB'), empty = every country (an unknown country matches
 * only an empty list). `routes`: site paths without the language, as in redirect rules ('casino',
 * 'casino/*'; '*' or empty = every path). `audience`: 'banned' = signed-in customers with
 * ban_level > 0. The first matching rule by ascending `priority` (then id) decides.
 */
export interface BlockRuleInput {
  brand: string;
  countries: string[];
  routes: string[];
  audience: BlockAudience;
  displayTypeId: BlockReason;
  templateTypeId?: number | null;
  priority?: number;
  enabled?: boolean;
}

export interface BlockRule extends Required<BlockRuleInput> {
  id: string;
  updatedAt: number;
}

export interface BlockRulesResponse {
  rules: BlockRule[];
}

/**
 * The first HTML page's boot JSON (server/web/htmlShell.ts BootData) carries the server's block
 * result for that request as `block`: null when not blocked, so the client block store starts
 * with it and re-checks on navigation through ACCESS_PATHS.block.
 */
export type BootBlock = BlockResult | null;

// --- Maintenance (SPEC sections 3 "Maintenance", 4, 8) -----------------------------------------

/**
 * A maintenance window of a brand. The site is under maintenance while `isActive` is set (an
 * operator's switch) or while now is within [started_at, ended_at) (ended_at null: until switched
 * off). The warning of SPEC section 8 shows within [notify_started_at, notify_ended_at).
 */
export interface MaintenanceWindowInput {
  started_at: number;
  ended_at: number | null;
  notify_started_at: number | null;
  notify_ended_at: number | null;
  isActive: boolean;
  /** The page state the client shows (0 default); an integer 0-99. */
  web_state: number;
}

export interface MaintenanceWindowRecord extends MaintenanceWindowInput {
  id: string;
}

export interface MaintenanceWindowsRequest {
  /** At most MAX_MAINTENANCE_WINDOWS, not overlapping. */
  windows: MaintenanceWindowInput[];
}

export interface MaintenanceWindowsResponse {
  brand: string;
  windows: MaintenanceWindowRecord[];
  /** What the config group `maintenance` serves now (the site config's `maintenance`). */
  current: MaintenanceConfig;
}

export const MAX_MAINTENANCE_WINDOWS = 20;

/**
 * The site config's `maintenance` (served by GET /bff-api/config/all.json and by the `maintenance`
 * group of /bff-api/config/group/get): the window in force, else the next one being notified, else
 * `{ isActive: false }`. Served with `cache-control: no-cache` (the group) so open tabs polling
 * every MAINTENANCE_POLL_SECONDS see a change.
 */
export interface MaintenanceConfig {
  isActive: boolean;
  started_at?: number;
  ended_at?: number;
  notify_started_at?: number;
  notify_ended_at?: number;
  web_state?: number;
}

/** Open tabs see a maintenance change within 30 s: the client polls at most this often. */
export const MAINTENANCE_POLL_SECONDS = 30;

// --- Bans (SPEC sections 4 "Bans", 6) ------------------------------------------------------------

export interface BanRequest {
  /** 0 lifts the ban; any other value 1-999 bans. */
  level: number;
  /** 0 or 1 (level 53 with version 1 may still withdraw). */
  version: number;
}

export interface BanResponse {
  userId: string;
  ban_level: number;
  ban_version: number;
}

// --- Line and live access (SPEC section 3 "User config" disallow_line_sport, disallow_live_sport)

/** Either flag or both; a flag left out keeps its value. */
export interface SportsAccessRequest {
  disallow_line_sport?: boolean;
  disallow_live_sport?: boolean;
}

export interface SportsAccessResponse {
  userId: string;
  disallow_line_sport: boolean;
  disallow_live_sport: boolean;
}

// --- Frozen account (SPEC section 3 "Account state" isAccountFrozen) -----------------------------

/**
 * An operator freezes or unfreezes a customer's money: frozen, the customer still signs in and
 * sees the balance, and every route that would move money is refused 403 `account_frozen`.
 */
export interface AccountFreezeRequest {
  isAccountFrozen: boolean;
}

export interface AccountFreezeResponse {
  userId: string;
  isAccountFrozen: boolean;
}

/** SPEC section 4: the ban levels that may still open the withdrawal route. */
export const WITHDRAWAL_BAN_EXCEPTIONS: readonly { banLevel: number; banVersion?: number }[] = [
  { banLevel: 45 },
  { banLevel: 53, banVersion: 1 },
];

/**
 * Whether a ban still lets the customer withdraw (level 45, or 53 with version 1). Every customer
 * API route answers 403 `customer_banned` to a banned customer, except: the routes that say who
 * the customer is or end the session (session check, user data, token, sign-out), and, when this
 * is true, the withdrawal routes and the account data the withdrawal page reads.
 */
export function banAllowsWithdrawal(banLevel: number, banVersion: number): boolean {
  return WITHDRAWAL_BAN_EXCEPTIONS.some(
    (e) => e.banLevel === banLevel && (e.banVersion === undefined || e.banVersion === banVersion),
  );
}

export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

// --- App version (SPEC section 4 "Other transitions") ------------------------------------------

export interface AppVersionResponse {
  /** The build id of the client build the server serves now ('dev' without a build). */
  version: string;
}

/**
 * The client's own build id: `vite build` defines this global (a string) and writes the same id
 * to dist/client/APP_BUILD_ID_FILE, which the server answers at ACCESS_PATHS.appVersion.
 */
export const APP_BUILD_ID_DEFINE = '__APP_BUILD_ID__';
export const APP_BUILD_ID_FILE = 'build-id.json';

// --- Geo (tests) ---------------------------------------------------------------------------------

/** With TEST_CONTROL=1 only, the geo lookup takes the country from this header (never otherwise). */
export const TEST_COUNTRY_HEADER = 'x-test-country';
