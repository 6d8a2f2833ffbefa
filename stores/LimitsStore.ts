import {
  makeAutoObservable,
  observable,
  reaction,
  runInAction,
  type IReactionDisposer,
} from 'mobx';
import type { ApiClient, ApiResult } from '../runtime/api';
import {
  LANGUAGE_HEADER,
  LIMIT_SERVICE_PATHS,
  LIMIT_TYPE,
  PING_INTERVAL_SECONDS,
  isExclusionLimit,
  isSectionDisabled,
  limitTypeInfo,
  lockedLimitTypes,
  type AvailableLimitsResponse,
  type BlockUserResponse,
  type Limit,
  type LimitCatalogueEntry,
  type LimitLockRules,
  type LimitQuestion,
  type LimitSectionId,
  type LimitToSave,
  type LimitTypeId,
  type LimitsResponse,
  type PingRequest,
  type PingResponse,
  type RealityCheckStatus,
  type SaveLimitsResponse,
  type SelfExcludeReason,
  type SelfExcludeReasonsResponse,
  type TestAnswersResponse,
} from '../domain/limits';
import { SESSION_LIMIT_NOTICE_KEY } from './sessionLimitNotice';
import { failureOf, refusalOf, type ActionFailure, type ActionResult } from './actionResult';
import { alwaysVisible, systemScheduler, type Scheduler, type VisibilitySource } from './scheduler';

/** SPEC section 9: the timer pauses this long after the page is left (hidden). */
export const PING_PAUSE_AFTER_HIDDEN_MS = 30_000;
const PING_INTERVAL_MS = PING_INTERVAL_SECONDS * 1000;

export { SESSION_LIMIT_NOTICE_KEY };

/** The questions a self-exclusion or time-out save asks before it applies (SPEC section 3). */
export interface PendingQuestions {
  tokenGuid: string;
  questions: LimitQuestion[];
}

/** Shown after the session limit signed the customer out (SPEC section 8). */
export interface SessionLimitNotice {
  /** When sign-in is possible again (epoch seconds), when the server said. */
  signInAgainAt: number | null;
}

/**
 * Why a limit is locked: its section is disabled (type 37), it is a self-exclusion or time-out
 * in force, it has a pending change (when the brand locks those), or another field of its
 * section is locked (when the brand locks whole sections).
 */
export type LimitLockReason = 'section' | 'exclusion' | 'pending' | 'group';

export type SaveLimitsResult = ActionResult<{ questions: PendingQuestions | null }>;
export type AnswerQuestionsResult = ActionResult<{
  success: boolean;
  questionsResult: TestAnswersResponse['questionsResult'];
}>;

export interface LimitsStoreDeps {
  api: ApiClient;
  scheduler?: Scheduler;
  /** Tab visibility: the ping pauses 30 s after the page is hidden and resumes when visible. */
  visibility?: VisibilitySource;
  /** The page language, sent as X-Language on every call. */
  language?: () => string;
  /** The brand's lock rules (site config `limits`). */
  lockRules?: () => LimitLockRules;
  /** localStorage: keeps the session-limit notice across the reload after sign-out. */
  storage?: Storage;
  /** Signs the customer out (the session store's logout). */
  signOut?: () => Promise<unknown>;
}

/**
 * The customer's responsible-gaming limits (SPEC sections 3, 4, 7): what can be set, what is set
 * and pending, saving (with the questions step), approve and reject, self-exclusion, and the
 * 30 s ping that ends the session at its limit and brings the reality-check reminder.
 */
export class LimitsStore {
  catalogue: AvailableLimitsResponse | null = null;
  limits: Limit[] = [];
  reasons: SelfExcludeReason[] = [];
  isLoaded = false;
  loading = false;
  loadError: ActionFailure | null = null;
  /** A save that waits for the customer's answers (POST testanswers). */
  questions: PendingQuestions | null = null;
  /** A reality-check reminder due and not acknowledged yet. */
  realityCheck: RealityCheckStatus | null = null;
  /** The latest ping's session figures. */
  ping: PingResponse | null = null;
  sessionLimitNotice: SessionLimitNotice | null = null;
  /** Seconds of the scheduler's clock, refreshed by the ping and each action (locks read it). */
  nowSeconds: number;

  private readonly api: ApiClient;
  private readonly scheduler: Scheduler;
  private readonly deps: LimitsStoreDeps;
  private generation = 0;
  private pingTimer: unknown = null;
  /** The ping loop runs: a ping is in flight or the next one is scheduled. */
  private pingLoop = false;
  private hiddenAt: number | null = null;
  private stopVisibility: (() => void) | null = null;
  private stopPingReaction: IReactionDisposer | null = null;

  constructor(deps: LimitsStoreDeps) {
    this.api = deps.api;
    this.deps = deps;
    this.scheduler = deps.scheduler ?? systemScheduler;
    this.nowSeconds = Math.floor(this.scheduler.now() / 1000);
    const stored = deps.storage?.getItem(SESSION_LIMIT_NOTICE_KEY);
    if (stored) this.sessionLimitNotice = parseNotice(stored);
    makeAutoObservable<
      this,
      | 'api'
      | 'scheduler'
      | 'deps'
      | 'generation'
      | 'pingTimer'
      | 'pingLoop'
      | 'hiddenAt'
      | 'stopVisibility'
      | 'stopPingReaction'
    >(
      this,
      {
        catalogue: observable.ref,
        limits: observable.ref,
        reasons: observable.ref,
        questions: observable.ref,
        realityCheck: observable.ref,
        ping: observable.ref,
        api: false,
        scheduler: false,
        deps: false,
        generation: false,
        pingTimer: false,
        pingLoop: false,
        hiddenAt: false,
        stopVisibility: false,
        stopPingReaction: false,
      },
      { autoBind: true },
    );
  }

  // ---- what the page reads ----------------------------------------------------------------

  /** The catalogue entry of a type, when the brand offers it. */
  entry(type: LimitTypeId): LimitCatalogueEntry | null {
    return this.catalogue?.limits.find((l) => l.type === type) ?? null;
  }

  /** The type's limit in force (ACTIVE and not ended), or null. */
  active(type: LimitTypeId): Limit | null {
    return (
      this.limits.find(
        (l) =>
          l.type === type &&
          l.limitState === 'ACTIVE' &&
          (l.endsAt === null || l.endsAt > this.nowSeconds),
      ) ?? null
    );
  }

  /** The type's pending change, or null. */
  pending(type: LimitTypeId): Limit | null {
    return this.limits.find((l) => l.type === type && l.limitState === 'PENDING') ?? null;
  }

  /** What is left of a money limit in its rolling window (minor units), or null. */
  remaining(type: LimitTypeId): number | null {
    return this.active(type)?.limitBalance ?? null;
  }

  /** Seconds until a pending change may be approved (0: now). */
  secondsUntilApprovable(type: LimitTypeId): number | null {
    const pending = this.pending(type);
    if (!pending) return null;
    if (pending.needApprove || pending.endsAt === null) return 0;
    return Math.max(0, pending.endsAt - this.nowSeconds);
  }

  get lockedTypes(): Set<LimitTypeId> {
    return lockedLimitTypes(this.limits, this.lockRules, this.nowSeconds);
  }

  isLocked(type: LimitTypeId): boolean {
    return this.lockedTypes.has(type);
  }

  /** Why the customer cannot change a type now (SPEC section 4), or null when they can. */
  lockReason(type: LimitTypeId): LimitLockReason | null {
    if (!this.isLocked(type)) return null;
    const section = limitTypeInfo(type).section;
    if (this.isSectionDisabled(section)) return 'section';
    if (isExclusionLimit(type) && this.active(type) !== null) return 'exclusion';
    if (this.lockRules.lockOnPendingChange && this.pending(type) !== null) return 'pending';
    return 'group';
  }

  /** The extra-limits section is disabled while type 37 is ACTIVE. */
  isSectionDisabled(section: LimitSectionId): boolean {
    return isSectionDisabled(section, this.limits, this.nowSeconds);
  }

  /** The main account currency every amount is in. */
  get currencyId(): number | null {
    return this.catalogue?.currencyId ?? null;
  }

  /** The ping runs while a session limit or a reality check is in force. */
  get needsPing(): boolean {
    return (
      this.active(LIMIT_TYPE.session) !== null || this.active(LIMIT_TYPE.realityCheck) !== null
    );
  }

  private get lockRules(): LimitLockRules {
    return this.deps.lockRules?.() ?? { lockOnPendingChange: false, lockWholeGroup: false };
  }

  // ---- loading ----------------------------------------------------------------------------

  /** GET availablelimits and limits (on sign-in and when the page opens). */
  async load(): Promise<ActionResult> {
    const generation = this.generation;
    this.loading = true;
    const [available, mine] = await Promise.all([
      this.api.getJson<AvailableLimitsResponse>(LIMIT_SERVICE_PATHS.availableLimits, this.init()),
      this.api.getJson<LimitsResponse>(LIMIT_SERVICE_PATHS.limits, this.init()),
    ]);
    return runInAction(() => {
      if (generation !== this.generation) return { ok: false, message: 'signed out' } as const;
      this.loading = false;
      this.tick();
      const failed = !available.ok ? available : !mine.ok ? mine : null;
      if (failed) {
        this.loadError = failureOf(failed);
        return this.loadError;
      }
      this.loadError = null;
      if (available.ok) this.catalogue = available.data;
      if (mine.ok) this.limits = mine.data.limits;
      this.isLoaded = true;
      return { ok: true } as const;
    });
  }

  /** GET reasons/selfexclude, in the page language. */
  async loadReasons(): Promise<ActionResult> {
    const answer = await this.api.getJson<SelfExcludeReasonsResponse>(
      LIMIT_SERVICE_PATHS.selfExcludeReasons,
      this.init(),
    );
    if (!answer.ok) return failureOf(answer);
    runInAction(() => {
      this.reasons = answer.data.reasons;
    });
    return { ok: true };
  }

  /** Forgets everything of the signed-out customer (the session-limit notice stays). */
  reset(): void {
    this.generation += 1;
    this.stopPinging();
    this.catalogue = null;
    this.limits = [];
    this.reasons = [];
    this.isLoaded = false;
    this.loading = false;
    this.loadError = null;
    this.questions = null;
    this.realityCheck = null;
    this.ping = null;
  }

  // ---- changes ----------------------------------------------------------------------------

  /**
   * POST limits: stricter values apply at once, looser ones become PENDING; a self-exclusion or
   * time-out answers questions first (answerQuestions applies it).
   */
  async save(limits: LimitToSave[]): Promise<SaveLimitsResult> {
    const answer = await this.api.postJson<SaveLimitsResponse>(
      LIMIT_SERVICE_PATHS.limits,
      { limits },
      this.init(),
    );
    if (!answer.ok) return failureOf(answer);
    const data = answer.data;
    if (!Array.isArray(data?.limitsData))
      return refusalOf(undefined, 'limit save failed', 'forbidden');
    const questions =
      data.tokenGuid && data.questions.length > 0
        ? { tokenGuid: data.tokenGuid, questions: data.questions }
        : null;
    runInAction(() => {
      this.applyLimits(data.limitsData);
      this.questions = questions;
    });
    return { ok: true, questions };
  }

  /** POST testanswers with the customer's answers to the pending questions. */
  async answerQuestions(
    answers: { questionId: number; answerId: number }[],
  ): Promise<AnswerQuestionsResult> {
    const pending = this.questions;
    if (!pending) return { ok: false, message: 'no questions pending', reason: 'bad_request' };
    const answer = await this.api.postJson<TestAnswersResponse>(
      LIMIT_SERVICE_PATHS.testAnswers,
      { tokenGuid: pending.tokenGuid, answers },
      this.init(),
    );
    if (!answer.ok) {
      // A token the server no longer knows cannot be answered again.
      if (answer.body?.reason === 'limit_token_invalid') {
        runInAction(() => (this.questions = null));
      }
      return failureOf(answer);
    }
    const data = answer.data;
    runInAction(() => {
      this.applyLimits(data.limitsData);
      if (data.success) this.questions = null;
    });
    if (data.success) this.afterExclusionStarted();
    return { ok: true, success: data.success, questionsResult: data.questionsResult };
  }

  /** Drops the questions without answering: nothing is applied. */
  cancelQuestions(): void {
    this.questions = null;
  }

  /** POST limitaction 1: the pending change takes effect (refused before its cooling-off ends). */
  async approve(type: LimitTypeId): Promise<ActionResult> {
    const refused = await this.limitAction(type, 1);
    if (refused) return refused;
    await this.reloadLimits();
    return { ok: true };
  }

  /** POST limitaction 0: the pending change is dropped, here at once (SPEC section 4). */
  async reject(type: LimitTypeId): Promise<ActionResult> {
    const refused = await this.limitAction(type, 0);
    if (refused) return refused;
    runInAction(() => {
      this.limits = this.limits.filter((l) => !(l.type === type && l.limitState === 'PENDING'));
    });
    return { ok: true };
  }

  /** POST limitaction on a pending change (1 approve, 0 reject): the refusal, or null. */
  private async limitAction(type: LimitTypeId, action: 0 | 1): Promise<ActionFailure | null> {
    const answer = await this.api.postJson<unknown>(
      LIMIT_SERVICE_PATHS.limitAction,
      { type, action },
      this.init(),
    );
    return answer.ok ? null : failureOf(answer);
  }

  /** DELETE limit: removing a limit is a looser change, so it becomes PENDING. */
  async remove(type: LimitTypeId): Promise<ActionResult> {
    const answer = await this.api.deleteJson<SaveLimitsResponse>(
      `${LIMIT_SERVICE_PATHS.limit}?type=${type}`,
      undefined,
      this.init(),
    );
    if (!answer.ok) return failureOf(answer);
    if (Array.isArray(answer.data?.limitsData)) {
      const limits = answer.data.limitsData;
      runInAction(() => this.applyLimits(limits));
    } else {
      await this.reloadLimits();
    }
    return { ok: true };
  }

  /** POST BlockUser: self-exclusion at once; the server ends every session, so sign out here. */
  async blockUser(days: number, selfExcludeReason?: number): Promise<ActionResult> {
    const answer = await this.api.postJson<BlockUserResponse>(
      LIMIT_SERVICE_PATHS.blockUser,
      { days, ...(selfExcludeReason === undefined ? {} : { selfExcludeReason }) },
      this.init(),
    );
    if (!answer.ok) return failureOf(answer);
    if (answer.data?.success !== true) return refusalOf(undefined, 'block failed', 'forbidden');
    void this.deps.signOut?.();
    return { ok: true };
  }

  // ---- ping, session limit, reality check -------------------------------------------------

  /** Follows needsPing: pings every 30 s while a session limit or reality check is in force. */
  startPinging(): void {
    this.stopPingReaction ??= reaction(
      () => this.needsPing,
      (needed) => (needed ? this.resumePing() : this.pausePing()),
      { fireImmediately: true },
    );
    if (!this.stopVisibility) {
      const visibility = this.deps.visibility ?? alwaysVisible;
      this.stopVisibility = visibility.subscribe(() => this.onVisibility(visibility.isVisible()));
    }
  }

  stopPinging(): void {
    this.stopPingReaction?.();
    this.stopPingReaction = null;
    this.stopVisibility?.();
    this.stopVisibility = null;
    this.pausePing();
    this.hiddenAt = null;
  }

  /** The customer saw the reality-check reminder: the next is due N minutes of play later. */
  async acknowledgeRealityCheck(): Promise<ActionResult> {
    runInAction(() => (this.realityCheck = null));
    return this.sendPing({ acknowledgeRealityCheck: true });
  }

  dismissSessionLimitNotice(): void {
    this.sessionLimitNotice = null;
    this.deps.storage?.removeItem(SESSION_LIMIT_NOTICE_KEY);
  }

  /** POST ping; reacts to the session end and to a due reality check. */
  async sendPing(body: PingRequest = {}): Promise<ActionResult> {
    const generation = this.generation;
    const answer: ApiResult<PingResponse> = await this.api.postJson<PingResponse>(
      LIMIT_SERVICE_PATHS.ping,
      body,
      this.init(),
    );
    if (generation !== this.generation) return { ok: false, message: 'signed out' };
    if (!answer.ok) return failureOf(answer);
    const data = answer.data;
    runInAction(() => {
      this.tick();
      this.ping = data;
      this.realityCheck = data.realityCheck?.due ? data.realityCheck : null;
    });
    if (data.sessionEnded) await this.endSession(data.signInAgainAt);
    return { ok: true };
  }

  private onVisibility(visible: boolean): void {
    if (!visible) {
      this.hiddenAt = this.scheduler.now();
      return;
    }
    this.hiddenAt = null;
    if (this.needsPing) this.resumePing();
  }

  /** Starts the loop (a ping now, the next when it has answered) unless it runs already. */
  private resumePing(): void {
    if (this.pingLoop) return;
    this.pingLoop = true;
    void this.pingThenSchedule();
  }

  private pausePing(): void {
    this.pingLoop = false;
    if (this.pingTimer !== null) this.scheduler.clearTimeout(this.pingTimer);
    this.pingTimer = null;
  }

  private async pingThenSchedule(): Promise<void> {
    await this.sendPing();
    if (this.pingLoop && this.pingTimer === null) this.schedulePing();
  }

  /** The next ping in 30 s, or sooner when the session limit runs out before. */
  private schedulePing(): void {
    const remaining = this.ping?.sessionRemainingSeconds;
    const wait =
      typeof remaining === 'number' && remaining * 1000 < PING_INTERVAL_MS
        ? Math.max(1000, remaining * 1000)
        : PING_INTERVAL_MS;
    this.pingTimer = this.scheduler.setTimeout(() => {
      this.pingTimer = null;
      // SPEC section 9: the timer pauses once the page has been hidden for 30 s.
      const hiddenFor = this.hiddenAt === null ? 0 : this.scheduler.now() - this.hiddenAt;
      if (!this.needsPing || hiddenFor >= PING_PAUSE_AFTER_HIDDEN_MS) {
        this.pingLoop = false;
        return;
      }
      void this.pingThenSchedule();
    }, wait);
  }

  /** SPEC sections 4 and 8: signed out, with main_session_limit_ended at the next page. */
  private async endSession(signInAgainAt: number | null): Promise<void> {
    const notice: SessionLimitNotice = { signInAgainAt };
    this.deps.storage?.setItem(SESSION_LIMIT_NOTICE_KEY, JSON.stringify(notice));
    runInAction(() => {
      this.sessionLimitNotice = notice;
    });
    this.stopPinging();
    await this.deps.signOut?.();
  }

  /** The server ends every session of a self-excluded (or timed-out) customer: this one too. */
  private afterExclusionStarted(): void {
    const started =
      this.active(LIMIT_TYPE.selfExclusion) !== null ||
      this.active(LIMIT_TYPE.depositTimeOut) !== null;
    if (started) void this.deps.signOut?.();
  }

  // ---- internals --------------------------------------------------------------------------

  private async reloadLimits(): Promise<void> {
    const generation = this.generation;
    const mine = await this.api.getJson<LimitsResponse>(LIMIT_SERVICE_PATHS.limits, this.init());
    runInAction(() => {
      if (generation !== this.generation || !mine.ok) return;
      this.applyLimits(mine.data.limits);
    });
  }

  private applyLimits(limits: Limit[]): void {
    this.tick();
    this.limits = limits;
  }

  /** Moves the clock the locks and countdowns read to now. */
  tick(): void {
    this.nowSeconds = Math.floor(this.scheduler.now() / 1000);
  }

  private init(): RequestInit {
    const language = this.deps.language?.();
    return { cache: 'no-store', headers: language ? { [LANGUAGE_HEADER]: language } : {} };
  }
}

function parseNotice(text: string): SessionLimitNotice {
  try {
    const parsed = JSON.parse(text) as { signInAgainAt?: unknown };
    return {
      signInAgainAt: typeof parsed.signInAgainAt === 'number' ? parsed.signInAgainAt : null,
    };
  } catch {
    return { signInAgainAt: null };
  }
}
