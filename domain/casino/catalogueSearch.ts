// Catalogue search: names are compared folded (lower case, accents and case dropped), so
// "pinata" finds "Piñata Fiesta" and "КЕНО" finds "кено". The server stores each game's folded
// name and ranks matches: the whole name, then its start, then a word's start, then anywhere.

/** Longest search text accepted (characters). */
export const SEARCH_MAX_LENGTH = 64;
/** Shortest folded search text that searches (shorter: no results). */
export const SEARCH_MIN_LENGTH = 2;

/** The text folded for search: NFD without marks, lower case, letters and digits, single spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Ranks of a match, best first: equal, starts with, a word starts with, contains. */
export const SEARCH_RANKS = ['equal', 'prefix', 'word_prefix', 'contains'] as const;
export type SearchRank = (typeof SEARCH_RANKS)[number];

/** The rank of a folded name for a folded query (every word of the query must occur), or null. */
export function searchRank(foldedName: string, foldedQuery: string): SearchRank | null {
  if (!foldedQuery) return null;
  const words = foldedQuery.split(' ');
  if (!words.every((word) => foldedName.includes(word))) return null;
  if (foldedName === foldedQuery) return 'equal';
  if (foldedName.startsWith(foldedQuery)) return 'prefix';
  if (foldedName.includes(` ${foldedQuery}`)) return 'word_prefix';
  return 'contains';
}
