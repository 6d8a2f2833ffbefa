// Coefficients are decimals with at most 2 decimals (the feed rounds them so). Arithmetic on them
// runs on exact integers: hundredths, and BigInt for products of many legs, so a coupon's
// coefficient and possible win are the same on the client and the server, to the minor unit.

/** 2.35 -> 235; null when the value is not a coefficient above 1 with at most 2 decimals. */
export function coefToHundredths(coef: unknown): number | null {
  if (typeof coef !== 'number' || !Number.isFinite(coef) || coef <= 1 || coef > 100_000) {
    return null;
  }
  const hundredths = Math.round(coef * 100);
  if (Math.abs(hundredths - coef * 100) > 1e-6) return null;
  return hundredths;
}

/** Like coefToHundredths, for a coefficient known to be valid (throws otherwise). */
export function hundredthsOf(coef: number): bigint {
  const hundredths = coefToHundredths(coef);
  if (hundredths === null) throw new RangeError(`Not a coefficient: ${coef}`);
  return BigInt(hundredths);
}

export const HUNDRED = 100n;

/**
 * The product of coefficients, rounded down to hundredths (a combined coefficient never pays more
 * than the exact product). An empty product is 1.
 */
export function productHundredths(coefs: readonly bigint[]): bigint {
  let numerator = 1n;
  for (const c of coefs) numerator *= c;
  const scale = HUNDRED ** BigInt(Math.max(coefs.length - 1, 0));
  return coefs.length === 0 ? HUNDRED : numerator / scale;
}

/** Hundredths back to a decimal number (235 -> 2.35). */
export function fromHundredths(hundredths: bigint | number): number {
  return Number(hundredths) / 100;
}

/** floor(amount * hundredths / 100): the win of a stake at a coefficient, in minor units. */
export function winOf(amountMinor: number, coefHundredths: bigint): number {
  return Number((BigInt(amountMinor) * coefHundredths) / HUNDRED);
}
