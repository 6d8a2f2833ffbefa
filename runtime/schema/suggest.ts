// "Did you mean …?" for unknown names (widgets, pages, keys, operators). Pure.

/** Levenshtein edit distance (insert, delete, substitute each cost 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest candidate when it is plausibly a typo: a case slip or at most a third of the letters off (min 2). */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = candidate.toLowerCase() === name.toLowerCase() ? 0.5 : editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** ' (did you mean 'x'?)' or ''. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const best = closestName(name, candidates);
  return best === undefined ? '' : ` (did you mean '${best}'?)`;
}
