import {
  createApiClient,
  createAuthInterceptors,
  createFingerprintSource,
  createTokenManager,
  NO_SITE_CONFIG,
  TOKEN_PATH,
  type ApiClient,
  type ApiHandlers,
} from '../runtime/api';
import {
  createDictionaryLoader,
  createI18n,
  dictionaryBackend,
  switchLanguage,
  type DictionaryLoader,
  type I18n,
} from '../runtime/i18n';
import { createDomPartStyleHost, createPartManager, type PartManager } from '../runtime/parts';
import {
  createPageSource,
  createIdlePrefetch,
  createWidgetRegistry,
  fetchPageHead,
  lazyWidgetNames,
  PageView,
  preparePage,
  resolveDevice,
  widgetNamesOf,
  type PageRouteData,
  type PageSource,
  type PreparedLayout,
  type WidgetRegistry,
} from '../runtime/render';
import type { RuleContext } from '../runtime/render/types';
import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import {
  buildRoutes,
  notFound,
  type LanguageOptions,
  type NavigationCheck,
} from '../runtime/router';
import { isSearchBot } from '../domain/access/searchBot';
import { PERFORMANCE_REPORT_DELAY_MS } from '../domain/app/analyticsContract';
import type { LayoutId, LayoutSchema, RouteTable } from '../runtime/schema/types';
import {
  connectNotices,
  createRootStore,
  SESSION_LOAD_DELAY_MS,
  whenTrue,
  type RootStore,
} from '../stores';
import { connectApiHandlers, connectSessionStores } from '../stores/sessionWiring';
import { catalogFor } from '../widgets/definitions';
import {
  banRefusals,
  followUserGuards,
  followMaintenance,
  userOfRules,
  windowFocus,
} from './accessWiring';
import { AppContent, preloadLayouts, prepareLayout } from './appContent';
import { ErrorPage } from './ErrorPage';
import { analyticsOfCalls, followAnalytics, scheduleCounterLoad } from './pwa/analyticsWiring';
import { LAYOUT_IDS, readBoot } from './boot';
import { fetchConfig, fetchLayout, fetchRoutes } from './content';
import { detectAdBlocker } from './adBlocker';
import { followVersionViewport } from './versionViewport';
import {
  documentNoticeCookies,
  documentPreferenceCookies,
  LANGUAGE_COOKIE,
  readCookie,
  readVisitorBucket,
  writeLanguageCookie,
} from './cookies';
import {
  browserFingerprintComponents,
  documentCookies,
  documentVisibility,
  safeSessionStorage,
  windowActivity,
} from './sessionEnvironment';

/** Everything the composition root wires together, handed to <App> and the hot reload. */
export interface AppWiring {
  api: ApiClient;
  stores: RootStore;
  registry: WidgetRegistry;
  i18n: I18n;
  dictionaries: DictionaryLoader;
  pages: PageSource;
  parts: PartManager;
  content: AppContent;
  dev: boolean;
  /** The visitor's A/B bucket, read once: a visitor keeps their variant for the visit. */
  visitor: RuleContext['visitor'];
  createRouter(routes: RouteTable): AppRouter;
  /** The router on screen (hot reload revalidates it). */
  routerRef: { current: AppRouter | null };
  prepareLayout(id: LayoutId, layout: LayoutSchema | { error: string }): PreparedLayout;
}

export type AppRouter = DataRouter;

export type AppStart = { ok: true; app: AppWiring } | { ok: false; message: string };

export async function createApp(): Promise<AppStart> {
  const dev = import.meta.env.DEV;
  /** The page that loaded, for the performance report. */
  const initialPath = location.pathname;
  // SPEC section 8: one interceptor chain (451, 401 refresh, fingerprint, captcha) around every
  // call; the stores plug their handlers in once they exist. The token call itself goes around it.
  const apiHandlers: ApiHandlers = {};
  const plainApi = createApiClient();
  const tokens = createTokenManager({
    fetchToken: () => plainApi.getJson<{ token: string }>(TOKEN_PATH, { cache: 'no-store' }),
    now: Date.now,
    onError: (message) => console.warn(`token fetch failed: ${message}`),
  });
  const fingerprint = createFingerprintSource({
    collect: browserFingerprintComponents,
    now: Date.now,
  });
  const api = createApiClient({
    interceptors: [
      // SPEC section 4 "Bans": a ban set while the page is open is noticed at the first refusal.
      banRefusals(
        () => stores.session.loadSession(),
        (locked) => stores.access.setNavigationBlocked(locked),
      ),
      // SPEC section 7: registration, sign-in, deposit and bet placed, with consent.
      analyticsOfCalls((name) => stores.analytics.track(name, location.pathname)),
      ...createAuthInterceptors({ tokens, fingerprint, handlers: apiHandlers }),
    ],
  });
  const routerRef: { current: AppRouter | null } = { current: null };
  const boot = readBoot();
  // The path the server wrote the head for: the first page load uses it as is.
  const servedHead = { pathname: location.pathname, pending: true };
  for (const problem of boot.problems) console.error(problem);
  const urlLanguage = /^\/([a-z]{2})(\/|$)/.exec(location.pathname)?.[1];
  const initialLanguage =
    urlLanguage ?? readCookie(LANGUAGE_COOKIE) ?? boot.config?.defaultLanguage ?? 'ru';

  // SPEC section 7: without a server config, fetch it (5 retries at 1 s) or fail 'no site config'.
  let config = boot.config;
  if (!config) {
    const fetched = await fetchConfig(api, initialLanguage);
    if (!fetched.ok) return { ok: false, message: NO_SITE_CONFIG };
    config = fetched.data;
  }
  let routes = boot.routes;
  if (!routes) {
    const fetched = await fetchRoutes(api);
    if (!fetched.ok) return { ok: false, message: fetched.message };
    routes = fetched.data;
  }
  const layoutSchemas = await Promise.all(
    LAYOUT_IDS.map(async (id): Promise<[LayoutId, LayoutSchema | { error: string }]> => {
      const known = boot.layouts[id];
      if (known) return [id, known];
      const fetched = await fetchLayout(api, id);
      return [id, fetched.ok ? fetched.data : { error: fetched.message }];
    }),
  );

  const storage = safeStorage();
  const sessionStorage = safeSessionStorage();
  const stores = createRootStore({
    api,
    config,
    ...(storage ? { storage } : {}),
    now: Date.now,
    language: () => i18n.language,
    preferenceCookies: documentPreferenceCookies(),
    noticeCookies: documentNoticeCookies(),
    ...(RUNNING_BUILD_ID !== undefined ? { runningVersion: RUNNING_BUILD_ID } : {}),
    access: {
      ...(boot.block !== undefined ? { bootBlock: boot.block } : {}),
      focus: windowFocus(),
      searchBot: isSearchBot(navigator.userAgent),
      currentUrl: () => location.pathname + location.search,
      log: (message) => console.warn(message),
    },
    session: {
      tokens,
      visibility: documentVisibility(),
      activity: windowActivity(),
      ...(sessionStorage ? { sessionStorage } : {}),
      cookies: documentCookies(),
      // SPEC section 4: on login the configuration reloads.
      reloadConfig: async () => {
        const fetched = await fetchConfig(api, i18n.language);
        if (fetched.ok) stores.config.replace(fetched.data);
      },
      navigation: {
        currentPath: () => location.pathname + location.search,
        language: () => i18n.language,
        reloadAt: (path) => location.assign(path),
      },
      log: (message) => console.warn(message),
    },
  });
  // SPEC section 8: 451 with exception_code 1 -> confirm-terms (the terms guard lets it show).
  connectApiHandlers(apiHandlers, stores, () => {
    void routerRef.current?.navigate(`/${i18n.language}/confirm-terms`);
  });
  connectSessionStores(stores);
  // SPEC sections 7 and 9: the secure data and its grant cookie after sign-in or a session load;
  // the code comes with the first signed-in moment, not with the first page.
  void whenTrue(() => stores.session.userId !== null)
    .then(() => import('../stores/secureAccess/SecureAccessStore'))
    .then((m) => m.followSecureAccess(stores.session, stores.lazy.of(m.secureAccessStore)));
  // The first session check runs alongside the rest of the start; it is awaited before the app
  // is handed over, because the guards of the first route need the user.
  const sessionStarted = stores.session.start();
  // SPEC section 9: session and fingerprint load 8 s after ready.
  setTimeout(() => void fingerprint.refresh(), SESSION_LOAD_DELAY_MS);
  stores.ui.connect(window); // for the life of the app: the rule context follows the viewport
  followVersionViewport(stores.ui, document); // the full version on a phone (SPEC section 2)
  stores.global.bindDocument(document.documentElement); // data-theme / data-view-type for the CSS
  startNotices(stores, () => i18n.language, routerRef);
  // SPEC sections 7 to 9: this domain's analytics counters; their code comes when they are due.
  const counterPage = scheduleCounterLoad(
    () =>
      void import('../stores/analytics/analyticsCounterIds').then(
        (m) => m.startCounterIds(stores, api),
        (error: unknown) => console.warn(`counter load error: ${String(error)}`),
      ),
    setTimeout,
  );
  const trackPage = followAnalytics(stores);
  const pageView = (pathname: string) => {
    trackPage(pathname);
    counterPage(pathname);
  };
  // SPEC section 9 "Performance report 10 s": the load's timings; the code is fetched when the
  // report is due (and the browser idle), never with the first page.
  setTimeout(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(
      () =>
        void import('./performanceReport').then((m) =>
          m.schedulePerformanceReport({
            performance: window.performance,
            path: initialPath,
            send: (report) => stores.analytics.reportPerformance(report),
            setTimeout: (run, ms) => setTimeout(run, ms),
          }),
        ),
    );
  }, PERFORMANCE_REPORT_DELAY_MS);
  // SPEC section 3 analytics counters, from the first opening of the sign-in dialog or
  // registration on (the code comes then, not with the first page).
  void whenTrue(() => stores.authForm.isAnyOpen)
    .then(() => import('../stores/analytics/analyticsCounters'))
    .then((m) =>
      m.followAnalyticsCounters({
        authForm: stores.authForm,
        analytics: stores.analytics,
        consented: () => stores.consent.marketing,
        storage,
        now: Date.now,
      }),
    );
  const registry = createWidgetRegistry(catalogFor(stores), { dev, report: (r) => api.report(r) });
  const i18n = createI18n(initialLanguage, dictionaryBackend(api));
  const dictionaries = createDictionaryLoader(i18n);
  const pages = createPageSource({ api, registry });
  const prefetch = createIdlePrefetch({ registry });
  const parts = createPartManager({
    api,
    prepare: async (part) => {
      const root = preparePage(part.body, registry, undefined, `parts/${part.appName}.json#/body`);
      await registry.preload(widgetNamesOf(root));
      prefetch.schedule(lazyWidgetNames(root));
      return root;
    },
    loadDictionaries: (namespaces) => dictionaries.ensure(i18n.language, namespaces),
    styles: createDomPartStyleHost(),
    reportFailures: !dev,
  });
  const prepare = (id: LayoutId, layout: LayoutSchema | { error: string }) =>
    prepareLayout(id, layout, registry);
  const layouts: Partial<Record<LayoutId, PreparedLayout>> = {};
  for (const [id, layout] of layoutSchemas) layouts[id] = prepare(id, layout);
  const content = new AppContent(routes, layouts);
  const layoutsLoaded = preloadLayouts(layouts, registry);

  const languageOptions = (): LanguageOptions => ({
    available: stores.config.config.languages,
    defaultLanguage: stores.config.config.defaultLanguage,
    hiddenForGuests: stores.config.config.langHiddenUnauthorized,
    // Until the session check answers, the server's word that the visitor showed a session.
    isAuthenticated:
      stores.session.user.isAuthenticated || (boot.signedIn && !stores.session.isChecked),
  });

  const visitor = { bucket: readVisitorBucket() };
  const ruleContext = (route: RuleContext['route'], query: Record<string, string>): RuleContext => {
    const current = stores.config.config;
    return {
      config: current,
      user: userOfRules(stores),
      brand: { id: current.brand, name: current.name },
      visitor,
      device: resolveDevice(query, { type: stores.ui.device, width: stores.ui.viewportWidth }),
      query,
      route,
    };
  };

  const createRouter = (table: RouteTable) => {
    const router = createBrowserRouter(
      buildRoutes({
        table,
        languageOptions,
        preferredLanguage: () => readCookie(LANGUAGE_COOKIE),
        prepareLanguage: async (lng) => {
          writeLanguageCookie(lng);
          await switchLanguage(i18n, lng);
          await dictionaries.ensure(lng, []);
        },
        ruleContext,
        loadRoute: async (entry, match): Promise<PageRouteData> => {
          // The first page's head is in the HTML the server sent; later ones are asked for.
          const served = servedHead.pending && match.pathname === servedHead.pathname;
          servedHead.pending = false;
          const [result, head] = await Promise.all([
            pages.load(entry.page),
            served ? ('served' as const) : fetchPageHead(api, match.pathname),
            layoutsLoaded,
          ]);
          if (result.kind === 'missing') throw notFound();
          // A PageMetaSource does not know the page (an unknown slug): the 404 page, as served.
          if (served ? boot.notFound : head !== 'served' && head?.notFound) throw notFound();
          const route = { id: entry.id, path: entry.path, params: match.params };
          if (result.kind === 'invalid') {
            return { route, page: null, problem: result.message, head };
          }
          await dictionaries.ensure(match.lng, result.page.meta.dictionaries ?? []);
          // SPEC section 9: the page's and its layout's lazy widgets, fetched when idle.
          const layout = layouts[result.page.layout];
          const next = lazyWidgetNames(result.page.body);
          if (layout?.ok) lazyWidgetNames(layout.root, next);
          prefetch.schedule(next);
          return { route, page: result.page, problem: null, head };
        },
        currentLocation: () => {
          const on = routerRef.current?.state.location;
          return on ? on.pathname + on.search : null;
        },
        // SPEC sections 4 and 5: redirect-light and the block check before the guards.
        beforeGuards: async (navigation): Promise<NavigationCheck> => {
          const path = new URL(navigation.url, location.origin).pathname
            .slice(navigation.lng.length + 1)
            .replace(/^\/|\/$/g, '');
          return stores.access.beforeNavigation({ ...navigation, path });
        },
        // SPEC section 4: navigation is refused while the access store's flag is set.
        navigationLocked: () => stores.access.navigationBlocked,
        PageElement: PageView,
        ErrorPage,
      }),
    );
    router.subscribe((state) => {
      if (state.navigation.state === 'idle') pageView(state.location.pathname);
    });
    pageView(router.state.location.pathname);
    return router;
  };

  await sessionStarted;
  followMaintenance(stores, routerRef, () => i18n.language);
  followUserGuards(stores, routerRef);
  return {
    ok: true,
    app: {
      api,
      stores,
      registry,
      i18n,
      dictionaries,
      pages,
      parts,
      content,
      dev,
      visitor,
      createRouter,
      routerRef,
      prepareLayout: prepare,
    },
  };
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: stores fall back to memory
  }
}

/** The client's build id, defined by `vite build` (domain/access APP_BUILD_ID_DEFINE). */
declare const __APP_BUILD_ID__: string | undefined;
const RUNNING_BUILD_ID: string | undefined =
  typeof __APP_BUILD_ID__ === 'string' ? __APP_BUILD_ID__ : undefined;

/** House rule: the window width is written at most this often while resizing (SPEC section 9). */
const WIDTH_THROTTLE_MS = 100;

/**
 * Referral links, consent, the age notice, the app-update check and the ad-blocker notice
 * (SPEC sections 4, 5, 8, 9), all shown through the notification system.
 */
function startNotices(
  stores: RootStore,
  language: () => string,
  routerRef: { current: AppRouter | null },
): void {
  stores.referral
    .capture(location.search)
    .catch((error: unknown) => console.warn('the referral link was not read', error));
  connectNotices(stores, {
    minimumAge: () => stores.config.config.minimumAge,
    openCookieSettings: () =>
      void routerRef.current?.navigate(`/${language()}/cookies#cookie-settings`),
    reload: () => location.reload(),
    detectAdBlocker: () => detectAdBlocker(),
    searchBot: isSearchBot(navigator.userAgent),
  });
  // SPEC section 5: the window width is stored only with functional consent.
  const rememberWidth = () => stores.consent.rememberWindowWidth(window.innerWidth);
  let widthTimer: ReturnType<typeof setTimeout> | null = null;
  window.addEventListener('resize', () => {
    if (widthTimer !== null) return;
    widthTimer = setTimeout(() => {
      widthTimer = null;
      rememberWidth();
    }, WIDTH_THROTTLE_MS);
  });
  stores.consent.onChange(rememberWidth);
  rememberWidth();
}
