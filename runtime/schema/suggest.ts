// "Did you mean …?" for unknown names (widgets, pages, keys, operators), by Levenshtein edit
// distance (fastest-levenshtein). Pure.
import { distance } from 'fastest-levenshtein';

/** The closest candidate when it is plausibly a typo: a case slip or at most a third of the letters off (min 2). */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = candidate.toLowerCase() === name.toLowerCase() ? 0.5 : distance(name, candidate);
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
