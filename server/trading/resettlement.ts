// Resettlement of a market (docs/back-office.md "Trading"): a trader gives outcomes of a game their
// right result; every leg on them whose stored result differs takes it, and every settled coupon
// among them is settled again with the same rules (domain settleCoupon) and corrected through the
// ledger by the difference of payouts. All in one transaction, under the coupons' row locks, with
// one coupon_resettlements row a coupon (its primary key) and the ledger key
// `coupon:<id>:resettle:<resettlementId>`: each affected coupon is corrected exactly once, and a
// repeated request finds the legs already right and moves nothing. A correction the customer's
// balance cannot cover refuses the whole resettlement (nothing moves).
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  freeBetSettlement,
  settleCoupon,
  hyperBonusAmount,
  winningsTax,
  type LegResult,
} from '../../domain/coupon/index';
import type { CouponCorrection, ResettlementAnswer } from '../../domain/trading/contract';
import { couponHyperBonus, couponTaxRule } from '../coupon/couponTax';
import { shapeOf, type CouponRow, type LegRow } from '../coupon/settlement';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';
import { toSafeInteger } from '../money/bigints';
import { HOUSE_ACCOUNT, houseAccountId, sportsbookAccountCode } from '../money/houseAccounts';
import { accountsTouched } from '../money/accountTouches';
import { LEDGER_KINDS, LedgerRefusal, postTransaction } from '../money/ledger';
import { recordAudit } from '../operators/audit';

type ResettledCoupon = CouponRow & {
  status: string;
  payout: string | number | null;
  hyper_bonus: string | number;
};

export interface ResettlementInput {
  gameId: number;
  results: readonly { outcomeId: number; result: LegResult }[];
  operatorId: string;
}

export async function resettleMarket(
  db: Kysely<DatabaseSchema>,
  input: ResettlementInput,
): Promise<ResettlementAnswer> {
  const wanted = new Map(input.results.map((r) => [r.outcomeId, r.result]));
  const outcomeIds = [...wanted.keys()];
  const touched = new Set<string>();
  const answer = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('market_resettlements')
      .values({
        game_id: input.gameId,
        results: JSON.stringify(input.results),
        operator_id: input.operatorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resettlementId = toSafeInteger(created.id);
    // Locked in id order (two resettlements never deadlock); the legs are read after the locks.
    const { rows: coupons } = await sql<ResettledCoupon>`
      select id, user_id, account_id, currency_id, type_id, amount, amount_by_block, system_value,
        use_bankers, bonus_factor_hundredths, exact_coef_hundredths, placed_at, free_bet_id,
        status, payout, tax_rate_bp, tax_free, tax, hyper_bonus_percent_hundredths,
        hyper_bonus_min_bet, hyper_bonus_max, hyper_bonus
      from coupons where id in (
        select coupon_id from coupon_legs
        where game_id = ${input.gameId}::bigint
          and outcome_id in (${sql.join(outcomeIds.map((id) => sql`${id}::bigint`))})
          and result is not null)
      order by id for update`.execute(trx);
    let legsChanged = 0;
    const corrections: CouponCorrection[] = [];
    for (const coupon of coupons) {
      const couponId = String(coupon.id);
      const { rows: legs } = await sql<LegRow>`
        select id, outcome_id, game_id, coef_hundredths, block_id, is_live, market_type_id,
          market_kind, param, period, outcome_type_id, result
        from coupon_legs where coupon_id = ${couponId}::bigint order by position`.execute(trx);
      const changed = legs.filter((leg) => {
        const result = wanted.get(toSafeInteger(leg.outcome_id));
        return (
          toSafeInteger(leg.game_id) === input.gameId &&
          result !== undefined &&
          leg.result !== null &&
          leg.result !== result
        );
      });
      if (changed.length === 0) continue;
      for (const leg of changed) {
        const result = wanted.get(toSafeInteger(leg.outcome_id))!;
        await trx
          .updateTable('coupon_legs')
          .set({ result })
          .where('id', '=', String(leg.id))
          .execute();
        leg.result = result;
      }
      legsChanged += changed.length;
      touched.add(String(coupon.account_id));
      // An open coupon is settled later by the usual pass, with the legs as they now are.
      if (coupon.status === 'open') continue;
      const correction = await correctCoupon(trx, coupon, legs, resettlementId);
      if (correction) corrections.push(correction);
    }
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: 'trading.resettle',
      target: `game/${input.gameId}`,
      details: { resettlementId, results: input.results, legs: legsChanged, coupons: corrections },
    });
    return { resettlementId, legs: legsChanged, coupons: corrections };
  });
  // Committed: the owners' coupons changed (an open one's legs too, with no money moved).
  accountsTouched([...touched]);
  return answer;
}

async function correctCoupon(
  trx: Transaction<DatabaseSchema>,
  coupon: ResettledCoupon,
  legs: LegRow[],
  resettlementId: number,
): Promise<CouponCorrection | null> {
  const couponId = String(coupon.id);
  const results = new Map<number, LegResult>();
  for (const leg of legs) results.set(toSafeInteger(leg.outcome_id), leg.result!);
  const settled = settleCoupon(shapeOf(coupon, legs), results);
  const stake = toSafeInteger(coupon.amount);
  const freeBet = coupon.free_bet_id !== null;
  const oldStatus = coupon.status;
  if (freeBet && (oldStatus === 'void') !== (settled.status === 'void')) {
    // A void free bet gave its token back: turning it (or un-turning it) is not a payout change.
    throw new Refusal(
      409,
      'resettlement_free_bet',
      `resettlement: free-bet coupon ${couponId} would change to or from void`,
    );
  }
  const newGross = freeBet
    ? freeBetSettlement(settled.status, settled.payout, stake).toCustomer
    : settled.payout;
  // A won coupon's hyper bonus (docs/coupon.md "Hyper bonus") is paid or taken back with the
  // payout, from and to the house account hyper_bonus.
  const newBonus =
    settled.status === 'won' && !freeBet
      ? hyperBonusAmount(couponHyperBonus(coupon), stake, newGross)
      : 0;
  // A taxed coupon (docs/coupon.md "Winnings tax"): its payout is after the tax it was placed
  // under (on the winnings with the bonus), and the tax withheld is corrected with it (the house
  // account winnings_tax).
  const { tax: newTax, net: newPayout } = winningsTax(
    couponTaxRule(coupon),
    newGross + newBonus,
    freeBet ? 0 : stake,
  );
  const oldPayout = toSafeInteger(coupon.payout ?? 0);
  const oldTax = toSafeInteger(coupon.tax);
  const oldBonus = toSafeInteger(coupon.hyper_bonus);
  if (
    settled.status === oldStatus &&
    newPayout === oldPayout &&
    newTax === oldTax &&
    newBonus === oldBonus
  ) {
    return null;
  }
  const difference = newPayout - oldPayout;
  const taxDifference = newTax - oldTax;
  const bonusDifference = newBonus - oldBonus;
  let transactionId: string | null = null;
  if (difference !== 0 || taxDifference !== 0 || bonusDifference !== 0) {
    const currencyId = coupon.currency_id;
    const house = await houseAccountId(
      trx,
      sportsbookAccountCode(String(coupon.user_id)),
      currencyId,
    );
    const postings = [
      { accountId: house, currencyId, amount: -(difference + taxDifference - bonusDifference) },
      { accountId: String(coupon.account_id), currencyId, amount: difference },
      ...(bonusDifference === 0
        ? []
        : [
            {
              accountId: await houseAccountId(trx, HOUSE_ACCOUNT.hyperBonus, currencyId),
              currencyId,
              amount: -bonusDifference,
            },
          ]),
      ...(taxDifference === 0
        ? []
        : [
            {
              accountId: await houseAccountId(trx, HOUSE_ACCOUNT.winningsTax, currencyId),
              currencyId,
              amount: taxDifference,
            },
          ]),
    ].filter((posting) => posting.amount !== 0);
    try {
      const posted = await postTransaction(trx, {
        idempotencyKey: `coupon:${couponId}:resettle:${resettlementId}`,
        kind: LEDGER_KINDS.betResettlement,
        reference: `coupon:${couponId}`,
        postings,
      });
      transactionId = posted.transactionId;
    } catch (err) {
      if (err instanceof LedgerRefusal && err.code === 'insufficient_funds') {
        throw new Refusal(
          409,
          'resettlement_insufficient_funds',
          `resettlement: coupon ${couponId}'s account cannot give back ${-difference} minor units`,
        );
      }
      throw err;
    }
  }
  await trx
    .updateTable('coupons')
    .set({ status: settled.status, payout: newPayout, tax: newTax, hyper_bonus: newBonus })
    .where('id', '=', couponId)
    .execute();
  await trx
    .insertInto('coupon_resettlements')
    .values({
      resettlement_id: resettlementId,
      coupon_id: couponId,
      old_status: oldStatus,
      new_status: settled.status,
      old_payout: oldPayout,
      new_payout: newPayout,
      transaction_id: transactionId,
    })
    .execute();
  return {
    couponId: toSafeInteger(coupon.id),
    userId: toSafeInteger(coupon.user_id),
    oldStatus,
    newStatus: settled.status,
    oldPayout,
    newPayout,
  };
}
