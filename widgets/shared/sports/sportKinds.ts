// Which sport a slug names, for its icon (sportIcons.ts) and what its periods are called
// (periodLabel.ts). Apart from the drawings so a game row's clock does not load them.
export const SPORT_KINDS = [
  'football',
  'basketball',
  'tennis',
  'ice-hockey',
  'volleyball',
  'handball',
  'table-tennis',
  'baseball',
  'esports',
  'e-football',
  'sport',
] as const;

export type SportKind = (typeof SPORT_KINDS)[number];

/** The kind of a sport without its own. */
export const FALLBACK_SPORT_KIND: SportKind = 'sport';

/** Slugs that name a known sport another way (feeds differ: "soccer", "hockey", "csgo"). */
const SLUG_ALIASES: Readonly<Record<string, SportKind>> = {
  soccer: 'football',
  hockey: 'ice-hockey',
  'ping-pong': 'table-tennis',
  cs2: 'esports',
  csgo: 'esports',
  'counter-strike': 'esports',
  'dota-2': 'esports',
  dota2: 'esports',
  'league-of-legends': 'esports',
  lol: 'esports',
  valorant: 'esports',
  efootball: 'e-football',
  fifa: 'e-football',
  'e-soccer': 'e-football',
};

const KNOWN: ReadonlySet<string> = new Set(SPORT_KINDS);

/**
 * The kind of a sport by its slug (case and spaces do not matter); an esports discipline not
 * known here is esports; anything else the generic kind.
 */
export function sportKind(slug: string | undefined, isCyber = false): SportKind {
  const key = (slug ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (KNOWN.has(key)) return key as SportKind;
  if (Object.hasOwn(SLUG_ALIASES, key)) return SLUG_ALIASES[key]!;
  return isCyber ? 'esports' : FALLBACK_SPORT_KIND;
}
