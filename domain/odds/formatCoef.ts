import { coefViewById, DEFAULT_COEF_VIEW_ID, type CoefView } from './coefViews';
import {
  americanToDecimal,
  decimalToAmerican,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalay,
  hongKongToDecimal,
  indonesianToDecimal,
  isValidDecimalCoef,
  malayToDecimal,
  roundTo,
} from './conversions';
import { decimalToFraction, formatFraction, fractionToDecimal, parseFraction } from './fractions';

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

/**
 * The decimal coefficient a text in a coefficient view stands for (the inverse of formatCoef, up to
 * the view's rounding); undefined when the text is not a price in that view.
 */
export function parseCoefInView(text: string, coefViewId: number): number | undefined {
  const view = coefViewById(coefViewId);
  if (!view || !isCoefTextOfView(text, coefViewId)) return undefined;
  const trimmed = text.trim();
  if (view.format === 'fractional') {
    const fraction = parseFraction(trimmed);
    return fraction ? fractionToDecimal(fraction) : undefined;
  }
  const value = Number(trimmed);
  const inverse = {
    decimal: (v: number) => v,
    american: americanToDecimal,
    hongKong: hongKongToDecimal,
    indonesian: indonesianToDecimal,
    malay: malayToDecimal,
  }[view.format];
  try {
    const decimal = inverse(value);
    return isValidDecimalCoef(decimal) ? decimal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a text has the form of a price in a coefficient view: "a/b" for fractional, a signed
 * number otherwise. A view's rounding can show a long price as no price at all (Malay "0.00" above
 * 200): such a text has the form but reads back to nothing (parseCoefInView).
 */
export function isCoefTextOfView(text: string, coefViewId: number): boolean {
  const view = coefViewById(coefViewId);
  if (!view) return false;
  const trimmed = text.trim();
  return view.format === 'fractional'
    ? /^\d+\s*\/\s*\d+$/.test(trimmed)
    : /^[+-]?\d+(\.\d+)?$/.test(trimmed);
}
