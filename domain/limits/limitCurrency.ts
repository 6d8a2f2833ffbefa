// Amount limits are in the customer's main account currency. Amounts of other currency accounts
// count converted at the platform's stated rate: the ratio of the two currencies' smallest
// deposits (domain/money/paymentLimits.ts; 1 USD = 1 EUR = 100 RUB = 500 KZT ...), rounded
// against the customer (stakes and deposits up, wins and refunds down).
import { paymentLimits } from '../money/paymentLimits';

export type LimitRounding = 'up' | 'down';

/** `amount` minor units of `fromCurrencyId` in minor units of `toCurrencyId`. */
export function convertForLimits(
  amount: number,
  fromCurrencyId: number,
  toCurrencyId: number,
  rounding: LimitRounding,
): number {
  if (fromCurrencyId === toCurrencyId) return amount;
  const exact = (amount * paymentLimits(toCurrencyId).min) / paymentLimits(fromCurrencyId).min;
  return rounding === 'up' ? Math.ceil(exact) : Math.floor(exact);
}
