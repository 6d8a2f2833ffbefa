import { describe, expect, it } from 'vitest';
import { SportsStore, sportsPaths, withLanguage } from '../../stores/sports';
import { fakeClock, flush } from '../runtime/fakeClock';
import { CHAMP, SPORT, fakeSportsApi, gamesAnswer, makeGame } from './sportsFixtures';

const LINE = { type: 'line' } as const;

function setup(initial: string) {
  const api = fakeSportsApi();
  let language = initial;
  const store = new SportsStore({ api, clock: fakeClock(1_000_000), language: () => language });
  return { api, store, setLanguage: (lng: string) => (language = lng) };
}

/** A games answer whose market, team, sport and championship names are in `lng`. */
function answerIn(lng: string) {
  const game = makeGame(1);
  game.markets[0]!.name = `${lng}: match result`;
  game.opponents[0]!.name = `${lng}: home`;
  return {
    ...gamesAnswer([game]),
    champs: [{ ...CHAMP, name: `${lng}: league` }],
    sports: [{ ...SPORT, name: `${lng}: football` }],
  };
}

describe('SportsStore: the page language', () => {
  it('withLanguage adds lng for the languages the API names things in, only', () => {
    expect(withLanguage('/web-api/sports/menu?type=live', 'en')).toBe(
      '/web-api/sports/menu?type=live&lng=en',
    );
    expect(withLanguage('/web-api/sports/games/5', 'ar')).toBe('/web-api/sports/games/5?lng=ar');
    expect(withLanguage('/web-api/sports/games/5', 'de')).toBe('/web-api/sports/games/5');
    expect(withLanguage('/web-api/sports/games/5', undefined)).toBe('/web-api/sports/games/5');
  });

  it('asks the language only when loading (the app makes its i18n after its stores)', async () => {
    const api = fakeSportsApi();
    let ready = false;
    const store = new SportsStore({
      api,
      clock: fakeClock(1_000_000),
      language: () => {
        if (!ready) throw new Error('i18n is not made yet');
        return 'ar';
      },
    });
    ready = true;
    await store.loadMenu('line');
    expect(api.calls).toEqual(['/web-api/sports/menu?type=line&lng=ar']);
  });

  it('asks every sports answer in the page language', async () => {
    const { api, store } = setup('en');
    api.answer(withLanguage(sportsPaths.games(LINE), 'en'), { ok: true, data: answerIn('en') });
    await store.loadGames(LINE);
    await store.loadMenu('live');
    await store.loadGame(3);
    await store.loadMultiGames([1, 2]);
    expect(api.calls).toEqual([
      '/web-api/sports/games?type=line&lng=en',
      '/web-api/sports/menu?type=live&lng=en',
      '/web-api/sports/games/3?lng=en',
      '/web-api/sports/multi?ids=1,2&lng=en',
    ]);
    expect(store.game(1)?.opponents[0]?.name).toBe('en: home');
    expect(store.sport(1)?.name).toBe('en: football');
  });

  it('asks the loaded answers again when the language changes, and keeps the new names', async () => {
    const { api, store, setLanguage } = setup('ru');
    api.answer(withLanguage(sportsPaths.games(LINE), 'ru'), { ok: true, data: answerIn('ru') });
    api.answer(withLanguage(sportsPaths.games(LINE), 'en'), { ok: true, data: answerIn('en') });
    api.answer(withLanguage(sportsPaths.menu('line'), 'en'), {
      ok: true,
      data: { type: 'line', categories: [], sports: [] },
    });
    await store.loadGames(LINE);
    const market = store.marketsOf(store.game(1)!)[0]!;
    expect(market.name).toBe('ru: match result');
    expect(store.champ(7)?.name).toBe('ru: league');

    setLanguage('en');
    api.calls.length = 0;
    await store.loadMenu('line');
    // The loaded game list was asked again in English, as was the menu now shown.
    await flush();
    expect(api.calls.sort()).toEqual([
      '/web-api/sports/games?type=line&lng=en',
      '/web-api/sports/menu?type=line&lng=en',
    ]);
    expect(market.name).toBe('en: match result');
    expect(store.game(1)?.opponents[0]?.name).toBe('en: home');
    expect(store.champ(7)?.name).toBe('en: league');
    expect(store.sport(1)?.name).toBe('en: football');
  });
});
