// Recently played games of a customer: the launch records each game it opens; the list keeps the
// latest RECENTLY_PLAYED_KEPT games a customer, newest first.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/index';

/** How many games a customer's recently played list keeps. */
export const RECENTLY_PLAYED_KEPT = 30;

/**
 * Records that `userId` opened `gameId` at `at` (the latest time wins); trims the list to
 * RECENTLY_PLAYED_KEPT. Runs in the caller's transaction when given one.
 */
export async function recordRecentlyPlayed(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string | number,
  gameId: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('casino_recently_played')
    .values({ user_id: userId, game_id: gameId, played_at: at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'game_id']).doUpdateSet({
        played_at: sql`greatest(casino_recently_played.played_at, excluded.played_at)`,
      }),
    )
    .execute();
  await sql`
    delete from casino_recently_played r
    where r.user_id = ${userId}
      and r.game_id not in (
        select game_id from casino_recently_played
        where user_id = ${userId}
        order by played_at desc, game_id desc
        limit ${RECENTLY_PLAYED_KEPT}
      )`.execute(db);
}
