// A stake range of a product's config (toto's stake per line, a lottery's ticket): major units,
// compared in the currency's minor units so no float decides a refusal.

export interface StakeRange {
  min: number;
  max: number;
  step: number;
}

export type StakeRangeProblem = 'stake_below_min' | 'stake_above_max' | 'stake_off_step';

/** Whether a stake (minor units) keeps the range: the refusal code, or null. */
export function stakeRangeProblem(
  stakeMinor: number,
  range: StakeRange,
  minorUnitDigits: number,
): StakeRangeProblem | null {
  const scale = 10 ** minorUnitDigits;
  const min = Math.round(range.min * scale);
  const max = Math.round(range.max * scale);
  const step = Math.round(range.step * scale);
  if (stakeMinor < min) return 'stake_below_min';
  if (stakeMinor > max) return 'stake_above_max';
  return step > 0 && stakeMinor % step !== 0 ? 'stake_off_step' : null;
}
