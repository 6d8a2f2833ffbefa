// SPEC section 3 "User config" disallow_line_sport and disallow_live_sport: a customer the
// operator closed line or live to is not offered it: its navigation entries are left out and its
// pages send the customer home. Which section a route path (below /{lng}/) belongs to:
// live/… and multi (multi-live) are live, line/… is line.

export type SportsSection = 'line' | 'live';

export interface SportsSectionAccess {
  disallowLine: boolean;
  disallowLive: boolean;
}

export const ALL_SECTIONS_OPEN: SportsSectionAccess = Object.freeze({
  disallowLine: false,
  disallowLive: false,
});

export function sportsSectionOf(path: string): SportsSection | null {
  const first = path.replace(/^\/+/, '').split(/[/?#]/)[0];
  if (first === 'live' || first === 'multi') return 'live';
  if (first === 'line') return 'line';
  return null;
}

export function isSportsSectionOpen(
  section: SportsSection | null,
  access: SportsSectionAccess,
): boolean {
  if (section === 'line') return !access.disallowLine;
  if (section === 'live') return !access.disallowLive;
  return true;
}

/** The items whose route is not in a closed section. */
export function openSectionItems<T extends { to: string }>(
  items: readonly T[],
  access: SportsSectionAccess,
): readonly T[] {
  if (!access.disallowLine && !access.disallowLive) return items;
  return items.filter((item) => isSportsSectionOpen(sportsSectionOf(item.to), access));
}
