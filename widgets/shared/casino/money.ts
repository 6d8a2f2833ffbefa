import { findCurrency } from '../../../domain/money/currencies';
import { minorUnitsToDecimal } from '../../../domain/money/amounts';

/** Minor units of a currency (ISO 4217 numeric id) as '1234.56 RUB'. */
export function formatCasinoMoney(amount: number, currencyId: number): string {
  const currency = findCurrency(currencyId);
  if (!currency) return minorUnitsToDecimal(amount, 2);
  return `${minorUnitsToDecimal(amount, currency.minorUnitDigits)} ${currency.iso}`;
}
