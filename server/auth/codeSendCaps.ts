// Caps on the one-time codes one phone number or e-mail address can be sent (SMS sign-in, phone
// registration, password recovery), whoever asks and from whatever address: per-address rate
// limits alone let anyone send a stranger's phone 5 SMS a minute from each address. Kept in the
// database, so every server process sharing it counts the same sends.
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';

/** House rule: codes to one phone or e-mail within an hour (from its first one). */
export const CODES_PER_TARGET_PER_HOUR = 5;
/** House rule: codes to one phone or e-mail within a day (from its first one). */
export const CODES_PER_TARGET_PER_DAY = 10;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Counts a request for a code to `target` (digits of a phone, or a lower-case e-mail), or refuses
 * it with 429 'too_many_requests' and Retry-After once the hour's or the day's share is spent.
 * Call it for every request naming the target, before looking up whether an account owns it:
 * the count and the refusal are then the same for every target and say nothing about accounts.
 * A refused request is not counted.
 */
export async function spendCodeSend(
  ctx: ServerContext,
  reply: FastifyReply,
  target: string,
): Promise<void> {
  const now = ctx.auth.now();
  const hourFrom = new Date(now.getTime() - HOUR_MS);
  const dayFrom = new Date(now.getTime() - DAY_MS);
  // Windows start at the first send and restart once they are over. One upsert: concurrent
  // requests for a target queue on its row, so the caps hold under a burst.
  const hourOpen = sql<boolean>`code_send_counts.hour_started_at > ${hourFrom}`;
  const dayOpen = sql<boolean>`code_send_counts.day_started_at > ${dayFrom}`;
  const counted = await ctx.database.db
    .insertInto('code_send_counts')
    .values({
      target,
      hour_started_at: now,
      hour_count: 1,
      day_started_at: now,
      day_count: 1,
    })
    .onConflict((oc) =>
      oc
        .column('target')
        .doUpdateSet({
          hour_count: sql<number>`case when ${hourOpen} then code_send_counts.hour_count + 1 else 1 end`,
          hour_started_at: sql<Date>`case when ${hourOpen} then code_send_counts.hour_started_at else ${now} end`,
          day_count: sql<number>`case when ${dayOpen} then code_send_counts.day_count + 1 else 1 end`,
          day_started_at: sql<Date>`case when ${dayOpen} then code_send_counts.day_started_at else ${now} end`,
        })
        .where(
          sql<boolean>`(not ${hourOpen} or code_send_counts.hour_count < ${CODES_PER_TARGET_PER_HOUR})
            and (not ${dayOpen} or code_send_counts.day_count < ${CODES_PER_TARGET_PER_DAY})`,
        ),
    )
    .returning('target')
    .executeTakeFirst();
  if (counted) return;

  const row = await ctx.database.db
    .selectFrom('code_send_counts')
    .select(['hour_started_at', 'hour_count', 'day_started_at', 'day_count'])
    .where('target', '=', target)
    .executeTakeFirstOrThrow();
  const dayFull = row.day_count >= CODES_PER_TARGET_PER_DAY && row.day_started_at > dayFrom;
  const reopensAt = dayFull
    ? row.day_started_at.getTime() + DAY_MS
    : row.hour_started_at.getTime() + HOUR_MS;
  const seconds = Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  throw new Refusal(
    429,
    'too_many_requests',
    `code: too many codes sent to this target; wait ${seconds} s`,
  );
}
