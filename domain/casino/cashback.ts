// Casino cashback (office pages casino/vipcashback and casino/premiumcashback): a share of the
// customer's net casino loss over the program's period, by tier. Net loss = stakes - wins -
// rollbacks, per currency, integer minor units; no cashback when the customer is ahead.
import { findCurrency } from '../money/currencies';
import type { CashbackProgram, CashbackTierView } from './catalogueBonusTypes';
import type { TournamentSchedule } from './catalogueBonusTypes';
import { periodAt, type Period } from './catalogueSchedule';

export interface CashbackTier {
  /** Net loss from which the tier applies, in whole units of the reference currency (USD). */
  fromLossUnits: number;
  /** Percent in hundredths: 500 is 5 %. */
  percentHundredths: number;
}

export interface CashbackRule {
  program: CashbackProgram;
  period: TournamentSchedule;
  /** Ascending by fromLossUnits. */
  tiers: readonly CashbackTier[];
}

/** VIP: weekly, from 100 units; premium: monthly, higher shares from 500 units. */
export const CASHBACK_RULES: Readonly<Record<CashbackProgram, CashbackRule>> = {
  vip: {
    program: 'vip',
    period: 'weekly',
    tiers: [
      { fromLossUnits: 100, percentHundredths: 500 },
      { fromLossUnits: 1_000, percentHundredths: 700 },
      { fromLossUnits: 5_000, percentHundredths: 1_000 },
    ],
  },
  premium: {
    program: 'premium',
    period: 'monthly',
    tiers: [
      { fromLossUnits: 500, percentHundredths: 800 },
      { fromLossUnits: 5_000, percentHundredths: 1_000 },
      { fromLossUnits: 20_000, percentHundredths: 1_200 },
    ],
  },
};

/**
 * Whole units of a currency worth about one reference unit (USD), so tiers read alike in every
 * currency; a currency not listed counts one for one.
 */
export const CASHBACK_UNITS_PER_REFERENCE: Readonly<Record<number, number>> = {
  643: 100, // RUB
  398: 500, // KZT
  980: 40, // UAH
  933: 3, // BYN
  949: 35, // TRY
  944: 2, // AZN
  981: 3, // GEL
  51: 400, // AMD
  860: 12_000, // UZS
  985: 4, // PLN
  392: 150, // JPY
};

/** A tier's threshold in minor units of the currency. */
export function tierThresholdMinor(tier: CashbackTier, currencyId: number): number {
  const digits = findCurrency(currencyId)?.minorUnitDigits ?? 2;
  const perReference = CASHBACK_UNITS_PER_REFERENCE[currencyId] ?? 1;
  return tier.fromLossUnits * perReference * 10 ** digits;
}

export function tiersInCurrency(rule: CashbackRule, currencyId: number): CashbackTierView[] {
  return rule.tiers.map((tier) => ({
    fromLoss: tierThresholdMinor(tier, currencyId),
    percentHundredths: tier.percentHundredths,
  }));
}

export interface CasinoPlayTotals {
  /** Minor units, each >= 0. */
  stakes: number;
  wins: number;
  rollbacks: number;
}

export interface CashbackResult {
  netLoss: number;
  percentHundredths: number | null;
  cashback: number;
}

/** The cashback a customer earned in one currency over a period (rounded down to a minor unit). */
export function cashbackFor(
  rule: CashbackRule,
  currencyId: number,
  totals: CasinoPlayTotals,
): CashbackResult {
  const netLoss = totals.stakes - totals.wins - totals.rollbacks;
  let percentHundredths: number | null = null;
  for (const tier of rule.tiers) {
    if (netLoss >= tierThresholdMinor(tier, currencyId)) percentHundredths = tier.percentHundredths;
  }
  const cashback =
    percentHundredths === null ? 0 : Math.floor((netLoss * percentHundredths) / 10_000);
  return { netLoss, percentHundredths, cashback };
}

/**
 * The program's closed periods at `at`, newest first: the one just before the current period,
 * then `count - 1` earlier ones. The payout sweeps (server/bonus/cashback.ts, and the tournament
 * prizes by a tournament's schedule) pay these; the pages show the current one (periodAt).
 */
export function closedPeriods(
  rule: Pick<CashbackRule, 'period'>,
  at: Date,
  count: number,
): Period[] {
  const periods: Period[] = [];
  let current = periodAt(rule.period, at);
  for (let i = 0; i < count; i += 1) {
    const previous = periodAt(rule.period, new Date(current.start.getTime() - 1));
    periods.push(previous);
    current = previous;
  }
  return periods;
}
