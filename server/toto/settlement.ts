// Toto settlement from the stored results (sport_results), not the live bus, so it works across
// server processes and restarts. A pass:
// 1. closes the draws whose first game started and writes the games' outcomes (a cancelled game,
//    or one not played UNPLAYED_VOID_AFTER_HOURS after its start, counts as 'cancelled');
// 2. computes each closed draw whose every game has an outcome (house rule: its jackpot is what
//    the brand's last computed pool in that currency rolled over, so a draw never waits for an
//    earlier one whose games are still being played; the brand's pools are computed one at a time
//    under an advisory lock): in ONE transaction, with the draw's row locked (`for update skip
//    locked`: a draw another process is computing is left to it) and its status still 'closed', it
//    stores each currency's split (toto_pools), each ticket's win, takes the operator's share
//    (pool -> operator, key `toto:operator:<drawId>:<currencyId>`) and marks the draw 'settling';
// 3. pays every computed win ticket by ticket: one transaction locks the ticket (skip locked),
//    credits it (pool -> customer, key `toto:win:<ticketId>`) and marks it won;
// 4. marks 'settled' each settling draw with no ticket left to pay.
// A crash anywhere leaves either nothing or a whole step done, and the next pass resumes with the
// unpaid tickets: each win is paid exactly once, and the pool's balance always equals its stakes
// minus the operator shares taken minus the wins paid (ledger:check).
import { sql, type Kysely } from 'kysely';
import {
  bestCorrect,
  linesByCorrect,
  splitPool,
  ticketWin,
  type TotoOutcome,
  type TotoPick,
  type TotoRules,
} from '../../domain/toto/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { houseAccountId } from '../money/houseAccounts';
import { LEDGER_KINDS, postTransfer } from '../money/ledger';
import { closeDueDraws, recordOutcomes } from './draws';
import { totoOperatorCode, totoPoolCode } from './tickets';
import { carriedJackpots } from './views';

export interface TotoPassOptions {
  /** Feed clock (ms): draws close and games go unplayed on it. */
  feedNow: () => number;
  /** Only these games' results are new (the pass right after they were stored). */
  gameIds?: readonly number[];
  /** A draw or ticket whose transaction failed; the pass goes on with the rest. */
  onError?: (what: string, err: unknown) => void;
  /** Tests: called after each win is paid (committed); throwing stops the pass there. */
  afterPayout?: (ticketId: string) => void | Promise<void>;
}

export interface TotoPassReport {
  /** Draws closed by this pass. */
  closed: string[];
  /** Draws whose split this pass computed. */
  computed: string[];
  /** Wins this pass paid. */
  paid: number;
  /** Draws this pass marked settled (every ticket paid). */
  settled: string[];
}

/** Ticket updates are written in chunks of this many rows. */
const CHUNK = 500;

export async function settleToto(
  db: Kysely<DatabaseSchema>,
  options: TotoPassOptions,
): Promise<TotoPassReport> {
  const now = options.feedNow();
  const report: TotoPassReport = { closed: [], computed: [], paid: 0, settled: [] };
  report.closed = await closeDueDraws(db, now);
  await recordOutcomes(db, now, options.gameIds);

  for (const drawId of await computableDraws(db)) {
    try {
      if (await computeDraw(db, drawId)) report.computed.push(drawId);
    } catch (err) {
      options.onError?.(`draw ${drawId}`, err);
    }
  }

  let after = '0';
  for (;;) {
    const tickets = await unpaidTickets(db, after);
    for (const ticketId of tickets) {
      let paid = false;
      try {
        paid = await payTicket(db, ticketId);
      } catch (err) {
        options.onError?.(`ticket ${ticketId}`, err);
      }
      if (paid) {
        report.paid += 1;
        await options.afterPayout?.(ticketId);
      }
    }
    if (tickets.length < CHUNK) break;
    after = tickets[tickets.length - 1]!;
  }

  report.settled = await finishDraws(db);
  return report;
}

/**
 * Closed draws whose games all have an outcome, by brand and number, each only when no earlier
 * draw of its brand is still to compute (open or closed).
 */
async function computableDraws(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const { rows } = await sql<{ id: string | number }>`
    select d.id from toto_draws d
    where d.status = 'closed'
      and not exists (
        select 1 from toto_draw_games g where g.draw_id = d.id and g.outcome is null)
    order by d.brand, d.number`.execute(db);
  return rows.map((r) => String(r.id));
}

interface TicketToCompute {
  id: string;
  currencyId: number;
  picks: TotoPick[][];
  stake: number;
}

/**
 * Computes one draw's split and its tickets' wins in one transaction; false when another process
 * holds or has done it.
 */
async function computeDraw(db: Kysely<DatabaseSchema>, drawId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows: draws } = await sql<{ brand: string; number: number; rules: TotoRules }>`
      select brand, number, rules from toto_draws
      where id = ${drawId}::bigint and status = 'closed'
      for update skip locked`.execute(trx);
    const draw = draws[0];
    if (!draw) return false;
    // One pool of a brand at a time takes the carried jackpot and leaves its own rollover.
    await sql`select pg_advisory_xact_lock(hashtext(${`toto-jackpot:${draw.brand}`}))`.execute(trx);
    const games = await trx
      .selectFrom('toto_draw_games')
      .select(['position', 'outcome'])
      .where('draw_id', '=', drawId)
      .orderBy('position')
      .execute();
    if (games.length === 0 || games.some((g) => g.outcome === null)) return false;
    const outcomes = games.map((g) => g.outcome as TotoOutcome);

    const ticketRows = await trx
      .selectFrom('toto_tickets')
      .select(['id', 'currency_id', 'picks', 'stake'])
      .where('draw_id', '=', drawId)
      .orderBy('id')
      .execute();
    const tickets: TicketToCompute[] = ticketRows.map((t) => ({
      id: String(t.id),
      currencyId: t.currency_id,
      picks: t.picks,
      stake: toSafeInteger(t.stake),
    }));
    const jackpots = await carriedJackpots(trx, draw.brand);
    const currencies = new Set<number>(tickets.map((t) => t.currencyId));
    for (const [currencyId, rollover] of jackpots) if (rollover > 0) currencies.add(currencyId);

    const byTicket = new Map<string, { byCorrect: number[]; win: number; correct: number }>();
    for (const currencyId of [...currencies].sort((a, b) => a - b)) {
      const own = tickets.filter((t) => t.currencyId === currencyId);
      const byCorrect = new Map(own.map((t) => [t.id, linesByCorrect(t.picks, outcomes)]));
      const winningLines = new Map<number, number>();
      for (const tier of draw.rules.tiers) {
        let lines = 0;
        for (const counts of byCorrect.values()) lines += counts[tier.correct] ?? 0;
        winningLines.set(tier.correct, lines);
      }
      const stakes = own.reduce((sum, t) => sum + t.stake, 0);
      const jackpotIn = jackpots.get(currencyId) ?? 0;
      const split = splitPool(draw.rules, stakes, jackpotIn, winningLines);
      for (const t of own) {
        const counts = byCorrect.get(t.id)!;
        byTicket.set(t.id, {
          byCorrect: counts,
          win: ticketWin(counts, split),
          correct: bestCorrect(counts),
        });
      }
      let operatorTransactionId: string | null = null;
      if (split.operatorShare > 0) {
        const poolId = await houseAccountId(trx, totoPoolCode(draw.brand), currencyId);
        const operatorId = await houseAccountId(trx, totoOperatorCode(draw.brand), currencyId);
        const posted = await postTransfer(trx, {
          idempotencyKey: `toto:operator:${drawId}:${currencyId}`,
          kind: LEDGER_KINDS.totoOperatorShare,
          reference: `toto:draw:${drawId}`,
          fromAccountId: poolId,
          toAccountId: operatorId,
          currencyId,
          amount: split.operatorShare,
        });
        operatorTransactionId = posted.transactionId;
      }
      await trx
        .insertInto('toto_pools')
        .values({
          draw_id: drawId,
          currency_id: currencyId,
          stakes,
          tickets: own.length,
          jackpot_in: jackpotIn,
          operator_share: split.operatorShare,
          paid: split.paid,
          rollover: split.rollover,
          tiers: JSON.stringify(split.tiers),
          operator_transaction_id: operatorTransactionId,
        })
        .execute();
    }

    const entries = [...byTicket.entries()];
    for (let i = 0; i < entries.length; i += CHUNK) {
      const values = entries
        .slice(i, i + CHUNK)
        .map(
          ([id, t]) =>
            sql`(${id}::bigint, ${t.win}::bigint, ${t.correct}::smallint, ${JSON.stringify(t.byCorrect)}::jsonb)`,
        );
      // A ticket that wins nothing is settled now; a winning one stays open until it is paid.
      await sql`
        update toto_tickets t set win = v.win, correct = v.correct, by_correct = v.by_correct,
          status = case when v.win = 0 then 'lost' else 'open' end,
          paid_at = case when v.win = 0 then now() else null end
        from (values ${sql.join(values)}) as v(id, win, correct, by_correct)
        where t.id = v.id`.execute(trx);
    }
    await trx
      .updateTable('toto_draws')
      .set({ status: 'settling' })
      .where('id', '=', drawId)
      .execute();
    return true;
  });
}

/** Computed wins not paid yet (ids above `after`, in order). */
async function unpaidTickets(db: Kysely<DatabaseSchema>, after: string): Promise<string[]> {
  const { rows } = await sql<{ id: string | number }>`
    select t.id from toto_tickets t join toto_draws d on d.id = t.draw_id
    where d.status = 'settling' and t.status = 'open' and t.win > 0 and t.id > ${after}::bigint
    order by t.id limit ${CHUNK}`.execute(db);
  return rows.map((r) => String(r.id));
}

/** Pays one computed win; false when paid already or another process holds the ticket. */
async function payTicket(db: Kysely<DatabaseSchema>, ticketId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      account_id: string | number;
      currency_id: number;
      win: string | number;
      brand: string;
      draw_id: string | number;
    }>`
      select t.account_id, t.currency_id, t.win, d.brand, t.draw_id
      from toto_tickets t join toto_draws d on d.id = t.draw_id
      where t.id = ${ticketId}::bigint and t.status = 'open' and t.win > 0
        and d.status = 'settling'
      for update of t skip locked`.execute(trx);
    const ticket = rows[0];
    if (!ticket) return false;
    const poolId = await houseAccountId(trx, totoPoolCode(ticket.brand), ticket.currency_id);
    const posted = await postTransfer(trx, {
      idempotencyKey: `toto:win:${ticketId}`,
      kind: LEDGER_KINDS.totoWin,
      reference: `toto:ticket:${ticketId}`,
      fromAccountId: poolId,
      toAccountId: String(ticket.account_id),
      currencyId: ticket.currency_id,
      amount: toSafeInteger(ticket.win),
    });
    await trx
      .updateTable('toto_tickets')
      .set({ status: 'won', paid_at: new Date(), win_transaction_id: posted.transactionId })
      .where('id', '=', ticketId)
      .where('status', '=', 'open')
      .execute();
    return true;
  });
}

/** Settling draws with every ticket settled become settled; returns their ids. */
async function finishDraws(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const { rows } = await sql<{ id: string | number }>`
    update toto_draws d set status = 'settled', settled_at = now()
    where d.status = 'settling' and not exists (
      select 1 from toto_tickets t where t.draw_id = d.id and t.status = 'open')
    returning d.id`.execute(db);
  return rows.map((r) => String(r.id));
}
