// The winnings tax rule and the hyper bonus a coupon was placed under, as stored on its row
// (0045_winnings_tax, 0046_hyper_bonus).
import type { HyperBonusTerms, WinningsTaxRule } from '../../domain/coupon/index';
import { toSafeInteger } from '../money/bigints';

export function couponTaxRule(row: {
  tax_rate_bp: number | null;
  tax_free: string | number | null;
}): WinningsTaxRule | null {
  if (row.tax_rate_bp === null) return null;
  return {
    rateBp: row.tax_rate_bp,
    taxFreeMinor: row.tax_free === null ? 0 : toSafeInteger(row.tax_free),
  };
}

export function couponHyperBonus(row: {
  hyper_bonus_percent_hundredths: number | null;
  hyper_bonus_min_bet: string | number | null;
  hyper_bonus_max: string | number | null;
}): HyperBonusTerms | null {
  if (row.hyper_bonus_percent_hundredths === null || row.hyper_bonus_max === null) return null;
  return {
    percent: row.hyper_bonus_percent_hundredths / 100,
    minBetMinor: row.hyper_bonus_min_bet === null ? 0 : toSafeInteger(row.hyper_bonus_min_bet),
    maxBonusMinor: toSafeInteger(row.hyper_bonus_max),
  };
}
