// Where the visitor's display preferences persist. SPEC section 9 names the cookies the server may
// read (app_view_type, markets_name_type, isChampsGroupedByCountry, tzo, is12h); theme and
// coefficient view get cookies of our naming for the same reason (the server could render in the
// right theme). Preferences the SPEC names no cookie for stay in local storage.

/** Cookie access, given to the stores by the composition root (app/cookies.ts) or a test. */
export interface PreferenceCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/** SPEC section 9 "Cookie names", plus ours for theme and coefficient view. */
export const PREFERENCE_COOKIES = {
  appViewType: 'app_view_type',
  marketsNameType: 'markets_name_type',
  isChampsGroupedByCountry: 'isChampsGroupedByCountry',
  timeZone: 'tzo',
  is12h: 'is12h',
  /** Ours: SPEC section 3 Global state appTheme (0 light, 1 dark). */
  appTheme: 'app_theme',
  /** Ours: SPEC section 3 Global state coefViewId (SPEC section 9 ids). */
  coefViewId: 'coef_view_id',
} as const;

export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Local storage keys of the preferences without a SPEC cookie. */
export const PREFERENCE_STORAGE_KEYS = {
  global: 'global_state',
  betting: 'betting_state',
} as const;

/** Cookies held in memory: tests, and browsers that refuse cookies. */
export function memoryPreferenceCookies(initial: Record<string, string> = {}): PreferenceCookies {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
  };
}

/** A small store of key/value text: window.localStorage, or a fake in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredObject(
  storage: KeyValueStorage | undefined,
  key: string,
): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {}; // a damaged entry is ignored: defaults apply
  }
}

export function writeStoredObject(
  storage: KeyValueStorage | undefined,
  key: string,
  value: Record<string, unknown>,
): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the preference lives for this page only
  }
}

/** "1"/"0" cookies and flags stored as 0/1 (SPEC section 3 "0/1 flags"). */
export function readFlag(value: unknown, fallback: boolean): boolean {
  if (value === '1' || value === 1 || value === true || value === 'true') return true;
  if (value === '0' || value === 0 || value === false || value === 'false') return false;
  return fallback;
}

export function readInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}
