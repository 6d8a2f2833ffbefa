// Language rules of SPEC section 2: every URL starts with a two-letter lowercase {lng}; a
// missing or unavailable language redirects with a valid one prepended: the requested
// language if available, else the brand default, else English. Pure, so the server applies
// the same rules before it serves a page.

/** Languages written right to left; a page in one of them gets dir="rtl". */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/** SPEC section 2: the last resort when neither the requested nor the default language is available. */
export const FALLBACK_LANGUAGE = 'en';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;
const LANGUAGE_LIKE_SEGMENT = /^[A-Za-z]{2}$/;

export interface LanguageOptions {
  /** Languages the brand offers. */
  available: readonly string[];
  defaultLanguage: string;
  /** langHiddenUnauthorized: offered to signed-in users only. */
  hiddenForGuests?: readonly string[];
  isAuthenticated?: boolean;
}

export function isRtl(lng: string): boolean {
  return RTL_LANGUAGES.has(lng);
}

/** The languages this visitor may use (guests lose langHiddenUnauthorized). */
export function visibleLanguages(opts: LanguageOptions): string[] {
  if (opts.isAuthenticated) return [...opts.available];
  const hidden = new Set(opts.hiddenForGuests ?? []);
  return opts.available.filter((lng) => !hidden.has(lng));
}

/** The requested language if available, else the brand default, else English, else the first offered. */
export function pickLanguage(requested: string | undefined, opts: LanguageOptions): string {
  const visible = visibleLanguages(opts);
  const wanted = requested?.toLowerCase();
  if (wanted && visible.includes(wanted)) return wanted;
  if (visible.includes(opts.defaultLanguage)) return opts.defaultLanguage;
  if (visible.includes(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return visible[0] ?? opts.defaultLanguage;
}

export type LanguagePathResult =
  { kind: 'ok'; lng: string; rest: string } | { kind: 'redirect'; to: string };

/**
 * Decides whether `pathname` (with its `search`) carries a usable language. A first segment of
 * two letters is taken as a language attempt: unavailable or not lowercase, it is replaced;
 * anything else gets a language prepended. `preferred` is the visitor's wish (lng cookie,
 * Accept-Language) used when the path names none.
 */
export function resolveLanguagePath(
  pathname: string,
  search: string,
  opts: LanguageOptions,
  preferred?: string,
): LanguagePathResult {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const visible = visibleLanguages(opts);
  if (LANGUAGE_SEGMENT.test(first) && visible.includes(first)) {
    return { kind: 'ok', lng: first, rest: segments.slice(1).join('/') };
  }
  const namesLanguage = LANGUAGE_LIKE_SEGMENT.test(first);
  const lng = pickLanguage(namesLanguage ? first : preferred, opts);
  const rest = namesLanguage ? segments.slice(1) : segments;
  const trailing = pathname.endsWith('/') && rest.length > 0 ? '/' : '';
  return {
    kind: 'redirect',
    to: `/${[lng, ...rest].join('/')}${rest.length ? trailing : '/'}${search}`,
  };
}
