// Decimal coefficient <-> the other odds formats (SPEC section 9 "Coefficient display by id").
// Each is a pure function of a decimal coefficient above 1; the inverse functions exist for
// round-trip tests and for reading a price typed in another format.

const EPSILON = 1e-9;

/** Rounds half away from zero at `decimals` digits, immune to binary representation (1.005). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + EPSILON)) / factor;
}

export function isValidDecimalCoef(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

/** American (moneyline): +profit on a 100 stake when the price is 2.00 or more, else -stake to win 100. */
export function decimalToAmerican(decimal: number): number {
  const profit = decimal - 1;
  if (profit >= 1 - EPSILON) return Math.round(profit * 100 + EPSILON);
  return -Math.round(100 / profit + EPSILON);
}

export function americanToDecimal(american: number): number {
  if (american >= 100) return 1 + american / 100;
  if (american <= -100) return 1 + 100 / -american;
  throw new RangeError(`American odds must be +100 or more, or -100 or less: ${american}`);
}

/** Hong Kong: the profit on a stake of 1, always positive. */
export function decimalToHongKong(decimal: number): number {
  return decimal - 1;
}

export function hongKongToDecimal(hongKong: number): number {
  return hongKong + 1;
}

/** Indonesian: the profit on 1 from 2.00 up, else minus the stake needed to win 1. */
export function decimalToIndonesian(decimal: number): number {
  const profit = decimal - 1;
  return profit >= 1 - EPSILON ? profit : -1 / profit;
}

export function indonesianToDecimal(indonesian: number): number {
  if (indonesian >= 1) return 1 + indonesian;
  if (indonesian <= -1) return 1 - 1 / indonesian;
  throw new RangeError(`Indonesian odds must be 1 or more, or -1 or less: ${indonesian}`);
}

/** Malay: the profit on 1 up to 2.00, else minus the stake needed to win 1 (between -1 and 0). */
export function decimalToMalay(decimal: number): number {
  const profit = decimal - 1;
  return profit <= 1 + EPSILON ? profit : -1 / profit;
}

export function malayToDecimal(malay: number): number {
  if (malay > 0 && malay <= 1) return 1 + malay;
  if (malay < 0 && malay >= -1) return 1 - 1 / malay;
  throw new RangeError(`Malay odds must be in (0, 1] or [-1, 0): ${malay}`);
}
