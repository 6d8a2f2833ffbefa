// The limit ping (SPEC sections 4 "Session", 7, 9): play time is counted from pings, every 30 s
// while a limit is active; a gap between pings counts as at most 30 s, so the timer pauses 30 s
// after the page is left. The session limit counts play time per UTC day: when it runs out the
// ping says so, and the caller signs the customer out. The reality check reminds every N minutes
// of play since sign-in, with the time played and the net result, until acknowledged.
import { LIMIT_TYPE, PING_GAP_COUNTED_SECONDS, type PingResponse } from '../../domain/limits/index';
import { epochSeconds } from './limitRefusal';
import { isInForce, lockCustomerLimits, readLimitRows } from './limitRecords';
import type { LimitsScope } from './limitService';
import { mainCurrencyOf, netResultSince } from './limitUsage';
import { nextUtcMidnight, utcDay } from './signInLimits';

export async function ping(
  scope: LimitsScope,
  options: { acknowledgeRealityCheck: boolean },
): Promise<PingResponse> {
  const { userId } = scope;
  const answer = await scope.db.transaction().execute(async (trx) => {
    await lockCustomerLimits(trx, userId);
    const at = new Date(scope.clock.now());
    const day = utcDay(at);
    const rows = (await readLimitRows(trx, userId)).filter((r) => isInForce(r, at));
    const sessionLimit = rows.find((r) => r.type === LIMIT_TYPE.session);
    const realityCheck = rows.find((r) => r.type === LIMIT_TYPE.realityCheck);

    const stored = await trx
      .selectFrom('limit_play_time')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const play = stored ?? {
      signed_in_at: at,
      session_seconds: 0,
      day,
      day_seconds: 0,
      last_ping_at: null,
      reality_due_seconds: null,
      session_ended_day: null,
    };
    const gapSeconds = play.last_ping_at
      ? Math.floor((at.getTime() - play.last_ping_at.getTime()) / 1000)
      : 0;
    const counted = Math.min(Math.max(gapSeconds, 0), PING_GAP_COUNTED_SECONDS);
    const sessionSeconds = play.session_seconds + counted;
    const daySeconds = (play.day === day ? play.day_seconds : 0) + counted;

    const sessionLimitSeconds = sessionLimit ? sessionLimit.value * 3600 : null;
    const sessionEnded = sessionLimitSeconds !== null && daySeconds >= sessionLimitSeconds;

    let realityDue = play.reality_due_seconds;
    const intervalSeconds = realityCheck ? realityCheck.value * 60 : null;
    if (intervalSeconds !== null) {
      const isDue = realityDue !== null && sessionSeconds >= realityDue;
      if (realityDue === null || (isDue && options.acknowledgeRealityCheck)) {
        realityDue = sessionSeconds + intervalSeconds;
      }
    } else {
      realityDue = null;
    }

    const values = {
      signed_in_at: play.signed_in_at,
      session_seconds: sessionSeconds,
      day,
      day_seconds: daySeconds,
      last_ping_at: at,
      reality_due_seconds: realityDue,
      session_ended_day: sessionEnded ? day : play.session_ended_day,
    };
    await trx
      .insertInto('limit_play_time')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();

    let reality: PingResponse['realityCheck'] = null;
    if (realityCheck && intervalSeconds !== null) {
      const mainCurrencyId = await mainCurrencyOf(trx, userId);
      reality = {
        due: realityDue !== null && sessionSeconds >= realityDue,
        intervalMinutes: realityCheck.value,
        playedSeconds: sessionSeconds,
        netResult: await netResultSince(
          trx,
          userId,
          mainCurrencyId,
          play.signed_in_at.getTime(),
          scope.clock,
        ),
        currencyId: mainCurrencyId,
      };
    }
    const response: PingResponse = {
      sessionEnded,
      reason: sessionEnded ? 'session_limit_ended' : null,
      playedTodaySeconds: daySeconds,
      sessionLimitSeconds,
      sessionRemainingSeconds:
        sessionLimitSeconds === null ? null : Math.max(0, sessionLimitSeconds - daySeconds),
      signInAgainAt: sessionEnded ? epochSeconds(nextUtcMidnight(at)) : null,
      realityCheck: reality,
    };
    return response;
  });
  // The session limit ran out: the customer is signed out everywhere.
  if (answer.sessionEnded) await scope.endSessions(userId);
  return answer;
}
