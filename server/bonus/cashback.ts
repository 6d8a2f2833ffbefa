// Casino cashback paid for closed periods (office pages casino/vipcashback and
// casino/premiumcashback). The rules are domain/casino/cashback.ts CASHBACK_RULES and the play
// totals casinoPlayTotals (server/casino/catalogue/casinoBonuses.ts): the very computation the
// pages show as the current period's estimate, here over a closed period.
//
// Who is paid: every customer, in both programs, as the pages show both programs' cashback to
// every signed-in customer on every brand (the office menu lists both pages without a condition;
// a brand's casino lobby banner only links to one). A customer whose net loss over a closed period
// reaches a tier is paid that period's cashback per currency; one who is ahead gets nothing.
//
// How: from the `bonuses` house account, by the brand's site config `bonuses.cashback`
// (domain/bonus cashbackPayoutTerms, default x1 within 7 days): with a multiplier, as a casino
// bonus on the bonus account, to be wagered that many times by casino rounds before it moves to
// the main account; with multiplier 0 (or no bonus account in that currency), straight to the
// main account. The customer's brand is the one they transferred to (customer_brands), else the
// brand of their latest payment, else this server's BRAND.
//
// Once: each payout is one SQL transaction that inserts its cashback_payouts row (primary key:
// program, period start, customer, currency) and posts the ledger credit under the key
// `cashback:<program>:<period start>:<customer>:<currency>`; a repeated, concurrent or restarted
// sweep finds the row (or waits for the first one's commit and then finds it) and pays nothing.
import type { Kysely, Transaction } from 'kysely';
import { cashbackBonusTerms, cashbackPayoutTerms } from '../../domain/bonus/index';
import { CASHBACK_RULES, cashbackFor, closedPeriods } from '../../domain/casino/cashback';
import type { CashbackProgram } from '../../domain/casino/catalogueBonusTypes';
import type { Period } from '../../domain/casino/catalogueSchedule';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { casinoPlayTotals, type CasinoPlayLine } from '../casino/catalogue/casinoBonuses';
import type { DatabaseSchema } from '../db/schema';
import { houseAccountId } from '../money/houseAccounts';
import { postTransfer } from '../money/ledger';
import { accountBrandOf } from '../userTransfer/transferNeed';
import {
  BONUS_HOUSE_ACCOUNT,
  BONUS_LEDGER_KINDS,
  creditBonus,
  customerAccount,
  type BonusDeps,
} from './bonusService';
import { rememberSwept, type PeriodSweepOptions, type PeriodSweepResult } from './periodSweep';

type Db = Kysely<DatabaseSchema>;
type Trx = Transaction<DatabaseSchema>;

/** Closed periods each sweep looks back over: a server down over a period's end still pays it. */
export const CASHBACK_LOOKBACK_PERIODS = 2;

export const CASHBACK_PROGRAMS = Object.keys(CASHBACK_RULES) as CashbackProgram[];

/** The ledger key of one payout. */
export function cashbackKey(
  program: CashbackProgram,
  period: Period,
  userId: string,
  currencyId: number,
): string {
  return `cashback:${program}:${period.start.toISOString()}:${userId}:${currencyId}`;
}

/** The brand a customer's payout follows (see the head comment). */
export async function customerBrand(db: Db | Trx, userId: string): Promise<string | null> {
  const moved = await accountBrandOf(db, userId);
  if (moved !== null) return moved;
  const payment = await db
    .selectFrom('payments')
    .select('brand')
    .where('user_id', '=', userId)
    .where('brand', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return payment?.brand ?? null;
}

export type CashbackSweepResult = PeriodSweepResult;

interface Payout {
  program: CashbackProgram;
  period: Period;
  line: CasinoPlayLine;
  netLoss: number;
  percentHundredths: number;
  amount: number;
  nowMs: number;
}

/** Pays one customer's cashback of one closed period and currency; false when already paid. */
async function payOne(db: Db, deps: BonusDeps, payout: Payout): Promise<boolean> {
  const { program, period, line } = payout;
  return db.transaction().execute(async (trx) => {
    const brand = deps.brandOf(await customerBrand(trx, line.userId));
    const terms = cashbackPayoutTerms(deps.configOf(brand)?.config);
    const inserted = await trx
      .insertInto('cashback_payouts')
      .values({
        program,
        period_start: period.start,
        period_end: period.end,
        user_id: line.userId,
        currency_id: line.currencyId,
        brand,
        net_loss: payout.netLoss,
        percent_hundredths: payout.percentHundredths,
        amount: payout.amount,
        paid_to: 'bonus',
        paid_at: new Date(payout.nowMs),
      })
      .onConflict((oc) =>
        oc.columns(['program', 'period_start', 'user_id', 'currency_id']).doNothing(),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) return false;
    const key = cashbackKey(program, period, line.userId, line.currencyId);
    let bonusId: string | null = null;
    if (terms.multiplier > 0) {
      bonusId = await creditBonus(trx, {
        userId: line.userId,
        brand,
        source: 'cashback',
        product: 'casino',
        kind: 'bonus',
        amount: payout.amount,
        currencyId: line.currencyId,
        terms: cashbackBonusTerms(terms),
        nowMs: payout.nowMs,
        creditKey: key,
      });
    }
    let transactionId: string;
    if (bonusId !== null) {
      const bonus = await trx
        .selectFrom('bonuses')
        .select('credit_transaction_id')
        .where('id', '=', bonusId)
        .executeTakeFirstOrThrow();
      transactionId = String(bonus.credit_transaction_id);
    } else {
      const account =
        (await customerAccount(trx, line.userId, ACCOUNT_TYPE.main, line.currencyId)) ??
        (await customerAccount(trx, line.userId, ACCOUNT_TYPE.currency, line.currencyId));
      if (!account) {
        throw new Error(`Cashback ${key}: the customer has no open account in the currency`);
      }
      const posted = await postTransfer(trx, {
        idempotencyKey: key,
        kind: BONUS_LEDGER_KINDS.cashback,
        reference: `cashback:${program}:${period.start.toISOString()}`,
        fromAccountId: await houseAccountId(trx, BONUS_HOUSE_ACCOUNT, line.currencyId),
        toAccountId: account,
        currencyId: line.currencyId,
        amount: payout.amount,
      });
      transactionId = posted.transactionId;
    }
    await trx
      .updateTable('cashback_payouts')
      .set({
        paid_to: bonusId === null ? 'main' : 'bonus',
        bonus_id: bonusId,
        transaction_id: transactionId,
      })
      .where('program', '=', program)
      .where('period_start', '=', period.start)
      .where('user_id', '=', line.userId)
      .where('currency_id', '=', line.currencyId)
      .execute();
    return true;
  });
}

/** The periods a sweep at `nowMs` pays, per program. */
export function cashbackPeriodsDue(nowMs: number): { program: CashbackProgram; period: Period }[] {
  return CASHBACK_PROGRAMS.flatMap((program) =>
    closedPeriods(CASHBACK_RULES[program], new Date(nowMs), CASHBACK_LOOKBACK_PERIODS).map(
      (period) => ({ program, period }),
    ),
  );
}

/**
 * Pays every unpaid cashback of the programs' closed periods at `nowMs` (default: the world
 * clock). `skip` names `program:periodStart` pairs a previous run of this process paid in full.
 */
export async function payClosedCashback(
  db: Db,
  deps: BonusDeps,
  options: PeriodSweepOptions = {},
): Promise<CashbackSweepResult> {
  const nowMs = options.nowMs ?? deps.now();
  const result: CashbackSweepResult = { paid: 0, failed: 0 };
  for (const { program, period } of cashbackPeriodsDue(nowMs)) {
    const periodKey = `${program}:${period.start.toISOString()}`;
    if (options.skip?.has(periodKey)) continue;
    const rule = CASHBACK_RULES[program];
    const already = await db
      .selectFrom('cashback_payouts')
      .select(['user_id', 'currency_id'])
      .where('program', '=', program)
      .where('period_start', '=', period.start)
      .execute();
    const paid = new Set(already.map((r) => `${String(r.user_id)}:${r.currency_id}`));
    let failedHere = 0;
    for (const line of await casinoPlayTotals(db, period)) {
      if (paid.has(`${line.userId}:${line.currencyId}`)) continue;
      const earned = cashbackFor(rule, line.currencyId, line);
      if (earned.cashback <= 0 || earned.percentHundredths === null) continue;
      try {
        const done = await payOne(db, deps, {
          program,
          period,
          line,
          netLoss: earned.netLoss,
          percentHundredths: earned.percentHundredths,
          amount: earned.cashback,
          nowMs,
        });
        if (done) result.paid += 1;
      } catch (err) {
        failedHere += 1;
        options.onError?.(err, cashbackKey(program, period, line.userId, line.currencyId));
      }
    }
    result.failed += failedHere;
    rememberSwept(options, periodKey, period, failedHere);
  }
  return result;
}
