// Country flags: the SVG files of the flag-icons package (4:3), one file a country, copied into
// the build by app/flagsBuild.ts under a path that names the package version, so a browser keeps
// each flag it has shown for good and fetches no flag a page does not show.

/** The flag-icons version the build copies (app/flagsBuild.ts refuses another installed one). */
export const FLAG_ICONS_VERSION = '7.5.0';

/** The flags' folder inside the build's assets/ folder. */
export const FLAGS_FOLDER = `flags/${FLAG_ICONS_VERSION}/`;

/** Where the built site serves the flags: /assets/ is cached as immutable (server/web). */
export const FLAGS_BASE_PATH = `/assets/${FLAGS_FOLDER}`;

/**
 * The flag of an ISO 3166-1 alpha-2 country code (any case), or null for a code that names no
 * country (the feed's "INT" for international tournaments, an empty or malformed code). `base`:
 * where the flags are, FLAGS_BASE_PATH unless the built site names them on the host its chunks
 * came from (widgets/shared/CountryFlag.tsx).
 */
export function flagUrl(code: string | undefined, base = FLAGS_BASE_PATH): string | null {
  const alpha2 = (code ?? '').trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(alpha2)) return null;
  return `${base}${alpha2}.svg`;
}
