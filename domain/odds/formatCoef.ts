import { coefViewById, DEFAULT_COEF_VIEW_ID, type CoefView } from './coefViews';
import {
  decimalToAmerican,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalay,
  isValidDecimalCoef,
  roundTo,
} from './conversions';
import { decimalToFraction, formatFraction } from './fractions';

/** What a cell shows for a price that cannot be shown (missing, 1 or below). */
export const NO_COEF_TEXT = '-';

function fixed(value: number, decimals: number): string {
  const rounded = roundTo(value, decimals);
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
}

function formatIn(view: CoefView, decimal: number): string {
  switch (view.format) {
    case 'decimal':
      return fixed(decimal, view.decimals);
    case 'fractional':
      return formatFraction(decimalToFraction(decimal));
    case 'american': {
      const american = decimalToAmerican(decimal);
      return american > 0 ? `+${american}` : String(american);
    }
    case 'hongKong':
      return fixed(decimalToHongKong(decimal), view.decimals);
    case 'indonesian':
      return fixed(decimalToIndonesian(decimal), view.decimals);
    case 'malay':
      return fixed(decimalToMalay(decimal), view.decimals);
  }
}

/** The text of a decimal coefficient in a coefficient view (SPEC section 9); unknown ids show decimal. */
export function formatCoef(decimal: number, coefViewId: number = DEFAULT_COEF_VIEW_ID): string {
  if (!isValidDecimalCoef(decimal)) return NO_COEF_TEXT;
  const view = coefViewById(coefViewId) ?? coefViewById(DEFAULT_COEF_VIEW_ID)!;
  return formatIn(view, decimal);
}
