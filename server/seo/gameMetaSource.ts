// The game page's head: its title from the teams in the page's language and a schema.org
// SportsEvent (JSON-LD) a search engine can show.
import type { SportsState } from '../sports/state/sportsState';
import { SPORTS_LANGUAGES, sportsNames, type SportsLanguage } from '../sports/i18n/index';
import type { ServerContent } from '../content/serverContent';
import { brandOf } from '../config/siteConfig';
import { dictionaryText } from './dictionaryText';
import type { PageMetaSource } from './pageMetaSource';

/** Routes whose {game} param names a game of the feed. */
export const GAME_ROUTE_IDS: ReadonlySet<string> = new Set([
  'sports-live-game',
  'sports-line-game',
  'cyber-game',
  'esports-game',
  'sports-championship-game',
]);

/** The id a route segment leads with ('12-premier-league' → 12). */
export function leadingId(segment: string | undefined): number | undefined {
  const match = segment === undefined ? null : /^([0-9]{1,9})(?:-|$)/.exec(segment);
  return match ? Number(match[1]) : undefined;
}

/** A JSON-LD block's `url` is left out: pageHead gives every block without one the page's URL. */
export function gameMetaSource(
  sports: SportsState,
  contentOf: (brand: string) => ServerContent,
): PageMetaSource {
  return async ({ brand, lng, routeId, params }) => {
    if (!GAME_ROUTE_IDS.has(routeId)) return undefined;
    const gameId = leadingId(params.game);
    const found = gameId === undefined ? undefined : sports.game(gameId);
    // A game gone from the feed keeps the page's own meta: the page itself says it has ended.
    if (!found) return undefined;
    const language: SportsLanguage = (SPORTS_LANGUAGES as readonly string[]).includes(lng)
      ? (lng as SportsLanguage)
      : 'en';
    const names = sportsNames(language);
    const game = names.game(found);
    const [home, away] = game.opponents;
    if (!home) return undefined;
    const champ = sports.catalog.championships.find((c) => c.id === game.champId);
    const sport = sports.catalog.sports.find((s) => s.id === game.sportId);
    const champName = champ ? names.champ(champ).name : '';
    const content = contentOf(brand);
    const brandName = brandOf(content, brand).site.name;
    const common: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      startDate: new Date(game.startAt * 1000).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      ...(sport ? { sport: names.sport(sport).name } : {}),
      ...(champName ? { superEvent: { '@type': 'SportsEvent', name: champName } } : {}),
      location: { '@type': 'VirtualLocation', name: brandName },
    };
    // An outright (a race, a vote) has one "opponent", the event itself: its runners are the
    // market's outcomes, not teams of the event.
    if (!away) {
      const values = { event: home.name, champ: champName, brand: brandName };
      const title = dictionaryText(content, brand, lng, 'seo:event_title', values);
      const description = dictionaryText(content, brand, lng, 'seo:event_description', values);
      return {
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        jsonLd: [{ ...common, name: title ?? home.name }],
      };
    }
    const values = { home: home.name, away: away.name, champ: champName, brand: brandName };
    const title = dictionaryText(content, brand, lng, 'seo:game_title', values);
    const description = dictionaryText(content, brand, lng, 'seo:game_description', values);
    const team = (name: string) => ({ '@type': 'SportsTeam', name });
    const event: Record<string, unknown> = {
      ...common,
      name: title ?? `${home.name} – ${away.name}`,
      homeTeam: team(home.name),
      awayTeam: team(away.name),
      competitor: [team(home.name), team(away.name)],
    };
    return {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      jsonLd: [event],
    };
  };
}
