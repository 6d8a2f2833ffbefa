/**
 * A SQL bigint or numeric as a JS number: node-postgres returns bigints as strings, PGlite as
 * numbers, and both return sums as numeric strings. Money stays far below 2^53, so a value
 * outside the safe integers means corrupted data: it throws rather than rounds.
 */
export function toSafeInteger(value: string | number | bigint | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  return n;
}
