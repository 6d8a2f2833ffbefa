// Buying a toto ticket: the picks checked against the draw (domain picksProblems: a 400 naming the
// game), the unit stake, the lines and the account against the draw's rules (409 refusals), then
// one SQL transaction checks the customer's limits, re-checks that the draw is still open under a
// share lock on its row (closing it takes the row's update lock, so a ticket is either in before
// the draw closes or refused: settlement never misses one), moves the stake from the customer's
// main account to the brand's toto pool through the ledger (key `toto:stake:<ticketId>`) and books
// the ticket with the customer's Idempotency-Key and the answer. The same key and body answer the
// first ticket again; the same key with another body is refused (422).
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { decimalToMinorUnits, minorToMajorNumber } from '../../domain/money/amounts';
import {
  linesOf,
  picksProblems,
  unitStakeProblem,
  type TotoPick,
  type TotoPickProblem,
  type TotoRefusalCode,
  type TotoRules,
  type TotoTicketView,
} from '../../domain/toto/index';
import type { DatabaseSchema } from '../db/schema';
import { systemWorldClock, type WorldClock } from '../http/worldClock';
import { LEDGER_KINDS } from '../money/ledger';
import {
  DrawClosed,
  startPoolPurchase,
  type PoolPurchaseResult,
} from '../poolGames/ticketPurchase';
import { minorDigitsOf, ticketView } from './views';

/** The brand's toto pool: stakes in, operator shares and wins out, the rollover stays. */
export function totoPoolCode(brand: string): string {
  return `toto_pool.${brand}`;
}

/** The brand's toto operator account: each settled pool's operator share. */
export function totoOperatorCode(brand: string): string {
  return `toto_operator.${brand}`;
}

const TICKETS = 'toto_tickets';

export interface TicketBody {
  drawId: number;
  accountId: number;
  /** Major units of the account's currency. */
  unitStake: number;
  /** One set of picks per game of the draw, in position order. */
  picks: string[][];
}

export interface TicketResponse {
  ticket: TotoTicketView;
  /** The staked account's balance after the stake, major units. */
  balance: number;
}

export interface TotoRefusal {
  code: TotoRefusalCode;
  /** The limit crossed, major units. */
  limit?: number;
}

/** Bought, refused, picks that do not fit the draw (a 400 naming `picks/<position>`), key reused. */
export type PurchaseResult = PoolPurchaseResult<TicketResponse, TotoRefusal>;

export interface PurchaseDeps {
  db: Kysely<DatabaseSchema>;
  /** The feed's clock (ms): a draw closes at its first game's start on it. */
  feedNow: () => number;
  /** The world clock the stake limits count their windows on (ctx.worldClock). */
  worldClock?: WorldClock;
}

export interface PurchaseInput {
  userId: string;
  /** The request's brand: a draw of another brand is unknown here. */
  brand: string;
  idempotencyKey: string;
  body: TicketBody;
}

/** Buys a ticket or answers why not; nothing is written unless it is bought. */
export async function buyTicket(deps: PurchaseDeps, input: PurchaseInput): Promise<PurchaseResult> {
  const { body } = input;
  const purchase = await startPoolPurchase<TicketResponse, DrawColumns>(deps.db, TICKETS, input, {
    columns: sql`d.id as draw_id, d.number as draw_number, d.status as draw_status,
      d.closes_at, d.rules`,
    join: sql`left join toto_draws d
      on d.id = ${body.drawId}::bigint and d.brand = ${input.brand}`,
  });
  if (purchase.replay) return purchase.replay;
  const draw = drawOf(purchase.draw);
  if (!draw) return { kind: 'refused', refusals: [{ code: 'draw_unknown' }] };

  const problems = picksProblems(body.picks, draw.rules.gamesPerDraw);
  if (problems.length > 0) return { kind: 'bad_input', ...pickProblemField(problems[0]!) };
  const picks = body.picks as TotoPick[][];

  const refusals: TotoRefusal[] = [];
  if (purchase.buyer.banLevel > 0) refusals.push({ code: 'not_allowed' });
  if (draw.status !== 'open' || draw.closesAtMs <= deps.feedNow()) {
    refusals.push({ code: 'draw_closed' });
  }
  const account = purchase.buyer.account;
  if (!account || account.type !== ACCOUNT_TYPE.main || !account.open) {
    refusals.push({ code: 'account_unavailable' });
  }
  const currencyId = account?.currencyId ?? 643;
  const digits = minorDigitsOf(currencyId);
  const major = (minor: number) => minorToMajorNumber(minor, digits);
  const unitStake = decimalToMinorUnits(body.unitStake, digits);
  const rules = draw.rules;
  // An amount finer than the currency's minor unit is off any step of it.
  const stakeProblem =
    unitStake === null ? 'stake_off_step' : unitStakeProblem(unitStake, rules, digits);
  if (stakeProblem) refusals.push(stakeRefusal(stakeProblem, rules, digits));
  const lines = linesOf(picks);
  if (lines > rules.maxLines) refusals.push({ code: 'too_many_lines', limit: rules.maxLines });
  if (refusals.length > 0 || unitStake === null || !account) return { kind: 'refused', refusals };
  const stake = unitStake * lines;

  const { ticketId } = purchase;
  return purchase.sell({
    drawId: draw.id,
    currencyId,
    stake,
    clock: deps.worldClock ?? systemWorldClock,
    toMajor: major,
    holdOpenDraw: async (trx) => {
      const { rows: open } = await sql<{ id: string | number }>`
        select id from toto_draws
        where id = ${draw.id}::bigint and status = 'open'
          and closes_at > ${new Date(deps.feedNow())}::timestamptz
        for share`.execute(trx);
      if (open.length === 0) throw new DrawClosed();
    },
    ledger: {
      idempotencyKey: `toto:stake:${ticketId}`,
      kind: LEDGER_KINDS.totoStake,
      reference: `toto:ticket:${ticketId}`,
      houseAccountCode: totoPoolCode(input.brand),
    },
    picks: { picks: JSON.stringify(picks), lines, unit_stake: unitStake },
    answer: (balance, placedAt): TicketResponse => ({
      ticket: ticketView({
        id: ticketId,
        draw_id: draw.id,
        draw_number: draw.number,
        currency_id: currencyId,
        picks,
        lines,
        unit_stake: unitStake,
        stake,
        win: null,
        correct: null,
        status: 'open',
        placed_at: placedAt,
        paid_at: null,
      }),
      balance: major(balance),
    }),
  });
}

/** The 400 of the first pick problem: the field is the game's position in `picks`. */
function pickProblemField(problem: TotoPickProblem): { field: string; message: string } {
  switch (problem.code) {
    case 'games_count':
      return { field: 'picks', message: `body/picks must hold ${problem.expected} games` };
    case 'pick_missing':
      return {
        field: `picks/${problem.position}`,
        message: `body/picks/${problem.position} must pick at least one of 1, X, 2`,
      };
    case 'pick_duplicate':
      return {
        field: `picks/${problem.position}`,
        message: `body/picks/${problem.position} must not pick an outcome twice`,
      };
    case 'pick_unknown':
      return {
        field: `picks/${problem.position}`,
        message: `body/picks/${problem.position} must pick only 1, X or 2`,
      };
  }
}

function stakeRefusal(
  code: 'stake_below_min' | 'stake_above_max' | 'stake_off_step',
  rules: TotoRules,
  digits: number,
): TotoRefusal {
  // The rule's figure in major units, as the config states it (rounded to the currency).
  const figure = (value: number) => minorToMajorNumber(Math.round(value * 10 ** digits), digits);
  const limit =
    code === 'stake_below_min'
      ? rules.unitStake.min
      : code === 'stake_above_max'
        ? rules.unitStake.max
        : rules.unitStake.step;
  return { code, limit: figure(limit) };
}

// ---------------------------------------------------------------- what the database says first

interface DrawInfo {
  id: string;
  number: number;
  status: string;
  closesAtMs: number;
  rules: TotoRules;
}

interface DrawColumns {
  draw_id: string | number | null;
  draw_number: number | null;
  draw_status: string | null;
  closes_at: Date | null;
  rules: TotoRules | null;
}

/** The draw as the purchase judges it, from its columns in the first read; null: no such draw. */
function drawOf(row: DrawColumns): DrawInfo | null {
  return row.draw_id === null || row.rules === null || row.closes_at === null
    ? null
    : {
        id: String(row.draw_id),
        number: row.draw_number ?? 0,
        status: row.draw_status ?? 'open',
        closesAtMs: new Date(row.closes_at).getTime(),
        rules: row.rules,
      };
}
