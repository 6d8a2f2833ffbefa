// GET /web-api/office/payments/history (SPEC section 7 "Main-account payment history":
// pageNumber, isIncludeArchive; entities, total_count): the customer's deposits and withdrawals,
// newest first. Payments older than the archive age are shown only when archive is included.
import type { Kysely } from 'kysely';
import { findCurrency } from '../../domain/money/currencies';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from './bigints';

export const HISTORY_PAGE_SIZE = 20;
/** The SPEC names the archive but not its age; payments older than this are archived. */
export const ARCHIVE_AFTER_DAYS = 30;

export interface PaymentHistoryEntity {
  id: string;
  type: 'deposit' | 'withdraw';
  /** Integer minor units. */
  amount: number;
  currency_id: number;
  iso: string;
  status: string;
  /** ISO 8601. */
  created_at: string;
}

export async function paymentHistory(
  db: Kysely<DatabaseSchema>,
  userId: string,
  opts: { pageNumber: number; includeArchive: boolean; now: Date },
): Promise<{ entities: PaymentHistoryEntity[]; total_count: number }> {
  const archivedBefore = new Date(opts.now.getTime() - ARCHIVE_AFTER_DAYS * 86_400_000);
  let base = db.selectFrom('payments').where('user_id', '=', userId);
  if (!opts.includeArchive) base = base.where('created_at', '>=', archivedBefore);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'type', 'amount', 'currency_id', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_PAGE_SIZE)
      .offset((opts.pageNumber - 1) * HISTORY_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    entities: rows.map((r) => ({
      id: r.id,
      type: r.type as PaymentHistoryEntity['type'],
      amount: toSafeInteger(r.amount),
      currency_id: r.currency_id,
      iso: findCurrency(r.currency_id)?.iso ?? String(r.currency_id),
      status: r.status,
      created_at: r.created_at.toISOString(),
    })),
    total_count: toSafeInteger(count.n),
  };
}
