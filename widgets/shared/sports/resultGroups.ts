import type { ChampResults, ResultsAnswer } from '../../../stores';

/**
 * The groups of a results answer, each named: by sport for results/live, by country (its zone)
 * for results/zone; each with its championships' results.
 */
export function resultGroups(
  answer: ResultsAnswer | null,
): { key: string; name: string; champs: ChampResults[] }[] {
  if (!answer) return [];
  if (answer.type === 'live') {
    return answer.sports.map(({ sport, champs }) => ({
      key: `sport-${sport.id}`,
      name: sport.name,
      champs,
    }));
  }
  return answer.zones.map(({ country, champs }) => ({
    key: `zone-${country.id}`,
    // The server names countries in the page language (lng).
    name: country.name,
    champs,
  }));
}
