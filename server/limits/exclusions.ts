// Self-exclusion (30) and time-out (33) in force: no sign-in, betting or deposit until they end.
import { LIMIT_TYPE } from '../../domain/limits/index';
import { epochSeconds, LimitRefusal } from './limitRefusal';
import { isInForce, type LimitRow } from './limitRecords';

export interface ActiveExclusion {
  reason: 'self_excluded' | 'time_out_active';
  endsAt: Date;
}

/** The exclusion in force at `at` (the self-exclusion first), or null. */
export function activeExclusion(rows: readonly LimitRow[], at: Date): ActiveExclusion | null {
  for (const [type, reason] of [
    [LIMIT_TYPE.selfExclusion, 'self_excluded'],
    [LIMIT_TYPE.depositTimeOut, 'time_out_active'],
  ] as const) {
    const row = rows.find((r) => r.type === type);
    if (row && isInForce(row, at) && row.endsAt) return { reason, endsAt: row.endsAt };
  }
  return null;
}

export function exclusionRefusal(exclusion: ActiveExclusion, what: string): LimitRefusal {
  const until = exclusion.endsAt.toISOString();
  const message =
    exclusion.reason === 'self_excluded'
      ? `${what} refused: self-excluded until ${until}`
      : `${what} refused: time-out until ${until}`;
  return new LimitRefusal(403, exclusion.reason, message, {
    endsAt: epochSeconds(exclusion.endsAt),
  });
}
