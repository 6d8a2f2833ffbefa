import {
  comparer,
  makeAutoObservable,
  observable,
  reaction,
  runInAction,
  type IReactionDisposer,
} from 'mobx';
import { withRetry, type ApiClient } from '../runtime/api';
import {
  ACTIVITY_THROTTLE_MS,
  autoLogoffDeadline,
  autoLogoffLimitMs,
  type AutoLogoffSettings,
} from '../domain/session';
import { routeAfterLogout } from '../runtime/router';
import { failureOf, refusalOf, type ActionResult } from './actionResult';
import { AUTH_PATHS, LOGOUT_COOKIES } from './authPaths';
import { alwaysVisible, noActivity, sleepOn, systemScheduler, type Scheduler } from './scheduler';
import { CONSENT_TIME_PARAM } from '../domain/notices';
import { BRAND_ID_PATTERN } from '../domain/userTransfer/userTransfer';
import {
  AUTH_CHECK_DELAY_MS,
  AUTH_CHECK_RETRIES,
  AUTH_POLL_MS,
  AUTO_LOGOFF_NOTICE_KEY,
  GUEST_USER,
  SESSION_LOAD_DELAY_MS,
  SESSION_STORAGE_KEY,
  type AuthCheckAnswer,
  type LoginInput,
  type LoginResult,
  type PhoneLoginInput,
  type RegisterResult,
  type RegistrationPayload,
  type SessionAnswer,
  type SessionStoreDeps,
  type SessionUser,
  type SmsCodeInput,
  type SmsLoginInput,
  numericId,
} from './sessionTypes';
import type { SignInHost } from './session/signInCalls';

export * from './sessionTypes';

const signInCalls = () => import('./session/signInCalls');

/**
 * Who the visitor is (SPEC sections 4 and 7): the session check and its 60 s poll while the tab
 * is visible, sign-in and registration, the terms status, auto logoff and logout.
 */
export class SessionStore {
  user: SessionUser = { ...GUEST_USER };
  /** False until the first session check has answered (or failed). */
  isChecked = false;
  /** Auto logoff happened: the sign-in form shows the notice until the next sign-in. */
  autoLogoffNoticeShown = false;
  /** The server asked for a second factor; loginTwoStep() completes the sign-in. */
  twoStepPending = false;
  /** Auto logoff settings from GET /web-api/session (they override the site config's). */
  sessionAutoLogoff: AutoLogoffSettings | null = null;

  private readonly api: ApiClient;
  private readonly deps: SessionStoreDeps;
  private readonly scheduler: Scheduler;
  private pollTimer: unknown = null;
  private sessionTimer: unknown = null;
  private logoffTimer: unknown = null;
  private lastActivityAt = 0;
  /** Bumped on every sign-in and sign-out: a check answer from before it is stale. */
  private authEpoch = 0;
  private stopVisibility: (() => void) | null = null;
  private stopActivity: (() => void) | null = null;
  private stopLogoffReaction: IReactionDisposer | null = null;
  /** What the sign-in calls (a chunk of their own) need of this store. */
  private readonly signInHost: SignInHost;

  constructor(deps: SessionStoreDeps) {
    this.api = deps.api;
    this.deps = deps;
    this.scheduler = deps.scheduler ?? systemScheduler;
    this.autoLogoffNoticeShown = deps.storage?.getItem(AUTO_LOGOFF_NOTICE_KEY) === '1';
    this.signInHost = {
      api: deps.api,
      twoStepRequired: () => runInAction(() => (this.twoStepPending = true)),
      signedIn: (userId) => this.afterSignIn(userId),
    };
    makeAutoObservable<
      this,
      | 'api'
      | 'deps'
      | 'scheduler'
      | 'pollTimer'
      | 'sessionTimer'
      | 'logoffTimer'
      | 'lastActivityAt'
      | 'authEpoch'
      | 'stopVisibility'
      | 'stopActivity'
      | 'stopLogoffReaction'
      | 'signInHost'
    >(
      this,
      {
        user: observable.ref,
        sessionAutoLogoff: observable.ref,
        api: false,
        deps: false,
        scheduler: false,
        pollTimer: false,
        sessionTimer: false,
        logoffTimer: false,
        lastActivityAt: false,
        authEpoch: false,
        stopVisibility: false,
        stopActivity: false,
        stopLogoffReaction: false,
        signInHost: false,
      },
      { autoBind: true },
    );
  }

  get isAuthenticated(): boolean {
    return this.user.isAuthenticated;
  }

  get userId(): number | null {
    return this.user.userId ?? null;
  }

  get banLevel(): number {
    return this.user.banLevel;
  }

  get banVersion(): number | null {
    return this.user.banVersion ?? null;
  }

  get isTermsChanged(): boolean {
    return this.user.isTermsChanged;
  }

  /** SPEC section 6: the brand (office) the customer needs a transfer to, or null. */
  get transferBrand(): string | null {
    return this.user.transferBrand ?? null;
  }

  /** The inactivity limit in ms, or null when auto logoff is off. */
  get autoLogoffLimitMs(): number | null {
    return autoLogoffLimitMs(this.sessionAutoLogoff ?? this.deps.autoLogoffSettings?.() ?? {});
  }

  setUser(user: SessionUser): void {
    this.user = { ...user };
  }

  becomeGuest(): void {
    this.user = { ...GUEST_USER };
    this.twoStepPending = false;
    this.sessionAutoLogoff = null;
    this.deps.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  }

  // ---- lifecycle --------------------------------------------------------------------------

  /**
   * Called once the app is ready: the first session check (awaited, so guards see the user), then
   * the 60 s poll while visible, the session load 8 s later, and auto logoff while signed in.
   */
  async start(): Promise<void> {
    await this.check();
    this.startPolling();
    this.stopLogoffReaction ??= reaction(
      () => [this.isAuthenticated, this.autoLogoffLimitMs] as const,
      () => this.syncAutoLogoff(),
      { fireImmediately: true, equals: comparer.structural },
    );
    if (this.isAuthenticated && !this.restoreStoredSession()) {
      this.sessionTimer = this.scheduler.setTimeout(() => {
        this.sessionTimer = null;
        void this.loadSession();
      }, SESSION_LOAD_DELAY_MS);
    }
  }

  /** Stops every timer and listener (tests, hot reload). */
  stop(): void {
    this.stopPolling();
    this.stopLogoffReaction?.();
    this.stopLogoffReaction = null;
    this.stopAutoLogoff();
    if (this.sessionTimer !== null) this.scheduler.clearTimeout(this.sessionTimer);
    this.sessionTimer = null;
  }

  /**
   * GET /web-api/auth/check, retried twice at 1500 ms. A failed check is treated as a guest
   * (SPEC section 4); `user_id: null` while signed in means the session ended elsewhere.
   */
  async check(): Promise<boolean> {
    const epoch = this.authEpoch;
    const answer = await withRetry(() => this.api.getJson<AuthCheckAnswer>(AUTH_PATHS.check), {
      retries: AUTH_CHECK_RETRIES,
      delayMs: AUTH_CHECK_DELAY_MS,
      sleep: sleepOn(this.scheduler),
      shouldRetry: () => true,
    });
    runInAction(() => {
      this.isChecked = true;
      if (epoch !== this.authEpoch) return; // signed in or out meanwhile: the answer is stale
      const checked = answer.ok ? answer.data : undefined;
      const userId = numericId(checked?.user_id);
      if (userId === null || checked === undefined) {
        if (this.isAuthenticated) this.deps.tokens?.drop();
        this.becomeGuest();
      } else {
        const ban = banOf(checked);
        if (userId !== this.userId)
          this.user = { ...GUEST_USER, isAuthenticated: true, userId, ...ban };
        else if (ban.banLevel !== this.user.banLevel || ban.banVersion !== this.user.banVersion)
          this.user = { ...this.user, ...ban };
      }
    });
    return this.isAuthenticated;
  }

  /** GET /web-api/session: ban level and version, terms flag, auto logoff settings. */
  async loadSession(): Promise<ActionResult> {
    const answer = await this.api.getJson<SessionAnswer>(AUTH_PATHS.session, {
      cache: 'no-store',
    });
    if (!answer.ok) {
      this.deps.log?.(`session load failed: ${answer.message}`);
      return failureOf(answer);
    }
    this.applySession(answer.data);
    this.deps.sessionStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(answer.data));
    return { ok: true };
  }

  /** GET agreement-rules/status; a failed check sets terms-changed false (SPEC section 8). */
  async loadTermsStatus(): Promise<boolean> {
    const agreedAt = this.deps.cookiesAgreeTime?.() ?? null;
    const query = agreedAt === null ? '' : `?${CONSENT_TIME_PARAM}=${agreedAt}`;
    const answer = await this.api.getJson<{ result: boolean; updatedAt: string }>(
      AUTH_PATHS.termsStatus + query,
    );
    const changed = answer.ok && answer.data?.result === true;
    if (this.isAuthenticated) this.setUser({ ...this.user, isTermsChanged: changed });
    return changed;
  }

  /** POST agreement-rules/confirm: the confirm-terms page's button. */
  async confirmTerms(): Promise<ActionResult> {
    const answer = await this.api.postJson<{ success?: boolean; message?: string }>(
      AUTH_PATHS.termsConfirm,
      {},
    );
    if (!answer.ok) return failureOf(answer);
    if (answer.data?.success === false) return refusalOf(answer.data, 'terms not confirmed');
    this.setUser({ ...this.user, isTermsChanged: false });
    // The session stored in this tab still says "changed": it is loaded again next time.
    this.deps.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
    return { ok: true };
  }

  // ---- sign-in (the calls are a chunk of their own: stores/session/signInCalls.ts) ----------

  /** Sign-in by e-mail or ID and password (SPEC section 3 "Auth form" login_password). */
  login(input: LoginInput): Promise<LoginResult> {
    return signInCalls().then((calls) => calls.login(this.signInHost, input));
  }

  /** Sign-in by phone and password (phone_password). */
  loginByPhone(input: PhoneLoginInput): Promise<LoginResult> {
    return signInCalls().then((calls) => calls.loginByPhone(this.signInHost, input));
  }

  /** Sends the SMS code for the sms form or phone registration (POST /web-api/auth/sms/send). */
  sendSms(input: SmsCodeInput): Promise<ActionResult> {
    return signInCalls().then((calls) => calls.sendSms(this.signInHost, input));
  }

  /** Sends the code that proves the e-mail of registration by e-mail. */
  sendEmailCode(input: { email: string }): Promise<ActionResult> {
    return signInCalls().then((calls) => calls.sendEmailCode(this.signInHost, input));
  }

  /** Sign-in with the SMS code (sms). */
  loginBySms(input: SmsLoginInput): Promise<LoginResult> {
    return signInCalls().then((calls) => calls.loginBySms(this.signInHost, input));
  }

  /** The second factor after a sign-in answered two_step_required (login_password_two_step_code). */
  loginTwoStep(input: { code: string }): Promise<LoginResult> {
    return signInCalls().then((calls) => calls.loginTwoStep(this.signInHost, input));
  }

  /** POST /web-api/auth/register; fast_reg answers the generated credentials once. */
  register(payload: RegistrationPayload): Promise<RegisterResult> {
    return signInCalls().then((calls) => calls.register(this.signInHost, payload));
  }

  /** Hides the auto logoff notice. */
  dismissAutoLogoffNotice(): void {
    this.autoLogoffNoticeShown = false;
    this.deps.storage?.removeItem(AUTO_LOGOFF_NOTICE_KEY);
  }

  // ---- sign-out ---------------------------------------------------------------------------

  /**
   * SPEC section 4: calls disconnect, clears cookies ua and user_token, sets ban level 0, clears
   * the user id, then reloads (or goes home from an office or registration page).
   */
  async logout(): Promise<ActionResult> {
    const answer = await this.api.postJson<unknown>(AUTH_PATHS.disconnect, {});
    if (!answer.ok) this.deps.log?.(`disconnect failed: ${answer.message}`);
    this.authEpoch += 1;
    for (const name of LOGOUT_COOKIES) this.deps.cookies?.remove(name);
    this.deps.tokens?.drop();
    this.becomeGuest();
    const navigation = this.deps.navigation;
    if (navigation) {
      navigation.reloadAt(
        routeAfterLogout({ lng: navigation.language(), currentPath: navigation.currentPath() }),
      );
    }
    return { ok: true };
  }

  // ---- internals --------------------------------------------------------------------------

  /** SPEC section 4: on login the configuration reloads; the session and terms load now. */
  private async afterSignIn(userId: number): Promise<void> {
    this.authEpoch += 1;
    this.deps.tokens?.drop();
    runInAction(() => {
      this.twoStepPending = false;
      this.user = { ...GUEST_USER, isAuthenticated: true, userId };
    });
    this.dismissAutoLogoffNotice();
    await Promise.all([
      this.deps.reloadConfig?.().catch((error: unknown) => this.deps.log?.(String(error))),
      this.loadSession(),
    ]);
    if (!this.user.isTermsChanged) await this.loadTermsStatus();
  }

  private applySession(session: SessionAnswer): void {
    const userId = numericId(session.user_id);
    if (userId === null) {
      this.becomeGuest();
      return;
    }
    this.user = {
      isAuthenticated: true,
      userId,
      ...banOf(session),
      isTermsChanged: session.is_terms_changed === true,
      ...transferOf(session),
    };
    const logoff = session.auto_logoff;
    this.sessionAutoLogoff = logoff
      ? {
          isAutoLogoffEnable: logoff.enabled === true,
          ...(typeof logoff.inactive_minutes === 'number'
            ? { autoLogoffInactiveMinutes: logoff.inactive_minutes }
            : {}),
        }
      : null;
  }

  /** A session stored in this tab for the same user is used instead of loading it again. */
  private restoreStoredSession(): boolean {
    const text = this.deps.sessionStorage?.getItem(SESSION_STORAGE_KEY);
    if (!text) return false;
    try {
      const stored = JSON.parse(text) as SessionAnswer;
      if (numericId(stored.user_id) !== this.userId) return false;
      this.applySession(stored);
      return true;
    } catch {
      return false;
    }
  }

  private startPolling(): void {
    if (this.stopVisibility) return;
    const visibility = this.deps.visibility ?? alwaysVisible;
    const onVisibility = () => (visibility.isVisible() ? this.schedulePoll() : this.clearPoll());
    this.stopVisibility = visibility.subscribe(onVisibility);
    onVisibility();
  }

  private stopPolling(): void {
    this.stopVisibility?.();
    this.stopVisibility = null;
    this.clearPoll();
  }

  private schedulePoll(): void {
    if (this.pollTimer !== null) return;
    this.pollTimer = this.scheduler.setTimeout(() => {
      this.pollTimer = null;
      void this.check().finally(() => {
        if (this.stopVisibility && (this.deps.visibility ?? alwaysVisible).isVisible()) {
          this.schedulePoll();
        }
      });
    }, AUTH_POLL_MS);
  }

  private clearPoll(): void {
    if (this.pollTimer !== null) this.scheduler.clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** Listens for activity only while signed in with auto logoff on. */
  private syncAutoLogoff(): void {
    this.stopAutoLogoff();
    const limit = this.autoLogoffLimitMs;
    if (!this.isAuthenticated || limit === null) return;
    this.lastActivityAt = this.scheduler.now();
    this.stopActivity = (this.deps.activity ?? noActivity).subscribe(() => {
      const now = this.scheduler.now();
      if (now - this.lastActivityAt >= ACTIVITY_THROTTLE_MS) this.lastActivityAt = now;
    });
    this.scheduleLogoff(limit);
  }

  /** One timer at the deadline; activity only moves the deadline, read when the timer fires. */
  private scheduleLogoff(limit: number): void {
    const wait = autoLogoffDeadline(this.lastActivityAt, limit) - this.scheduler.now();
    this.logoffTimer = this.scheduler.setTimeout(
      () => {
        this.logoffTimer = null;
        if (this.scheduler.now() >= autoLogoffDeadline(this.lastActivityAt, limit)) {
          void this.autoLogoff();
        } else {
          this.scheduleLogoff(limit);
        }
      },
      Math.max(0, wait),
    );
  }

  private stopAutoLogoff(): void {
    this.stopActivity?.();
    this.stopActivity = null;
    if (this.logoffTimer !== null) this.scheduler.clearTimeout(this.logoffTimer);
    this.logoffTimer = null;
  }

  /** SPEC section 4: log out after the inactive minutes; the notice shows at the next sign-in. */
  private async autoLogoff(): Promise<void> {
    this.deps.storage?.setItem(AUTO_LOGOFF_NOTICE_KEY, '1');
    runInAction(() => {
      this.autoLogoffNoticeShown = true;
    });
    await this.logout();
  }
}

const BRAND_ID = new RegExp(BRAND_ID_PATTERN);

/** The transfer a session answer says the customer needs (a brand id), as the user holds it. */
function transferOf(answer: SessionAnswer): Pick<SessionUser, 'transferBrand'> {
  const brand = answer.transfer_brand;
  return typeof brand === 'string' && BRAND_ID.test(brand) ? { transferBrand: brand } : {};
}

/** The ban of a session or auth check answer, as the session user holds it. */
function banOf(answer: {
  ban_level?: number;
  ban_version?: number;
}): Pick<SessionUser, 'banLevel' | 'banVersion'> {
  return {
    banLevel: typeof answer.ban_level === 'number' ? answer.ban_level : 0,
    ...(typeof answer.ban_version === 'number' ? { banVersion: answer.ban_version } : {}),
  };
}
