import type { ApiClient } from '../runtime/api';
import type { SiteConfig } from '../runtime/schema/types';
import { ConfigStore } from './ConfigStore';
import { SessionStore, type SessionStoreDeps } from './SessionStore';
import { UiStore } from './UiStore';
import { AccountStore } from './AccountStore';
import { AuthFormStore } from './AuthFormStore';
import { CaptchaStore } from './CaptchaStore';
import type { PasswordRecoveryStore } from './PasswordRecoveryStore';
import { RegistrationReminderStore } from './RegistrationReminderStore';
import { UserConfigStore } from './UserConfigStore';
import type { LimitsStore } from './LimitsStore';
import { LazyHolder } from './lazyHolder';
import { hasSessionLimitNotice } from './sessionLimitNotice';
import { NotificationStore } from './NotificationStore';
import {
  AgeNoticeStore,
  AppVersionStore,
  ConsentStore,
  memoryNoticeCookies,
  ReferralStore,
  type NoticeCookies,
  type TeamCashStore,
} from './notices';
import { AccessStore, type AccessStoreDeps } from './AccessStore';
import { SupportChatStore } from './SupportChatStore';
import { isRegistrationAvailable } from '../domain/registrationAvailability';
import { systemScheduler, type Scheduler } from './scheduler';
import {
  BettingStore,
  GlobalStore,
  hasKeptCoupon,
  LazyCoupon,
  LazyCashOut,
  SportsStore,
  type PreferenceCookies,
  type SportsStoreDeps,
} from './sports';
import { ArticlesApi } from './articles';
import type { SocialSignInStore } from './social';
import type { AccountConversionStore } from './office';
import { InstallPromptStore } from './pwa';
import { AnalyticsStore } from './analytics';
import { ANALYTICS_PATHS } from '../domain/app/analyticsContract';
import { LazyStores } from './lazyStores';

export { ConfigStore } from './ConfigStore';
export * from './SessionStore';
export * from './AccountStore';
export * from './AuthFormStore';
export * from './CaptchaStore';
// Type only: made on first use (passwordRecovery below), its code in a chunk of its own.
export type * from './PasswordRecoveryStore';
export * from './RegistrationReminderStore';
export * from './UserConfigStore';
// Type only: the limits store is made on first use (a signed-in customer, or a session-limit notice
// to show); its code is a chunk of its own.
export type * from './LimitsStore';
export { SESSION_LIMIT_NOTICE_KEY } from './sessionLimitNotice';
export { LazyHolder } from './lazyHolder';
export { whenTrue } from './whenTrue';
export * from './NotificationStore';
export { notifyFailure } from './notifyFailure';
export * from './notices';
export * from './AccessStore';
export type { ActionResult, ActionFailure } from './actionResult';
export type { Scheduler, VisibilitySource, ActivitySource } from './scheduler';
export type { MessageLinksStore } from './MessageLinksStore';
export { LazyStores, lazyStore, type LazyStore, type LazyStoreDeps } from './lazyStores';
export { UiStore, RESIZE_THROTTLE_MS, type ViewportSource } from './UiStore';
export * from './sports';
// Type only: the casino's calls are a lazy store (casinoApiStore) in the widgets' chunks.
export type * from './casino';
export type * from './toto';
export type * from './bonus';
export * from './articles';
export type * from './lotto';
export type * from './support';
// Type only: made on first use (social below), its code in a chunk of its own.
export type * from './social';
export type * from './verification';
export * from './office';
export * from './pwa';
export * from './analytics';

export interface RootStoreDeps {
  api: ApiClient;
  config: SiteConfig;
  storage?: Storage;
  now?: () => number;
  /** Timers of the session, account and reminder stores (fake in tests). */
  scheduler?: Scheduler;
  /** What the session store needs besides the api (tokens, visibility, activity, navigation...). */
  session?: Omit<SessionStoreDeps, 'api'>;
  /** The page language (payments send it to the provider; sports answers name things in it). */
  language?: () => string;
  /** Cookies of the display preferences (SPEC section 9 cookie names); app/cookies.ts. */
  preferenceCookies?: PreferenceCookies;
  /** The access store's browser side: the first page's block, focus, search-bot flag, URL. */
  access?: Pick<
    AccessStoreDeps,
    'bootBlock' | 'focus' | 'searchBot' | 'pollMs' | 'currentUrl' | 'log'
  >;
  /** Cookies of consent, the age notice and referral links (app/cookies.ts; memory in tests). */
  noticeCookies?: NoticeCookies;
  /** The running client's build id (the app-update check compares it with the served one). */
  runningVersion?: string;
  /** Opens the live stream of the sports store (tests give a fake). */
  openLiveStream?: SportsStoreDeps['openStream'];
}

export interface RootStore {
  config: ConfigStore;
  session: SessionStore;
  ui: UiStore;
  account: AccountStore;
  userConfig: UserConfigStore;
  /**
   * Responsible-gaming limits, the session-limit ping and the reality check, made on first use:
   * on sign-in (stores/sessionWiring.ts), for a session-limit notice kept from the last visit, or
   * by the office's limits widget (widgets/definitions.ts). `limits.current` is null until then.
   */
  limits: LazyHolder<LimitsStore>;
  /** The one notification system: toasts and modals, queued (the Notifications widget). */
  notifications: NotificationStore;
  /** Cookie consent and the preferences it governs (hide_left, hide_right, window width). */
  consent: ConsentStore;
  /** The age restriction notice's acceptance (3 days or per session). */
  ageNotice: AgeNoticeStore;
  /** Referral links' cookies and the ref code for registration. */
  referral: ReferralStore;
  /** The served client version against the running one (the app-update notice). */
  appVersion: AppVersionStore;
  /** SPEC sections 4 and 9: the team-cash promo modal's records, window mark and cookie. */
  /**
   * The team-cash promo modal's state (SPEC section 4), made when a customer signs in
   * (stores/notices/noticesWiring.ts): a guest is never offered it.
   */
  teamCash: LazyHolder<TeamCashStore>;
  /** SPEC section 4: the support chat, initialised lazily, shown or hidden. */
  supportChat: SupportChatStore;
  /** Blocks, redirect-light, bans and maintenance at run time (SPEC section 4). */
  access: AccessStore;
  /**
   * The installable app's held-back install prompt (this browser's push opt-in is a lazy store,
   * stores/pwa/PushOptInStore.ts).
   */
  installPrompt: InstallPromptStore;
  /** The site's own analytics, with consent (SPEC sections 7 and 9). */
  analytics: AnalyticsStore;
  authForm: AuthFormStore;
  captcha: CaptchaStore;
  /**
   * Password recovery (SPEC section 4), made on first use by its widget (widgets/definitions.ts):
   * `passwordRecovery.current` until then null.
   */
  passwordRecovery: LazyHolder<PasswordRecoveryStore>;
  registrationReminder: RegistrationReminderStore;
  global: GlobalStore;
  betting: BettingStore;
  sports: SportsStore;
  /**
   * The coupon, made on first use (stores/sports/lazyCoupon.ts): `coupon.current` until then
   * null; `await coupon.load()` before acting on it.
   */
  coupon: LazyCoupon;
  /**
   * Cash-out offers of the open coupons, live, and the cash-out (docs/cash-out.md), made on first
   * use (stores/sports/lazyCashOut.ts): `cashOut.current` until then null.
   */
  cashOut: LazyCashOut;
  /**
   * Social sign-in: providers, linked identities, the one-tap prompt's dismissal; made on first use
   * by the widgets that show them (widgets/definitions.ts).
   */
  social: LazyHolder<SocialSignInStore>;
  /**
   * SPEC section 4: legacy currency accounts, their conversion and the session reminder, made on
   * first use by the widgets that show them (widgets/definitions.ts).
   */
  accountConversion: LazyHolder<AccountConversionStore>;
  /**
   * The stores only some pages use (toto, lotto, bonus, support, verification, message links, the
   * office's referral programme and user transfer, push opt-in),
   * built on first use: `lazy.of(totoApiStore)`; widgets call useLazyStore.
   */
  lazy: LazyStores;
  /** The Markdown content (information pages, news, blog, promotions): react-query hooks. */
  articles: ArticlesApi;
}

/** The one place stores are built, each with only the dependencies it needs. */
export function createRootStore(deps: RootStoreDeps): RootStore {
  const config = new ConfigStore(deps.config);
  const scheduler = deps.scheduler;
  const clock = scheduler ?? systemScheduler;
  const noticeCookies = deps.noticeCookies ?? memoryNoticeCookies(clock.now);
  const consent = new ConsentStore({ cookies: noticeCookies, now: clock.now });
  const session = new SessionStore({
    cookiesAgreeTime: () => consent.agreedAt,
    ...(deps.storage ? { storage: deps.storage } : {}),
    ...(scheduler ? { scheduler } : {}),
    autoLogoffSettings: () => config.config,
    ...deps.session,
    api: deps.api,
  });
  const authForm = new AuthFormStore();
  // Its code is a chunk of its own, loaded with the recovery widget.
  const passwordRecovery = new LazyHolder<PasswordRecoveryStore>(
    'password recovery store',
    async () => {
      const { PasswordRecoveryStore } = await import('./PasswordRecoveryStore');
      return new PasswordRecoveryStore({ api: deps.api });
    },
  );
  const global = new GlobalStore({
    cookies: deps.preferenceCookies,
    storage: deps.storage,
    // SPEC section 5: only the coefficient views the brand lists (site config coefViewIds).
    brandCoefViewIds: () => config.config.coefViewIds,
    brandHasTaxes: () => config.config.partnerHasTaxes,
  });
  const sports = new SportsStore({
    api: deps.api,
    ...(scheduler ? { clock: scheduler } : {}),
    ...(deps.openLiveStream ? { openStream: deps.openLiveStream } : {}),
    ...(deps.language ? { language: deps.language } : {}),
  });
  const account = new AccountStore({
    api: deps.api,
    ...(scheduler ? { scheduler } : {}),
    ...(deps.language ? { language: deps.language } : {}),
  });
  const sessionStorage = deps.session?.sessionStorage;
  // The limits' code is a chunk of its own: a guest's page never runs it.
  const limits = new LazyHolder<LimitsStore>('limits store', async () => {
    const { LimitsStore } = await import('./LimitsStore');
    return new LimitsStore({
      api: deps.api,
      ...(scheduler ? { scheduler } : {}),
      ...(deps.session?.visibility ? { visibility: deps.session.visibility } : {}),
      ...(deps.language ? { language: deps.language } : {}),
      ...(deps.storage ? { storage: deps.storage } : {}),
      // SPEC section 4: the brand's lock rules (site config `limits`).
      lockRules: () => ({
        lockOnPendingChange: config.config.limits?.lockOnPendingChange ?? false,
        lockWholeGroup: config.config.limits?.lockWholeGroup ?? false,
      }),
      signOut: () => session.logout(),
    });
  });
  // The notice of a session limit that signed the customer out shows on the page after it.
  if (hasSessionLimitNotice(deps.storage)) {
    limits.load().catch((error: unknown) => console.warn('the limits store did not load', error));
  }
  const notifications = new NotificationStore(scheduler ? { scheduler } : {});
  const access = new AccessStore({
    api: deps.api,
    ...(scheduler ? { scheduler } : {}),
    // A closed maintenance banner stays closed for its window in this tab.
    ...(sessionStorage ? { sessionStorage } : {}),
    currentUrl: () => '/',
    ...deps.access,
    isSignedIn: () => session.isAuthenticated,
    maintenance: () => config.config.maintenance,
    applyMaintenance: (maintenance) => {
      // Replaced only on a change: a new config object re-renders every rule of the page.
      const now = config.config.maintenance;
      if (JSON.stringify(now) !== JSON.stringify(maintenance)) {
        config.replace({ ...config.config, maintenance });
      }
    },
    notify: (notice) => void notifications.notify(notice),
    dismiss: (id) => notifications.dismiss(id),
  });
  // The coupon's code is a chunk of its own (stores/sports/couponModule.ts), loaded on first use.
  const coupon = new LazyCoupon(async () => {
    const { createCouponStore } = await import('./sports/couponModule');
    return createCouponStore({
      api: deps.api,
      ...(deps.language ? { language: deps.language } : {}),
      storage: deps.storage,
      ...(deps.now ? { now: deps.now } : {}),
      ...(scheduler ? { scheduler } : {}),
      ...(sessionStorage ? { sessionStorage } : {}),
      context: {
        isSignedIn: () => session.isAuthenticated,
        accounts: () => account.accounts,
        flags: () => config.config,
        priceOf: (outcomeId) => sports.outcome(outcomeId),
        coefViewId: () => global.coefViewId,
        refreshBalance: () => account.load(),
      },
    });
  });
  // Bets kept from an earlier visit: the odds cells show them selected, so the coupon loads now.
  if (hasKeptCoupon(deps.storage)) {
    coupon.load().catch((error: unknown) => console.warn('the coupon did not load', error));
  }
  return {
    lazy: new LazyStores({
      api: deps.api,
      ...(deps.storage ? { storage: deps.storage } : {}),
      ...(deps.now ? { now: deps.now } : {}),
      ...(deps.language ? { language: deps.language } : {}),
    }),
    limits,
    notifications,
    access,
    consent,
    ageNotice: new AgeNoticeStore({
      cookies: noticeCookies,
      scheduler: clock,
      settings: () => config.config.ageNotice,
    }),
    teamCash: new LazyHolder<TeamCashStore>('team cash store', async () => {
      const { TeamCashStore } = await import('./notices/TeamCashStore');
      return new TeamCashStore({
        api: deps.api,
        cookies: noticeCookies,
        sessionStorage,
        // A banned customer is refused the records (403 customer_banned) and offered no promotion.
        userId: () => (session.isAuthenticated && session.banLevel === 0 ? session.userId : null),
      });
    }),
    supportChat: new SupportChatStore(),
    referral: new ReferralStore({
      cookies: noticeCookies,
      marketingAllowed: () => consent.marketing,
    }),
    installPrompt: new InstallPromptStore(),
    analytics: new AnalyticsStore({
      send: async (batch) => (await deps.api.postJson(ANALYTICS_PATHS.events, batch)).ok,
      ...(deps.storage ? { storage: deps.storage } : {}),
      scheduler: clock,
      consented: () => consent.marketing,
      newClientId: () => globalThis.crypto.randomUUID(),
    }),
    appVersion: new AppVersionStore({
      api: deps.api,
      scheduler: clock,
      runningVersion: deps.runningVersion,
      ...(deps.session?.visibility ? { visibility: deps.session.visibility } : {}),
    }),
    config,
    session,
    ui: new UiStore(),
    global,
    betting: new BettingStore({ cookies: deps.preferenceCookies, storage: deps.storage }),
    sports,
    coupon,
    account,
    // The cash-out's code is a chunk of its own (stores/sports/CashOutStore.ts), loaded with the
    // views that show it.
    cashOut: new LazyCashOut(async () => {
      const { CashOutStore } = await import('./sports/CashOutStore');
      return new CashOutStore({
        api: deps.api,
        priceOf: (outcomeId) => sports.outcome(outcomeId),
        subscribe: (gameIds) => sports.subscribe(gameIds),
        loadGame: (gameId) => sports.loadGame(gameId),
        afterCashOut: () => void account.load(),
        ...(scheduler
          ? {
              setTimeout: (run: () => void, ms: number) => scheduler.setTimeout(run, ms),
              clearTimeout: (handle: unknown) => scheduler.clearTimeout(handle),
            }
          : {}),
      });
    }),
    // Its code is a chunk of its own, loaded with the widgets that offer or list providers.
    social: new LazyHolder<SocialSignInStore>('social sign-in store', async () => {
      const { SocialSignInStore } = await import('./social/SocialSignInStore');
      return new SocialSignInStore({
        api: deps.api,
        ...(deps.storage ? { storage: deps.storage } : {}),
        ...(deps.now ? { now: deps.now } : {}),
      });
    }),
    articles: new ArticlesApi(deps.api),
    // Its code is a chunk of its own, loaded with the conversion's widgets.
    accountConversion: new LazyHolder<AccountConversionStore>(
      'account conversion store',
      async () => {
        const { AccountConversionStore } = await import('./office/OfficeGrowthStores');
        return new AccountConversionStore({
          api: deps.api,
          ...(sessionStorage ? { sessionStorage } : {}),
          newKey: () => globalThis.crypto.randomUUID(),
          refreshAccounts: () => account.load(),
        });
      },
    ),
    userConfig: new UserConfigStore({
      api: deps.api,
      ...(deps.session?.tokens ? { tokens: deps.session.tokens } : {}),
    }),
    authForm,
    captcha: new CaptchaStore({ api: deps.api }),
    passwordRecovery,
    registrationReminder: new RegistrationReminderStore({
      // SPEC section 3 "Registration reminder config" (site config).
      config: () => config.config.registrationReminder,
      isGuest: () => !session.isAuthenticated,
      isFormOrModalOpen: () => authForm.isAnyOpen || (passwordRecovery.current?.isOpen ?? false),
      isRegistrationAvailable: () => isRegistrationAvailable(config.config),
      ...(deps.storage ? { storage: deps.storage } : {}),
      ...(scheduler ? { scheduler } : {}),
    }),
  };
}
