// What lotto's and toto's ticket purchases share around server/money/keyedPurchase.ts (SPEC 9,
// money): the first read (the buyer, the account, a ticket already stored under the customer's
// Idempotency-Key, the game's draw and the new ticket's id in one round trip) and the answer it
// replays, the stored answer read again, the ticket booked under its key, and a draw that closed
// while the ticket was booked. Each game judges the draw, the picks and the stake in between.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import type { StakeRefusal } from '../limits/index';
import { houseAccountId } from '../money/houseAccounts';
import {
  answerFromStore,
  buyerOf,
  hashBody,
  postStake,
  purchaseUnderKey,
  type Buyer,
  type BuyerRow,
  type KeyedAnswer,
  type KeyedPurchaseResult,
} from '../money/keyedPurchase';

export type PoolTicketTable = 'lotto_tickets' | 'toto_tickets';

/** Thrown inside the booking transaction when the draw is no longer on sale. */
export class DrawClosed extends Error {
  constructor() {
    super('The draw closed before the ticket was booked');
  }
}

/** keyedPurchase's refusalOf: a draw that closed while the ticket was booked. */
export function drawClosedRefusal(err: unknown): { code: 'draw_closed' } | null {
  return err instanceof DrawClosed ? { code: 'draw_closed' } : null;
}

/** A purchase's outcome as the routes answer it. */
export type PoolPurchaseResult<R, F> =
  | { kind: 'placed'; response: R; replayed: boolean }
  | { kind: 'refused'; refusals: F[] }
  /** The picks do not fit the draw: a 400 naming the field. */
  | { kind: 'bad_input'; field: string; message: string; rule?: string }
  /** The key was used for another body: a 422. */
  | { kind: 'key_reused' };

export function placedOr<R>(
  answer: KeyedAnswer<R>,
): { kind: 'placed'; response: R; replayed: boolean } | { kind: 'key_reused' } {
  return answer.kind === 'answered' ? { ...answer, kind: 'placed' } : answer;
}

/** A keyed purchase's outcome as the routes answer it. */
export function purchaseOutcome<R, F>(
  bought: KeyedPurchaseResult<R, F>,
): PoolPurchaseResult<R, F | StakeRefusal> {
  return bought.kind === 'refused'
    ? { kind: 'refused', refusals: [bought.refusal] }
    : placedOr(bought);
}

/** A ticket purchase as the route asks it: the buyer, the key, the draw and the staked account. */
export interface PoolPurchaseRequest {
  userId: string;
  idempotencyKey: string;
  body: { drawId: number; accountId: number };
}

/** How a game reads its draw in the purchase's first read. */
export interface PoolDrawRead {
  /** The draw's columns, from `d`. */
  columns: RawBuilder<unknown>;
  /** `left join <draws> d on ...`. */
  join: RawBuilder<unknown>;
}

/** A purchase after its first read, which the game judges before it sells the ticket. */
export interface PoolPurchase<R, D> {
  buyer: Buyer<R>;
  /** The game's draw columns (null members when there is no such draw). */
  draw: D;
  /** Taken ahead (a sequence value), so the stake's ledger key names the ticket. */
  ticketId: string;
  /** A ticket stored under the key: answered again (same body) or a reused key; else null. */
  replay: { kind: 'placed'; response: R; replayed: boolean } | { kind: 'key_reused' } | null;
  /** Buys the ticket once under the customer's key (buyPoolTicket). */
  sell: (sale: PoolTicketSale<R>) => Promise<PoolPurchaseResult<R, PoolSaleRefusal>>;
}

/**
 * Hashes the request's body and reads, in one round trip, the customer, the account, a ticket
 * stored for the key, the draw and the new ticket's id.
 */
export async function startPoolPurchase<R, D extends object>(
  db: Kysely<DatabaseSchema>,
  tickets: PoolTicketTable,
  request: PoolPurchaseRequest,
  draw: PoolDrawRead,
): Promise<PoolPurchase<R, D>> {
  const requestHash = hashBody(request.body);
  const table = sql.table(tickets);
  const { rows } = await sql<BuyerRow<R> & D & { ticket_id: string | number | null }>`
    select u.ban_level, a.type as account_type, a.currency_id, a.closed_at is null as account_open,
      t.request_hash, t.response,
      case when t.id is null
        then nextval(pg_get_serial_sequence(${sql.lit(tickets)}, 'id')) end as ticket_id,
      ${draw.columns}
    from users u
    left join accounts a on a.id = ${request.body.accountId}::bigint and a.user_id = u.id
    left join ${table} t on t.user_id = u.id and t.idempotency_key = ${request.idempotencyKey}
    ${draw.join}
    where u.id = ${request.userId}::bigint`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`No user ${request.userId}`);
  const buyer = buyerOf(row);
  const ticketId = row.ticket_id === null ? '' : String(row.ticket_id);
  return {
    buyer,
    draw: row,
    ticketId,
    replay: buyer.stored ? placedOr(answerFromStore(buyer.stored, requestHash)) : null,
    sell: (sale) => buyPoolTicket(db, { ...sale, tickets, ticketId, request, requestHash }),
  };
}

/** The answer stored under the customer's key, for keyedPurchase to replay. */
export async function storedTicket<R>(
  db: Kysely<DatabaseSchema>,
  tickets: PoolTicketTable,
  userId: string,
  key: string,
): Promise<{ requestHash: string; response: R } | null> {
  const row = await db
    .selectFrom(tickets as 'lotto_tickets')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { requestHash: row.request_hash, response: row.response as unknown as R } : null;
}

/** What a game's ticket brings to the sale: its draw, its stake, its picks and its answer. */
export interface PoolTicketSale<R> {
  drawId: string;
  currencyId: number;
  /** Minor units. */
  stake: number;
  clock: WorldClock;
  /** Minor units of the currency to the major units a refusal names. */
  toMajor: (minorUnits: number) => number;
  /** Inside the transaction, before the stake: throws DrawClosed when the draw is off sale. */
  holdOpenDraw: (trx: Transaction<DatabaseSchema>) => Promise<void>;
  /** The stake's ledger movement into the game's house account (by its code). */
  ledger: { idempotencyKey: string; kind: string; reference: string; houseAccountCode: string };
  /** The game's own columns. */
  picks: Record<string, unknown>;
  /** The 200 answer, given the account's balance after the stake (minor units). */
  answer: (balanceMinor: number, placedAt: Date) => R;
}

/** A sale with the purchase it belongs to. */
interface KeyedTicketSale<R> extends PoolTicketSale<R> {
  tickets: PoolTicketTable;
  ticketId: string;
  request: PoolPurchaseRequest;
  requestHash: string;
}

/** Why a sale is refused inside its transaction: the draw closed meanwhile, or a stake limit. */
export type PoolSaleRefusal = { code: 'draw_closed' } | StakeRefusal;

/**
 * Buys the ticket once under the customer's key (money/keyedPurchase.ts): inside the transaction
 * the draw is held open, the stake posted from the customer's account through the ledger into the
 * game's house account and the ticket booked with its answer.
 */
async function buyPoolTicket<R>(
  db: Kysely<DatabaseSchema>,
  sale: KeyedTicketSale<R>,
): Promise<PoolPurchaseResult<R, PoolSaleRefusal>> {
  const { userId, idempotencyKey } = sale.request;
  const bought = await purchaseUnderKey({
    db,
    requestHash: sale.requestHash,
    stake: {
      userId,
      amount: sale.stake,
      currencyId: sale.currencyId,
      clock: sale.clock,
    },
    toMajor: sale.toMajor,
    stored: () => storedTicket<R>(db, sale.tickets, userId, idempotencyKey),
    refusalOf: drawClosedRefusal,
    book: async (trx) => {
      await sale.holdOpenDraw(trx);
      return stakeAndBook(trx, sale);
    },
  });
  return purchaseOutcome(bought);
}

/**
 * Posts the stake from the customer's account through the ledger and books the ticket with its
 * answer, unless another request took the key first (then null: keyedPurchase rolls back).
 */
async function stakeAndBook<R>(
  trx: Transaction<DatabaseSchema>,
  sale: KeyedTicketSale<R>,
): Promise<R | null> {
  const { userId, idempotencyKey, body } = sale.request;
  const { houseAccountCode, ...ledger } = sale.ledger;
  const posted = await postStake(trx, {
    ...ledger,
    toAccountId: await houseAccountId(trx, houseAccountCode, sale.currencyId),
    fromAccountId: String(body.accountId),
    currencyId: sale.currencyId,
    amount: sale.stake,
  });
  const placedAt = new Date();
  const answer = sale.answer(posted.balance, placedAt);
  const inserted = await trx
    .insertInto(sale.tickets as 'lotto_tickets')
    .values({
      id: sale.ticketId,
      draw_id: sale.drawId,
      user_id: userId,
      account_id: String(body.accountId),
      currency_id: sale.currencyId,
      ...sale.picks,
      stake: sale.stake,
      idempotency_key: idempotencyKey,
      request_hash: sale.requestHash,
      response: JSON.stringify(answer),
      stake_transaction_id: posted.transactionId,
      placed_at: placedAt,
    } as never)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? answer : null;
}
