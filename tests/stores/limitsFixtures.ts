// Fakes for the limits store and widget tests: a clock moved by hand, a tab whose visibility the
// test sets, an api client that records headers, and limit records as the service answers them.
import type { ApiClient, ApiResult } from '../../runtime/api';
import type { Scheduler, VisibilitySource } from '../../stores';
import {
  LIMIT_SERVICE_PATHS,
  type AvailableLimitsResponse,
  type Limit,
  type LimitTypeId,
} from '../../domain/limits';

export const RUB = 643;
export const T0 = 1_800_000_000_000;

/** A clock the test moves by hand; due timers run in time order. */
export function manualScheduler(start = T0) {
  let now = start;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const scheduler: Scheduler = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = Math.max(now, due.at);
      due.run();
      await flush();
    }
    now = end;
    await flush();
  };
  return { scheduler, advance, pendingTimers: () => timers.length };
}

/** Lets queued promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export function manualVisibility() {
  let visible = true;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    visible = value;
    for (const l of listeners) l();
  };
  return { source, set };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Handler = ApiResult<unknown> | ((call: RecordedCall) => ApiResult<unknown>);

/** An api client answering by "METHOD path" (path without query matches too); records headers. */
export function recordingApi(answers: Record<string, Handler> = {}) {
  const routes = new Map(Object.entries(answers));
  const calls: RecordedCall[] = [];
  const answer = async (method: string, path: string, body: unknown, init?: RequestInit) => {
    const call = { method, path, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const found = routes.get(`${method} ${path}`) ?? routes.get(`${method} ${path.split('?')[0]}`);
    if (found === undefined) {
      return { ok: false, status: 404, message: `no answer for ${method} ${path}` } as const;
    }
    return typeof found === 'function' ? found(call) : found;
  };
  const api: ApiClient = {
    getJson: <T>(path: string, init?: RequestInit) =>
      answer('GET', path, undefined, init) as Promise<ApiResult<T>>,
    postJson: <T>(path: string, body: unknown, init?: RequestInit) =>
      answer('POST', path, body, init) as Promise<ApiResult<T>>,
    putJson: <T>(path: string, body: unknown, init?: RequestInit) =>
      answer('PUT', path, body, init) as Promise<ApiResult<T>>,
    deleteJson: <T>(path: string, body?: unknown, init?: RequestInit) =>
      answer('DELETE', path, body, init) as Promise<ApiResult<T>>,
    report: () => undefined,
  };
  return {
    api,
    calls,
    on(key: string, value: Handler) {
      routes.set(key, value);
    },
    callsTo(key: string) {
      return calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === key);
    },
  };
}

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const refused = (status: number, body: Record<string, unknown>): ApiResult<never> => ({
  ok: false,
  status,
  message: String(body.message ?? body.reason ?? 'refused'),
  body,
});

export function limit(type: LimitTypeId, overrides: Partial<Limit> = {}): Limit {
  return {
    type,
    limitType: 0,
    limitValue: 10_000,
    limitState: 'ACTIVE',
    startedAt: T0 / 1000 - 3600,
    endsAt: null,
    limitBalance: null,
    needApprove: false,
    selfExcludeReason: null,
    availableValues: [],
    measure: 'amount',
    ...overrides,
  };
}

/** The catalogue a brand with every type answers (amounts in kopecks). */
export function availableLimits(
  overrides: Partial<AvailableLimitsResponse> = {},
): AvailableLimitsResponse {
  const amounts = [5_000, 10_000, 20_000, 50_000];
  const entry = (
    type: LimitTypeId,
    measure: Limit['measure'],
    values: number[],
    window: number | null,
  ) => ({
    type,
    measure,
    availableValues: values,
    isCustomAllowed: false,
    windowHours: window,
    customerSettable: type !== 37,
  });
  return {
    sections: [],
    limits: [
      entry(20, 'amount', [...amounts, 999_999_999], 24),
      entry(21, 'amount', [...amounts, 999_999_999], 168),
      entry(22, 'amount', [...amounts, 999_999_999], 720),
      entry(30, 'days', [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650], null),
      entry(31, 'hours', [1, 2, 3, 4, 6, 8, 12, 24], null),
      entry(33, 'days', [1, 7, 30, 90], null),
      entry(37, 'flag', [1], null),
      entry(32, 'minutes', [5, 10, 15, 30, 45, 60], null),
      entry(1, 'amount', amounts, 24),
      entry(2, 'amount', amounts, 168),
      entry(3, 'amount', amounts, 720),
      entry(10, 'amount', amounts, 24),
      entry(11, 'amount', amounts, 168),
      entry(12, 'amount', amounts, 720),
    ],
    currencyId: RUB,
    coolingOffHours: 24,
    ...overrides,
  };
}

export const PATHS = {
  available: `GET ${LIMIT_SERVICE_PATHS.availableLimits}`,
  limits: `GET ${LIMIT_SERVICE_PATHS.limits}`,
  save: `POST ${LIMIT_SERVICE_PATHS.limits}`,
  answers: `POST ${LIMIT_SERVICE_PATHS.testAnswers}`,
  action: `POST ${LIMIT_SERVICE_PATHS.limitAction}`,
  remove: `DELETE ${LIMIT_SERVICE_PATHS.limit}`,
  reasons: `GET ${LIMIT_SERVICE_PATHS.selfExcludeReasons}`,
  ping: `POST ${LIMIT_SERVICE_PATHS.ping}`,
  block: `POST ${LIMIT_SERVICE_PATHS.blockUser}`,
} as const;

/** A change waiting beside the limit in force: looser (limitType 1) unless overridden. */
export function pendingChange(
  type: LimitTypeId,
  limitValue: number,
  overrides: Partial<Limit> = {},
): Limit {
  return limit(type, { limitType: 1, limitState: 'PENDING', limitValue, ...overrides });
}

/** A save's (or DELETE's) answer that asks no questions, with the customer's limits after it. */
export const savedAnswer = (limitsData: Limit[]) =>
  ok({ status: 200, questions: [], tokenGuid: null, limitsData });

/** A self-exclusion's one question with two answers (ids 1 and 2). */
export function exclusionQuestions(id: number, question: string, answers: [string, string]) {
  return [
    {
      id,
      question,
      answers: [
        { id: 1, answer: answers[0] },
        { id: 2, answer: answers[1] },
      ],
    },
  ];
}

/** A save's answer asking the self-exclusion questions under `tokenGuid`. */
export const questionsAnswer = (questions: unknown[], tokenGuid: string) =>
  ok({ status: 200, questions, tokenGuid, limitsData: [] });

/** testanswers' answer to one question: right (and the limits after it) or wrong. */
export const answerResult = (questionId: number, isCorrect: boolean, limitsData: Limit[] = []) =>
  ok({ questionsResult: [{ questionId, isCorrect }], success: isCorrect, limitsData });
