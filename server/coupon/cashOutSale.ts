// A cash-out (docs/cash-out.md): one SQL transaction. The coupon row is locked (`for update`, so
// a settlement pass, which skips locked coupons, waits for the next pass and then sees what is
// left), the offer recomputed under the lock from the legs' stored results and the live prices
// (./cashOut.ts), the customer's seen value checked against their odds-change setting, the amount
// credited from the sportsbook house account through the ledger under
// `coupon:<id>:cashout:<key>`, the stake still in play reduced (or the coupon settled as
// 'cashed_out'), and the answer stored under the customer's Idempotency-Key. A cash-out racing
// settlement therefore pays once: whichever takes the row first wins, the other sees the coupon
// changed.
import { sql, type Kysely } from 'kysely';
import {
  acceptsCashOutChange,
  couponAmountRules,
  cashOutPayment,
  liveAmountAfter,
  type CashOutTerms,
  type CashOutUnavailable,
  type ChangeCoefAction,
  type CashOutRefusalCode,
} from '../../domain/coupon/index';
import { decimalToMinorUnits, minorToMajorNumber } from '../../domain/money/amounts';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { houseAccountId, sportsbookAccountCode } from '../money/houseAccounts';
import { LEDGER_KINDS } from '../money/ledger';
import { postTaxedPayout } from '../money/taxedPayout';
import type { SportsState } from '../sports/state/sportsState';
import { answerFromStore, hashBody } from '../money/keyedPurchase';
import { cashOutExcluded, COUPON_SQL, digitsOf, legsOf, quoteOf, type OpenCoupon } from './cashOut';
import { couponTaxRule } from './couponTax';

export interface CashOutRequest {
  /** The offer the customer saw, major units. */
  value: number;
  /** A partial cash-out: how much to take, major units; absent: all of it. */
  amount?: number;
  /** The customer's odds-change setting, applied to the value (default 2: accept any). */
  changeCoefAction?: ChangeCoefAction;
}

export interface CashOutDone {
  ok: true;
  couponId: number;
  /** Taken from the offer now, major units; the account is credited this less `tax`. */
  amount: number;
  /** The winnings tax withheld from it, major units; absent: none. */
  tax?: number;
  /** The offer it was taken from. */
  value: number;
  /** The stake left in play (0: cashed out whole). */
  liveAmount: number;
  status: 'open' | 'cashed_out';
  /** The account's balance after the credit. */
  balance: number;
}

export type { CashOutRefusalCode };

export interface CashOutRefusal {
  code: CashOutRefusalCode;
  /** cash_out_unavailable: why. */
  reason?: CashOutUnavailable;
  /** The current offer (major units), when there is one. */
  newValue?: number;
  /** cash_out_amount_below_min: the least amount. */
  limit?: number;
}

export type CashOutResult =
  | { kind: 'done'; response: CashOutDone; replayed: boolean }
  | { kind: 'refused'; refusal: CashOutRefusal }
  | { kind: 'not_found' }
  | { kind: 'key_reused' };

export interface CashOutInput {
  userId: string;
  couponId: string;
  idempotencyKey: string;
  request: CashOutRequest;
  terms: CashOutTerms;
  /** 'auto': a rule the server executes (the request's value is the one it saw). */
  source?: 'customer' | 'auto';
}

class Refused extends Error {
  constructor(readonly refusal: CashOutRefusal) {
    super(refusal.code);
  }
}

/** Cashes out (all or part of) a coupon, or answers why not; nothing is written when refused. */
export async function cashOutCoupon(
  deps: {
    db: Kysely<DatabaseSchema>;
    state: SportsState;
    now?: () => Date;
    /** Now on the limits' clock (ctx.worldClock); default: real time. */
    limitsNow?: () => Date;
  },
  input: CashOutInput,
): Promise<CashOutResult> {
  const requestHash = hashBody({ couponId: input.couponId, ...input.request });
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<OpenCoupon['row']>`
        select ${COUPON_SQL} from coupons
        where id = ${input.couponId}::bigint and user_id = ${input.userId}::bigint
        for update`.execute(trx);
      const row = rows[0];
      if (!row) return { kind: 'not_found' as const };
      // Under the coupon's lock: a request with this key that committed first is answered again.
      const stored = await trx
        .selectFrom('coupon_cash_outs')
        .select(['request_hash', 'response'])
        .where('user_id', '=', input.userId)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (stored) {
        const answer = answerFromStore(
          { requestHash: stored.request_hash, response: stored.response as unknown as CashOutDone },
          requestHash,
        );
        return answer.kind === 'answered' ? { ...answer, kind: 'done' as const } : answer;
      }
      if (row.status !== 'open') throw new Refused({ code: 'coupon_settled' });
      if (await cashOutExcluded(trx, input.userId, (deps.limitsNow ?? (() => new Date()))())) {
        throw new Refused({ code: 'cash_out_excluded' });
      }
      const coupon: OpenCoupon = {
        row,
        legs: (await legsOf(trx, [String(row.id)])).get(String(row.id)) ?? [],
      };
      const quote = quoteOf(coupon, deps.state, input.terms);
      const digits = digitsOf(row.currency_id);
      const major = (minor: number) => minorToMajorNumber(minor, digits);
      if (quote.kind !== 'offer') {
        throw new Refused({ code: 'cash_out_unavailable', reason: quote.reason });
      }
      const value = quote.value;
      const seen = decimalToMinorUnits(input.request.value, digits);
      const wanted =
        input.request.amount === undefined
          ? null
          : decimalToMinorUnits(input.request.amount, digits);
      if (seen === null || (input.request.amount !== undefined && wanted === null)) {
        throw new Refused({ code: 'amount_not_minor_units' });
      }
      if (!acceptsCashOutChange(input.request.changeCoefAction ?? 2, seen, value)) {
        throw new Refused({ code: 'cash_out_value_changed', newValue: major(value) });
      }
      const min = couponAmountRules(row.currency_id).min;
      let amount = wanted ?? value;
      if (amount > value) {
        throw new Refused({ code: 'cash_out_amount_above_value', newValue: major(value) });
      }
      const stake = toSafeInteger(row.amount);
      const liveBefore = row.live_amount === null ? stake : toSafeInteger(row.live_amount);
      let liveAfter = liveAmountAfter(liveBefore, amount, value);
      if (amount < value) {
        // A part: at least the minimum stake, and something must stay in play.
        if (amount < min) {
          throw new Refused({ code: 'cash_out_amount_below_min', limit: major(min) });
        }
        if (liveAfter <= 0) {
          liveAfter = 0;
          amount = value;
        }
      }
      const couponId = String(row.id);
      // Taxed as a settlement is: the winnings above the share of the stake this sells (a free
      // bet is never cashed out), as the offer showed it.
      const { tax } = cashOutPayment(couponTaxRule(row), amount, value, liveBefore);
      const posted = await postTaxedPayout(trx, {
        idempotencyKey: `coupon:${couponId}:cashout:${input.userId}:${input.idempotencyKey}`,
        kind: LEDGER_KINDS.betCashOut,
        reference: `coupon:${couponId}`,
        fromAccountId: await houseAccountId(
          trx,
          sportsbookAccountCode(String(row.user_id)),
          row.currency_id,
        ),
        toAccountId: String(row.account_id),
        currencyId: row.currency_id,
        gross: amount,
        tax,
      });
      const whole = liveAfter === 0;
      // What the customer was credited: the coupon's payout counts it after tax.
      const cashedOut = toSafeInteger(row.cashed_out) + amount - tax;
      const now = (deps.now ?? (() => new Date()))();
      await trx
        .updateTable('coupons')
        .set({
          live_amount: liveAfter,
          cashed_out: cashedOut,
          tax: toSafeInteger(row.tax) + tax,
          ...(whole
            ? {
                status: 'cashed_out',
                payout: cashedOut,
                settled_at: now,
                settle_transaction_id: posted.transactionId,
              }
            : {}),
        })
        .where('id', '=', couponId)
        .execute();
      if (whole) {
        await trx.deleteFrom('coupon_auto_cash_outs').where('coupon_id', '=', couponId).execute();
      }
      const balance = await trx
        .selectFrom('accounts')
        .select('balance')
        .where('id', '=', String(row.account_id))
        .executeTakeFirstOrThrow();
      const response: CashOutDone = {
        ok: true,
        couponId: toSafeInteger(row.id),
        amount: major(amount),
        ...(tax > 0 ? { tax: major(tax) } : {}),
        value: major(value),
        liveAmount: major(liveAfter),
        status: whole ? 'cashed_out' : 'open',
        balance: major(toSafeInteger(balance.balance)),
      };
      await trx
        .insertInto('coupon_cash_outs')
        .values({
          coupon_id: couponId,
          user_id: input.userId,
          idempotency_key: input.idempotencyKey,
          request_hash: requestHash,
          amount,
          value,
          live_amount_before: liveBefore,
          live_amount_after: liveAfter,
          source: input.source ?? 'customer',
          transaction_id: posted.transactionId,
          response: JSON.stringify(response),
        })
        .execute();
      return { kind: 'done' as const, response, replayed: false };
    });
  } catch (err) {
    if (err instanceof Refused) return { kind: 'refused', refusal: err.refusal };
    if (isUniqueViolation(err)) {
      // The same key committed first by a concurrent request: answer as it did.
      const stored = await deps.db
        .selectFrom('coupon_cash_outs')
        .select(['request_hash', 'response'])
        .where('user_id', '=', input.userId)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (stored && stored.request_hash === requestHash) {
        return {
          kind: 'done',
          response: stored.response as unknown as CashOutDone,
          replayed: true,
        };
      }
      if (stored) return { kind: 'key_reused' };
    }
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}
