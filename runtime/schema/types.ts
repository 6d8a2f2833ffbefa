// TypeScript shapes of the JSON contracts in ./json/*.schema.json. The JSON Schemas are the
// contract; these types mirror them for the code that consumes already-validated data.

export type JsonLogicRule = Record<string, unknown> | boolean;

/** The brand book's logo; width and height are its own size (its proportions), when given. */
export interface BrandLogo {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface WidgetNode {
  widget: string;
  key?: string;
  props?: Record<string, unknown>;
  /** Not preloaded with the page: loads when first shown (dialogs, modals, popups). */
  lazy?: boolean;
  visibleIf?: JsonLogicRule;
  slots?: Record<string, WidgetNode[]>;
}

export type LayoutId = 'default' | 'empty' | 'maintenance' | 'blocked';

export interface PageMeta {
  title?: string;
  dictionaries?: string[];
  hideHeader?: boolean;
  hideFooter?: boolean;
  hideBottomNav?: boolean;
  hideSeo?: boolean;
  /** Dictionary key of the meta description. */
  description?: string;
  /** The robots meta, e.g. 'noindex, nofollow' (noindex drops the canonical, SPEC section 5). */
  robots?: string;
  /**
   * SPEC section 3 hierarchyMetaRobots: the robots meta of this page and of the pages below it
   * in the URL hierarchy that set no robots of their own (server/seo/robotsHierarchy.ts).
   */
  hierarchyRobots?: string;
  /** Site path of the Open Graph image. */
  ogImage?: string;
  /** Further meta tags of the head (SPEC section 3 "SEO page data" metas). */
  metas?: { name: string; content: string }[];
  /** Where the canonical link points instead of the page itself (SPEC section 3). */
  customCanonical?: { mode: 'url'; targetUrl: string } | { mode: 'mirror'; domain: string };
}

export interface PageSchema {
  schemaVersion: 1;
  id: string;
  layout?: LayoutId;
  meta?: PageMeta;
  body: WidgetNode;
}

export interface LayoutSchema {
  schemaVersion: 1;
  id: LayoutId;
  body: WidgetNode;
}

export interface PartHeadTag {
  tag: 'meta' | 'link';
  attrs?: Record<string, string>;
}

export interface PartSchema {
  schemaVersion: 1;
  appName: string;
  title?: string;
  style?: string;
  cssToLoad?: string[];
  head?: PartHeadTag[];
  dictionaries?: string[];
  body: WidgetNode;
}

/** What GET <part url><path> answers with mf-render-mode: json, mf-api-version: v2 (SPEC section 7). */
export interface PartResponse {
  appName: string;
  title?: string;
  style?: string;
  cssToLoad: string[];
  scriptsToLoad: string[];
  head: PartHeadTag[];
  dictionaries: string[];
  body: WidgetNode;
  /** Never sent by our server; a client that receives it ignores and reports it. */
  codeToEval?: unknown;
}

export type GuardRef = string | { name: string; args?: Record<string, unknown> };

export interface RouteEntry {
  id: string;
  path: string;
  page: string;
  params?: Record<string, string>;
  guards?: GuardRef[];
  /** false: the table's `defaults.guards` do not apply (runtime/schema/routeDefaults.ts). */
  inheritDefaults?: boolean;
  routeId?: number;
}

export interface RedirectEntry {
  from: string;
  to: string;
  when?: Record<string, unknown>;
  otherwise?: string;
  query?: Record<string, string>;
  keepQuery?: boolean;
}

export interface RouteTable {
  schemaVersion: 1;
  /** What every route takes unless it says `inheritDefaults: false`; the server expands it. */
  defaults?: { guards?: GuardRef[] };
  routes: RouteEntry[];
  redirects?: RedirectEntry[];
}

export interface SocialLink {
  name: string;
  link: string;
  iconName: string;
}

export interface Maintenance {
  isActive?: boolean;
  started_at?: number;
  ended_at?: number;
  notify_started_at?: number;
  notify_ended_at?: number;
  web_state?: number;
}

/** Site config `limits` (SPEC section 4 "Limits"); absent keys take the defaults of server/limits. */
export interface LimitsConfig {
  /** Hours before a looser limit or a removal may be approved (default 24). */
  coolingOffHours?: number;
  /** Money limit types a customer may enter any amount for. */
  customTypes?: number[];
  /** A field with a pending change is locked until it is approved or rejected. */
  lockOnPendingChange?: boolean;
  /** A section with any locked field is locked whole. */
  lockWholeGroup?: boolean;
}

/** A stake range in major units of the ticket's currency. */
export interface StakeRange {
  min: number;
  max: number;
  step: number;
}

/** Site config `toto` (the server reads it as domain/toto's TotoRules). */
export interface TotoConfig {
  gamesPerDraw: number;
  operatorShareBp: number;
  tiers: { correct: number; shareBp: number }[];
  unitStake: StakeRange;
  maxLines: number;
}

/** One lottery of site config `lotto` (the server reads it as domain/lotto's LotteryDefinition). */
export interface LotteryConfig {
  id: string;
  nameKey: string;
  of: number;
  drawn: number;
  pickMin: number;
  pickMax: number;
  stake: StakeRange;
  drawEveryMinutes: number;
  prizes: Record<string, Record<string, number>>;
}

/** configs/brands/<brand>/site.json */
export interface BrandSiteFile {
  schemaVersion: 1;
  brand: string;
  name: string;
  hosts: string[];
  defaultLanguage: string;
  languages: string[];
  langHiddenUnauthorized?: string[];
  availableRouteIds?: number[];
  geoCountryId?: number;
  headerRows?: 1 | 2;
  scrollToTopIcon?: 'angle' | 'arrow';
  snowfall?: boolean;
  socialLinks?: SocialLink[];
  minimumAge?: number;
  maintenance?: Maintenance;
  groups?: Record<string, string[]>;
  // SPEC section 3 "Site configuration flags"
  isRegistrationAllowed?: boolean;
  isAvailableCouponBonusBet?: boolean;
  showVipBet?: boolean;
  /** Cash-out terms (docs/cash-out.md); absent: on, 5 % margin, step 1 minor unit. */
  cashOut?: { enabled?: boolean; marginPercent?: number; stepMinor?: number };
  betBuilder?: { enabled?: boolean; marginPercent?: number };
  show_one_click?: boolean;
  /** SPEC section 5: the coefficient views (SPEC section 9 ids) the brand offers; absent: all. */
  coefViewIds?: number[];
  couponTypesWithMinAmount?: number[];
  couponTypesWithMaxAmount?: number[];
  ref_id?: number;
  group_id?: number;
  companyName?: string;
  /** The operator's licence and company details (footer, licences and dispute pages). */
  legal?: {
    licenceNumber: string;
    regulator: string;
    regulatorUrl?: string;
    companyNumber?: string;
    companyAddress?: string;
  };
  isPwa?: boolean;
  pwaManifest?: { themeColor?: string };
  isFlexibleAssetPath?: boolean;
  isAutoLogoffEnable?: boolean;
  autoLogoffInactiveMinutes?: number;
  isVipDomain?: boolean;
  isShowIdentification?: boolean;
  promoBonusToOffer?: boolean;
  /** SPEC section 5: the statistic pages exist only when true (else 404). */
  isStatisticsAvailable?: boolean;
  /** SPEC section 5: the payment page is for signed-in customers only (it also needs route 467). */
  isPaymentOnlyForAuthorized?: boolean;
  /** SPEC section 5: site paths without the language ('promo/old', 'poker/*') that give 404. */
  pathBlacklist?: string[];
  /** SPEC section 4 'Bans': the https URL a banned customer is sent to (else the block page). */
  bannedRedirectUrl?: string;
  /**
   * The age restriction notice (SPEC sections 4 and 9): shown unless `enabled` is false; an
   * acceptance is remembered 3 days, or for the browser session when `perSession`.
   */
  ageNotice?: { enabled?: boolean; perSession?: boolean };
  /** SPEC section 3 "Registration reminder config": delay in seconds, interval in minutes. */
  registrationReminder?: { delay: number; interval: number };
  /**
   * SPEC section 2 "Layout rules": the registration page hides the bottom navigation unless
   * `allowed`, or when the A/B test is on (`abTest`). Both default to false.
   */
  registrationBottomNav?: { allowed?: boolean; abTest?: boolean; abShare?: number };
  /** Responsible-gaming limits: cooling-off, custom amount types, lock rules (SPEC section 4). */
  limits?: LimitsConfig;
  /**
   * The game providers the brand has contracted (server only): connected where the server has
   * the provider's adapter; the built-in provider always is (site-config.schema.json).
   */
  casinoProviders?: string[];
  /** The casino lobby: category bar, banners and rows, in order (site-config.schema.json). */
  casinoLobby?: CasinoLobbyConfig;
  /** Toto, pool betting: games per draw, shares, tiers, stakes (site-config.schema.json). */
  toto?: TotoConfig;
  /** Lotto: the brand's lotteries (site-config.schema.json). */
  lotto?: { lotteries: LotteryConfig[] };
  /** SPEC section 7: the brand's analytics project; the client asks its domain's counters. */
  analyticsProjectId?: string;
  /**
   * SPEC section 7 "analytics counters by domain and projectId" (server only; the counters
   * endpoint answers a domain's): the id each listed domain records its events under.
   */
  analyticsCounters?: AnalyticsCounterConfig[];
  /** Social sign-in: OpenID providers (server only; never in the served config). */
  socialSignIn?: SocialSignInConfig;
  /** The bring-a-friend program's reward rule (site-config.schema.json); absent: off. */
  referral?: ReferralConfig;
  /**
   * SPEC section 3 partnerHasTaxes: the winnings tax the partner withholds (site-config.schema.json,
   * domain/coupon/winningsTax.ts); absent: none.
   */
  taxes?: { ratePercent: number; taxFreeWinnings?: number };
  /**
   * SPEC section 3 hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit: the accumulator
   * boost (site-config.schema.json, domain/coupon/hyperBonus.ts); absent: none.
   */
  hyperBonus?: {
    minLegCoef: number;
    percentByLegs: { legs: number; percent: number }[];
    minBet: number;
    maxBonus: number;
  };
  /** SPEC section 4 "Account conversion": legacy currency, target currency, rate. */
  accountConversion?: AccountConversionConfig;
  /** First-deposit bonuses and their wagering terms (domain/bonus BonusConfig; server only). */
  bonuses?: BonusesConfig;
}

/** Referral reward: minor units by the referrer's main currency ISO code, paid on `trigger`. */
export interface ReferralConfig {
  trigger: 'registration' | 'first_deposit';
  rewards: Record<string, number>;
}

/** Legacy currency accounts convert to the target at `rate` legacy units per target unit. */
export interface AccountConversionConfig {
  legacyCurrencyId: number;
  targetCurrencyId: number;
  rate: number;
}

/** Site config `bonuses` (the server reads it as domain/bonus's BonusConfig). */
export interface BonusesConfig {
  firstDeposit: {
    sports?: BonusTermsConfig;
    casino?: BonusTermsConfig;
  };
  /** Casino cashback payout: wagering multiplier (0: main account) and days to wager it. */
  cashback?: { multiplier?: number; expiryDays?: number };
}

export interface BonusTermsConfig {
  percent: number;
  maxAmount: number;
  minDeposit: number;
  multiplier: number;
  expiryDays: number;
  minOdds?: number;
  gameWeights?: Record<string, number>;
}

/** One OpenID provider of a brand; its client secret comes from the environment, never here. */
export interface SocialProviderConfig {
  id: string;
  name: string;
  /** The issuer URL (https), or 'local': the local OpenID provider of development and tests. */
  issuer: string;
  clientId: string;
}

/** SPEC section 1 and 7 "Social sign-in": the brand's providers and the one-tap prompt's. */
export interface SocialSignInConfig {
  providers: SocialProviderConfig[];
  oneTapProvider?: string;
}

export type CasinoLobbyRowKind =
  'popular' | 'new' | 'jackpot' | 'section' | 'provider' | 'recent' | 'favorites';

export interface CasinoLobbyRow {
  kind: CasinoLobbyRowKind;
  /** A section id, for kind 'section'. */
  section?: string;
  /** A provider id, for kind 'provider'. */
  provider?: string;
  limit?: number;
}

export interface CasinoLobbyBanner {
  id: 'welcome' | 'tournament' | 'cashback' | 'crash' | 'live';
  /** Route path below /{lng}/. */
  to: string;
  /** Background gradient: from, to. */
  colours: [string, string];
}

export interface CasinoLobbyConfig {
  /** Section ids in the order the category bar shows them. */
  categories: string[];
  banners: CasinoLobbyBanner[];
  rows: CasinoLobbyRow[];
}

export interface BrandBookEntry {
  css_prop: string;
  css_value: string;
}

/** configs/brands/<brand>/brandbook.json */
export interface BrandBook {
  schemaVersion: 1;
  partnerCssBrandBook: BrandBookEntry[];
  logo: BrandLogo;
}

/**
 * GET /bff-api/config/all.json?lang= : the brand's site file without `hosts` and `groups`,
 * with defaults applied, plus the resolved language, the brand book entries and the logo.
 */
/** An analytics counter of the brand (site-config.schema.json analyticsCounters). */
export interface AnalyticsCounterConfig {
  id: string;
  kind: 'first-party';
  /** The hosts (of `hosts`) whose site records under this counter. */
  domains: string[];
}

export interface SiteConfig extends Omit<
  BrandSiteFile,
  'hosts' | 'groups' | 'socialSignIn' | 'analyticsCounters'
> {
  language: string;
  langHiddenUnauthorized: string[];
  availableRouteIds: number[];
  headerRows: 1 | 2;
  scrollToTopIcon: 'angle' | 'arrow';
  snowfall: boolean;
  socialLinks: SocialLink[];
  minimumAge: number;
  partnerCssBrandBook: BrandBookEntry[];
  logo: BrandLogo;
  /** SPEC section 3 "Global state": the brand withholds a winnings tax (site file `taxes`). */
  partnerHasTaxes?: boolean;
}
