// The audit log: every operator write records who did what, for which brand and resource, in the
// same transaction as the write (so a write without its row cannot happen).
import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '../../domain/studio/contract';
import type { DatabaseSchema } from '../db/schema';
import { parseJson } from '../db/columnTypes';

export interface AuditRecord {
  operatorId: string;
  /** What was done, dotted: `session.sign_in`, `studio.publish`, `maintenance.update` ... */
  action: string;
  brand?: string | null;
  /** The resource written: `page/home`, `dictionary/en/main`, a rule id ... */
  target?: string | null;
  details?: unknown;
}

export async function recordAudit(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  entry: AuditRecord,
): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      brand: entry.brand ?? null,
      target: entry.target ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/**
 * Newest first; `brand` keeps that brand's entries and those of no brand (sign-ins), and
 * `onlyBrand` that brand's entries alone plus `self`'s own entries of no brand (what a partner
 * sees: its brand's work and its own sign-ins, never another operator's sign-ins).
 */
export async function listAudit(
  db: Kysely<DatabaseSchema>,
  opts: { brand?: string; onlyBrand?: string; self?: string; limit: number },
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('operator_audit as a')
    .innerJoin('operators as o', 'o.id', 'a.operator_id')
    .select(['a.id', 'o.login', 'a.action', 'a.brand', 'a.target', 'a.details', 'a.at'])
    .orderBy('a.id', 'desc')
    .limit(opts.limit);
  if (opts.onlyBrand !== undefined) {
    const only = opts.onlyBrand;
    const self = opts.self;
    query = query.where((eb) =>
      self === undefined
        ? eb('a.brand', '=', only)
        : eb.or([
            eb('a.brand', '=', only),
            eb.and([eb('a.brand', 'is', null), eb('a.operator_id', '=', self)]),
          ]),
    );
  } else if (opts.brand !== undefined) {
    const brand = opts.brand;
    query = query.where((eb) => eb.or([eb('a.brand', '=', brand), eb('a.brand', 'is', null)]));
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: String(row.id),
    operator: row.login,
    action: row.action,
    brand: row.brand,
    target: row.target,
    details: parseJson(row.details),
    at: new Date(row.at).toISOString(),
  }));
}
