import { AccountEventStreams, registerAccountEvents } from './money/accountEvents';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import responseValidation from '@fastify/response-validation';
import addFormats from 'ajv-formats';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { reasonOfStatus } from '../domain/errors/errorReasons';
import { registerAccess } from './access/index';
import { registerAnalytics } from './analytics/index';
import { ArticleLibrary, articleSeo, registerArticleRoutes } from './articles/index';
import { createAuthContext } from './auth/authContext';
import { installOriginCheck } from './auth/originCheck';
import { createMessaging } from './messages/messaging';
import { registerMessageRoutes } from './messages/messageRoutes';
import { registerAuthRoutes } from './auth/authRoutes';
import { registerBonus } from './bonus/index';
import { registerCatalogueRoutes } from './casino/catalogue/index';
import { registerCasinoWalletRoutes } from './casino/wallet/index';
import { registerOutsideProviderSweep } from './casino/outside/index';
import { builtFrameHtml, devFrameHtml, registerBuiltinProvider } from './casino/builtin/index';
import { assertKnownBrand } from './config/brandResolver';
import { registerConfigRoutes } from './config/configRoutes';
import { registerNoticeRoutes } from './notices/noticeRoutes';
import { registerContentRoutes } from './config/contentRoutes';
import { registerCouponRoutes } from './coupon/index';
import { installSettlement } from './coupon/settlementService';
import { ContentStore } from './content/contentStore';
import { registerLimitRoutes } from './limits/index';
import { registerLotto } from './lotto/index';
import { registerToto } from './toto/index';
import { installErrorHandling } from './http/errorHandling';
import { installSlowRequestLog, requestLoggerFactory, safeLoggerOptions } from './http/logging';
import { installOperations } from './http/operations';
import { requestIdOf } from './http/requestId';
import { Refusal, statusRefusal } from './http/refusal';
import { registerOpenApi } from './http/openApi';
import { installRequestValidation } from './http/requestValidation';
import { installSignInFirst } from './http/signInFirst';
import { registerReadiness } from './http/readiness';
import { registerLive, sportsOptionsForLive } from './live/index';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerCompression } from './http/compression';
import type { ServerContext } from './http/serverContext';
import { worldClockOf } from './http/worldClock';
import { registerMoneyRoutes } from './money/moneyRoutes';
import { registerConversionRoutes } from './conversion/conversionRoutes';
import { registerReferralRoutes } from './referral/referralRoutes';
import { registerUserTransferRoutes } from './userTransfer/userTransferRoutes';
import { registerOperatorRoutes } from './operators/index';
import { registerTradingRoutes } from './trading/tradingRoutes';
import { registerCustomerOperatorRoutes } from './customers/customerOperatorRoutes';
import { registerOperatorTransferRoutes } from './userTransfer/operatorTransferRoutes';
import { installFingerprintCheck } from './http/fingerprintCheck';
import { registerStudio } from './studio/index';
import { registerPartRoutes } from './parts/partRoutes';
import { registerPush } from './push/index';
import { registerSupport } from './support/index';
import { registerReportRoutes } from './reports/reportRoutes';
import { createSeo, registerSeoRoutes } from './seo/index';
import { registerSocial } from './social/index';
import { registerSportsRoutes } from './sports/api/sportsRoutes';
import { createSportsRuntime } from './sports/sportsRuntime';
import { registerTestControl, testControlSportsOptions } from './testControl/index';
import { registerVerification } from './verification/index';
import { createDevVite, installViteMiddleware, pushContentChanges } from './web/devVite';
import {
  builtIndexHtml,
  devIndexHtml,
  type IndexHtmlSource,
  type PageHtmlSource,
} from './web/indexHtmlSource';
import { registerAppManifestRoute } from './web/appManifest';
import { registerPageRoutes } from './web/pageRoutes';
import { builtStudioHtml, devStudioHtml, registerStudioPage } from './web/studioPage';
import { TEST_CONTROL_IN_PRODUCTION } from './serverEnv';
import { StartupRefusal } from './startupRefusal';

/**
 * TRUST_PROXY as Fastify takes it: a number of proxies as the function Fastify itself makes of one
 * (trust the first `hops` hops; its type declaration leaves the number out).
 */
function fastifyTrustProxy(
  trust: number | string[],
): string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export type { BuildServerOptions } from './serverOptions';
import type { BuildServerOptions } from './serverOptions';

/** The repository root: the parent of server/. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The whole HTTP server, ready for `listen` or `inject`. Throws a StartupRefusal when the
 * content has findings (ContentFindingsError), BRAND names no brand, or the build is missing.
 */
export async function buildServer(opts: BuildServerOptions): Promise<FastifyInstance> {
  if (opts.production && opts.testControl) throw new StartupRefusal(TEST_CONTROL_IN_PRODUCTION);
  const projectRoot = opts.projectRoot ?? PROJECT_ROOT;
  const contentRoot = opts.contentRoot ?? projectRoot;
  // dist/client is a link to the current build (scripts/lib/clientBuild.mjs): the server keeps the
  // folder it points at now, so its index.html and the files it names stay together.
  const clientDistDir = pinnedFolder(
    opts.clientDistDir ?? path.join(projectRoot, 'dist', 'client'),
  );
  const dev = opts.dev ?? false;

  const contentStore = ContentStore.open(contentRoot);
  assertKnownBrand(contentStore.current, opts.brand);
  // The Markdown articles under content/ (server/articles), beside the schema content.
  const articles = ArticleLibrary.open(contentRoot);
  const builtHtml = dev ? undefined : builtIndexHtml(clientDistDir);

  const app = Fastify({
    // Behind a proxy, request.ip is the customer's address only if the proxy is trusted.
    ...(opts.trustProxy ? { trustProxy: fastifyTrustProxy(opts.trustProxy) } : {}),
    // Never a request body, SQL parameters or a database error's detail (server/http/logging.ts).
    logger: safeLoggerOptions(opts.logger),
    // A request's child logger (with its request id) is made when the request writes a line.
    ...(opts.logger ? { childLoggerFactory: requestLoggerFactory } : {}),
    // The proxy's X-Request-Id when it sends a plain one, else a fresh UUID (server/http/requestId.ts).
    genReqId: requestIdOf,
    // Small JSON bodies only until an API needs more (reports and parts set their own).
    bodyLimit: 64 * 1024,
    // A malformed URL (bad percent-encoding) is bad input like any other: same 400 shape.
    frameworkErrors: (err, _request, reply) => {
      void (reply as FastifyReply).status(400).send(statusRefusal(400, err.message));
    },
  });
  // The first onClose hook runs last: the database outlives every part that still uses it.
  const { afterClose } = opts;
  if (afterClose) app.addHook('onClose', async () => afterClose());
  // Tests and end-to-end runs: every answer is checked against its route's response schema, the
  // contract (domain/<context>/contract.ts) the client reads; an answer its contract does not have
  // fails the request with a 500, and the test with it.
  if (opts.checkAnswers ?? opts.testControl) {
    await app.register(responseValidation, { ajv: { plugins: [addFormats] } });
  }
  // Request ids on answers, metrics, the drain on SIGTERM: before any route (server/http/operations.ts).
  const operations = installOperations(app, opts.database);
  // The senders the environment chose, and the local mail sink when e-mail goes there.
  const messaging = await createMessaging(app, opts.messages, app.log);
  app.addHook('onClose', async () => messaging.close());
  const ctx: ServerContext = {
    contentStore,
    database: opts.database,
    envBrand: opts.brand,
    dev,
    metrics: operations.metrics,
    auth: await createAuthContext(opts.database, app.log, {
      secureCookies: opts.production ?? false,
      ...messaging.auth,
      ...opts.auth,
    }),
    sports: await createSportsRuntime(
      opts.database,
      // With REDIS_URL the feed runs only in the process holding the feed lease.
      sportsOptionsForLive(
        opts.database,
        opts.testControl ? testControlSportsOptions(opts.sports) : opts.sports,
        opts.live,
        app.log,
      ),
      app.log,
    ),
    // The feed's clock, which test control moves (server/http/worldClock.ts).
    get worldClock() {
      return worldClockOf(this.sports.clock);
    },
  };

  // A lost database is a 503 and a probe until it answers (server/db/databaseAvailability.ts).
  const availability = opts.database.availability;
  installErrorHandling(app, { onDatabaseUnavailable: () => availability.suspect() });
  // A slow answer is a `warn` line, the production level's (LOG_LEVEL).
  if (opts.logger) installSlowRequestLog(app);
  installRequestValidation(app);
  // SPEC section 8: a malformed fingerprint token is 400 code 120 before anything else is read.
  installFingerprintCheck(app);
  // Before any route: the check is attached to each state-changing API route as it is added.
  installOriginCheck(app);
  // Before any route: sign-in gates run before validation (after the Origin check).
  installSignInFirst(app);
  const outsideAdapters = opts.outsideProviders?.adapters ?? [];
  await registerSecurityHeaders(app, {
    dev,
    production: opts.production ?? false,
    frameOrigins: outsideAdapters.map((a) => a.frameOrigin),
  });
  await app.register(cookie);
  // Before any route and before @fastify/static (server/web/pageRoutes.ts).
  await registerCompression(app);
  // Opt-in per route (config.rateLimit): public POSTs that write to the database.
  await app.register(rateLimit, {
    global: false,
    // Thrown, so the error handler answers it like any refusal: reason 'too_many_requests'.
    errorResponseBuilder: (_request, context) =>
      new Refusal(
        context.statusCode,
        reasonOfStatus(context.statusCode),
        `Rate limit exceeded, retry in ${context.after}`,
      ),
  });
  await registerOpenApi(app);
  // Before the content routes: the preview cookie's drafts and the published versions they serve.
  // A signed-in tab's content stream carries its customer's account events too.
  const accountStreams = new AccountEventStreams();
  await registerStudio(app, ctx, { redisUrl: opts.live?.redisUrl, accountStreams });

  registerConfigRoutes(app, ctx);
  registerNoticeRoutes(app);
  registerContentRoutes(app, ctx);
  registerArticleRoutes(app, ctx, articles);
  registerPartRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  // Activation and newsletter links of the messages sent (server/messages/).
  registerMessageRoutes(app, ctx);
  registerMoneyRoutes(app, ctx, opts.payments, { production: opts.production ?? false });
  // Every movement of a customer's money pushed to the customer's open tabs (the header balance).
  await registerAccountEvents(app, ctx, { redisUrl: opts.live?.redisUrl, streams: accountStreams });
  registerReferralRoutes(app, ctx);
  registerUserTransferRoutes(app, ctx);
  registerConversionRoutes(app, ctx);
  registerSportsRoutes(app, ctx);
  registerCouponRoutes(app, ctx, { accountStreams });
  registerLimitRoutes(app, ctx);
  // Bonuses and promo codes: the hooks money, coupon and casino call, routes, expiry sweep.
  registerBonus(app, ctx);
  // Redirects, blocks, maintenance windows, bans and the app version (server/access/).
  registerAccess(app, ctx, {
    clientDistDir: builtHtml ? clientDistDir : undefined,
    testControl: opts.testControl,
  });
  registerOperatorRoutes(app, ctx);
  registerTradingRoutes(app, ctx);
  // The operators' customer look-up (docs/back-office.md "Customers").
  registerCustomerOperatorRoutes(app, ctx);
  registerOperatorTransferRoutes(app, ctx);
  await registerCatalogueRoutes(app, ctx, {
    ...opts.casinoCatalogue,
    adapters: [...(opts.casinoCatalogue?.adapters ?? []), ...outsideAdapters.map((a) => a.key)],
  });
  registerCasinoWalletRoutes(app, ctx, { outsideProviders: outsideAdapters });
  registerOutsideProviderSweep(app, ctx, opts.outsideProviders);
  // Page heads, sitemap.xml and robots.txt; other modules add their PageMetaSources here.
  // The articles' heads and sitemap paths come after the server's own, then the caller's.
  const fromArticles = articleSeo(articles, contentStore);
  const seo = createSeo(ctx, {
    sources: [...fromArticles.sources, ...(opts.seo?.sources ?? [])],
    sitemapProviders: [...fromArticles.sitemapProviders, ...(opts.seo?.sitemapProviders ?? [])],
  });
  registerSeoRoutes(app, ctx, seo);
  // The built-in game provider: its frame page and API; it reaches the wallet like an outside one.
  const builtinFrame: { source?: PageHtmlSource } = {
    source: builtHtml ? builtFrameHtml(clientDistDir) : undefined,
  };
  registerBuiltinProvider(app, ctx, () => builtinFrame.source, opts.builtinProvider);
  // The operators' studio page (its own bundle); dev serves it through Vite.
  const studioPage: { source?: PageHtmlSource } = {
    source: builtHtml ? builtStudioHtml(clientDistDir) : undefined,
  };
  registerStudioPage(app, () => studioPage.source);
  const settlement = installSettlement(app, () => ctx.database.db, ctx.sports, opts.settlement);
  registerPush(app, ctx, settlement, {
    allowHttpEndpoints: opts.testControl ?? false,
    ...opts.push,
  });
  registerAnalytics(app, ctx, opts.analytics);
  // Payment requests, the support form and shared ideas, and the operators' replies (server/support/).
  registerSupport(app, ctx);
  registerAppManifestRoute(app, ctx);
  // Toto settles from the same stored results; lotto draws on the world clock.
  registerToto(app, ctx);
  registerLotto(app, ctx);
  // OpenID Connect sign-in, the one-tap calls and linked identities (server/social/).
  await registerSocial(app, ctx, { ...opts.social, production: opts.production ?? false });
  await registerVerification(app, ctx, opts.verification);
  if (opts.testControl) registerTestControl(app, ctx);
  const live = await registerLive(app, ctx, opts.live);
  operations.withLive(live, ctx.sports.state, opts.metrics);
  // While the database is away the feed stands still and the streams say the odds are stale.
  const offAvailability = availability.onChange((available) => {
    if (available) app.log.warn('database: reachable again; serving');
    else app.log.warn('database: unreachable; requests that need it answer 503');
    live.hub.setStale(!available);
  });
  app.addHook('onClose', async () => offAvailability());
  registerReadiness(app, [
    { name: 'database', check: () => availability.check() },
    ...(opts.live?.redisUrl ? [{ name: 'redis', check: () => live.redisReady }] : []),
    // The live state is current: this process runs the feed, or follows one from its snapshot.
    { name: 'feed', check: () => live.isReady },
  ]);
  // The feed runs while the server is up: started when ready, stopped (results flushed) on close.
  app.addHook('onReady', async () => ctx.sports.start());
  app.addHook('onClose', async () => ctx.sports.close());

  if (builtHtml) {
    await registerPageRoutes(app, ctx, {
      clientDistDir,
      indexHtml: builtHtml,
      seo,
      ...(opts.assetCdn ? { assetCdn: opts.assetCdn } : {}),
    });
  } else {
    // Dev: Vite serves modules and public/ files; the build output is not used.
    const indexHtml = await setUpDevMode(app, ctx, projectRoot, builtinFrame, studioPage, articles);
    await registerPageRoutes(app, ctx, { indexHtml, seo });
  }
  return app;
}

async function setUpDevMode(
  app: FastifyInstance,
  ctx: ServerContext,
  projectRoot: string,
  builtinFrame: { source?: PageHtmlSource },
  studioPage: { source?: PageHtmlSource },
  articles: ArticleLibrary,
): Promise<IndexHtmlSource> {
  const vite = await createDevVite(app, projectRoot);
  installViteMiddleware(app, vite);
  builtinFrame.source = devFrameHtml(projectRoot, vite);
  studioPage.source = devStudioHtml(projectRoot, vite);
  const watcher = pushContentChanges(app, ctx.contentStore, vite, articles);
  app.addHook('onClose', async () => {
    watcher.close();
    await vite.close();
  });
  return devIndexHtml(projectRoot, vite);
}

/** The folder a path names now, links resolved; the path itself when it does not exist. */
function pinnedFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}
