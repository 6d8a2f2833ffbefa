// The multi-live selection lives in the URL (?games=1,2,3), so a set can be shared and reloaded.
export const MULTI_QUERY_KEY = 'games';

/** Positive integer ids from the query, once each, at most `max`. */
export function parseSelection(value: string | null, max: number): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, max);
}

/** Adds or removes one game; adding beyond `max` changes nothing. */
export function toggleSelection(
  selected: readonly number[],
  gameId: number,
  max: number,
): number[] {
  if (selected.includes(gameId)) return selected.filter((id) => id !== gameId);
  return selected.length >= max ? [...selected] : [...selected, gameId];
}
