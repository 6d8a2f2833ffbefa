// Probability helpers of the pricing model.

/** P(X = k) for k = 0..maxK of a Poisson(lambda); the last entry holds the whole tail (sums to 1). */
export function poissonDistribution(lambda: number, maxK: number): number[] {
  const result: number[] = [];
  let p = Math.exp(-lambda);
  let total = 0;
  for (let k = 0; k < maxK; k += 1) {
    result.push(p);
    total += p;
    p = (p * lambda) / (k + 1);
  }
  result.push(Math.max(0, 1 - total));
  return result;
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Normalises non-negative weights to probabilities summing to exactly 1 (the last absorbs rounding). */
export function normalise(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) throw new RangeError('weights must have a positive sum');
  const result = weights.map((w) => w / total);
  const rest = result.slice(0, -1).reduce((a, b) => a + b, 0);
  result[result.length - 1] = Math.max(0, 1 - rest);
  return result;
}
