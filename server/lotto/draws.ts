// The life of a draw: opened on demand with a fresh secret seed (its hash published), closed on
// the world clock, drawn, paid. Money moves exactly once even with several processes and crashes:
// - closing is one transaction: the status moves open -> drawing (a conditional UPDATE: of two
//   processes only one gets the row), the numbers computed from the stored seed are stored, and so
//   is every ticket's matched count and win. It holds the draw's lock exclusively (drawLockKey); a
//   ticket purchase holds it shared while it re-checks the draw is open and books the ticket, so no
//   ticket is sold into a draw once its results are stored. An advisory lock rather than the row's:
//   PostgreSQL queues new shared holders behind a waiting exclusive one, where a stream of
//   FOR SHARE row locks can keep an UPDATE waiting for as long as purchases keep coming.
// - each ticket is then paid in a transaction of its own: its row locked, the win posted under the
//   ledger key `lotto:win:<ticketId>` and the ticket marked paid, together. A pass cut short leaves
//   the draw in 'drawing' with unpaid tickets, and the next pass (any process) pays the rest.
// - the draw becomes 'drawn' only once no ticket is left unpaid.
import { sql, type Kysely, type Transaction } from 'kysely';
import { generateServerSeed, hashServerSeed } from '../../domain/casino/fairness';
import {
  drawLottoNumbers,
  lottoTicketWin,
  matchedCount,
  nextDrawClose,
  type LotteryDefinition,
} from '../../domain/lotto/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { houseAccountId } from '../money/houseAccounts';
import { LEDGER_KINDS, postTransfer } from '../money/ledger';
import { findLottery, lottoAccountCode } from './lotteries';
import type { LottoDrawRowStatus } from './tables';

export interface LottoDeps {
  db: Kysely<DatabaseSchema>;
  /** Now on the world clock (ctx.worldClock.now()), epoch ms: the schedule runs on it. */
  now(): number;
  /** The brand's lotteries now; none for a brand without lotto. */
  lotteries(brand: string): readonly LotteryDefinition[];
  /** Told when a due draw was closed on demand (a page asked): its tickets wait for a sweep. */
  drawClosed?: (drawId: string) => void;
  /** A ticket whose payment failed (its account closed ...): the pass goes on with the rest. */
  onTicketError?: (ticketId: string, err: unknown) => void;
}

/** A draw as stored; the seed stays inside the server until the draw (see views.ts). */
export interface DrawRow {
  id: string;
  brand: string;
  lotteryId: string;
  number: number;
  status: LottoDrawRowStatus;
  closesAt: Date;
  serverSeed: string;
  serverSeedHash: string;
  numbers: number[] | null;
  drawnAt: Date | null;
}

/** A draw's columns as the views read them. */
export const DRAW_COLUMNS = [
  'id',
  'brand',
  'lottery_id',
  'number',
  'status',
  'closes_at',
  'server_seed',
  'server_seed_hash',
  'numbers',
  'drawn_at',
] as const;

type DrawSelection = {
  id: string | number;
  brand: string;
  lottery_id: string;
  number: number;
  status: LottoDrawRowStatus;
  closes_at: Date;
  server_seed: string;
  server_seed_hash: string;
  numbers: number[] | null;
  drawn_at: Date | null;
};

export function drawRowOf(r: DrawSelection): DrawRow {
  return {
    id: String(r.id),
    brand: r.brand,
    lotteryId: r.lottery_id,
    number: r.number,
    status: r.status,
    closesAt: new Date(r.closes_at),
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    numbers: r.numbers,
    drawnAt: r.drawn_at === null ? null : new Date(r.drawn_at),
  };
}

export function selectDraws(db: Kysely<DatabaseSchema>) {
  return db.selectFrom('lotto_draws').select(DRAW_COLUMNS);
}

export async function findDraw(
  db: Kysely<DatabaseSchema>,
  drawId: string,
): Promise<DrawRow | undefined> {
  const row = await selectDraws(db).where('id', '=', drawId).executeTakeFirst();
  return row ? drawRowOf(row) : undefined;
}

export async function openDrawsOf(db: Kysely<DatabaseSchema>, brand: string): Promise<DrawRow[]> {
  const rows = await selectDraws(db)
    .where('brand', '=', brand)
    .where('status', '=', 'open')
    .execute();
  return rows.map(drawRowOf);
}

async function openDrawOf(
  db: Kysely<DatabaseSchema>,
  brand: string,
  lotteryId: string,
): Promise<DrawRow | undefined> {
  const row = await selectDraws(db)
    .where('brand', '=', brand)
    .where('lottery_id', '=', lotteryId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row ? drawRowOf(row) : undefined;
}

// ---------------------------------------------------------------- opening

/**
 * The draw on sale for the lottery now: the open one while it has not closed; a due one is closed
 * first (its tickets are paid by the sweep) and a new one opened. Several processes may ask at
 * once: the partial unique index keeps one open draw, and the losers read the winner's.
 */
export async function ensureOpenDraw(
  deps: LottoDeps,
  brand: string,
  lottery: LotteryDefinition,
  known?: DrawRow,
): Promise<DrawRow> {
  let open = known ?? (await openDrawOf(deps.db, brand, lottery.id));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (open && open.closesAt.getTime() > deps.now()) return open;
    if (open && (await closeDraw(deps, open, lottery, { force: false }))) {
      deps.drawClosed?.(open.id);
    }
    const created = await createDraw(deps, brand, lottery);
    if (created) return created;
    open = await openDrawOf(deps.db, brand, lottery.id);
  }
  throw new Error(`No open draw of ${brand}/${lottery.id} after repeated attempts`);
}

/** A new open draw with a fresh seed, or undefined when another process opened one first. */
async function createDraw(
  deps: LottoDeps,
  brand: string,
  lottery: LotteryDefinition,
): Promise<DrawRow | undefined> {
  const serverSeed = generateServerSeed();
  const serverSeedHash = await hashServerSeed(serverSeed);
  const closesAt = new Date(nextDrawClose(deps.now(), lottery.drawEveryMinutes));
  const { rows } = await sql<DrawSelection>`
    insert into lotto_draws (brand, lottery_id, number, status, closes_at, server_seed,
      server_seed_hash)
    select ${brand}, ${lottery.id}, coalesce(max(number), 0) + 1, 'open', ${closesAt},
      ${serverSeed}, ${serverSeedHash}
    from lotto_draws where brand = ${brand} and lottery_id = ${lottery.id}
    on conflict do nothing
    returning ${sql.join(DRAW_COLUMNS.map((c) => sql.ref(c)))}`.execute(deps.db);
  return rows[0] ? drawRowOf(rows[0]) : undefined;
}

// ---------------------------------------------------------------- closing

/**
 * Closes an open draw: open -> drawing with its numbers and every ticket's result, in one
 * transaction. `force` (test control) draws it before its close time, which then becomes the
 * draw's time. False when the draw was not open (another process closed it) or not yet due.
 */
export async function closeDraw(
  deps: LottoDeps,
  draw: DrawRow,
  lottery: LotteryDefinition,
  options: { force: boolean },
): Promise<boolean> {
  // Computed before the transaction: the numbers are a function of the stored seed, so whichever
  // process wins the row stores the same numbers.
  const numbers = await drawLottoNumbers(draw.serverSeed, lottery, draw.number);
  const at = new Date(deps.now());
  return deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${drawLockKey(draw.id)})`.execute(trx);
    const { rows } = await sql<{ id: string | number }>`
      update lotto_draws set status = 'drawing', numbers = ${JSON.stringify(numbers)}::jsonb,
        drawn_at = ${at}, closes_at = least(closes_at, ${at})
      where id = ${draw.id} and status = 'open'
        and ${options.force ? sql`true` : sql`closes_at <= ${at}`}
      returning id`.execute(trx);
    if (rows.length === 0) return false;
    await storeResults(trx, draw.id, numbers, lottery);
    return true;
  });
}

/** The advisory lock of a draw: purchases hold it shared, closing holds it exclusively. */
export function drawLockKey(drawId: string) {
  return sql`hashtextextended(${`lotto:draw:${drawId}`}, 0)`;
}

const RESULT_BATCH = 500;

/** Each ticket's matched count and win (domain/lotto's rules), for tickets without them yet. */
async function storeResults(
  trx: Transaction<DatabaseSchema>,
  drawId: string,
  drawn: readonly number[],
  lottery: LotteryDefinition,
): Promise<void> {
  const tickets = await trx
    .selectFrom('lotto_tickets')
    .select(['id', 'numbers', 'stake'])
    .where('draw_id', '=', drawId)
    .where('matched', 'is', null)
    .execute();
  for (let from = 0; from < tickets.length; from += RESULT_BATCH) {
    const values = tickets.slice(from, from + RESULT_BATCH).map((t) => {
      const matched = matchedCount(t.numbers, drawn);
      const win = lottoTicketWin(lottery, toSafeInteger(t.stake), t.numbers, drawn);
      return sql`(${String(t.id)}::bigint, ${matched}::smallint, ${win}::bigint)`;
    });
    await sql`
      update lotto_tickets t set matched = v.matched, win = v.win
      from (values ${sql.join(values)}) as v(id, matched, win)
      where t.id = v.id and t.matched is null`.execute(trx);
  }
}

// ---------------------------------------------------------------- paying

/**
 * Pays one ticket of a drawn draw: its win posted to the customer's account (nothing for a lost
 * ticket) and the ticket marked, in one transaction. False when it was paid already.
 */
async function payTicket(
  db: Kysely<DatabaseSchema>,
  brand: string,
  ticketId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('lotto_tickets')
      .select(['id', 'account_id', 'currency_id', 'win'])
      .where('id', '=', ticketId)
      .where('paid_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) return false;
    if (ticket.win === null) throw new Error(`Lotto ticket ${ticketId} has no stored result`);
    const win = toSafeInteger(ticket.win);
    let transactionId: string | null = null;
    if (win > 0) {
      const posted = await postTransfer(trx, {
        idempotencyKey: `lotto:win:${ticketId}`,
        kind: LEDGER_KINDS.lottoWin,
        reference: `lotto_ticket:${ticketId}`,
        fromAccountId: await houseAccountId(trx, lottoAccountCode(brand), ticket.currency_id),
        toAccountId: String(ticket.account_id),
        currencyId: ticket.currency_id,
        amount: win,
      });
      transactionId = posted.transactionId;
    }
    await sql`
      update lotto_tickets set status = ${win > 0 ? 'won' : 'lost'}, paid_at = now(),
        win_transaction_id = ${transactionId}::bigint
      where id = ${ticketId}`.execute(trx);
    return true;
  });
}

export interface PayReport {
  paid: number;
  failed: number;
}

/**
 * Pays the unpaid tickets of a draw in 'drawing', at most `limit` of them (all by default); a
 * ticket that fails is reported and left for the next pass.
 */
export async function payDrawTickets(
  deps: LottoDeps,
  draw: DrawRow,
  limit?: number,
): Promise<PayReport> {
  let query = deps.db
    .selectFrom('lotto_tickets')
    .select('id')
    .where('draw_id', '=', draw.id)
    .where('paid_at', 'is', null)
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  const unpaid = await query.execute();
  const report: PayReport = { paid: 0, failed: 0 };
  for (const { id } of unpaid) {
    try {
      if (await payTicket(deps.db, draw.brand, String(id))) report.paid += 1;
    } catch (err) {
      report.failed += 1;
      deps.onTicketError?.(String(id), err);
    }
  }
  return report;
}

/** drawing -> drawn once every ticket is paid; false while some are not. */
async function finishDraw(db: Kysely<DatabaseSchema>, drawId: string): Promise<boolean> {
  const { rows } = await sql<{ id: string | number }>`
    update lotto_draws d set status = 'drawn'
    where d.id = ${drawId} and d.status = 'drawing'
      and not exists (select 1 from lotto_tickets t where t.draw_id = d.id and t.paid_at is null)
    returning d.id`.execute(db);
  return rows.length === 1;
}

// ---------------------------------------------------------------- the whole draw

/**
 * Takes a draw as far as it goes now: an open one is closed when due (or `force`d) and a new one
 * opened; a drawing one has its tickets paid and becomes drawn. An open draw of a lottery the
 * brand no longer lists is left alone; a drawing one is paid all the same (its results are
 * stored, its customers owed). Returns the draw as it ends up, or undefined for an unknown id.
 */
export async function runDraw(
  deps: LottoDeps,
  drawId: string,
  options: { force?: boolean } = {},
): Promise<DrawRow | undefined> {
  let draw = await findDraw(deps.db, drawId);
  if (!draw) return undefined;
  const lottery = findLottery(deps.lotteries(draw.brand), draw.lotteryId);
  if (draw.status === 'open') {
    if (!lottery) return draw;
    const due = draw.closesAt.getTime() <= deps.now();
    if (!due && !options.force) return draw;
    await closeDraw(deps, draw, lottery, { force: options.force ?? false });
    // Sales go on at once in the next draw, whichever process closed this one.
    await ensureOpenDraw(deps, draw.brand, lottery);
    draw = await findDraw(deps.db, drawId);
    if (!draw) return undefined;
  }
  if (draw.status === 'drawing' && draw.numbers) {
    if (lottery) {
      // Nothing to do unless a ticket lacks its result (cannot happen while purchases lock the
      // draw row, see tickets.ts); a cheap guard against a draw that can never finish.
      const { id, numbers } = draw;
      await deps.db.transaction().execute((trx) => storeResults(trx, id, numbers, lottery));
    }
    await payDrawTickets(deps, draw);
    await finishDraw(deps.db, draw.id);
    draw = await findDraw(deps.db, drawId);
  }
  return draw;
}

export interface SweepReport {
  /** Draws that became drawn in this pass. */
  drawn: string[];
}

const SWEEP_BATCH = 100;

/** Every due open draw and every draw left mid-payout, taken as far as they go. */
export async function sweepDraws(
  deps: LottoDeps,
  onDrawError?: (drawId: string, err: unknown) => void,
): Promise<SweepReport> {
  const now = new Date(deps.now());
  const rows = await deps.db
    .selectFrom('lotto_draws')
    .select(['id', 'brand', 'lottery_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'open'), eb('closes_at', '<=', now)]),
        eb('status', '=', 'drawing'),
      ]),
    )
    .orderBy('closes_at')
    .orderBy('id')
    .limit(SWEEP_BATCH)
    .execute();
  const report: SweepReport = { drawn: [] };
  for (const row of rows) {
    // Lotteries removed from the config keep their open draw as it is.
    if (row.status === 'open' && !findLottery(deps.lotteries(row.brand), row.lottery_id)) continue;
    try {
      const after = await runDraw(deps, String(row.id));
      if (after?.status === 'drawn') report.drawn.push(after.id);
    } catch (err) {
      onDrawError?.(String(row.id), err);
    }
  }
  return report;
}
