// What buildServer (./app.ts) is given: the database, the folders, and each area's options,
// read from the environment by server/main.ts and set directly by the tests.
import type { FastifyServerOptions } from 'fastify';
import type { AnalyticsOptions } from './analytics/index';
import type { AuthOptions } from './auth/authContext';
import type { BuiltinProviderOptions } from './casino/builtin/index';
import type { CatalogueRouteOptions } from './casino/catalogue/index';
import type { OutsideProvidersOptions } from './casino/outside/index';
import type { SettlementOptions } from './coupon/settlementService';
import type { AppDatabase } from './db/index';
import type { LiveOptions } from './live/index';
import type { MessagesOptions } from './messages/messagesEnv';
import type { MetricsOptions } from './metrics/index';
import type { MoneyOptions } from './money/moneyRoutes';
import type { PushOptions } from './push/index';
import type { SeoExtensions } from './seo/index';
import type { TrustProxy } from './serverEnv';
import type { SocialOptions } from './social/index';
import type { SportsOptions } from './sports/sportsRuntime';
import type { VerificationOptions } from './verification/index';
import type { AssetCdn } from './web/assetCdn';

export interface BuildServerOptions {
  database: AppDatabase;
  /**
   * Runs when the server closes, after every part of it has stopped (npm start: closes the
   * database and releases DATA_DIR). Fastify runs onClose hooks last-registered first, so a
   * hook added after buildServer would close the database under the parts still finishing.
   */
  afterClose?: () => Promise<void>;
  /** Holds index.html and vite.config.ts (dev). Default: the repository root. */
  projectRoot?: string;
  /** Holds schemas/ and configs/. Default: projectRoot. */
  contentRoot?: string;
  /** The built client (index.html, assets/). Default: <projectRoot>/dist/client. */
  clientDistDir?: string;
  /**
   * ASSET_CDN_URL: where a brand with isFlexibleAssetPath takes the build's files from; see
   * server/web/assetCdn.ts. Not used in dev, where Vite serves every file.
   */
  assetCdn?: AssetCdn;
  /** BRAND: the brand when the Host header names none. */
  brand?: string;
  /** Vite middleware, relaxed CSP for HMR, content hot reload. */
  dev?: boolean;
  /** NODE_ENV=production: HSTS; the sandbox payment provider only if chosen (PAYMENT_PROVIDER). */
  production?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Customer auth (AUTH_SECRET, senders, test inbox, clock); defaults in server/auth/authContext.ts. */
  auth?: AuthOptions;
  /** Payments: the provider, sandbox secret and callback delay, clock; see server/money/moneyRoutes.ts. */
  payments?: MoneyOptions;
  /** Sports feed (simulated or none), seed and clock; see server/sports/sportsRuntime.ts. Default: no feed. */
  sports?: SportsOptions;
  /** Live push: REDIS_URL (bus across processes, feed lease), test trigger; see server/live/. */
  live?: LiveOptions;
  /** Settlement of coupons from stored results: sweep period, clock; see server/coupon/settlementService.ts. */
  settlement?: SettlementOptions;
  /** The built-in game provider: its wallet transport, clock and sweep; see server/casino/builtin/. */
  builtinProvider?: BuiltinProviderOptions;
  /** The casino catalogue: outside providers' adapters, the data view; see server/casino/catalogue/. */
  casinoCatalogue?: CatalogueRouteOptions;
  /** Outside game providers: adapters (launch URL, shared secret), the open-round sweep; see server/casino/outside/. */
  outsideProviders?: OutsideProvidersOptions;
  /** More PageMetaSources and sitemap path providers, after the server's own; see server/seo/. */
  seo?: SeoExtensions;
  /**
   * TEST_CONTROL=1: the /test-control/* routes (finish a game, price an outcome, move the feed
   * clock, read sent messages) and a movable feed clock; see server/testControl/. End-to-end
   * tests only; without it every /test-control/ URL is 404.
   */
  testControl?: boolean;
  /**
   * Checks every answer against its route's response schema (the contract the client reads): an
   * answer the contract does not have is a 500. On in tests and whenever test control is on.
   */
  checkAnswers?: boolean;
  /** TRUST_PROXY: the proxies that may name the client's address (server/serverEnv.ts). */
  trustProxy?: TrustProxy;
  /** Social sign-in: the local OpenID provider (SOCIAL_LOCAL_PROVIDER), client secrets; see server/social/. */
  social?: SocialOptions;
  /** Web push: VAPID keys (server/push/); http endpoints are accepted under test control. */
  push?: PushOptions;
  /** Analytics: the retention of stored events (server/analytics/). */
  analytics?: AnalyticsOptions;
  /** Verification: where documents are kept (DATA_DIR/documents), the provider adapter; see server/verification/. */
  verification?: VerificationOptions;
  /**
   * E-mail and SMS channels (SMTP, HTTP SMS gateway, local sinks; server/messages/messagesEnv.ts).
   * Unset: the development sender, unless `auth` gives senders.
   */
  messages?: MessagesOptions;
  /** GET /metrics: METRICS_TOKEN, else loopback scrapers only (server/metrics/). */
  metrics?: MetricsOptions;
}
