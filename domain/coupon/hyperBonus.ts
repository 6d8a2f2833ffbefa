// The hyper bonus (SPEC section 3 "Coupon state" and "Coupon to place": hyperBonusPercent,
// minHyperBonusBetLimit, maxHyperBonusLimit), a sportsbook's accumulator boost: an express of
// enough legs, each priced at or above a least coefficient, staked at least the minimum, earns a
// percent of its winnings (the payout above the stake) on top when it wins, up to a cap. The
// percent grows with the legs (the brand's table). Amounts in integer minor units; the bonus is
// rounded down to the minor unit and never above the cap.
import { decimalToMinorUnits } from '../money/amounts';
import { COUPON_TYPES } from './couponTypes';

/** The brand's terms as its site config states them (site.json `hyperBonus`, major units). */
export interface HyperBonusConfig {
  /** Each leg's coefficient must be at least this. */
  minLegCoef: number;
  /** Percent by legs: a row applies from its `legs` up, the row of most legs reached wins. */
  percentByLegs: readonly { legs: number; percent: number }[];
  /** The least stake (minHyperBonusBetLimit), major units of the coupon's currency. */
  minBet: number;
  /** The most the bonus pays (maxHyperBonusLimit), major units. */
  maxBonus: number;
}

/** A coupon's hyper bonus, as the coupon state and the coupon to place carry it: minor units. */
export interface HyperBonusTerms {
  /** Percent of the winnings added (0: none). */
  percent: number;
  /** The least stake it applies to (minHyperBonusBetLimit). */
  minBetMinor: number;
  /** The most it adds (maxHyperBonusLimit). */
  maxBonusMinor: number;
}

/** The slip the percent is read from: its type, its legs' coefficients, its stake (minor). */
export interface HyperBonusSlip {
  typeId: number;
  coefs: readonly number[];
  amount: number;
  /** A free bet's stake is the house's: no bonus on it. */
  isFreeBet?: boolean;
}

/** The table's percent for this many legs each priced at least the minimum (0: none). */
export function hyperBonusTablePercent(config: HyperBonusConfig, coefs: readonly number[]): number {
  if (coefs.some((coef) => !(coef >= config.minLegCoef))) return 0;
  let percent = 0;
  let reached = 0;
  for (const row of config.percentByLegs) {
    if (coefs.length >= row.legs && row.legs >= reached) {
      reached = row.legs;
      percent = row.percent;
    }
  }
  return percent;
}

/**
 * The hyper bonus of a slip under the brand's terms in one currency (null: the brand has none):
 * the percent is the table's for an express (not a free bet) staked at least the minimum, else 0;
 * the limits are the brand's either way, so the slip can say what it would take.
 */
export function hyperBonusOf(
  config: HyperBonusConfig | null | undefined,
  slip: HyperBonusSlip,
  minorUnitDigits: number,
): HyperBonusTerms | null {
  if (!config) return null;
  const minor = (major: number) =>
    decimalToMinorUnits(major, minorUnitDigits) ?? Math.floor(major * 10 ** minorUnitDigits);
  const minBetMinor = minor(config.minBet);
  const qualifies =
    slip.typeId === COUPON_TYPES.express && !slip.isFreeBet && slip.amount >= minBetMinor;
  return {
    percent: qualifies ? hyperBonusTablePercent(config, slip.coefs) : 0,
    minBetMinor,
    maxBonusMinor: minor(config.maxBonus),
  };
}

/**
 * The bonus a won coupon's payment earns: `percent` of its winnings (`payout` above the stake
 * `inPlay` it returns: the whole `stake`, or what partial cash-outs left in play), rounded down,
 * at most the cap; none when the coupon's stake is below the minimum or without winnings.
 */
export function hyperBonusAmount(
  terms: HyperBonusTerms | null,
  stake: number,
  payout: number,
  inPlay: number = stake,
): number {
  if (!terms || terms.percent <= 0 || stake < terms.minBetMinor || payout <= inPlay) return 0;
  const bonus = Number(
    (BigInt(payout - inPlay) * BigInt(Math.round(terms.percent * 100))) / 10_000n,
  );
  return Math.min(bonus, terms.maxBonusMinor);
}
