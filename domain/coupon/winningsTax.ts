// Winnings tax (SPEC section 3 "Global state" partnerHasTaxes): a brand whose partner is taxed
// withholds a percent of the customer's winnings from what a coupon pays, as regulated sportsbooks
// do (Kenya's excise on winnings, Poland's and Greece's winnings tax): the tax is on the winnings
// (the payment above the stake it returns), never on a stake handed back, and the winnings up to
// a tax-free allowance are not taxed (only the part above it is, so a larger win never nets less).
// Each payment of a coupon is taxed on its own: the settlement's credit against the stake still
// in play, a cash-out against the share of the stake it sells. Amounts in integer minor units;
// the tax is rounded down to the minor unit (in the customer's favour), so the net is exact.
import { decimalToMinorUnits } from '../money/amounts';
import { COUPON_TYPES, type CouponShape } from './couponTypes';
import { liveAmountAfter } from './cashOut';
import { possibleWin } from './possibleWin';

/** The highest rate a brand may set (50 %), so a taxed payment always credits the customer. */
export const MAX_TAX_RATE_BP = 5000;

/** The brand's rule as the site config states it (site.json `taxes`). */
export interface TaxesConfig {
  /** Percent of the taxed winnings (0 < rate <= 50: MAX_TAX_RATE_BP), read to hundredths of a percent. */
  ratePercent: number;
  /** Winnings up to this (major units of the coupon's currency) are not taxed; absent: 0. */
  taxFreeWinnings?: number;
}

/** The rule in the units the ledger counts: basis points and minor units of one currency. */
export interface WinningsTaxRule {
  /** Hundredths of a percent (1500: 15 %). */
  rateBp: number;
  /** Winnings up to this many minor units are not taxed. */
  taxFreeMinor: number;
}

export interface TaxedPayment {
  /** What the payment is before the tax (minor units). */
  gross: number;
  /** Withheld (minor units). */
  tax: number;
  /** What the customer is credited: gross - tax. */
  net: number;
}

/** The config's rule in one currency's minor units; null when the brand has no taxes. */
export function winningsTaxRuleOf(
  config: TaxesConfig | undefined | null,
  minorUnitDigits: number,
): WinningsTaxRule | null {
  if (!config) return null;
  const rateBp = Math.round(config.ratePercent * 100);
  if (!Number.isSafeInteger(rateBp) || rateBp <= 0 || rateBp > MAX_TAX_RATE_BP) return null;
  const free = Math.max(0, config.taxFreeWinnings ?? 0);
  // An allowance finer than the currency's minor unit is read down to it.
  const taxFreeMinor =
    decimalToMinorUnits(free, minorUnitDigits) ?? Math.floor(free * 10 ** minorUnitDigits);
  return { rateBp, taxFreeMinor };
}

/**
 * The tax on one payment of `gross` minor units that returns `stake` minor units of stake (0 for
 * a free bet, whose stake was never the customer's): rate times the winnings above the
 * allowance, rounded down. No rule, a refund or a payment below its stake: no tax.
 */
export function winningsTax(
  rule: WinningsTaxRule | null,
  gross: number,
  stake: number,
): TaxedPayment {
  if (!rule || gross <= 0) return { gross, tax: 0, net: gross };
  const taxable = gross - Math.max(0, stake) - rule.taxFreeMinor;
  if (taxable <= 0) return { gross, tax: 0, net: gross };
  const tax = Number((BigInt(taxable) * BigInt(rule.rateBp)) / 10_000n);
  return { gross, tax, net: gross - tax };
}

/**
 * The tax on a coupon's possible win (every leg won), as the coupon shows it before placement: a
 * singles coupon books one coupon a bet, each taxed on its own; any other type is one coupon.
 */
export function possibleWinTax(
  shape: CouponShape,
  rule: WinningsTaxRule | null,
  isFreeBet = false,
): TaxedPayment {
  const gross = possibleWin(shape);
  if (!rule || shape.legs.length === 0) return { gross, tax: 0, net: gross };
  // A free bet pays its winnings without the stake, and none of that stake was the customer's.
  if (isFreeBet) return winningsTax(rule, Math.max(0, gross - shape.amount), 0);
  if (shape.typeId !== COUPON_TYPES.singles) return winningsTax(rule, gross, shape.amount);
  let tax = 0;
  for (const leg of shape.legs) {
    const stake = shape.amountByBetId?.[leg.outcomeId] ?? 0;
    const single = possibleWin({ ...shape, legs: [leg] });
    tax += winningsTax(rule, single, stake).tax;
  }
  return { gross, tax, net: gross - tax };
}

/**
 * A cash-out of `amount` minor units from an offer of `value` for the `liveAmount` still in play,
 * as the customer is credited it: taxed as a settlement is, on the winnings above the share of the
 * stake it sells (a part sells its share rounded up, liveAmountAfter). The offer shown, the
 * confirmation, the auto rule's comparison and the sale itself all read this.
 */
export function cashOutPayment(
  rule: WinningsTaxRule | null,
  amount: number,
  value: number,
  liveAmount: number,
): TaxedPayment {
  return winningsTax(rule, amount, liveAmount - liveAmountAfter(liveAmount, amount, value));
}
