// Bet placement (SPEC section 3 "Coupon to place" and "Bet", section 4 "Bets and coupon", section
// 5 coupon rules): every rule re-checked against the current prices and market states, then one
// SQL transaction debits the stake through the ledger and books the coupons with their legs and
// the answer under the customer's Idempotency-Key. The transaction takes three round trips after
// BEGIN (the ledger's own statements, then one statement for placement, coupons and legs), so the
// sportsbook house account's row lock, held until COMMIT, is held as briefly as possible.
// A coupon staked with a free bet (docs/bonus.md "Free bets") takes its stake from the house account
// `bonuses` instead of the customer's account, and consumes the token in the same transaction.
import { coefToHundredths, winningsTaxRuleOf, type CouponToPlace } from '../../domain/coupon/index';
import { minorToMajorNumber } from '../../domain/money/amounts';
import { DEFAULT_COEF_VIEW_ID } from '../../domain/odds/coefViews';
import { isCoefTextOfView } from '../../domain/odds/formatCoef';
import { consumeFreeBet, FREE_BET_HOUSE_ACCOUNT } from '../bonus/freeBets';
import { systemWorldClock } from '../http/worldClock';
import { houseAccountId, sportsbookAccountCode } from '../money/houseAccounts';
import { answerFromStore, hashBody, purchaseUnderKey } from '../money/keyedPurchase';
import { accountsTouched } from '../money/accountTouches';
import { LEDGER_KINDS, postTransfer } from '../money/ledger';
import { DEFAULT_SPORTS_LANGUAGE } from '../sports/i18n';
import { legNames, nameCouponLegs } from './legNames';
import type { FieldProblem } from './couponSchemas';
import { readContext, storedPlacement } from './placementContext';
import { bookCoupons, pricedLegNaming } from './placementBooking';
import { evaluate } from './placementRules';
import type {
  PlacementDeps,
  PlacementInput,
  PlacementResponse,
  PlacementResult,
} from './placementTypes';

export type {
  CouponSiteFlags,
  PlacementDeps,
  PlacementInput,
  PlacementResponse,
  PlacementResult,
} from './placementTypes';
export { findOutcome } from './placementRules';

/** Places a coupon or answers why not; nothing is written unless it is placed. */
export async function placeCoupon(
  deps: PlacementDeps,
  input: PlacementInput,
): Promise<PlacementResult> {
  const { body } = input;
  const bad = bodyProblem(body);
  if (bad) return { kind: 'bad_input', ...bad };
  const requestHash = hashBody(body);
  const couponCount = body.typeId === 9 ? body.bets.length : 1;
  const language = input.language ?? DEFAULT_SPORTS_LANGUAGE;
  // The stored answer names legs as the provider did: a replay names them in this request's language.
  const replay = async (response: PlacementResponse): Promise<PlacementResult> => ({
    kind: 'placed',
    response: {
      ...response,
      coupons: (await nameCouponLegs(deps.db, response.coupons, language)).map((coupon) => ({
        // An answer stored before free bets (migration 0027) has no isFreeBet: it was none.
        ...coupon,
        isFreeBet: coupon.isFreeBet ?? false,
      })),
    },
    replayed: true,
  });

  const context = await readContext(deps.db, input, couponCount);
  if (context.stored) {
    const answer = answerFromStore(context.stored, requestHash);
    return answer.kind === 'answered' ? replay(answer.response) : answer;
  }

  const evaluation = await evaluate(deps, input, context);
  if (evaluation.refusals.length > 0) return { kind: 'refused', refusals: evaluation.refusals };
  const plan = evaluation.plan;
  const freeBetId = body.freeBetId === undefined ? null : String(body.freeBetId);

  // The customer's sportsbook shard is created on its first bet, inside the transaction, so a
  // refused placement writes nothing at all.
  const worldClock = deps.worldClock ?? systemWorldClock;
  const placedAt = (deps.now ?? (() => new Date()))();
  const placed = await purchaseUnderKey({
    db: deps.db,
    requestHash,
    // A free bet stakes none of the customer's money: only exclusions and time-outs apply.
    stake: {
      userId: input.userId,
      amount: freeBetId ? 0 : plan.totalStake,
      currencyId: plan.currencyId,
      clock: worldClock,
    },
    toMajor: (minor) => minorToMajorNumber(minor, plan.minorUnitDigits),
    stored: () => storedPlacement(deps.db, input.userId, input.idempotencyKey),
    // A concurrent placement staked the token first: this one booked nothing.
    refusalOf: (err) => (err instanceof FreeBetTaken ? { code: 'free_bet_used' as const } : null),
    book: async (trx) => {
      if (freeBetId) {
        const consumed = await consumeFreeBet(trx, {
          freeBetId,
          userId: input.userId,
          couponId: context.couponIds[0]!,
          at: new Date(worldClock.now()),
        });
        if (!consumed) throw new FreeBetTaken();
      }
      const houseId =
        context.houseId ??
        (await houseAccountId(trx, sportsbookAccountCode(input.userId), plan.currencyId));
      const stake = await postTransfer(trx, {
        idempotencyKey: `placement:${context.placementId}`,
        kind: freeBetId ? LEDGER_KINDS.freeBetStake : LEDGER_KINDS.betStake,
        reference: `placement:${context.placementId}`,
        fromAccountId: freeBetId
          ? await houseAccountId(trx, FREE_BET_HOUSE_ACCOUNT, plan.currencyId)
          : String(body.accountId),
        toAccountId: houseId,
        currencyId: plan.currencyId,
        amount: plan.totalStake,
      });
      return bookCoupons(trx, {
        userId: input.userId,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        placementId: context.placementId,
        couponIds: context.couponIds,
        stakeTransactionId: stake.transactionId,
        placedAt,
        accountId: String(body.accountId),
        freeBetId,
        refId: body.refId ?? null,
        plan,
        taxRule: winningsTaxRuleOf(input.flags.taxes, plan.minorUnitDigits),
      });
    },
  });
  if (placed.kind === 'refused') return { kind: 'refused', refusals: [placed.refusal] };
  if (placed.kind === 'key_reused') return placed;
  if (placed.replayed) return replay(placed.response);
  // A free bet stakes none of the customer's money: the booked coupon is told to their tabs
  // (and the cash-out push) as a posting on their account would be.
  if (freeBetId) accountsTouched([String(body.accountId)]);
  const response = placed.response;
  return {
    kind: 'placed',
    response: {
      ...response,
      coupons: response.coupons.map((coupon, i) => ({
        ...coupon,
        legs: coupon.legs.map((leg, position) => {
          const priced = plan.coupons[i]?.legs[position];
          return priced ? { ...leg, ...legNames(pricedLegNaming(priced), language) } : leg;
        }),
      })),
    },
    replayed: false,
  };
}

class FreeBetTaken extends Error {
  constructor() {
    super('The free bet was staked by a concurrent placement, or expired');
  }
}

// ---------------------------------------------------------------- input the schema cannot check

/** Coefficients have at most 2 decimals (the contract); the schema checks the rest. */
function bodyProblem(body: CouponToPlace): FieldProblem | null {
  for (const [i, bet] of body.bets.entries()) {
    if (coefToHundredths(bet.coef) === null) {
      return {
        field: 'bets',
        rule: 'multipleOf',
        message: `body/bets/${i}/coef must be a coefficient above 1 with at most 2 decimals`,
      };
    }
  }
  if (
    body.exactCoef !== undefined &&
    body.exactCoef !== 0 &&
    coefToHundredths(body.exactCoef) === null
  ) {
    return {
      field: 'exactCoef',
      rule: 'multipleOf',
      message: 'body/exactCoef must be 0 or a coefficient above 1 with at most 2 decimals',
    };
  }
  if (
    body.coefByView !== undefined &&
    !isCoefTextOfView(body.coefByView, body.coefViewId ?? DEFAULT_COEF_VIEW_ID)
  ) {
    return {
      field: 'coefByView',
      rule: 'format',
      message: 'body/coefByView must be a coefficient as the coefficient view coefViewId shows it',
    };
  }
  return null;
}
