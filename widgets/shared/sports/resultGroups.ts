import type { ChampResults, ResultsAnswer } from '../../../stores';
import { localName } from './localName';

/**
 * The groups of a results answer, each named: by sport for results/live, by country (its zone)
 * for results/zone; each with its championships' results.
 */
export function resultGroups(
  answer: ResultsAnswer | null,
  lng: string,
): { key: string; name: string; champs: ChampResults[] }[] {
  if (!answer) return [];
  if (answer.type === 'live') {
    return answer.sports.map(({ sport, champs }) => ({
      key: `sport-${sport.id}`,
      name: localName(sport, lng),
      champs,
    }));
  }
  return answer.zones.map(({ country, champs }) => ({
    key: `zone-${country.id}`,
    // Countries are named in Russian only; other languages show the ISO code.
    name: lng === 'ru' ? country.name : country.code,
    champs,
  }));
}
