// Site paths as redirect and block rules name them: without the language segment and without a
// leading or trailing slash ('promo/old'), optionally ending in '/*' (that path and everything
// under it). Only unreserved URL characters, so a rule can never smuggle a host or a query.

const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,99}';
const SITE_PATH = new RegExp(`^${SEGMENT}(/${SEGMENT}){0,19}$`);

/** At most this many characters in a rule's path. */
export const MAX_SITE_PATH_LENGTH = 400;

export interface SitePathPattern {
  /** The path itself, or the prefix of a '/*' pattern. */
  path: string;
  /** True for 'prefix/*': the prefix and every path under it. */
  wildcard: boolean;
}

/** Strips one leading '/' (rules may be written either way). */
function trimLeadingSlash(text: string): string {
  return text.startsWith('/') && !text.startsWith('//') ? text.slice(1) : text;
}

/** A plain site path ('promo/old'), or null if it is not one. '' is the language root. */
export function parseSitePath(text: string, allowRoot = false): string | null {
  const path = trimLeadingSlash(text.trim()).replace(/\/$/, '');
  if (path === '') return allowRoot ? '' : null;
  if (path.length > MAX_SITE_PATH_LENGTH || !SITE_PATH.test(path)) return null;
  if (path.split('/').some((s) => s === '.' || s === '..')) return null;
  return path;
}

/** 'promo/old' or 'promo/*'; '*' alone (every path) only when `allowAll`. */
export function parseSitePattern(text: string, allowAll = false): SitePathPattern | null {
  const trimmed = trimLeadingSlash(text.trim());
  if (trimmed === '*') return allowAll ? { path: '', wildcard: true } : null;
  if (trimmed.endsWith('/*')) {
    const path = parseSitePath(trimmed.slice(0, -2));
    return path === null ? null : { path, wildcard: true };
  }
  const path = parseSitePath(trimmed);
  return path === null ? null : { path, wildcard: false };
}

export function formatSitePattern(pattern: SitePathPattern): string {
  if (!pattern.wildcard) return pattern.path;
  return pattern.path === '' ? '*' : `${pattern.path}/*`;
}

/**
 * Whether a pattern matches a site path; for a wildcard, also what is left under its prefix
 * ('casino/*' on 'casino/slots/1' leaves 'slots/1'; on 'casino' leaves '').
 */
export function matchSitePattern(
  pattern: SitePathPattern,
  path: string,
): { matched: false } | { matched: true; rest: string } {
  if (!pattern.wildcard) return path === pattern.path ? { matched: true, rest: '' } : NO_MATCH;
  if (pattern.path === '') return { matched: true, rest: path };
  if (path === pattern.path) return { matched: true, rest: '' };
  if (path.startsWith(`${pattern.path}/`)) {
    return { matched: true, rest: path.slice(pattern.path.length + 1) };
  }
  return NO_MATCH;
}

const NO_MATCH = { matched: false } as const;

/** Whether a target names somewhere off this site: a scheme, '//', or a backslash anywhere. */
export function isOffSite(text: string): boolean {
  const t = text.trim();
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(t) || t.startsWith('//') || t.includes('\\');
}

export interface SiteUrl {
  /** The language segment, or null when the path has none. */
  lng: string | null;
  /** The path under the language, as parseSitePath gives it ('' for the root). */
  path: string;
  /** The query with its '?', or ''. */
  query: string;
}

/**
 * A URL the client sends ('/ru/promo/old?x=1'): a path on this site, at most 2048 characters.
 * An absolute URL, '//' or a backslash is null; so is a path with characters rules never use.
 */
export function parseSiteUrl(url: string): SiteUrl | null {
  if (url.length > 2048 || !url.startsWith('/') || isOffSite(url)) return null;
  const at = url.search(/[?#]/);
  const pathname = at === -1 ? url : url.slice(0, at);
  const query = at === -1 || url[at] === '#' ? '' : url.slice(at).split('#')[0]!;
  const segments = pathname.split('/').filter((s) => s !== '');
  const lng = segments[0] !== undefined && /^[a-z]{2}$/.test(segments[0]) ? segments[0] : null;
  const rest = (lng === null ? segments : segments.slice(1)).join('/');
  const path = parseSitePath(rest, true);
  if (path === null) return null;
  return { lng, path, query };
}
