// Sign-in refused by a limit (every sign-in route goes through startSession, the refresh path
// through refreshSession): a self-exclusion or time-out in force, or a session limit that ran out
// today (UTC day of the world clock). An admitted sign-in starts the play-time session the reality
// check counts from.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import { activeExclusion, exclusionRefusal } from './exclusions';
import { epochSeconds, LimitRefusal } from './limitRefusal';
import { readLimitRows } from './limitRecords';

/** 'YYYY-MM-DD' of the UTC day `at` falls in. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The next UTC midnight after `at`: when a day's session limit no longer applies. */
export function nextUtcMidnight(at: Date): Date {
  const next = new Date(at.getTime());
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/** Throws a LimitRefusal (403) when the customer may not sign in now. */
export async function assertSignInAllowed(
  db: Kysely<DatabaseSchema>,
  clock: WorldClock,
  userId: string,
): Promise<void> {
  const at = new Date(clock.now());
  const exclusion = activeExclusion(await readLimitRows(db, userId), at);
  if (exclusion) throw exclusionRefusal(exclusion, 'Sign-in');
  const play = await db
    .selectFrom('limit_play_time')
    .select('session_ended_day')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (play?.session_ended_day === utcDay(at)) {
    const endsAt = nextUtcMidnight(at);
    throw new LimitRefusal(
      403,
      'session_limit_ended',
      `Sign-in refused: the session limit ran out today; sign in after ${endsAt.toISOString()}`,
      { endsAt: epochSeconds(endsAt) },
    );
  }
}

/** A new sign-in: play time since sign-in and the reality check start again. */
export async function recordSignIn(
  db: Kysely<DatabaseSchema>,
  clock: WorldClock,
  userId: string,
): Promise<void> {
  const at = new Date(clock.now());
  const day = utcDay(at);
  await db
    .insertInto('limit_play_time')
    .values({ user_id: userId, signed_in_at: at, day, session_seconds: 0, day_seconds: 0 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        signed_in_at: at,
        session_seconds: 0,
        last_ping_at: null,
        reality_due_seconds: null,
        day,
        day_seconds: eb
          .case()
          .when('limit_play_time.day', '=', day)
          .then(eb.ref('limit_play_time.day_seconds'))
          .else(0)
          .end(),
      })),
    )
    .execute();
}

/** Both, for startSession: refuse, else record the sign-in. */
export async function admitSignIn(
  db: Kysely<DatabaseSchema>,
  clock: WorldClock,
  userId: string,
): Promise<void> {
  await assertSignInAllowed(db, clock, userId);
  await recordSignIn(db, clock, userId);
}
