// The results pages (SPEC section 2 "results/{type: live or zone}?"):
//   live — results of games played live, grouped by sport, then championship;
//   zone — the same results grouped by the championship's zone (its country or "international"),
//          then championship.
import type { Championship, Country, GameResult, Sport } from '../../../domain/sports/types';
import type { SportsCatalog } from '../catalog';

export const RESULT_TYPES = ['live', 'zone'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export interface ChampResults {
  champ: Championship;
  results: GameResult[];
}

export interface LiveResults {
  type: 'live';
  date: string;
  sports: { sport: Sport; champs: ChampResults[] }[];
}

export interface ZoneResults {
  type: 'zone';
  date: string;
  zones: { country: Country; champs: ChampResults[] }[];
}

function byChamp(catalog: SportsCatalog, results: GameResult[]): ChampResults[] {
  const groups = new Map<number, GameResult[]>();
  for (const result of results) {
    const list = groups.get(result.champId) ?? [];
    list.push(result);
    groups.set(result.champId, list);
  }
  return catalog.championships
    .filter((c) => groups.has(c.id))
    .sort((a, b) => a.order - b.order)
    .map((champ) => ({ champ, results: groups.get(champ.id) ?? [] }));
}

export function liveResults(
  catalog: SportsCatalog,
  date: string,
  results: GameResult[],
): LiveResults {
  const played = results.filter((r) => r.wasLive);
  const champs = byChamp(catalog, played);
  const sports = [...catalog.sports]
    .sort((a, b) => a.order - b.order)
    .map((sport) => ({ sport, champs: champs.filter((c) => c.champ.sportId === sport.id) }))
    .filter((s) => s.champs.length > 0);
  return { type: 'live', date, sports };
}

export function zoneResults(
  catalog: SportsCatalog,
  date: string,
  results: GameResult[],
): ZoneResults {
  const champs = byChamp(catalog, results);
  const countries = new Map<number, Country>();
  for (const { champ } of champs) countries.set(champ.country.id, champ.country);
  const zones = [...countries.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    .map((country) => ({
      country,
      champs: champs.filter((c) => c.champ.country.id === country.id),
    }));
  return { type: 'zone', date, zones };
}
