// The lotto widget's words and figures: names, amounts, countdowns, refusals and number problems.
import type { TFunction } from '../../runtime/i18n';
import type { LotteryView, LottoNumbersProblem } from '../../domain/lotto/index';
import { formatMajorUnits } from '../../domain/session';
import type { LottoRefusal } from '../../stores';

/** A lottery's name from the dictionary (its id when the dictionary has none). */
export function lotteryName(t: TFunction, lottery: Pick<LotteryView, 'id' | 'nameKey'>): string {
  return t(lottery.nameKey, { defaultValue: lottery.id });
}

/**
 * A major-unit amount: with the currency when it is known (the customer's main account), else
 * as a bare number (a guest: stakes are in the currency of whoever buys).
 */
export function formatLottoAmount(amount: number, currencyId: number | null): string {
  return currencyId === null ? String(amount) : formatMajorUnits(amount, { currencyId });
}

/** Time left as h:mm:ss (hours past 24 stay hours: draws repeat within a day or so). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${two(minutes)}:${two(seconds)}`;
}

/** A refused ticket in the customer's words, with the lottery's stake bounds or the limit left. */
export function lottoRefusalText(
  t: TFunction,
  refusal: LottoRefusal,
  lottery: Pick<LotteryView, 'stake'>,
  currencyId: number | null,
): string {
  const amount = (value: number) => formatLottoAmount(value, currencyId);
  return t(`lotto:refusal_${refusal.code}`, {
    min: amount(lottery.stake.min),
    max: amount(lottery.stake.max),
    step: amount(lottery.stake.step),
    limit: refusal.limit === undefined ? '' : amount(refusal.limit),
  });
}

/** What is wrong with the numbers (domain numbersProblems), worded `numbers_<code>`. */
export function numbersProblemText(
  t: TFunction,
  problem: LottoNumbersProblem,
  numbers: readonly number[],
  of: number,
): string {
  if (problem.code === 'numbers_count') {
    // A lottery of a fixed count says "exactly 6" rather than "6 to 6".
    return t('lotto:numbers_numbers_count', {
      ...(problem.min === problem.max ? { context: 'exact' } : {}),
      min: problem.min,
      max: problem.max,
      picked: numbers.length,
    });
  }
  return t(`lotto:numbers_${problem.code}`, {
    number: numbers[problem.index] ?? '',
    position: problem.index + 1,
    of,
  });
}
