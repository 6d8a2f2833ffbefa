// The limit service's API (SPEC sections 3 "Limit", "Other limit records", 7 "Limit service",
// 8 "Limit service codes"), shared by the server (server/limits/) and the client's LimitsStore.
// Every call sends `X-Language` (a language of the brand; missing or unknown: 400) and, except
// the self-exclusion reasons, the customer's auth (Bearer token or cookie; 401 without).
// Amounts (`limitValue` and `limitBalance` of money limits, `netResult`) are integer minor units
// of the customer's main account currency. Times are epoch seconds of the server's clock.
import type { LimitMeasure, LimitSectionId, LimitTypeId } from './limitTypes';

const V3 = '/limit-service-api/api/external/web/v3';

export const LIMIT_SERVICE_PATHS = {
  /** GET: AvailableLimitsResponse. */
  availableLimits: `${V3}/availablelimits`,
  /** GET: LimitsResponse. POST SaveLimitsRequest: 200 SaveLimitsResponse. */
  limits: `${V3}/limits`,
  /** POST TestAnswersRequest: 200 TestAnswersResponse. */
  testAnswers: `${V3}/testanswers`,
  /** POST LimitActionRequest: 204, no body. */
  limitAction: `${V3}/limitaction`,
  /** DELETE ?type=<LimitTypeId>: 200 SaveLimitsResponse (the removal, PENDING). */
  limit: `${V3}/limit`,
  /** GET, no auth needed: SelfExcludeReasonsResponse in the X-Language language. */
  selfExcludeReasons: `${V3}/reasons/selfexclude`,
  /**
   * POST PingRequest (a JSON body, `{}` when there is nothing to acknowledge): 200 PingResponse.
   * Every PING_INTERVAL_SECONDS while a limit is active.
   */
  ping: `${V3}/ping`,
  /** POST BlockUserRequest: 200 BlockUserResponse. */
  blockUser: '/limit-service-api/limit/external/web/api/v1/BlockUser',
} as const;

export const LANGUAGE_HEADER = 'X-Language';

/** SPEC section 9: limit ping every 30 s; the timer pauses 30 s after the page is left. */
export const PING_INTERVAL_SECONDS = 30;
/** A gap between pings counts as at most this much play time. */
export const PING_GAP_COUNTED_SECONDS = 30;

export type LimitState = 'PENDING' | 'ACTIVE' | 'INACTIVE';

/** One limit record (SPEC section 3 "Limit"). A type may have an ACTIVE and a PENDING record. */
export interface Limit {
  type: LimitTypeId;
  /** 0 for ACTIVE and INACTIVE records; a PENDING change: -1 lower than the current value, else 1. */
  limitType: -1 | 0 | 1;
  /** The value in the type's measure; a pending removal shows NO_LIMIT (money) or -1. */
  limitValue: number;
  limitState: LimitState;
  /** ACTIVE: when it took effect. PENDING: when it was asked for. */
  startedAt: number | null;
  /** ACTIVE self-exclusion / time-out: when it ends. PENDING: when it may be approved. */
  endsAt: number | null;
  /** ACTIVE money limits: what is left in the rolling window (never below 0); else null. */
  limitBalance: number | null;
  /** PENDING and its cooling-off is over: the customer may approve (or reject) it now. */
  needApprove: boolean;
  /** Self-exclusion: the reason id chosen (GET reasons), else null. */
  selfExcludeReason: number | null;
  availableValues: number[];
  measure: LimitMeasure;
}

export interface LimitField {
  type: LimitTypeId;
  /** Locked by the rules of domain/limits/limitLocks.ts for this customer now. */
  isLocked: boolean;
}

/** A section of the responsible-gaming page (SPEC section 3 "Other limit records"). */
export interface LimitSection {
  id: LimitSectionId;
  /** Dictionary keys (limits dictionary). */
  title: string;
  subtitle: string;
  /** Dictionary key of the warning (self-exclusion), or null. */
  warning: string | null;
  isSectionDisabled: boolean;
  fields: LimitField[];
}

export interface LimitCatalogueEntry {
  type: LimitTypeId;
  measure: LimitMeasure;
  availableValues: number[];
  /** The brand accepts any amount (not only availableValues) for this type. */
  isCustomAllowed: boolean;
  /** Money limits: the rolling window; else null. */
  windowHours: number | null;
  /** Only the operator sets it (37). */
  customerSettable: boolean;
}

export interface AvailableLimitsResponse {
  sections: LimitSection[];
  limits: LimitCatalogueEntry[];
  /** The customer's main account currency: the currency of every amount. */
  currencyId: number;
  coolingOffHours: number;
}

export interface LimitsResponse {
  limits: Limit[];
}

export interface LimitToSave {
  type: LimitTypeId;
  limitValue: number;
  /** Self-exclusion only: a reason id of GET reasons/selfexclude. */
  selfExcludeReason?: number;
}

/** POST limits: saved all together or not at all. */
export interface SaveLimitsRequest {
  limits: LimitToSave[];
}

export interface LimitQuestion {
  id: number;
  /** Dictionary keys (limits dictionary). */
  question: string;
  answers: { id: number; answer: string }[];
}

/**
 * 200. Stricter values are ACTIVE at once, looser ones PENDING. A self-exclusion or time-out is
 * not applied yet: `questions` and `tokenGuid` are set and POST testanswers applies it.
 */
export interface SaveLimitsResponse {
  status: 200;
  questions: LimitQuestion[];
  tokenGuid: string | null;
  /** The customer's limits after the save (as GET limits). */
  limitsData: Limit[];
}

export interface TestAnswersRequest {
  tokenGuid: string;
  answers: { questionId: number; answerId: number }[];
}

/** 200. success: every answer right, and the saved self-exclusion or time-out now ACTIVE. */
export interface TestAnswersResponse {
  questionsResult: { questionId: number; isCorrect: boolean }[];
  success: boolean;
  limitsData: Limit[];
}

/** POST limitaction on the type's PENDING change: 204 when done. */
export interface LimitActionRequest {
  type: LimitTypeId;
  /** 0 reject (drops it), 1 approve (refused until its endsAt). */
  action: 0 | 1;
}

/** DELETE limit?type=: the removal asked for (a looser change, PENDING). */
export interface RemoveLimitQuery {
  type: LimitTypeId;
}

export interface SelfExcludeReason {
  id: number;
  selfExcludeReason: string;
}

export interface SelfExcludeReasonsResponse {
  reasons: SelfExcludeReason[];
}

/** Self-excludes at once (no questions) for `days` (a self-exclusion value); ends every session. */
export interface BlockUserRequest {
  days: number;
  selfExcludeReason?: number;
}

export interface BlockUserResponse {
  success: boolean;
}

export interface PingRequest {
  /** The reality-check reminder shown was acknowledged: the next is due N minutes of play later. */
  acknowledgeRealityCheck?: boolean;
}

export interface RealityCheckStatus {
  /** A reminder is due and not acknowledged yet. */
  due: boolean;
  intervalMinutes: number;
  /** Play time since sign-in, seconds. */
  playedSeconds: number;
  /** Wins, refunds and rollbacks minus stakes since sign-in, minor units of currencyId. */
  netResult: number;
  currencyId: number;
}

export interface PingResponse {
  /** The session limit ran out: the customer is signed out (sign-in refused until the next day). */
  sessionEnded: boolean;
  /** 'session_limit_ended' when sessionEnded. */
  reason: 'session_limit_ended' | null;
  /** Play time today (UTC day), seconds. */
  playedTodaySeconds: number;
  /** The session limit in seconds, or null when none is set. */
  sessionLimitSeconds: number | null;
  sessionRemainingSeconds: number | null;
  /** When sign-in is possible again (the next UTC midnight) after sessionEnded. */
  signInAgainAt: number | null;
  /** Null without a reality-check limit. */
  realityCheck: RealityCheckStatus | null;
}

/**
 * A failed save or action (SPEC section 8): HTTP status 400, 401 or 403 (default), with the
 * status and title, and the refusal body's stable `reason` the client words.
 */
export interface LimitFailure {
  status: number;
  /** Dictionary key: error_<reason> (main dictionary). */
  title: string;
  error: string;
  message: string;
  reason: string;
  field?: string;
  /** limit_deposit_exceeded and the like: what is left (minor units). */
  remaining?: number;
  /** self_excluded, time_out_active, session_limit_ended: when it ends (epoch seconds). */
  endsAt?: number;
}
