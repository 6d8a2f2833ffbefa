// What a sport calls its periods: football halves, basketball quarters, tennis sets, CS2 maps.
import { sportKind, type SportKind } from './sportKinds';

export type PeriodKind = 'half' | 'quarter' | 'set' | 'map' | 'period';

const KIND_OF_SPORT: Readonly<Partial<Record<SportKind, PeriodKind>>> = {
  football: 'half',
  'e-football': 'half',
  handball: 'half',
  basketball: 'quarter',
  tennis: 'set',
  volleyball: 'set',
  'table-tennis': 'set',
  esports: 'map',
  'ice-hockey': 'period',
};

/** The kind of a sport's periods by its slug; "period" for a sport not known here. */
export function periodKind(slug: string | undefined, isCyber = false): PeriodKind {
  return KIND_OF_SPORT[sportKind(slug, isCyber)] ?? 'period';
}

/** The dictionary key of a period's short label ("Map 2", "2-й тайм"). */
export function periodLabelKey(kind: PeriodKind): string {
  return kind === 'period' ? 'sports:period_short' : `sports:period_short_${kind}`;
}
