import { makeAutoObservable, reaction } from 'mobx';
import {
  APP_VIEW_TYPES,
  DEFAULT_COEF_VIEW_ID,
  allowedCoefViewIds,
  constrainCoefViewId,
  formatCoef,
  isAppViewType,
  type AppViewType,
  type CoefViewId,
} from '../../domain/odds';
import {
  PREFERENCE_COOKIES,
  PREFERENCE_COOKIE_MAX_AGE_S,
  PREFERENCE_STORAGE_KEYS,
  readFlag,
  readInteger,
  readStoredObject,
  writeStoredObject,
  type PreferenceCookies,
  type KeyValueStorage,
} from './preferences';

/** SPEC section 3 Global state: appTheme 0 light, 1 dark. */
export const APP_THEMES = { light: 0, dark: 1 } as const;
export type AppTheme = (typeof APP_THEMES)[keyof typeof APP_THEMES];

/** SPEC section 9 "Defaults": timezone 3 (hours from UTC, the `tzo` cookie). */
export const DEFAULT_TIME_ZONE = 3;
/** Offsets that exist on Earth, in hours. */
export const TIME_ZONE_RANGE = { min: -12, max: 14 } as const;

/** SPEC section 3 Global state marketsNameType; ours: 0 full market names, 1 short names. */
export const MARKETS_NAME_TYPES = { full: 0, short: 1 } as const;
export type MarketsNameType = (typeof MARKETS_NAME_TYPES)[keyof typeof MARKETS_NAME_TYPES];

/**
 * SPEC section 3 Global state appFontSize: the customer's text size in CSS pixels; the page's root
 * font size follows (every widget sizes its text in em and rem), 16 being the browser's own.
 */
export const APP_FONT_SIZES = [14, 16, 18, 20] as const;
export type AppFontSize = (typeof APP_FONT_SIZES)[number];
export const DEFAULT_APP_FONT_SIZE: AppFontSize = 16;

/**
 * SPEC section 3 Global state coefIndicationType: how a price that moved is marked for a few
 * seconds. Ours: 0 an arrow and a colour, 1 the arrow only, 2 the colour only, 3 not at all.
 */
export const COEF_INDICATION_TYPES = { arrowAndColour: 0, arrow: 1, colour: 2, none: 3 } as const;
export type CoefIndicationType = (typeof COEF_INDICATION_TYPES)[keyof typeof COEF_INDICATION_TYPES];

const isAppFontSize = (value: unknown): value is AppFontSize =>
  (APP_FONT_SIZES as readonly unknown[]).includes(value);
const isCoefIndicationType = (value: unknown): value is CoefIndicationType =>
  (Object.values(COEF_INDICATION_TYPES) as unknown[]).includes(value);

/** The attribute the brand CSS selects on: `[data-theme='dark']`. */
export const THEME_ATTRIBUTE = 'data-theme';
export const VIEW_TYPE_ATTRIBUTE = 'data-view-type';

export interface GlobalStoreDeps {
  cookies?: PreferenceCookies;
  storage?: KeyValueStorage;
  /** The brand's allowed coefficient view ids (SPEC section 5); all of SPEC section 9 when absent. */
  brandCoefViewIds?: () => readonly number[] | undefined;
  /** The site config's partnerHasTaxes (the brand withholds a winnings tax); false when absent. */
  brandHasTaxes?: () => boolean | undefined;
}

/** What the theme binding writes to: document.documentElement, or a fake in tests. */
export interface ThemeTarget {
  setAttribute(name: string, value: string): void;
  /** The root font size (appFontSize); optional so a fake needs only attributes. */
  style?: { fontSize: string };
}

/**
 * The SPEC section 3 0/1 display flags kept in local storage: the property, the name it is saved
 * under and its default (SPEC section 9 where it gives one). A stored value that is not 0 or 1 is
 * read as the default.
 */
export const LOCAL_FLAGS = {
  isShowGameId: ['isShowGameId', false],
  isAppCompactView: ['isAppCompactView', false],
  isDisplayStatsInNewWindow: ['isDisplayStatsInNewWindow', true],
  isAccumulatorOfTheDay: ['isAccumulatorOfTheDay', true],
  isLiveAccumulatorOfTheDay: ['isLiveAccumulatorOfTheDay', true],
  /** zoneState: the live match zone open (1) or collapsed (0). */
  isZoneOpen: ['zoneState', true],
  isMoveVideoOnScroll: ['isMoveVideoOnScroll', true],
} as const satisfies Record<string, readonly [string, boolean]>;
export type LocalFlag = keyof typeof LOCAL_FLAGS;
const LOCAL_FLAG_ENTRIES = Object.entries(LOCAL_FLAGS) as [LocalFlag, readonly [string, boolean]][];

/**
 * SPEC section 3 "Global state": the display preferences every sports page reads. Named SPEC
 * section 9 cookies persist what they name; theme and coefficient view use cookies of ours;
 * show-game-id, compact view and the other 0/1 display flags persist in local storage.
 */
export class GlobalStore {
  appTheme: AppTheme = APP_THEMES.light;
  appViewType: AppViewType = APP_VIEW_TYPES.european;
  coefViewId: CoefViewId = DEFAULT_COEF_VIEW_ID;
  marketsNameType: MarketsNameType = MARKETS_NAME_TYPES.full;
  /** Hours from UTC (`tzo`). */
  timeZone = DEFAULT_TIME_ZONE;
  is12h = false;
  // The 0/1 flags of LOCAL_FLAGS: restore() sets each, from storage or else its default.
  isShowGameId!: boolean;
  isAppCompactView!: boolean;
  appFontSize: AppFontSize = DEFAULT_APP_FONT_SIZE;
  /** SPEC section 3 isDisplayStatsInNewWindow; SPEC section 9 default 1. */
  isDisplayStatsInNewWindow!: boolean;
  coefIndicationType: CoefIndicationType = COEF_INDICATION_TYPES.arrowAndColour;
  /** SPEC section 3 isAccumulatorOfTheDay: the line's accumulator of the day; section 9: on. */
  isAccumulatorOfTheDay!: boolean;
  /** SPEC section 3 isLiveAccumulatorOfTheDay: the live accumulator of the day; section 9: on. */
  isLiveAccumulatorOfTheDay!: boolean;
  /** SPEC section 3 zoneState: the live match zone is open (1, the default) or collapsed (0). */
  isZoneOpen!: boolean;
  /** SPEC section 3 isMoveVideoOnScroll: the open zone floats when scrolled past; section 9: on. */
  isMoveVideoOnScroll!: boolean;

  private readonly cookies: PreferenceCookies | undefined;
  private readonly storage: KeyValueStorage | undefined;
  private readonly brandCoefViewIds: () => readonly number[] | undefined;
  private readonly brandHasTaxes: () => boolean | undefined;

  constructor(deps: GlobalStoreDeps = {}) {
    this.cookies = deps.cookies;
    this.storage = deps.storage;
    this.brandCoefViewIds = deps.brandCoefViewIds ?? (() => undefined);
    this.brandHasTaxes = deps.brandHasTaxes ?? (() => undefined);
    this.restore();
    makeAutoObservable<this, 'cookies' | 'storage' | 'brandCoefViewIds' | 'brandHasTaxes'>(
      this,
      { cookies: false, storage: false, brandCoefViewIds: false, brandHasTaxes: false },
      { autoBind: true },
    );
  }

  /**
   * SPEC section 3 partnerHasTaxes: the brand withholds a winnings tax (site config `taxes`), so
   * the coupon shows the tax and the payout after it.
   */
  get partnerHasTaxes(): boolean {
    return this.brandHasTaxes() === true;
  }

  get isDarkTheme(): boolean {
    return this.appTheme === APP_THEMES.dark;
  }

  /** The coefficient views the visitor may choose now (SPEC section 5). */
  get allowedCoefViewIds(): CoefViewId[] {
    return allowedCoefViewIds(this.appViewType, this.brandCoefViewIds());
  }

  /** A decimal coefficient in the chosen view (SPEC section 9). */
  formatCoef(coef: number): string {
    return formatCoef(coef, this.coefViewId);
  }

  setTheme(theme: AppTheme): void {
    if (theme !== APP_THEMES.light && theme !== APP_THEMES.dark) return;
    this.appTheme = theme;
    this.setCookie(PREFERENCE_COOKIES.appTheme, String(theme));
  }

  toggleTheme(): void {
    this.setTheme(this.isDarkTheme ? APP_THEMES.light : APP_THEMES.dark);
  }

  /** European or asian view; the coefficient view follows (SPEC section 5). */
  setViewType(viewType: AppViewType): void {
    if (!isAppViewType(viewType)) return;
    this.appViewType = viewType;
    this.setCookie(PREFERENCE_COOKIES.appViewType, String(viewType));
    this.applyCoefViewId(this.coefViewId);
  }

  /** Picks a coefficient view; an id not allowed in the current view type is refused (false). */
  setCoefViewId(id: number): boolean {
    if (!(this.allowedCoefViewIds as number[]).includes(id)) return false;
    this.applyCoefViewId(id);
    return true;
  }

  setMarketsNameType(type: MarketsNameType): void {
    if (type !== MARKETS_NAME_TYPES.full && type !== MARKETS_NAME_TYPES.short) return;
    this.marketsNameType = type;
    this.setCookie(PREFERENCE_COOKIES.marketsNameType, String(type));
  }

  /** Hours from UTC, whole, within the offsets that exist; anything else is refused (false). */
  setTimeZone(hours: number): boolean {
    if (!isTimeZone(hours)) return false;
    this.timeZone = hours;
    this.setCookie(PREFERENCE_COOKIES.timeZone, String(hours));
    return true;
  }

  set12h(is12h: boolean): void {
    this.is12h = is12h;
    this.setCookie(PREFERENCE_COOKIES.is12h, is12h ? '1' : '0');
  }

  /** One of the 0/1 display flags kept in local storage (LOCAL_FLAGS). */
  setFlag(flag: LocalFlag, on: boolean): void {
    this[flag] = on;
    this.saveLocal();
  }

  /** One of APP_FONT_SIZES; anything else is refused (false). */
  setFontSize(size: number): boolean {
    if (!isAppFontSize(size)) return false;
    this.appFontSize = size;
    this.saveLocal();
    return true;
  }

  /** One of COEF_INDICATION_TYPES; anything else is refused (false). */
  setCoefIndicationType(type: number): boolean {
    if (!isCoefIndicationType(type)) return false;
    this.coefIndicationType = type;
    this.saveLocal();
    return true;
  }

  /** Whether a moved price shows its arrow, and its colour (coefIndicationType). */
  get coefIndication(): { arrow: boolean; colour: boolean } {
    const type = this.coefIndicationType;
    return {
      arrow: type === COEF_INDICATION_TYPES.arrowAndColour || type === COEF_INDICATION_TYPES.arrow,
      colour:
        type === COEF_INDICATION_TYPES.arrowAndColour || type === COEF_INDICATION_TYPES.colour,
    };
  }

  /**
   * Keeps `data-theme="light|dark"` and `data-view-type="european|asian"` on the target (the
   * document element) in step with the store, for the brand CSS, and its root font size with
   * appFontSize; returns the function that stops.
   */
  bindDocument(target: ThemeTarget): () => void {
    const stopFontSize = reaction(
      () => this.appFontSize,
      (size) => {
        // Percent of the browser's own size, so a size the customer set in the browser still counts.
        if (target.style) target.style.fontSize = `${(size / DEFAULT_APP_FONT_SIZE) * 100}%`;
      },
      { fireImmediately: true },
    );
    const stopAttributes = reaction(
      () => [this.appTheme, this.appViewType] as const,
      ([theme, viewType]) => {
        target.setAttribute(THEME_ATTRIBUTE, theme === APP_THEMES.dark ? 'dark' : 'light');
        target.setAttribute(
          VIEW_TYPE_ATTRIBUTE,
          viewType === APP_VIEW_TYPES.asian ? 'asian' : 'european',
        );
      },
      { fireImmediately: true },
    );
    return () => {
      stopFontSize();
      stopAttributes();
    };
  }

  private applyCoefViewId(id: number): void {
    this.coefViewId = constrainCoefViewId(id, this.appViewType, this.brandCoefViewIds());
    this.setCookie(PREFERENCE_COOKIES.coefViewId, String(this.coefViewId));
  }

  private setCookie(name: string, value: string): void {
    this.cookies?.set(name, value, PREFERENCE_COOKIE_MAX_AGE_S);
  }

  private saveLocal(): void {
    const saved: Record<string, number> = {
      appFontSize: this.appFontSize,
      coefIndicationType: this.coefIndicationType,
    };
    for (const [flag, [key]] of LOCAL_FLAG_ENTRIES) saved[key] = this[flag] ? 1 : 0;
    writeStoredObject(this.storage, PREFERENCE_STORAGE_KEYS.global, saved);
  }

  /** Reads what was saved; a value that fails its check is ignored and the default stays. */
  private restore(): void {
    const cookie = (name: string) => this.cookies?.get(name);
    const theme = readInteger(cookie(PREFERENCE_COOKIES.appTheme));
    if (theme === APP_THEMES.light || theme === APP_THEMES.dark) this.appTheme = theme;
    const viewType = readInteger(cookie(PREFERENCE_COOKIES.appViewType));
    if (isAppViewType(viewType)) this.appViewType = viewType;
    const coefViewId = readInteger(cookie(PREFERENCE_COOKIES.coefViewId));
    this.coefViewId = constrainCoefViewId(
      coefViewId ?? DEFAULT_COEF_VIEW_ID,
      this.appViewType,
      this.brandCoefViewIds(),
    );
    const namesType = readInteger(cookie(PREFERENCE_COOKIES.marketsNameType));
    if (namesType === MARKETS_NAME_TYPES.full || namesType === MARKETS_NAME_TYPES.short) {
      this.marketsNameType = namesType;
    }
    const timeZone = readInteger(cookie(PREFERENCE_COOKIES.timeZone));
    if (timeZone !== undefined && isTimeZone(timeZone)) this.timeZone = timeZone;
    this.is12h = readFlag(cookie(PREFERENCE_COOKIES.is12h), false);
    const local = readStoredObject(this.storage, PREFERENCE_STORAGE_KEYS.global);
    for (const [flag, [key, fallback]] of LOCAL_FLAG_ENTRIES) {
      this[flag] = readFlag(local[key], fallback);
    }
    if (isAppFontSize(local.appFontSize)) this.appFontSize = local.appFontSize;
    if (isCoefIndicationType(local.coefIndicationType)) {
      this.coefIndicationType = local.coefIndicationType;
    }
  }
}

function isTimeZone(hours: number): boolean {
  return Number.isInteger(hours) && hours >= TIME_ZONE_RANGE.min && hours <= TIME_ZONE_RANGE.max;
}
