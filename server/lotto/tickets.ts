// Buying a lotto ticket: the body checked against the draw's lottery (numbers, quick pick, stake),
// then one SQL transaction checks the stake limits, re-checks the draw is on sale holding the
// draw's lock shared (see draws.ts: a draw's results are stored under that lock held exclusively,
// so no ticket slips in after them), debits the stake through the ledger into the brand's lotto
// account and books the ticket with the answer under the customer's Idempotency-Key.
import { sql, type Kysely } from 'kysely';
import {
  lottoStakeProblem,
  numbersProblems,
  pickDistinctSync,
  secureUint32,
  type LotteryDefinition,
  type LottoRefusalCode,
  type LottoTicketView,
} from '../../domain/lotto/index';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { decimalToMinorUnits, minorToMajorNumber } from '../../domain/money/amounts';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import { toSafeInteger } from '../money/bigints';
import { houseAccountId } from '../money/houseAccounts';
import {
  answerFromStore,
  hashBody,
  purchaseUnderKey,
  type KeyedAnswer,
} from '../money/keyedPurchase';
import { LEDGER_KINDS, postTransfer } from '../money/ledger';
import { drawLockKey } from './draws';
import { findLottery, lottoAccountCode, minorDigitsOf } from './lotteries';

export interface TicketPurchaseBody {
  drawId: number;
  accountId: number;
  /** Major units of the account's currency. */
  stake: number;
  /** The customer's numbers; or */
  numbers?: number[];
  /** how many numbers the server picks. */
  quickPick?: number;
}

export interface TicketPurchaseResponse {
  ticket: LottoTicketView;
  /** The staked account's balance after the stake, major units. */
  balance: number;
}

export interface LottoRefusal {
  code: LottoRefusalCode;
  /** A limit refusal: what is left, major units. */
  limit?: number;
}

export type PurchaseResult =
  | { kind: 'placed'; response: TicketPurchaseResponse; replayed: boolean }
  | { kind: 'refused'; refusals: LottoRefusal[] }
  /** Numbers or a quick pick the lottery does not take: a 400 naming the field. */
  | { kind: 'bad_input'; field: string; rule: string; message: string }
  /** The key was used for another body: a 422. */
  | { kind: 'key_reused' };

export interface PurchaseDeps {
  db: Kysely<DatabaseSchema>;
  worldClock: WorldClock;
  /** A uniform 32-bit source for quick picks (default: crypto's). */
  random?: () => number;
}

export interface PurchaseInput {
  userId: string;
  brand: string;
  lotteries: readonly LotteryDefinition[];
  idempotencyKey: string;
  body: TicketPurchaseBody;
}

/** Sells a ticket or answers why not; nothing is written unless it is sold. */
export async function purchaseTicket(
  deps: PurchaseDeps,
  input: PurchaseInput,
): Promise<PurchaseResult> {
  const { body } = input;
  const hasNumbers = body.numbers !== undefined;
  const hasQuickPick = body.quickPick !== undefined;
  if (hasNumbers === hasQuickPick) {
    return hasNumbers
      ? bad('quickPick', 'oneOf', 'body/quickPick cannot come with body/numbers')
      : bad('numbers', 'required', 'body must have numbers or quickPick');
  }
  const requestHash = hashBody(body);
  const context = await readContext(deps.db, input);
  if (context.stored) return placedOr(answerFromStore(context.stored, requestHash));

  const draw = context.draw;
  if (!draw || draw.brand !== input.brand) {
    return { kind: 'refused', refusals: [{ code: 'draw_unknown' }] };
  }
  const lottery = findLottery(input.lotteries, draw.lotteryId);
  if (lottery) {
    const problem = pickProblem(lottery, body);
    if (problem) return problem;
  }

  const refusals: LottoRefusal[] = [];
  if (context.banLevel > 0) refusals.push({ code: 'not_allowed' });
  const account = context.account;
  if (!account || !account.open || account.type !== ACCOUNT_TYPE.main) {
    refusals.push({ code: 'account_unavailable' });
  }
  const now = deps.worldClock.now();
  // A lottery the brand no longer lists sells nothing more: its draw is as good as closed.
  if (!lottery || draw.status !== 'open' || draw.closesAt.getTime() <= now) {
    refusals.push({ code: 'draw_closed' });
  }
  const currencyId = account?.currencyId ?? 0;
  const digits = minorDigitsOf(currencyId);
  const stake = decimalToMinorUnits(body.stake, digits);
  if (lottery) {
    // More decimals than the currency has cannot be a multiple of the step either.
    const stakeProblem =
      stake === null ? 'stake_off_step' : lottoStakeProblem(stake, lottery, digits);
    if (stakeProblem) refusals.push({ code: stakeProblem });
  }
  if (refusals.length > 0 || !lottery || !account || stake === null) {
    return { kind: 'refused', refusals };
  }

  const quickPick = body.quickPick !== undefined;
  const numbers = quickPick
    ? pickDistinctSync(deps.random ?? secureUint32, lottery.of, body.quickPick!)
    : [...body.numbers!].sort((a, b) => a - b);

  const bought = await purchaseUnderKey({
    db: deps.db,
    requestHash,
    stake: { userId: input.userId, amount: stake, currencyId, clock: deps.worldClock },
    toMajor: (minor) => minorToMajorNumber(minor, digits),
    stored: () => storedTicket(deps.db, input.userId, input.idempotencyKey),
    refusalOf: (err) => (err instanceof DrawClosed ? { code: 'draw_closed' as const } : null),
    book: async (trx) => {
      await sql`select pg_advisory_xact_lock_shared(${drawLockKey(draw.id)})`.execute(trx);
      const { rows } = await sql<{ status: string; closes_at: Date }>`
        select status, closes_at from lotto_draws where id = ${draw.id}`.execute(trx);
      const locked = rows[0];
      if (
        !locked ||
        locked.status !== 'open' ||
        new Date(locked.closes_at).getTime() <= deps.worldClock.now()
      ) {
        throw new DrawClosed();
      }
      const posted = await postTransfer(trx, {
        idempotencyKey: `lotto:stake:${context.ticketId}`,
        kind: LEDGER_KINDS.lottoStake,
        reference: `lotto_ticket:${context.ticketId}`,
        fromAccountId: String(body.accountId),
        toAccountId: await houseAccountId(trx, lottoAccountCode(input.brand), currencyId),
        currencyId,
        amount: stake,
      });
      const after = await trx
        .selectFrom('accounts')
        .select('balance')
        .where('id', '=', String(body.accountId))
        .executeTakeFirstOrThrow();
      const placedAt = new Date();
      const answer: TicketPurchaseResponse = {
        ticket: {
          id: Number(context.ticketId),
          drawId: Number(draw.id),
          lotteryId: draw.lotteryId,
          drawNumber: draw.number,
          numbers,
          quickPick,
          currencyId,
          stake: minorToMajorNumber(stake, digits),
          win: 0,
          status: 'open',
          matched: null,
          drawnNumbers: null,
          placedAt: placedAt.toISOString(),
          settledAt: null,
        },
        balance: minorToMajorNumber(toSafeInteger(after.balance), digits),
      };
      const inserted = await trx
        .insertInto('lotto_tickets')
        .values({
          id: context.ticketId,
          draw_id: draw.id,
          user_id: input.userId,
          account_id: String(body.accountId),
          currency_id: currencyId,
          numbers: JSON.stringify(numbers),
          quick_pick: quickPick,
          stake,
          idempotency_key: input.idempotencyKey,
          request_hash: requestHash,
          response: JSON.stringify(answer),
          stake_transaction_id: posted.transactionId,
          placed_at: placedAt,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? answer : null;
    },
  });
  return bought.kind === 'refused'
    ? { kind: 'refused', refusals: [bought.refusal] }
    : placedOr(bought);
}

function placedOr(answer: KeyedAnswer<TicketPurchaseResponse>): PurchaseResult {
  return answer.kind === 'answered' ? { ...answer, kind: 'placed' } : answer;
}

class DrawClosed extends Error {
  constructor() {
    super('The draw closed before the ticket was booked');
  }
}

function bad(field: string, rule: string, message: string): PurchaseResult {
  return { kind: 'bad_input', field, rule, message };
}

/** The numbers against the lottery (domain/lotto numbersProblems), or the quick pick's count. */
function pickProblem(lottery: LotteryDefinition, body: TicketPurchaseBody): PurchaseResult | null {
  const { pickMin, pickMax } = lottery;
  if (body.quickPick !== undefined) {
    if (body.quickPick < pickMin || body.quickPick > pickMax) {
      return bad('quickPick', 'range', `body/quickPick must be ${pickMin} to ${pickMax}`);
    }
    return null;
  }
  const numbers = body.numbers ?? [];
  const [problem] = numbersProblems(lottery, numbers);
  if (!problem) return null;
  switch (problem.code) {
    case 'numbers_count':
      return bad(
        'numbers',
        'numbers_count',
        `body/numbers must hold ${pickMin} to ${pickMax} numbers`,
      );
    case 'number_range':
      return bad(
        `numbers/${problem.index}`,
        'number_range',
        `body/numbers/${problem.index} must be 1 to ${lottery.of}`,
      );
    case 'number_duplicate':
      return bad(
        `numbers/${problem.index}`,
        'number_duplicate',
        `body/numbers/${problem.index} repeats an earlier number`,
      );
  }
}

// ---------------------------------------------------------------- what the database says first

interface PurchaseContext {
  banLevel: number;
  /** The account when it is the customer's; null otherwise. */
  account: { type: number; currencyId: number; open: boolean } | null;
  stored: { requestHash: string; response: TicketPurchaseResponse } | null;
  draw: {
    id: string;
    brand: string;
    lotteryId: string;
    number: number;
    status: string;
    closesAt: Date;
  } | null;
  /** Taken ahead (a sequence value), so the stake's ledger key names the ticket. */
  ticketId: string;
}

/** One round trip: the customer, the account, a ticket stored for the key, the draw, the new id. */
async function readContext(
  db: Kysely<DatabaseSchema>,
  input: PurchaseInput,
): Promise<PurchaseContext> {
  const { rows } = await sql<{
    ban_level: number;
    account_type: number | null;
    currency_id: number | null;
    account_open: boolean | null;
    request_hash: string | null;
    response: TicketPurchaseResponse | null;
    ticket_id: string | number | null;
    draw_id: string | number | null;
    brand: string | null;
    lottery_id: string | null;
    number: number | null;
    status: string | null;
    closes_at: Date | null;
  }>`
    select u.ban_level, a.type as account_type, a.currency_id, a.closed_at is null as account_open,
      t.request_hash, t.response,
      case when t.id is null
        then nextval(pg_get_serial_sequence('lotto_tickets', 'id')) end as ticket_id,
      d.id as draw_id, d.brand, d.lottery_id, d.number, d.status, d.closes_at
    from users u
    left join accounts a on a.id = ${input.body.accountId} and a.user_id = u.id
    left join lotto_tickets t on t.user_id = u.id and t.idempotency_key = ${input.idempotencyKey}
    left join lotto_draws d on d.id = ${input.body.drawId}
    where u.id = ${input.userId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`No user ${input.userId}`);
  return {
    banLevel: row.ban_level,
    account:
      row.account_type === null || row.currency_id === null
        ? null
        : { type: row.account_type, currencyId: row.currency_id, open: row.account_open === true },
    stored:
      row.request_hash !== null && row.response !== null
        ? { requestHash: row.request_hash, response: row.response }
        : null,
    draw:
      row.draw_id === null
        ? null
        : {
            id: String(row.draw_id),
            brand: row.brand ?? '',
            lotteryId: row.lottery_id ?? '',
            number: row.number ?? 0,
            status: row.status ?? '',
            closesAt: new Date(row.closes_at ?? 0),
          },
    ticketId: row.ticket_id === null ? '' : String(row.ticket_id),
  };
}

async function storedTicket(
  db: Kysely<DatabaseSchema>,
  userId: string,
  key: string,
): Promise<{ requestHash: string; response: TicketPurchaseResponse } | null> {
  const row = await db
    .selectFrom('lotto_tickets')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        requestHash: row.request_hash,
        response: row.response as unknown as TicketPurchaseResponse,
      }
    : null;
}
