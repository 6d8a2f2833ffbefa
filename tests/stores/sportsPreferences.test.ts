import { describe, expect, it } from 'vitest';
import {
  BettingStore,
  GlobalStore,
  memoryPreferenceCookies,
  PREFERENCE_STORAGE_KEYS,
  type KeyValueStorage,
} from '../../stores/sports';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('GlobalStore (SPEC section 3 Global state)', () => {
  it('starts light, european, decimal, timezone 3 (SPEC section 9 defaults)', () => {
    const store = new GlobalStore();
    expect(store.appTheme).toBe(0);
    expect(store.appViewType).toBe(0);
    expect(store.coefViewId).toBe(0);
    expect(store.timeZone).toBe(3);
    expect(store.is12h).toBe(false);
    expect(store.formatCoef(2.5)).toBe('2.50');
  });

  it('persists theme, view type, coefficient view, names type, tzo and is12h in cookies', () => {
    const cookies = memoryPreferenceCookies();
    const store = new GlobalStore({ cookies });
    store.setTheme(1);
    store.setCoefViewId(1);
    store.setMarketsNameType(1);
    expect(store.setTimeZone(-5)).toBe(true);
    store.set12h(true);
    expect(cookies.get('app_theme')).toBe('1');
    expect(cookies.get('coef_view_id')).toBe('1');
    expect(cookies.get('markets_name_type')).toBe('1');
    expect(cookies.get('tzo')).toBe('-5');
    expect(cookies.get('is12h')).toBe('1');
    const reloaded = new GlobalStore({ cookies });
    expect(reloaded.isDarkTheme).toBe(true);
    expect(reloaded.coefViewId).toBe(1);
    expect(reloaded.formatCoef(2.5)).toBe('3/2');
    expect(reloaded.marketsNameType).toBe(1);
    expect(reloaded.timeZone).toBe(-5);
    expect(reloaded.is12h).toBe(true);
    store.setViewType(1);
    expect(cookies.get('app_view_type')).toBe('1');
  });

  it('ignores cookie values that fail their checks', () => {
    const cookies = memoryPreferenceCookies({
      app_theme: '7',
      app_view_type: 'x',
      coef_view_id: '3',
      tzo: '40',
      markets_name_type: '-1',
      is12h: 'maybe',
    });
    const store = new GlobalStore({ cookies });
    expect([store.appTheme, store.appViewType, store.coefViewId]).toEqual([0, 0, 0]);
    expect([store.timeZone, store.marketsNameType, store.is12h]).toEqual([3, 0, false]);
    expect(store.setTimeZone(1.5)).toBe(false);
    expect(store.setTimeZone(15)).toBe(false);
    expect(store.timeZone).toBe(3);
  });

  it('refuses a coefficient view not allowed in the view type (SPEC section 5)', () => {
    const cookies = memoryPreferenceCookies();
    const store = new GlobalStore({ cookies });
    expect(store.setCoefViewId(14)).toBe(false); // asian id in the european view
    expect(store.setCoefViewId(3)).toBe(false); // no such id
    expect(store.coefViewId).toBe(0);
    expect(cookies.get('coef_view_id')).toBeUndefined();
  });

  it('moves the coefficient view with the view type: Malay 6 <-> 16, fractional -> decimal', () => {
    const store = new GlobalStore();
    store.setCoefViewId(6);
    store.setViewType(1);
    expect(store.coefViewId).toBe(16);
    expect(store.allowedCoefViewIds).toEqual([0, 14, 15, 16]);
    store.setViewType(0);
    expect(store.coefViewId).toBe(6);
    store.setCoefViewId(1);
    store.setViewType(1);
    expect(store.coefViewId).toBe(0);
  });

  it('constrains a saved view id by the brand list and the saved view type', () => {
    const cookies = memoryPreferenceCookies({ app_view_type: '1', coef_view_id: '5' });
    expect(new GlobalStore({ cookies }).coefViewId).toBe(15);
    const brand = new GlobalStore({ cookies, brandCoefViewIds: () => [0, 16] });
    expect(brand.coefViewId).toBe(0);
    expect(brand.allowedCoefViewIds).toEqual([0, 16]);
  });

  it('keeps show game id and compact view in local storage', () => {
    const storage = memoryStorage();
    const store = new GlobalStore({ storage });
    store.setFlag('isShowGameId', true);
    store.setFlag('isAppCompactView', true);
    expect(JSON.parse(storage.values.get(PREFERENCE_STORAGE_KEYS.global)!)).toEqual({
      isShowGameId: 1,
      isAppCompactView: 1,
      appFontSize: 16,
      coefIndicationType: 0,
      isDisplayStatsInNewWindow: 1,
      isAccumulatorOfTheDay: 1,
      isLiveAccumulatorOfTheDay: 1,
      zoneState: 1,
      isMoveVideoOnScroll: 1,
    });
    store.setFlag('isDisplayStatsInNewWindow', false);
    expect(new GlobalStore({ storage }).isDisplayStatsInNewWindow).toBe(false);
    expect(new GlobalStore().isDisplayStatsInNewWindow).toBe(true); // SPEC section 9 default
    const reloaded = new GlobalStore({ storage });
    expect(reloaded.isShowGameId).toBe(true);
    expect(reloaded.isAppCompactView).toBe(true);
  });

  it('keeps zoneState and isMoveVideoOnScroll, both on by default (SPEC section 9)', () => {
    const storage = memoryStorage();
    const store = new GlobalStore({ storage });
    expect(store.isZoneOpen).toBe(true);
    expect(store.isMoveVideoOnScroll).toBe(true);
    store.setFlag('isZoneOpen', false);
    store.setFlag('isMoveVideoOnScroll', false);
    expect(JSON.parse(storage.values.get(PREFERENCE_STORAGE_KEYS.global)!)).toMatchObject({
      zoneState: 0,
      isMoveVideoOnScroll: 0,
    });
    expect(new GlobalStore({ storage })).toMatchObject({
      isZoneOpen: false,
      isMoveVideoOnScroll: false,
    });
  });

  it('reads a stored zoneState or isMoveVideoOnScroll of a bad value as the default', () => {
    const storage = memoryStorage();
    storage.values.set(
      PREFERENCE_STORAGE_KEYS.global,
      JSON.stringify({ zoneState: 'closed', isMoveVideoOnScroll: 7 }),
    );
    expect(new GlobalStore({ storage })).toMatchObject({
      isZoneOpen: true,
      isMoveVideoOnScroll: true,
    });
  });

  it('keeps the accumulator-of-the-day flags, on by default (SPEC section 9)', () => {
    const storage = memoryStorage();
    const store = new GlobalStore({ storage });
    expect(store.isAccumulatorOfTheDay).toBe(true);
    expect(store.isLiveAccumulatorOfTheDay).toBe(true);
    store.setFlag('isLiveAccumulatorOfTheDay', false);
    expect(new GlobalStore({ storage })).toMatchObject({
      isAccumulatorOfTheDay: true,
      isLiveAccumulatorOfTheDay: false,
    });
    store.setFlag('isAccumulatorOfTheDay', false);
    expect(new GlobalStore({ storage }).isAccumulatorOfTheDay).toBe(false);
    storage.values.set(
      PREFERENCE_STORAGE_KEYS.global,
      JSON.stringify({ isAccumulatorOfTheDay: 'maybe', isLiveAccumulatorOfTheDay: 7 }),
    );
    expect(new GlobalStore({ storage })).toMatchObject({
      isAccumulatorOfTheDay: true,
      isLiveAccumulatorOfTheDay: true,
    });
  });

  it('keeps the text size and the odds-change marking; refuses values outside their lists', () => {
    const storage = memoryStorage();
    const store = new GlobalStore({ storage });
    expect(store.appFontSize).toBe(16);
    expect(store.coefIndication).toEqual({ arrow: true, colour: true });
    for (const bad of [15, 0, -1, 16.5, NaN]) expect(store.setFontSize(bad)).toBe(false);
    for (const bad of [4, -1, 1.5]) expect(store.setCoefIndicationType(bad)).toBe(false);
    expect(store.setFontSize(18)).toBe(true);
    expect(store.setCoefIndicationType(2)).toBe(true);
    expect(store.coefIndication).toEqual({ arrow: false, colour: true });
    const reloaded = new GlobalStore({ storage });
    expect(reloaded.appFontSize).toBe(18);
    expect(reloaded.coefIndicationType).toBe(2);
    expect(new GlobalStore({ storage }).setCoefIndicationType(3)).toBe(true);
    expect(new GlobalStore({ storage }).coefIndication).toEqual({ arrow: false, colour: false });
    const damaged = memoryStorage({
      [PREFERENCE_STORAGE_KEYS.global]: JSON.stringify({
        appFontSize: 99,
        coefIndicationType: 'x',
      }),
    });
    expect(new GlobalStore({ storage: damaged }).appFontSize).toBe(16);
    expect(new GlobalStore({ storage: damaged }).coefIndicationType).toBe(0);
  });

  it('sets the root font size from the text size, relative to the browser size', () => {
    const root = { setAttribute: () => undefined, style: { fontSize: '' } };
    const store = new GlobalStore();
    const unbind = store.bindDocument(root);
    expect(root.style.fontSize).toBe('100%');
    store.setFontSize(20);
    expect(root.style.fontSize).toBe('125%');
    store.setFontSize(14);
    expect(root.style.fontSize).toBe('87.5%');
    unbind();
    store.setFontSize(18);
    expect(root.style.fontSize).toBe('87.5%');
  });

  it('writes data-theme and data-view-type on the document until unbound', () => {
    const attributes = new Map<string, string>();
    const store = new GlobalStore();
    const unbind = store.bindDocument({ setAttribute: (n, v) => void attributes.set(n, v) });
    expect(Object.fromEntries(attributes)).toEqual({
      'data-theme': 'light',
      'data-view-type': 'european',
    });
    store.toggleTheme();
    store.setViewType(1);
    expect(Object.fromEntries(attributes)).toEqual({
      'data-theme': 'dark',
      'data-view-type': 'asian',
    });
    unbind();
    store.toggleTheme();
    expect(attributes.get('data-theme')).toBe('dark');
  });
});

describe('BettingStore (SPEC section 3 Betting state)', () => {
  it('persists the grouping by country in the isChampsGroupedByCountry cookie', () => {
    const cookies = memoryPreferenceCookies();
    new BettingStore({ cookies }).setChampsGroupedByCountry(true);
    expect(cookies.get('isChampsGroupedByCountry')).toBe('1');
    expect(new BettingStore({ cookies }).isChampsGroupedByCountry).toBe(true);
  });

  it('keeps the filters in local storage and filteredMarkets as a comma list', () => {
    const storage = memoryStorage();
    const store = new BettingStore({ storage });
    store.setOnlyWithVideos(true);
    store.setUpcomingEvent(true);
    store.setGroupSportsByCategories(true);
    store.setCyberMatchesFilter('live');
    store.setFilteredMarkets([17, 1, 17, -3, 2.5]);
    expect(store.filteredMarkets).toEqual([17, 1]);
    expect(store.filteredMarketsParam).toBe('17,1');
    store.toggleFilteredMarket(17);
    store.toggleFilteredMarket(4);
    const reloaded = new BettingStore({ storage });
    expect(reloaded.isOnlyWithVideos).toBe(true);
    expect(reloaded.isUpcomingEvent).toBe(true);
    expect(reloaded.isGroupSportsByCategories).toBe(true);
    expect(reloaded.cyberMatchesFilterType).toBe('live');
    expect(reloaded.filteredMarkets).toEqual([1, 4]);
    reloaded.clearFilters();
    expect(new BettingStore({ storage }).filteredMarkets).toEqual([]);
  });

  it('survives damaged storage and keeps the defaults', () => {
    const storage = memoryStorage({ betting_state: '{not json' });
    const store = new BettingStore({ storage });
    expect(store.isOnlyWithVideos).toBe(false);
    expect(store.filteredMarkets).toEqual([]);
  });

  it('takes the cyber type only from real, virtual or stream (SPEC section 5)', () => {
    const store = new BettingStore();
    store.setCyberType('virtual');
    expect(store.cyberType).toBe('virtual');
    store.setCyberType('fantasy');
    expect(store.cyberType).toBeNull();
    store.setBettingType('live');
    expect(store.isLive).toBe(true);
    store.setBettingType('other' as 'line');
    expect(store.currentBettingType).toBe('live');
  });
});
