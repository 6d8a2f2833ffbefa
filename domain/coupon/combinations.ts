// Combinations for systems (SPEC section 3 "System option": combo = C(n - bankers, value)).

/** C(n, k); 0 when k is out of 0..n. Exact for the sizes a coupon has. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i += 1) result = (result * (n - m + i)) / i;
  return Math.round(result);
}

/** Every k-element subset of items, in lexicographic order of positions. */
export function* combinationsOf<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (k < 0 || k > n) return;
  const index = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield index.map((i) => items[i]!);
    let i = k - 1;
    while (i >= 0 && index[i] === n - k + i) i -= 1;
    if (i < 0) return;
    index[i]! += 1;
    for (let j = i + 1; j < k; j += 1) index[j] = index[j - 1]! + 1;
  }
}
