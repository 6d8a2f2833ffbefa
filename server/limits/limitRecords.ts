// A customer's limit rows, as read, written and answered (the `Limit` of domain/limits/contract.ts),
// and the append-only history every change is written to.
import { sql, type Selectable, type Transaction } from 'kysely';
import {
  availableLimitValues,
  isExclusionLimit,
  isLimitType,
  limitTypeInfo,
  pendingLimitType,
  type Limit,
  type LimitTypeId,
} from '../../domain/limits/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { epochSeconds } from './limitRefusal';
import { usedAmount, type LimitsDb, type WindowUsage } from './limitUsage';

export interface PendingChange {
  kind: 'change' | 'removal';
  value: number;
  requestedAt: Date;
  approvableAt: Date;
}

export interface LimitRow {
  type: LimitTypeId;
  value: number;
  state: 'ACTIVE' | 'INACTIVE';
  startedAt: Date;
  endsAt: Date | null;
  selfExcludeReason: number | null;
  pending: PendingChange | null;
}

export type HistoryEvent =
  | 'set'
  | 'tightened'
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'removal_pending'
  | 'removed'
  | 'expired'
  | 'confirmation_asked'
  | 'confirmed'
  | 'confirmation_failed';

export interface HistoryEntry {
  type: number;
  event: HistoryEvent;
  oldValue?: number | null;
  newValue?: number | null;
  actor: 'customer' | 'operator' | 'system';
  note?: string;
}

/**
 * The customer's limits lock is the transaction-scoped advisory lock on
 * hashtextextended(LIMITS_LOCK_PREFIX || user id, 0).
 */
export const LIMITS_LOCK_PREFIX = 'limits:';

/** Takes the customer's limits lock until the transaction ends (every check and change of limits). */
export async function lockCustomerLimits(
  trx: Transaction<DatabaseSchema>,
  userId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${LIMITS_LOCK_PREFIX}${userId}`}, 0))`.execute(
    trx,
  );
}

export async function readLimitRows(db: LimitsDb, userId: string): Promise<LimitRow[]> {
  return (await readLimitRowsOf(db, [userId])).get(userId) ?? [];
}

/** The limit rows of several customers in one read, by user id (none: absent). */
export async function readLimitRowsOf(
  db: LimitsDb,
  userIds: readonly string[],
): Promise<Map<string, LimitRow[]>> {
  const byUser = new Map<string, LimitRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('customer_limits')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('type')
    .execute();
  for (const r of rows) {
    const row = limitRowOf(r);
    if (!row) continue;
    const userId = String(r.user_id);
    const list = byUser.get(userId) ?? [];
    list.push(row);
    byUser.set(userId, list);
  }
  return byUser;
}

/** A customer's customer_limits rows, as read by a caller's own statement, in type order. */
export function limitRowsOf(
  rows: readonly Selectable<DatabaseSchema['customer_limits']>[],
): LimitRow[] {
  return rows.flatMap((r) => limitRowOf(r) ?? []);
}

function limitRowOf(r: Selectable<DatabaseSchema['customer_limits']>): LimitRow | null {
  if (!isLimitType(r.type)) return null;
  const pending =
    r.pending_kind && r.pending_requested_at && r.pending_approvable_at
      ? {
          kind: r.pending_kind === 'removal' ? ('removal' as const) : ('change' as const),
          value: toSafeInteger(r.pending_value),
          requestedAt: r.pending_requested_at,
          approvableAt: r.pending_approvable_at,
        }
      : null;
  return {
    type: r.type,
    value: toSafeInteger(r.value),
    state: r.state === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    startedAt: r.started_at,
    endsAt: r.ends_at,
    selfExcludeReason: r.self_exclude_reason,
    pending,
  };
}

/** Whether the row limits now: ACTIVE and, for a period, not yet ended. */
export function isInForce(row: LimitRow, at: Date): boolean {
  return row.state === 'ACTIVE' && (row.endsAt === null || row.endsAt > at);
}

export async function writeLimitRow(
  trx: Transaction<DatabaseSchema>,
  userId: string,
  row: LimitRow,
  at: Date,
): Promise<void> {
  const values = {
    value: row.value,
    state: row.state,
    started_at: row.startedAt,
    ends_at: row.endsAt,
    self_exclude_reason: row.selfExcludeReason,
    pending_kind: row.pending?.kind ?? null,
    pending_value: row.pending?.value ?? null,
    pending_requested_at: row.pending?.requestedAt ?? null,
    pending_approvable_at: row.pending?.approvableAt ?? null,
    updated_at: at,
  };
  await trx
    .insertInto('customer_limits')
    .values({ user_id: userId, type: row.type, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(values))
    .execute();
}

export async function appendHistory(
  trx: Transaction<DatabaseSchema>,
  userId: string,
  at: Date,
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('limit_history')
    .values(
      entries.map((e) => ({
        user_id: userId,
        type: e.type,
        event: e.event,
        old_value: e.oldValue ?? null,
        new_value: e.newValue ?? null,
        actor: e.actor,
        note: e.note ?? null,
        at,
      })),
    )
    .execute();
}

/** Self-exclusions and time-outs whose end has passed become INACTIVE, with an 'expired' entry. */
export async function settleExpired(
  trx: Transaction<DatabaseSchema>,
  userId: string,
  rows: LimitRow[],
  at: Date,
): Promise<LimitRow[]> {
  const settled: LimitRow[] = [];
  for (const row of rows) {
    if (row.state === 'ACTIVE' && row.endsAt !== null && row.endsAt <= at) {
      const expired: LimitRow = { ...row, state: 'INACTIVE' };
      await writeLimitRow(trx, userId, expired, at);
      await appendHistory(trx, userId, row.endsAt, [
        { type: row.type, event: 'expired', oldValue: row.value, actor: 'system' },
      ]);
      settled.push(expired);
    } else {
      settled.push(row);
    }
  }
  return settled;
}

/** The rows as the API answers them: an ACTIVE or INACTIVE record, and a PENDING one if any. */
export function apiLimits(
  rows: readonly LimitRow[],
  usage: ReadonlyMap<number, WindowUsage>,
  mainCurrencyId: number,
  at: Date,
): Limit[] {
  const out: Limit[] = [];
  for (const row of rows) {
    const info = limitTypeInfo(row.type);
    const common = {
      type: row.type,
      availableValues: availableLimitValues(row.type, mainCurrencyId),
      measure: info.measure,
      selfExcludeReason: row.selfExcludeReason,
    };
    const inForce = isInForce(row, at);
    let limitBalance: number | null = null;
    if (inForce && info.windowHours !== null && info.group !== 'flag') {
      const window = usage.get(info.windowHours);
      const group = info.group as 'deposit' | 'wagering' | 'loss';
      limitBalance = window ? Math.max(0, row.value - usedAmount(group, window)) : row.value;
    }
    out.push({
      ...common,
      limitType: 0,
      limitValue: row.value,
      limitState: inForce ? 'ACTIVE' : 'INACTIVE',
      startedAt: epochSeconds(row.startedAt),
      endsAt: row.endsAt && isExclusionLimit(row.type) ? epochSeconds(row.endsAt) : null,
      limitBalance,
      needApprove: false,
    });
    if (row.pending) {
      out.push({
        ...common,
        limitType: pendingLimitType(
          row.type,
          inForce ? row.value : null,
          row.pending.kind === 'removal' ? null : row.pending.value,
        ),
        limitValue: row.pending.value,
        limitState: 'PENDING',
        startedAt: epochSeconds(row.pending.requestedAt),
        endsAt: epochSeconds(row.pending.approvableAt),
        limitBalance: null,
        needApprove: row.pending.approvableAt <= at,
      });
    }
  }
  return out;
}
