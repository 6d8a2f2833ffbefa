import { makeAutoObservable } from 'mobx';
import { CYBER_TYPES, type BettingType, type CyberType } from '../../domain/sports/types';
import {
  PREFERENCE_COOKIES,
  PREFERENCE_COOKIE_MAX_AGE_S,
  PREFERENCE_STORAGE_KEYS,
  readFlag,
  readStoredObject,
  writeStoredObject,
  type PreferenceCookies,
  type KeyValueStorage,
} from './preferences';

/** SPEC section 3 Betting state cyberMatchesFilterType; ours: which cyber games a list shows. */
export const CYBER_MATCHES_FILTERS = ['all', 'live', 'line'] as const;
export type CyberMatchesFilter = (typeof CYBER_MATCHES_FILTERS)[number];

/** Market type ids a visitor may filter on at most (a comma list in SPEC section 3). */
export const MAX_FILTERED_MARKETS = 50;

export interface BettingStoreDeps {
  cookies?: PreferenceCookies;
  storage?: KeyValueStorage;
}

/**
 * SPEC section 3 "Betting state": which section is on screen and the list filters. The SPEC
 * section 9 cookie isChampsGroupedByCountry persists the menu grouping; the filters persist in
 * local storage; the betting type follows the route and is not persisted.
 */
export class BettingStore {
  currentBettingType: BettingType = 'line';
  isGroupSportsByCategories = false;
  isChampsGroupedByCountry = false;
  cyberMatchesFilterType: CyberMatchesFilter = 'all';
  cyberType: CyberType | null = null;
  isWideScreenScoreboard = false;
  isUpcomingEvent = false;
  isOnlyWithVideos = false;
  /** Market type ids shown in lists; empty shows every market. */
  filteredMarkets: number[] = [];

  private readonly cookies: PreferenceCookies | undefined;
  private readonly storage: KeyValueStorage | undefined;

  constructor(deps: BettingStoreDeps = {}) {
    this.cookies = deps.cookies;
    this.storage = deps.storage;
    this.restore();
    makeAutoObservable<this, 'cookies' | 'storage'>(
      this,
      { cookies: false, storage: false },
      { autoBind: true },
    );
  }

  /** SPEC section 3: filteredMarkets as the comma list the API takes ('' when none). */
  get filteredMarketsParam(): string {
    return this.filteredMarkets.join(',');
  }

  get isLive(): boolean {
    return this.currentBettingType === 'live';
  }

  setBettingType(type: BettingType): void {
    if (type === 'live' || type === 'line') this.currentBettingType = type;
  }

  setGroupSportsByCategories(grouped: boolean): void {
    this.isGroupSportsByCategories = grouped;
    this.save();
  }

  setChampsGroupedByCountry(grouped: boolean): void {
    this.isChampsGroupedByCountry = grouped;
    this.cookies?.set(
      PREFERENCE_COOKIES.isChampsGroupedByCountry,
      grouped ? '1' : '0',
      PREFERENCE_COOKIE_MAX_AGE_S,
    );
  }

  setCyberMatchesFilter(filter: CyberMatchesFilter): void {
    if (!CYBER_MATCHES_FILTERS.includes(filter)) return;
    this.cyberMatchesFilterType = filter;
    this.save();
  }

  /** The cyber route's type (SPEC section 5: real, virtual or stream); anything else clears it. */
  setCyberType(type: string | null | undefined): void {
    this.cyberType = isCyberType(type) ? type : null;
  }

  setWideScreenScoreboard(wide: boolean): void {
    this.isWideScreenScoreboard = wide;
    this.save();
  }

  setUpcomingEvent(upcoming: boolean): void {
    this.isUpcomingEvent = upcoming;
    this.save();
  }

  setOnlyWithVideos(only: boolean): void {
    this.isOnlyWithVideos = only;
    this.save();
  }

  toggleFilteredMarket(marketTypeId: number): void {
    if (this.filteredMarkets.includes(marketTypeId)) {
      this.setFilteredMarkets(this.filteredMarkets.filter((id) => id !== marketTypeId));
    } else {
      this.setFilteredMarkets([...this.filteredMarkets, marketTypeId]);
    }
  }

  /** Keeps positive integer ids, once each, at most MAX_FILTERED_MARKETS. */
  setFilteredMarkets(ids: readonly number[]): void {
    this.filteredMarkets = sanitizeMarketIds(ids);
    this.save();
  }

  clearFilters(): void {
    this.isUpcomingEvent = false;
    this.isOnlyWithVideos = false;
    this.filteredMarkets = [];
    this.save();
  }

  private save(): void {
    writeStoredObject(this.storage, PREFERENCE_STORAGE_KEYS.betting, {
      isGroupSportsByCategories: this.isGroupSportsByCategories ? 1 : 0,
      cyberMatchesFilterType: this.cyberMatchesFilterType,
      isWideScreenScoreboard: this.isWideScreenScoreboard ? 1 : 0,
      isUpcomingEvent: this.isUpcomingEvent ? 1 : 0,
      isOnlyWithVideos: this.isOnlyWithVideos ? 1 : 0,
      filteredMarkets: this.filteredMarketsParam,
    });
  }

  private restore(): void {
    this.isChampsGroupedByCountry = readFlag(
      this.cookies?.get(PREFERENCE_COOKIES.isChampsGroupedByCountry),
      false,
    );
    const saved = readStoredObject(this.storage, PREFERENCE_STORAGE_KEYS.betting);
    this.isGroupSportsByCategories = readFlag(saved.isGroupSportsByCategories, false);
    const cyberFilter = saved.cyberMatchesFilterType;
    if (CYBER_MATCHES_FILTERS.includes(cyberFilter as CyberMatchesFilter)) {
      this.cyberMatchesFilterType = cyberFilter as CyberMatchesFilter;
    }
    this.isWideScreenScoreboard = readFlag(saved.isWideScreenScoreboard, false);
    this.isUpcomingEvent = readFlag(saved.isUpcomingEvent, false);
    this.isOnlyWithVideos = readFlag(saved.isOnlyWithVideos, false);
    if (typeof saved.filteredMarkets === 'string' && saved.filteredMarkets !== '') {
      this.filteredMarkets = sanitizeMarketIds(saved.filteredMarkets.split(',').map(Number));
    }
  }
}

function isCyberType(type: unknown): type is CyberType {
  return CYBER_TYPES.includes(type as CyberType);
}

function sanitizeMarketIds(ids: readonly number[]): number[] {
  const kept = ids.filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(kept)].slice(0, MAX_FILTERED_MARKETS);
}
