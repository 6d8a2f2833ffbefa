import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GameDetails,
  GameResult,
  GameWithMarkets,
  Market,
  Sport,
} from '../../../domain/sports/types';
import { MARKET_TYPE } from '../../../domain/sports/pricing/fairMarket';
import type { AppDatabase } from '../../../server/db/index';
import { SPORT_IDS } from '../../../server/sports/catalog';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import { sportsNames } from '../../../server/sports/i18n';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;

interface MenuBody {
  categories: { id: number; name: string }[];
  sports: (Sport & {
    champs: { id: number; name: string; country: { code: string; name: string } }[];
  })[];
}
interface GameBody {
  game: GameDetails;
  champ: { name: string; nameEn: string; country: { name: string } };
  sport: Sport;
}

const marketOf = (game: GameWithMarkets, typeId: number, param?: number): Market => {
  const market = game.markets.find(
    (m) => m.typeId === typeId && (param === undefined || m.param === param),
  );
  if (!market) throw new Error(`game ${game.id}: no market ${typeId} ${param ?? ''}`);
  return market;
};
const outcomeNames = (market: Market) => market.outcomes.map((o) => o.name);

describe.each(databaseBackends())('sports names by language (lng) on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  /** Games as the feed created them, with the provider's (Russian) names. */
  const created = new Map<number, GameDetails>();

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    clock = new ManualFeedClock(START);
    const feed = new SimulatedFeed({ seed: 11, clock });
    feed.onDelta((delta) => {
      if (delta.created) created.set(delta.gameId, structuredClone(delta.created));
    });
    app = await buildTestServer({ database, sports: { feed, seed: 11, clock } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const json = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const lineGames = async (lng: string, sportId: number) =>
    json<{ games: GameWithMarkets[] }>(
      await get(`/web-api/sports/games?type=line&sportId=${sportId}&limit=300&lng=${lng}`),
    ).games;
  async function gamePage(sportId: number, lng: string): Promise<GameBody> {
    const [game] = await lineGames('ru', sportId);
    if (!game) throw new Error(`no line game of sport ${sportId}`);
    return json<GameBody>(await get(`/web-api/sports/games/${game.id}?lng=${lng}`));
  }

  it('menu: sports, categories and countries in ru (the default), en and ar', async () => {
    const menus = Object.fromEntries(
      await Promise.all(
        ['ru', 'en', 'ar'].map(async (lng) => [
          lng,
          json<MenuBody>(await get(`/web-api/sports/menu?type=line&lng=${lng}`)),
        ]),
      ),
    ) as Record<'ru' | 'en' | 'ar', MenuBody>;
    expect(json<MenuBody>(await get('/web-api/sports/menu?type=line'))).toEqual(menus.ru);
    const sportName = (menu: MenuBody, id: number) => menu.sports.find((s) => s.id === id)?.name;
    const categoryName = (menu: MenuBody, id: number) =>
      menu.categories.find((c) => c.id === id)?.name;
    expect([menus.ru, menus.en, menus.ar].map((m) => sportName(m, SPORT_IDS.football))).toEqual([
      'Футбол',
      'Football',
      'كرة القدم',
    ]);
    expect([menus.ru, menus.en, menus.ar].map((m) => sportName(m, SPORT_IDS.tennis))).toEqual([
      'Теннис',
      'Tennis',
      'التنس',
    ]);
    expect([menus.ru, menus.en, menus.ar].map((m) => categoryName(m, 1))).toEqual([
      'Командные виды',
      'Team sports',
      'الرياضات الجماعية',
    ]);
    const premierLeague = (menu: MenuBody) =>
      menu.sports.flatMap((s) => s.champs).find((c) => c.id === 101);
    expect(premierLeague(menus.ru)).toMatchObject({
      name: 'Англия. Премьер-лига',
      country: { code: 'GB', name: 'Англия' },
    });
    expect(premierLeague(menus.en)).toMatchObject({
      name: 'England. Premier League',
      country: { code: 'GB', name: 'England' },
    });
    expect(premierLeague(menus.ar)).toMatchObject({
      name: 'إنجلترا. الدوري الإنجليزي الممتاز',
      country: { code: 'GB', name: 'إنجلترا' },
    });
    // Only names differ: ids, counts and order are the same in every language.
    const shape = (menu: MenuBody) =>
      menu.sports.map((s) => [s.id, s.slug, s.champs.map((c) => c.id)]);
    expect(shape(menus.en)).toEqual(shape(menus.ru));
    expect(shape(menus.ar)).toEqual(shape(menus.ru));
  });

  it('a football game page: markets, outcomes, groups and teams in en and ar', async () => {
    const ru = await gamePage(SPORT_IDS.football, 'ru');
    const en = json<GameBody>(await get(`/web-api/sports/games/${ru.game.id}?lng=en`));
    const ar = json<GameBody>(await get(`/web-api/sports/games/${ru.game.id}?lng=ar`));

    expect(marketOf(ru.game, MARKET_TYPE.result1x2).name).toBe('Исход матча');
    expect(outcomeNames(marketOf(ru.game, MARKET_TYPE.result1x2))).toEqual(['П1', 'X', 'П2']);
    expect(marketOf(en.game, MARKET_TYPE.result1x2).name).toBe('Match result');
    expect(outcomeNames(marketOf(en.game, MARKET_TYPE.result1x2))).toEqual(['1', 'X', '2']);
    expect(marketOf(ar.game, MARKET_TYPE.result1x2).name).toBe('نتيجة المباراة');

    expect(marketOf(ru.game, MARKET_TYPE.total, 2.5).name).toBe('Тотал 2.5');
    const enTotal = marketOf(en.game, MARKET_TYPE.total, 2.5);
    expect(enTotal.name).toBe('Total 2.5');
    expect(outcomeNames(enTotal)).toEqual(['Over 2.5', 'Under 2.5']);
    const arTotal = marketOf(ar.game, MARKET_TYPE.total, 2.5);
    expect(arTotal.name).toBe('المجموع 2.5');
    expect(outcomeNames(arTotal)).toEqual(['أكثر من 2.5', 'أقل من 2.5']);

    const enHandicap = marketOf(en.game, MARKET_TYPE.handicap, -1.5);
    expect(enHandicap.name).toBe('Handicap -1.5');
    expect(outcomeNames(enHandicap)).toEqual(['H1 (-1.5)', 'H2 (+1.5)']);
    expect(marketOf(ar.game, MARKET_TYPE.handicap, -1.5).name).toBe('هانديكاب -1.5');
    expect(marketOf(en.game, MARKET_TYPE.bothToScore).name).toBe('Both teams to score');
    expect(outcomeNames(marketOf(en.game, MARKET_TYPE.bothToScore))).toEqual(['Yes', 'No']);
    expect(marketOf(en.game, MARKET_TYPE.homeTotal, 1.5).name).toBe('Team 1 total 1.5');
    expect(marketOf(en.game, MARKET_TYPE.periodResult).name).toBe('1st half. Result');
    expect(marketOf(ar.game, MARKET_TYPE.periodResult).name).toBe('الشوط 1. النتيجة');

    expect(en.game.groups.map((g) => g.name)).toContain('Totals');
    expect(ar.game.groups.map((g) => g.name)).toContain('المجاميع');
    for (const body of [en, ar]) {
      expect(body.game.opponents.map((o) => o.name)).toEqual(
        body.game.opponents.map((o) => o.nameEn),
      );
    }
    expect([ru.sport.name, en.sport.name, ar.sport.name]).toEqual([
      'Футбол',
      'Football',
      'كرة القدم',
    ]);
    expect(en.champ.country.name).not.toBe(ru.champ.country.name);
    // Prices and ids do not depend on the language.
    const prices = (game: GameDetails) =>
      game.markets.flatMap((m) => m.outcomes.map((o) => [m.id, o.id, o.coef, o.isBlocked]));
    expect(prices(en.game)).toEqual(prices(ru.game));
    expect(prices(ar.game)).toEqual(prices(ru.game));
  });

  it('period and series markets of tennis, hockey, basketball and esports', async () => {
    const tennis = await gamePage(SPORT_IDS.tennis, 'en');
    const sets = tennis.game.markets.filter((m) => m.typeId === MARKET_TYPE.periodWinner);
    expect(sets.map((m) => m.name)).toEqual(['Set 1. Winner', 'Set 2. Winner']);
    expect(marketOf(tennis.game, MARKET_TYPE.winner).name).toBe('Match winner');
    expect(marketOf(tennis.game, MARKET_TYPE.seriesHandicap, -1.5).name).toBe(
      'Handicap (sets) -1.5',
    );
    expect(marketOf(tennis.game, MARKET_TYPE.seriesTotal).name).toBe('Total sets 2.5');
    const cs2 = await gamePage(SPORT_IDS.cs2, 'ar');
    const maps = cs2.game.markets.filter((m) => m.typeId === MARKET_TYPE.periodWinner);
    expect(maps.map((m) => m.name)).toEqual(['الخريطة 1. الفائز', 'الخريطة 2. الفائز']);
    expect(outcomeNames(marketOf(cs2.game, MARKET_TYPE.winner))).toEqual(['1', '2']);
    const hockey = await gamePage(SPORT_IDS.iceHockey, 'en');
    expect(marketOf(hockey.game, MARKET_TYPE.periodResult).name).toBe('1st period. Result');
    const basketball = await gamePage(SPORT_IDS.basketball, 'en');
    expect(marketOf(basketball.game, MARKET_TYPE.winner).name).toBe('Winner (incl. overtime)');
  });

  it('in Russian, the names tables give exactly the names the provider created', () => {
    expect(created.size).toBeGreaterThan(20);
    const ru = sportsNames('ru');
    const sportIds = new Set<number>();
    for (const game of created.values()) {
      sportIds.add(game.sportId);
      expect(ru.game(game)).toEqual(game);
    }
    expect([...sportIds].sort((a, b) => a - b)).toEqual(
      Object.values(SPORT_IDS).sort((a, b) => a - b),
    );
  });

  it('lists, top games, multi-live sets, championships and cyber lists follow lng', async () => {
    const en = await lineGames('en', SPORT_IDS.football);
    const game = en[0]!;
    expect(marketOf(game, MARKET_TYPE.result1x2).name).toBe('Match result');
    const gamesBody = json<{ sports: Sport[]; champs: { name: string; nameEn: string }[] }>(
      await get(`/web-api/sports/games?type=line&sportId=${SPORT_IDS.football}&lng=ar`),
    );
    expect(gamesBody.sports.map((s) => s.name)).toEqual(['كرة القدم']);
    // Arabic where the name table has the league, else the English name (the fallback).
    for (const champ of gamesBody.champs) {
      expect(/[\u0600-\u06ff]/.test(champ.name) || champ.name === champ.nameEn).toBe(true);
    }
    expect(gamesBody.champs.some((champ) => champ.name !== champ.nameEn)).toBe(true);

    const top = json<{ games: GameWithMarkets[] }>(
      await get('/web-api/sports/top?type=line&lng=en'),
    );
    expect(top.games.length).toBeGreaterThan(0);
    for (const g of top.games) {
      for (const m of g.markets) expect(m.name).not.toMatch(/[а-яё]/i);
      for (const o of g.opponents) expect(o.name).toBe(o.nameEn);
    }
    const multi = json<{ games: GameDetails[] }>(
      await get(`/web-api/sports/multi?ids=${game.id}&lng=en`),
    );
    expect(multi.games[0]!.groups[0]!.name).toBe('Main');
    const champPage = json<{ champ: { name: string }; sport: Sport; line: GameWithMarkets[] }>(
      await get(`/web-api/sports/champs/${game.champId}?lng=en`),
    );
    expect(champPage.sport.name).toBe('Football');
    expect(marketOf(champPage.line[0]!, MARKET_TYPE.result1x2).name).toBe('Match result');
    const champs = json<{ champs: { id: number; name: string }[] }>(
      await get('/web-api/sports/champs?type=line&lng=en'),
    );
    expect(champs.champs.find((c) => c.id === 101)?.name).toBe('England. Premier League');
    const disciplines = json<{ disciplines: { sport: Sport }[] }>(
      await get('/web-api/sports/cyber/virtual/disciplines?lng=ar'),
    );
    expect(disciplines.disciplines.map((d) => d.sport.name)).toContain('كرة القدم الإلكترونية');
    const cyberChamps = json<{ champs: { id: number; name: string }[] }>(
      await get('/web-api/sports/cyber/virtual/champs?lng=en'),
    );
    expect(cyberChamps.champs.find((c) => c.id === 8501)?.name).toBe('FC 24. Virtual League');
  });

  it('results: sports, championships, countries and teams in the language asked', async () => {
    clock.advance(150 * MINUTE);
    const live = json<{ sports: { sport: Sport; champs: { results: GameResult[] }[] }[] }>(
      await get('/web-api/sports/results?type=live&date=2026-11-21&lng=en'),
    );
    expect(live.sports.length).toBeGreaterThan(0);
    const english = [
      'Football',
      'Ice Hockey',
      'Basketball',
      'Tennis',
      'Counter-Strike 2',
      'eFootball',
      'MMA',
      'Politics',
      'Marble racing',
    ];
    for (const { sport, champs } of live.sports) {
      expect(english).toContain(sport.name);
      for (const r of champs.flatMap((c) => c.results)) {
        for (const o of r.opponents) expect(o.name).toBe(o.nameEn);
      }
    }
    const zone = json<{ zones: { country: { code: string; name: string } }[] }>(
      await get('/web-api/sports/results?type=zone&date=2026-11-21&lng=ar'),
    );
    expect(zone.zones.length).toBeGreaterThan(0);
    for (const { country } of zone.zones) expect(country.name).not.toMatch(/[a-zа-яё]/i);
  });

  it('ETags differ per language, and each language gets its own 304', async () => {
    const [game] = await lineGames('ru', SPORT_IDS.football);
    for (const path of ['/web-api/sports/menu?type=line', `/web-api/sports/games/${game!.id}`]) {
      const sep = path.includes('?') ? '&' : '?';
      const tags: Record<string, string> = {};
      for (const lng of ['ru', 'en', 'ar']) {
        const res = await get(`${path}${sep}lng=${lng}`);
        expect(res.statusCode).toBe(200);
        tags[lng] = res.headers.etag as string;
        const again = await get(`${path}${sep}lng=${lng}`, { 'if-none-match': tags[lng]! });
        expect(again.statusCode, `${path} ${lng}`).toBe(304);
        expect(again.headers.etag).toBe(tags[lng]);
      }
      expect(new Set(Object.values(tags)).size).toBe(3);
      // The default language is ru: the same representation, the same tag.
      expect((await get(path)).headers.etag).toBe(tags.ru);
      // Another language's tag is not this representation.
      const cross = await get(`${path}${sep}lng=en`, { 'if-none-match': tags.ru! });
      expect(cross.statusCode).toBe(200);
      expect(cross.headers.etag).toBe(tags.en);
    }
    // Statistics carry no translated names, yet a tag names its language too.
    const stats = (lng: string) => get(`/web-api/sports/games/${game!.id}/statistics?lng=${lng}`);
    expect((await stats('en')).headers.etag).not.toBe((await stats('ru')).headers.etag);
  });

  it('refuses an unknown lng with 400 naming the field', async () => {
    const [game] = await lineGames('ru', SPORT_IDS.football);
    for (const url of [
      '/web-api/sports/menu?type=line&lng=de',
      '/web-api/sports/games?type=live&lng=EN',
      `/web-api/sports/games/${game!.id}?lng=xx`,
      `/web-api/sports/games/${game!.id}/statistics?lng=`,
      `/web-api/sports/multi?ids=${game!.id}&lng=fr`,
      '/web-api/sports/results?type=live&lng=english',
      '/web-api/sports/cyber/real/disciplines?lng=de',
      '/web-api/sports/cyber/real/champs?lng=de',
      '/web-api/sports/champs?type=line&lng=de',
      '/web-api/sports/champs/101?lng=de',
      '/web-api/sports/top?type=line&lng=de',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ error: string; message: string }>();
      expect(body.error).toBe('Bad Request');
      expect(body.message, url).toMatch(/lng/);
    }
  });
});
