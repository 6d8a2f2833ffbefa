// GET /web-api/payments/team-cash: the signed-in customer's team-cash payments as SPEC section 3
// "Team-cash payment record"s (the team-cash promo modal of SPEC section 4 counts the paid ones).
// A team-cash payment is a deposit by the `team_cash` method (domain/money/paymentMethods.ts).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { providerColumn } from '../../domain/money/paymentMethods';
import { isPaymentStatus } from '../../domain/money/paymentStatus';
import { TEAM_CASH_STATUS_IDS, type TeamCashRecord } from '../../domain/notices/teamCash';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from './bigints';

/** House rule: the newest this many records are answered (the modal needs 4). */
export const TEAM_CASH_RECORDS_LIMIT = 100;

export async function teamCashRecords(
  db: Kysely<DatabaseSchema>,
  userId: string,
  providerName: string,
): Promise<TeamCashRecord[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'amount', 'status', 'updated_at'])
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('provider', '=', providerColumn(providerName, 'team_cash'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TEAM_CASH_RECORDS_LIMIT)
    .execute();
  return rows.flatMap((row) => {
    if (!isPaymentStatus(row.status)) return [];
    const updated = new Date(row.updated_at);
    const paid = row.status === 'success';
    return [
      {
        id: row.id,
        status_id: TEAM_CASH_STATUS_IDS[row.status],
        // Codes, worded by the client (SPEC section 8: the server answers codes).
        message: row.status,
        translate_message: `team_cash_status_${row.status}`,
        // The receipt's hash the cash terminal prints: SHA-256 of the payment id.
        skks_hash: createHash('sha256').update(row.id).digest('hex'),
        timestamp: Math.floor(updated.getTime() / 1000),
        date_payment: paid ? updated.toISOString() : null,
        status_title: row.status,
        summ: toSafeInteger(row.amount),
        money_deposit_id: paid ? row.id : null,
      },
    ];
  });
}
