// Writes of a brand's maintenance windows, shared by the operator endpoint and the CLI.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { MaintenanceWindowInput } from '../../domain/access/contract';
import type { DatabaseSchema } from '../db/schema';
import { recordAudit } from '../operators/audit';

/** Serialises writers of one brand's rules or windows (released at the transaction's end). */
export async function lockBrand(
  trx: Transaction<DatabaseSchema>,
  what: string,
  brand: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${what}:${brand}`}, 0))`.execute(trx);
}

/** Replaces a brand's windows in one transaction; the brand is from then on run by the database. */
export async function saveMaintenanceWindows(
  db: Kysely<DatabaseSchema>,
  brand: string,
  windows: readonly MaintenanceWindowInput[],
  operatorId: string | null,
): Promise<void> {
  const date = (s: number | null) => (s === null ? null : new Date(s * 1000));
  await db.transaction().execute(async (trx) => {
    await lockBrand(trx, 'maintenance', brand);
    await trx.deleteFrom('maintenance_windows').where('brand', '=', brand).execute();
    if (windows.length > 0) {
      await trx
        .insertInto('maintenance_windows')
        .values(
          windows.map((w) => ({
            brand,
            started_at: new Date(w.started_at * 1000),
            ended_at: date(w.ended_at),
            notify_started_at: date(w.notify_started_at),
            notify_ended_at: date(w.notify_ended_at),
            is_active: w.isActive,
            web_state: w.web_state,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('maintenance_brands')
      .values({ brand, updated_at: new Date() })
      .onConflict((oc) => oc.column('brand').doUpdateSet({ updated_at: new Date() }))
      .execute();
    if (operatorId !== null) {
      await recordAudit(trx, {
        operatorId,
        action: 'maintenance.update',
        brand,
        target: `maintenance/${brand}`,
        details: { windows },
      });
    }
  });
}
