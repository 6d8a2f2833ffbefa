// The limit service's operations for one signed-in customer (SPEC sections 3, 4, 7): read,
// save (stricter at once, looser pending), remove, approve or reject a pending change, confirm a
// self-exclusion or time-out by its questions, block at once. Each runs in one transaction under
// the customer's limits lock and writes every change to the append-only history.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  approvableAt,
  availableLimitValues,
  canApprove,
  checkExclusionAnswers,
  CONFIRMATION_TTL_MINUTES,
  EXCLUSION_QUESTIONS,
  isExclusionLimit,
  isLimitType,
  isSectionDisabled,
  LIMIT_SECTION_IDS,
  LIMIT_TYPE,
  LIMIT_TYPES,
  limitChange,
  limitTypeInfo,
  limitValueProblem,
  lockedLimitTypes,
  removalValue,
  SELF_EXCLUDE_REASON_IDS,
  sectionTypes,
  type AvailableLimitsResponse,
  type Limit,
  type LimitToSave,
  type LimitTypeId,
  type SaveLimitsResponse,
  type TestAnswersRequest,
  type TestAnswersResponse,
} from '../../domain/limits/index';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import { epochSeconds, LimitRefusal } from './limitRefusal';
import {
  apiLimits,
  appendHistory,
  isInForce,
  lockCustomerLimits,
  readLimitRows,
  settleExpired,
  writeLimitRow,
  type HistoryEntry,
  type HistoryEvent,
  type LimitRow,
} from './limitRecords';
import type { BrandLimitRules } from './limitRules';
import { mainCurrencyOf, usageByWindow, type WindowUsage } from './limitUsage';

export interface LimitsScope {
  db: Kysely<DatabaseSchema>;
  clock: WorldClock;
  rules: BrandLimitRules;
  userId: string;
  /** Ends every session of the customer (token version bump, refresh tokens revoked). */
  endSessions: (userId: string) => Promise<void>;
  /** An operator's save: its audit row, written in the save's own transaction. */
  audit?: (trx: Transaction<DatabaseSchema>) => Promise<void>;
}

interface Working {
  trx: Transaction<DatabaseSchema>;
  at: Date;
  rows: LimitRow[];
  mainCurrencyId: number;
}

async function withLimits<T>(scope: LimitsScope, work: (w: Working) => Promise<T>): Promise<T> {
  return scope.db.transaction().execute(async (trx) => {
    await lockCustomerLimits(trx, scope.userId);
    const at = new Date(scope.clock.now());
    const rows = await settleExpired(trx, scope.userId, await readLimitRows(trx, scope.userId), at);
    const mainCurrencyId = await mainCurrencyOf(trx, scope.userId);
    return work({ trx, at, rows, mainCurrencyId });
  });
}

async function limitsData(scope: LimitsScope, w: Working): Promise<Limit[]> {
  const rows = await readLimitRows(w.trx, scope.userId);
  const needsUsage = rows.some((r) => limitTypeInfo(r.type).windowHours !== null);
  const usage = needsUsage
    ? await usageByWindow(w.trx, scope.userId, w.mainCurrencyId, w.at.getTime(), scope.clock)
    : new Map<number, WindowUsage>();
  return apiLimits(rows, usage, w.mainCurrencyId, w.at);
}

function lockedNow(scope: LimitsScope, w: Working): Set<LimitTypeId> {
  const records = apiLimits(w.rows, new Map(), w.mainCurrencyId, w.at);
  return lockedLimitTypes(records, scope.rules, epochSeconds(w.at));
}

export async function customerLimits(scope: LimitsScope): Promise<Limit[]> {
  return withLimits(scope, (w) => limitsData(scope, w));
}

export async function availableLimits(scope: LimitsScope): Promise<AvailableLimitsResponse> {
  return withLimits(scope, async (w) => {
    const records = apiLimits(w.rows, new Map(), w.mainCurrencyId, w.at);
    const nowSeconds = epochSeconds(w.at);
    const locked = lockedLimitTypes(records, scope.rules, nowSeconds);
    return {
      sections: LIMIT_SECTION_IDS.map((id) => ({
        id,
        title: `limits_section_${id}_title`,
        subtitle: `limits_section_${id}_subtitle`,
        warning: id === 'extra' ? 'limits_self_exclusion_warning' : null,
        isSectionDisabled: isSectionDisabled(id, records, nowSeconds),
        fields: sectionTypes(id).map((type) => ({ type, isLocked: locked.has(type) })),
      })),
      limits: LIMIT_TYPES.map((t) => ({
        type: t.type,
        measure: t.measure,
        availableValues: availableLimitValues(t.type, w.mainCurrencyId),
        isCustomAllowed: scope.rules.customTypes.includes(t.type),
        windowHours: t.windowHours,
        customerSettable: t.customerSettable,
      })),
      currencyId: w.mainCurrencyId,
      coolingOffHours: scope.rules.coolingOffHours,
    };
  });
}

/** 400 / 403 for a value the customer may not save, before anything is read or written. */
/** One history entry per limit: the customer's `event` on it, with the value asked for. */
function customerEvents(items: readonly LimitToSave[], event: HistoryEvent): HistoryEntry[] {
  return items.map((item) => ({
    type: item.type,
    event,
    newValue: item.limitValue,
    actor: 'customer',
  }));
}

function checkValue(scope: LimitsScope, item: LimitToSave, mainCurrencyId: number): void {
  const problem = limitValueProblem(item.type, item.limitValue, {
    currencyId: mainCurrencyId,
    customTypes: scope.rules.customTypes,
  });
  if (problem === 'unknown_type') {
    throw new LimitRefusal(
      400,
      'limit_unknown_type',
      `type ${item.type}: no such limit`,
      {},
      'type',
    );
  }
  if (problem === 'not_settable') {
    throw new LimitRefusal(
      403,
      'limit_not_settable',
      `type ${item.type}: set by the operator only`,
      {},
      'type',
    );
  }
  if (problem === 'value_not_allowed') {
    throw new LimitRefusal(
      400,
      'limit_value_not_allowed',
      `limitValue ${item.limitValue} is not allowed for type ${item.type}`,
      {},
      'limitValue',
    );
  }
  if (item.selfExcludeReason !== undefined) {
    const known = (SELF_EXCLUDE_REASON_IDS as readonly number[]).includes(item.selfExcludeReason);
    if (item.type !== LIMIT_TYPE.selfExclusion || !known) {
      throw new LimitRefusal(
        400,
        'limit_value_not_allowed',
        'selfExcludeReason: a reason id of reasons/selfexclude, for type 30 only',
        {},
        'selfExcludeReason',
      );
    }
  }
}

function assertNotLocked(locked: ReadonlySet<LimitTypeId>, type: LimitTypeId): void {
  if (locked.has(type)) {
    throw new LimitRefusal(403, 'limit_locked', `type ${type}: locked now`, {}, 'type');
  }
}

/**
 * Applies a change of `type` to `next` (null: removal): stricter at once (a pending change is
 * dropped), looser as PENDING until the cooling-off ends, the current value again drops a
 * pending change. Returns the row written, if any.
 */
async function changeLimit(
  scope: LimitsScope,
  w: Working,
  type: LimitTypeId,
  next: number | null,
): Promise<void> {
  const row = w.rows.find((r) => r.type === type);
  const current = row && isInForce(row, w.at) ? row.value : null;
  const change = limitChange(type, current, next);
  const history: HistoryEntry[] = [];
  let written: LimitRow | null = null;
  if (change === 'unchanged') {
    if (row?.pending) {
      history.push({
        type,
        event: 'rejected',
        oldValue: row.pending.value,
        actor: 'customer',
        note: 'replaced by the current value',
      });
      written = { ...row, pending: null };
    }
  } else if (change === 'stricter') {
    const value = next as number;
    written = {
      type,
      value,
      state: 'ACTIVE',
      startedAt: w.at,
      endsAt: null,
      selfExcludeReason: null,
      pending: null,
    };
    history.push({
      type,
      event: current === null ? 'set' : 'tightened',
      oldValue: current,
      newValue: value,
      actor: 'customer',
    });
  } else {
    const removal = next === null || removalValue(type) === next;
    const pendingValue = removal ? removalValue(type) : (next as number);
    const requestedAt = w.at;
    const approvable = new Date(
      approvableAt(epochSeconds(requestedAt), scope.rules.coolingOffHours) * 1000,
    );
    written = {
      ...(row as LimitRow),
      pending: {
        kind: removal ? 'removal' : 'change',
        value: pendingValue,
        requestedAt,
        approvableAt: approvable,
      },
    };
    history.push({
      type,
      event: removal ? 'removal_pending' : 'pending',
      oldValue: current,
      newValue: pendingValue,
      actor: 'customer',
      note: `approvable from ${approvable.toISOString()}`,
    });
  }
  if (written) {
    await writeLimitRow(w.trx, scope.userId, written, w.at);
    w.rows = [...w.rows.filter((r) => r.type !== type), written];
  }
  await appendHistory(w.trx, scope.userId, w.at, history);
  if (type === LIMIT_TYPE.realityCheck && written) {
    // A new interval counts from the next ping.
    await w.trx
      .updateTable('limit_play_time')
      .set({ reality_due_seconds: null })
      .where('user_id', '=', scope.userId)
      .execute();
  }
}

export async function saveLimits(
  scope: LimitsScope,
  items: readonly LimitToSave[],
): Promise<SaveLimitsResponse> {
  const types = items.map((i) => i.type);
  if (new Set(types).size !== types.length) {
    throw new LimitRefusal(
      400,
      'limit_value_not_allowed',
      'limits: one entry a type',
      {},
      'limits',
    );
  }
  return withLimits(scope, async (w) => {
    for (const item of items) checkValue(scope, item, w.mainCurrencyId);
    const locked = lockedNow(scope, w);
    for (const item of items) assertNotLocked(locked, item.type);

    const exclusions = items.filter((i) => isExclusionLimit(i.type));
    for (const item of items) {
      if (!isExclusionLimit(item.type)) await changeLimit(scope, w, item.type, item.limitValue);
    }
    let tokenGuid: string | null = null;
    if (exclusions.length > 0) {
      tokenGuid = randomUUID();
      await w.trx
        .insertInto('limit_confirmations')
        .values({
          token_guid: tokenGuid,
          user_id: scope.userId,
          limits: JSON.stringify(exclusions),
          created_at: w.at,
          expires_at: new Date(w.at.getTime() + CONFIRMATION_TTL_MINUTES * 60_000),
        })
        .execute();
      await appendHistory(
        w.trx,
        scope.userId,
        w.at,
        customerEvents(exclusions, 'confirmation_asked'),
      );
    }
    await scope.audit?.(w.trx);
    return {
      status: 200,
      questions: tokenGuid ? [...EXCLUSION_QUESTIONS] : [],
      tokenGuid,
      limitsData: await limitsData(scope, w),
    };
  });
}

/** DELETE limit: the removal of an ACTIVE limit, a looser change (PENDING). */
export async function removeLimit(scope: LimitsScope, type: number): Promise<SaveLimitsResponse> {
  if (!isLimitType(type)) {
    throw new LimitRefusal(400, 'limit_unknown_type', `type ${type}: no such limit`, {}, 'type');
  }
  if (!limitTypeInfo(type).customerSettable) {
    throw new LimitRefusal(
      403,
      'limit_not_settable',
      `type ${type}: set by the operator only`,
      {},
      'type',
    );
  }
  return withLimits(scope, async (w) => {
    assertNotLocked(lockedNow(scope, w), type);
    const row = w.rows.find((r) => r.type === type);
    if (!row || !isInForce(row, w.at)) {
      throw new LimitRefusal(
        403,
        'limit_not_found',
        `type ${type}: no limit to remove`,
        {},
        'type',
      );
    }
    await changeLimit(scope, w, type, null);
    return { status: 200, questions: [], tokenGuid: null, limitsData: await limitsData(scope, w) };
  });
}

/** limitaction: 0 rejects (drops) the pending change, 1 approves it once the cooling-off ended. */
export async function limitAction(scope: LimitsScope, type: number, action: 0 | 1): Promise<void> {
  if (!isLimitType(type)) {
    throw new LimitRefusal(400, 'limit_unknown_type', `type ${type}: no such limit`, {}, 'type');
  }
  await withLimits(scope, async (w) => {
    const row = w.rows.find((r) => r.type === type);
    if (!row?.pending) {
      throw new LimitRefusal(403, 'limit_not_found', `type ${type}: no pending change`, {}, 'type');
    }
    const pending = row.pending;
    if (action === 0) {
      await writeLimitRow(w.trx, scope.userId, { ...row, pending: null }, w.at);
      await appendHistory(w.trx, scope.userId, w.at, [
        {
          type,
          event: 'rejected',
          oldValue: row.value,
          newValue: pending.value,
          actor: 'customer',
        },
      ]);
      return;
    }
    if (!canApprove({ approvableAt: epochSeconds(pending.approvableAt) }, epochSeconds(w.at))) {
      throw new LimitRefusal(
        403,
        'limit_cooling_off',
        `type ${type}: may be approved from ${pending.approvableAt.toISOString()}`,
        { endsAt: epochSeconds(pending.approvableAt) },
        'type',
      );
    }
    const approved: LimitRow =
      pending.kind === 'removal'
        ? { ...row, state: 'INACTIVE', pending: null }
        : { ...row, value: pending.value, state: 'ACTIVE', startedAt: w.at, pending: null };
    await writeLimitRow(w.trx, scope.userId, approved, w.at);
    await appendHistory(w.trx, scope.userId, w.at, [
      {
        type,
        event: pending.kind === 'removal' ? 'removed' : 'approved',
        oldValue: row.value,
        newValue: pending.kind === 'removal' ? null : pending.value,
        actor: 'customer',
      },
    ]);
  });
}

/** Starts a self-exclusion or time-out now (after its questions, or by BlockUser). */
async function startExclusion(
  scope: LimitsScope,
  w: Working,
  item: LimitToSave,
  note: string,
): Promise<void> {
  const row: LimitRow = {
    type: item.type,
    value: item.limitValue,
    state: 'ACTIVE',
    startedAt: w.at,
    endsAt: new Date(w.at.getTime() + item.limitValue * 86_400_000),
    selfExcludeReason: item.selfExcludeReason ?? null,
    pending: null,
  };
  await writeLimitRow(w.trx, scope.userId, row, w.at);
  w.rows = [...w.rows.filter((r) => r.type !== item.type), row];
  await appendHistory(w.trx, scope.userId, w.at, [
    { type: item.type, event: 'set', newValue: item.limitValue, actor: 'customer', note },
  ]);
}

export async function testAnswers(
  scope: LimitsScope,
  request: TestAnswersRequest,
): Promise<TestAnswersResponse> {
  const outcome = await withLimits(scope, async (w) => {
    const confirmation = await w.trx
      .selectFrom('limit_confirmations')
      .select(['limits', 'expires_at'])
      .where('token_guid', '=', request.tokenGuid)
      .where('user_id', '=', scope.userId)
      .where('used_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!confirmation || confirmation.expires_at <= w.at) {
      throw new LimitRefusal(
        403,
        'limit_token_invalid',
        'tokenGuid: unknown, used or expired',
        {},
        'tokenGuid',
      );
    }
    const questionsResult = checkExclusionAnswers(request.answers);
    const success = questionsResult.every((q) => q.isCorrect);
    const items = confirmation.limits.filter((l): l is LimitToSave => isLimitType(l.type));
    if (!success) {
      await appendHistory(w.trx, scope.userId, w.at, customerEvents(items, 'confirmation_failed'));
      return { questionsResult, success, limitsData: await limitsData(scope, w), started: false };
    }
    const locked = lockedNow(scope, w);
    for (const item of items) assertNotLocked(locked, item.type);
    await w.trx
      .updateTable('limit_confirmations')
      .set({ used_at: w.at })
      .where('token_guid', '=', request.tokenGuid)
      .execute();
    for (const item of items) await startExclusion(scope, w, item, 'confirmed by the answers');
    return { questionsResult, success, limitsData: await limitsData(scope, w), started: true };
  });
  // After the commit: every open session of the customer ends.
  if (outcome.started) await scope.endSessions(scope.userId);
  return {
    questionsResult: outcome.questionsResult,
    success: outcome.success,
    limitsData: outcome.limitsData,
  };
}

/** BlockUser: a self-exclusion of `days` at once, without questions; every session ends. */
export async function blockUser(
  scope: LimitsScope,
  days: number,
  selfExcludeReason: number | undefined,
): Promise<void> {
  const item: LimitToSave = {
    type: LIMIT_TYPE.selfExclusion,
    limitValue: days,
    ...(selfExcludeReason === undefined ? {} : { selfExcludeReason }),
  };
  await withLimits(scope, async (w) => {
    checkValue(scope, item, w.mainCurrencyId);
    // Only a self-exclusion in force stops it: blocking oneself is never locked by other fields.
    const current = w.rows.find((r) => r.type === item.type);
    if (current && isInForce(current, w.at)) {
      throw new LimitRefusal(
        403,
        'limit_locked',
        'type 30: a self-exclusion is in force',
        {},
        'days',
      );
    }
    await startExclusion(scope, w, item, 'BlockUser');
  });
  await scope.endSessions(scope.userId);
}
