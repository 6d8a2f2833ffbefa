// Generated team badges: a shirt or a crest in two kit colours with a pattern, all chosen from
// the team's name, the same on every page and every visit (no image, no request). The feed gives
// teams no colours, so a stable pair is taken from a kit palette; the two always differ enough
// for the pattern to show.

export type BadgeShape = 'shirt' | 'crest';
export type BadgePattern = 'plain' | 'stripes' | 'hoops' | 'halves' | 'sash' | 'chevron';

export interface TeamBadge {
  shape: BadgeShape;
  pattern: BadgePattern;
  /** The body's colour, #rrggbb. */
  primary: string;
  /** The pattern's (or trim's) colour, #rrggbb. */
  secondary: string;
}

/** Colours clubs wear: reds, blues, white, black, yellow, greens, orange, purple. */
export const KIT_COLOURS = [
  '#c8102e',
  '#7a263a',
  '#1d4ed8',
  '#1b2a5c',
  '#6cabdd',
  '#f4f4f4',
  '#1a1a1a',
  '#f5c400',
  '#0f7a3a',
  '#f07d00',
  '#5b2a86',
  '#00857c',
] as const;

export const BADGE_SHAPES: readonly BadgeShape[] = ['shirt', 'crest'];
export const BADGE_PATTERNS: readonly BadgePattern[] = [
  'plain',
  'stripes',
  'hoops',
  'halves',
  'sash',
  'chevron',
];

/** The least contrast between the two colours, so stripes and halves are seen. */
export const MIN_KIT_CONTRAST = 1.8;

/** 32-bit FNV-1a of the name's UTF-16 code units: stable and spread over the choices. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** WCAG relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  let sum = 0;
  for (const [i, weight] of [0.2126, 0.7152, 0.0722].entries()) {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    sum += weight * (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }
  return sum;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function kitContrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The badge of a team. `seed` is best the team's name in one fixed language (the feed's English
 * name), so a team looks the same in every language; case and outer spaces do not count.
 */
export function teamBadge(seed: string): TeamBadge {
  const hash = nameHash(seed.trim().toLocaleLowerCase());
  const count = KIT_COLOURS.length;
  const primary = KIT_COLOURS[hash % count]!;
  // The second colour: the hash's pick, or the next one along that stands out from the first.
  let index = (hash >>> 8) % count;
  while (index === hash % count || kitContrast(primary, KIT_COLOURS[index]!) < MIN_KIT_CONTRAST)
    index = (index + 1) % count;
  return {
    shape: BADGE_SHAPES[(hash >>> 16) % BADGE_SHAPES.length]!,
    pattern: BADGE_PATTERNS[(hash >>> 20) % BADGE_PATTERNS.length]!,
    primary,
    secondary: KIT_COLOURS[index]!,
  };
}
