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
import { LEDGER_KINDS } from '../money/ledger';
import {
  DrawClosed,
  startPoolPurchase,
  type PoolPurchaseResult,
} from '../poolGames/ticketPurchase';
import { drawLockKey } from './draws';
import { findLottery, lottoAccountCode, minorDigitsOf } from './lotteries';

const TICKETS = 'lotto_tickets';

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

/** Sold, refused, numbers the lottery does not take (a 400 naming the field and rule), key reused. */
export type PurchaseResult = PoolPurchaseResult<TicketPurchaseResponse, LottoRefusal>;

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
  const purchase = await startPoolPurchase<TicketPurchaseResponse, DrawColumns>(
    deps.db,
    TICKETS,
    input,
    {
      columns: sql`d.id as draw_id, d.brand, d.lottery_id, d.number, d.status, d.closes_at`,
      join: sql`left join lotto_draws d on d.id = ${body.drawId}`,
    },
  );
  if (purchase.replay) return purchase.replay;

  const draw = drawOf(purchase.draw);
  if (!draw || draw.brand !== input.brand) {
    return { kind: 'refused', refusals: [{ code: 'draw_unknown' }] };
  }
  const lottery = findLottery(input.lotteries, draw.lotteryId);
  if (lottery) {
    const problem = pickProblem(lottery, body);
    if (problem) return problem;
  }

  const refusals: LottoRefusal[] = [];
  if (purchase.buyer.banLevel > 0) refusals.push({ code: 'not_allowed' });
  const account = purchase.buyer.account;
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

  const { ticketId } = purchase;
  return purchase.sell({
    drawId: draw.id,
    currencyId,
    stake,
    clock: deps.worldClock,
    toMajor: (minor) => minorToMajorNumber(minor, digits),
    holdOpenDraw: async (trx) => {
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
    },
    ledger: {
      idempotencyKey: `lotto:stake:${ticketId}`,
      kind: LEDGER_KINDS.lottoStake,
      reference: `lotto_ticket:${ticketId}`,
      houseAccountCode: lottoAccountCode(input.brand),
    },
    picks: { numbers: JSON.stringify(numbers), quick_pick: quickPick },
    answer: (balance, placedAt): TicketPurchaseResponse => ({
      ticket: {
        id: Number(ticketId),
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
      balance: minorToMajorNumber(balance, digits),
    }),
  });
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

interface PurchaseDraw {
  id: string;
  brand: string;
  lotteryId: string;
  number: number;
  status: string;
  closesAt: Date;
}

interface DrawColumns {
  draw_id: string | number | null;
  brand: string | null;
  lottery_id: string | null;
  number: number | null;
  status: string | null;
  closes_at: Date | null;
}

/** The draw as the purchase judges it, from its columns in the first read; null: no such draw. */
function drawOf(row: DrawColumns): PurchaseDraw | null {
  return row.draw_id === null
    ? null
    : {
        id: String(row.draw_id),
        brand: row.brand ?? '',
        lotteryId: row.lottery_id ?? '',
        number: row.number ?? 0,
        status: row.status ?? '',
        closesAt: new Date(row.closes_at ?? 0),
      };
}
