// The sitemap's concrete sports and casino pages: sports, championships and games of the feed
// as the site links them (ids first, a readable slug after a dash), and the casino's providers.
import { GameStatus } from '../../domain/sports/types';
import { providersWithCounts } from '../casino/catalogue/catalogueQueries';
import type { AppDatabase } from '../db/index';
import type { SportsState } from '../sports/state/sportsState';
import type { SitemapPathProvider } from './pageMetaSource';

/** 'Premier League' → 'premier-league', as the site's own links spell it. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function segment(id: number, name: string): string {
  const slug = slugOf(name);
  return slug ? `${id}-${slug}` : String(id);
}

export function sportsPaths(sports: SportsState): SitemapPathProvider {
  return async () => {
    const sportById = new Map(sports.catalog.sports.map((s) => [s.id, s]));
    const champById = new Map(sports.catalog.championships.map((c) => [c.id, c]));
    const paths = new Set<string>();
    for (const game of sports.games()) {
      const sport = sportById.get(game.sportId);
      const champ = champById.get(game.champId);
      if (!sport || !champ || game.isFinished || game.status === GameStatus.Cancelled) continue;
      if (game.cyberType) {
        paths.add(`cyber/${game.cyberType}/game/${game.id}`);
        continue;
      }
      const betting = game.status === GameStatus.NotStarted ? 'line' : 'live';
      const sportSegment = segment(sport.id, sport.slug);
      const champSegment = segment(champ.id, champ.nameEn);
      paths.add(`${betting}/${sportSegment}`);
      paths.add(`${betting}/${sportSegment}/${champSegment}`);
      paths.add(`${betting}/${sportSegment}/${champSegment}/${game.id}`);
      paths.add(`champs/${champSegment}`);
    }
    return [...paths];
  };
}

export function casinoProviderPaths(database: AppDatabase): SitemapPathProvider {
  return async () => {
    const providers = await providersWithCounts(database.db, { countryIds: [] });
    return providers.map((p) => `providers/${p.id}`);
  };
}
