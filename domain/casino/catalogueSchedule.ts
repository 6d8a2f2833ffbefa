// Repeating periods of casino tournaments and cashback, in UTC: a day from midnight, a week from
// Monday midnight, a month from the 1st.
import type { TournamentSchedule } from './catalogueBonusTypes';

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The period of `schedule` that contains `at`. */
export function periodAt(schedule: TournamentSchedule, at: Date): Period {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (schedule === 'monthly') {
    return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
  if (schedule === 'weekly') {
    // getUTCDay: 0 Sunday ... 6 Saturday; weeks start on Monday.
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    return {
      start: new Date(Date.UTC(y, m, d - sinceMonday)),
      end: new Date(Date.UTC(y, m, d - sinceMonday + 7)),
    };
  }
  return { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) };
}
