// Casino rounds for the customer's history (domain/casino/casinoHistory.ts): the SQL condition of
// the history's status filter on rounds, and the rounds of a page read back with their game names.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  casinoRoundStatus,
  type CasinoRoundEntry,
  type CasinoRoundStatus,
} from '../../../domain/casino/casinoHistory';
import { minorToMajorNumber } from '../../../domain/money/amounts';
import { findCurrency } from '../../../domain/money/currencies';
import type { DatabaseSchema } from '../../db/schema';
import { toSafeInteger } from '../../money/bigints';

const VOID = sql`(r.stake_total > 0 and r.refund_total >= r.stake_total)`;

/** The rounds (alias r) whose status (casinoRoundStatus) is `status`; 'all' is every round. */
export function roundStatusCondition(status: CasinoRoundStatus | 'all'): RawBuilder<unknown> {
  switch (status) {
    case 'all':
      return sql`true`;
    case 'void':
      return VOID;
    case 'open':
      return sql`(r.status = 'open' and not ${VOID})`;
    case 'won':
      return sql`(r.status = 'closed' and r.win_total > 0 and not ${VOID})`;
    case 'lost':
      return sql`(r.status = 'closed' and r.win_total = 0 and not ${VOID})`;
  }
}

/** The rounds with these ids, in the order of `ids`. */
export async function readCasinoRounds(
  db: Kysely<DatabaseSchema>,
  ids: readonly string[],
): Promise<CasinoRoundEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('casino_rounds as r')
    .leftJoin('casino_games as g', 'g.id', 'r.game_id')
    .select([
      'r.id',
      'r.game_id',
      'g.name as game_name',
      'r.provider_key',
      'r.provider_round_id',
      'r.currency_id',
      'r.stake_total',
      'r.win_total',
      'r.refund_total',
      'r.status',
      'r.fairness',
      'r.opened_at',
      'r.closed_at',
    ])
    .where('r.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const digits = findCurrency(row.currency_id)?.minorUnitDigits ?? 2;
    const stake = toSafeInteger(row.stake_total);
    const win = toSafeInteger(row.win_total);
    const refund = toSafeInteger(row.refund_total);
    return [
      {
        id: toSafeInteger(row.id),
        gameId: toSafeInteger(row.game_id),
        gameName: row.game_name ?? null,
        providerId: row.provider_key,
        providerRoundId: row.provider_round_id,
        currencyId: row.currency_id,
        stake: minorToMajorNumber(stake, digits),
        win: minorToMajorNumber(win, digits),
        refund: minorToMajorNumber(refund, digits),
        status: casinoRoundStatus({
          closed: row.status === 'closed',
          stakeTotal: stake,
          winTotal: win,
          refundTotal: refund,
        }),
        openedAt: new Date(row.opened_at).toISOString(),
        closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
        fairness: row.fairness ?? null,
      },
    ];
  });
}
