// Country flags: the SVG files of the flag-icons package (4:3), one file a country, copied into
// the build by app/flagsBuild.ts under a path that names the package version, so a browser keeps
// each flag it has shown for good and fetches no flag a page does not show.

/** The flag-icons version the build copies (app/flagsBuild.ts refuses another installed one). */
export const FLAG_ICONS_VERSION = '7.5.0';

/** Where the built site serves the flags: /assets/ is cached as immutable (server/web). */
export const FLAGS_BASE_PATH = `/assets/flags/${FLAG_ICONS_VERSION}/`;

/**
 * The flag of an ISO 3166-1 alpha-2 country code (any case), or null for a code that names no
 * country (the feed's "INT" for international tournaments, an empty or malformed code).
 */
export function flagUrl(code: string | undefined): string | null {
  const alpha2 = (code ?? '').trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(alpha2)) return null;
  return `${FLAGS_BASE_PATH}${alpha2}.svg`;
}
