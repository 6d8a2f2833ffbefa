// Casino tournament prizes paid when a window closes (pages bonus/casino/tournaments/{id}). The
// leaderboard is tournamentStandings (server/casino/catalogue/casinoBonuses.ts), the very one the
// page shows during the window, here over the closed window; each place with a prize in the
// tournament's table (domain/casino/catalogueBonusSeed.ts prizeOfPlace) is paid that amount in
// the tournament's currency, from the `bonuses` house account to the customer's main account
// (real money, as the tournament's terms say "credited after the week ends").
//
// Once: each prize is one SQL transaction that inserts its tournament_prizes row (primary key:
// tournament, window start, customer) and posts the ledger credit under the key
// `tournament:<id>:<window start>:<customer>`; a repeated, concurrent or restarted sweep finds the
// row (or waits for the first one's commit and then finds it) and pays nothing. A window closed
// while the server was down is paid by the next sweep (TOURNAMENT_LOOKBACK_WINDOWS).
import type { Kysely } from 'kysely';
import type { TournamentPrize } from '../../domain/casino/catalogueBonusTypes';
import { prizeOfPlace } from '../../domain/casino/catalogueBonusSeed';
import { closedPeriods } from '../../domain/casino/cashback';
import type { Period } from '../../domain/casino/catalogueSchedule';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import {
  tournamentPrizeRules,
  tournamentStandings,
  type TournamentStanding,
} from '../casino/catalogue/casinoBonuses';
import type { DatabaseSchema } from '../db/schema';
import { houseAccountId } from '../money/houseAccounts';
import { postTransfer } from '../money/ledger';
import { BONUS_HOUSE_ACCOUNT, BONUS_LEDGER_KINDS, customerAccount } from './bonusService';
import { rememberSwept, type PeriodSweepOptions, type PeriodSweepResult } from './periodSweep';

type Db = Kysely<DatabaseSchema>;

/** Closed windows each sweep looks back over: a server down over a window's end still pays it. */
export const TOURNAMENT_LOOKBACK_WINDOWS = 2;

/** The ledger key of one prize. */
export function tournamentPrizeKey(tournamentId: number, window: Period, userId: string): string {
  return `tournament:${tournamentId}:${window.start.toISOString()}:${userId}`;
}

/** `paid` and `failed` count prizes. */
export type TournamentSweepResult = PeriodSweepResult;

interface Prize {
  tournamentId: number;
  currencyId: number;
  window: Period;
  standing: TournamentStanding;
  amount: number;
  nowMs: number;
}

/** Pays one prize; false when it was paid already. */
async function payOne(db: Db, prize: Prize): Promise<boolean> {
  const { tournamentId, currencyId, window, standing } = prize;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('tournament_prizes')
      .values({
        tournament_id: tournamentId,
        period_start: window.start,
        period_end: window.end,
        user_id: standing.userId,
        place: standing.place,
        points: standing.points,
        currency_id: currencyId,
        amount: prize.amount,
        paid_at: new Date(prize.nowMs),
      })
      .onConflict((oc) => oc.columns(['tournament_id', 'period_start', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) return false;
    const key = tournamentPrizeKey(tournamentId, window, standing.userId);
    const account =
      (await customerAccount(trx, standing.userId, ACCOUNT_TYPE.main, currencyId)) ??
      (await customerAccount(trx, standing.userId, ACCOUNT_TYPE.currency, currencyId));
    if (!account) {
      throw new Error(`Tournament prize ${key}: the customer has no open account in the currency`);
    }
    const posted = await postTransfer(trx, {
      idempotencyKey: key,
      kind: BONUS_LEDGER_KINDS.tournamentPrize,
      reference: `tournament:${tournamentId}:${window.start.toISOString()}`,
      fromAccountId: await houseAccountId(trx, BONUS_HOUSE_ACCOUNT, currencyId),
      toAccountId: account,
      currencyId,
      amount: prize.amount,
    });
    await trx
      .updateTable('tournament_prizes')
      .set({ transaction_id: posted.transactionId })
      .where('tournament_id', '=', tournamentId)
      .where('period_start', '=', window.start)
      .where('user_id', '=', standing.userId)
      .execute();
    return true;
  });
}

function prizedPlaces(prizes: readonly TournamentPrize[]): number {
  return prizes.reduce((last, p) => Math.max(last, p.toPlace), 0);
}

/**
 * Pays every unpaid prize of the tournaments' windows closed at `nowMs` (default: now). `skip`
 * names `tournament:windowStart` pairs a previous run of this process paid in full.
 */
export async function payClosedTournaments(
  db: Db,
  options: PeriodSweepOptions = {},
): Promise<TournamentSweepResult> {
  const nowMs = options.nowMs ?? Date.now();
  const result: TournamentSweepResult = { paid: 0, failed: 0 };
  for (const tournament of await tournamentPrizeRules(db)) {
    const lastPrized = prizedPlaces(tournament.prizes);
    const windows = closedPeriods(
      { period: tournament.schedule },
      new Date(nowMs),
      TOURNAMENT_LOOKBACK_WINDOWS,
    );
    for (const window of windows) {
      const windowKey = `${tournament.id}:${window.start.toISOString()}`;
      if (options.skip?.has(windowKey)) continue;
      const already = await db
        .selectFrom('tournament_prizes')
        .select('user_id')
        .where('tournament_id', '=', tournament.id)
        .where('period_start', '=', window.start)
        .execute();
      const paid = new Set(already.map((r) => String(r.user_id)));
      let failedHere = 0;
      const standings = await tournamentStandings(db, tournament, window);
      for (const standing of standings) {
        if (standing.place > lastPrized) break;
        const amount = prizeOfPlace(tournament.prizes, standing.place);
        if (amount <= 0 || paid.has(standing.userId)) continue;
        try {
          const done = await payOne(db, {
            tournamentId: tournament.id,
            currencyId: tournament.currencyId,
            window,
            standing,
            amount,
            nowMs,
          });
          if (done) result.paid += 1;
        } catch (err) {
          failedHere += 1;
          options.onError?.(err, tournamentPrizeKey(tournament.id, window, standing.userId));
        }
      }
      result.failed += failedHere;
      rememberSwept(options, windowKey, window, failedHere);
    }
  }
  return result;
}
