// The built-in provider's API routes of the games drawn on a shared schedule (scheduledRounds.ts:
// the money wheel of TV games, bingo, virtual football) and their parts of a session's view.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bingoExactRtp,
  bingoPatternChances,
  dealBingoTicket,
  BINGO_BALLS,
  BINGO_CLIENT_SEED,
  BINGO_MAX_TICKETS,
  BINGO_PAYS,
  BINGO_PERIOD_MS,
  BINGO_SIMULATED_TICKETS,
  BINGO_STAKES,
} from '../../../domain/casino/bingo';
import type {
  BuiltinSessionView,
  ScheduledDrawView,
  WheelDrawView,
} from '../../../domain/casino/builtinGames';
import {
  wheelExactRtp,
  WHEEL_BET_VALUES,
  WHEEL_CLIENT_SEED,
  WHEEL_MAX_TOTAL_STAKE,
  WHEEL_PERIOD_MS,
  WHEEL_SEGMENTS,
  WHEEL_STAKES,
} from '../../../domain/casino/moneyWheel';
import {
  footballScheduleRtp,
  FOOTBALL_CLIENT_SEED,
  FOOTBALL_MAX_TOTAL_STAKE,
  FOOTBALL_PERIOD_MS,
  FOOTBALL_STAKES,
} from '../../../domain/casino/virtualFootball';
import type { BuiltinProvider } from './builtinProvider';
import { API, body, drawNo, requestId, rtpPercent, sessionId, stake } from './routeSchemas';
import { registerDrawBetRoute, registerGameRoute } from './gameRoute';
import { scheduledBet, scheduledState } from './scheduledRounds';
import { SCHEDULED_GAMES, type StakedBet } from './scheduledGames';

/** Fills in a session view's part of a scheduled game (its stakes, rules and exact returns). */
export function wheelGameSessionView(view: BuiltinSessionView): void {
  if (view.engine === 'money-wheel') {
    view.stakes = WHEEL_STAKES;
    view.moneyWheel = {
      periodMs: WHEEL_PERIOD_MS,
      segments: WHEEL_SEGMENTS,
      values: WHEEL_BET_VALUES,
      maxTotalStake: WHEEL_MAX_TOTAL_STAKE,
      clientSeed: WHEEL_CLIENT_SEED,
      rtpPercentByValue: Object.fromEntries(
        WHEEL_BET_VALUES.map((v) => [v, rtpPercent(wheelExactRtp(v))]),
      ),
    };
  } else if (view.engine === 'bingo') {
    view.stakes = BINGO_STAKES;
    view.bingo = {
      periodMs: BINGO_PERIOD_MS,
      balls: BINGO_BALLS,
      maxTickets: BINGO_MAX_TICKETS,
      pays: BINGO_PAYS,
      chances: bingoPatternChances(),
      simulatedTickets: BINGO_SIMULATED_TICKETS,
      clientSeed: BINGO_CLIENT_SEED,
      rtpPercent: rtpPercent(bingoExactRtp()),
    };
  } else if (view.engine === 'virtual-football') {
    view.stakes = FOOTBALL_STAKES;
    view.virtualFootball = {
      periodMs: FOOTBALL_PERIOD_MS,
      clientSeed: FOOTBALL_CLIENT_SEED,
      maxTotalStake: FOOTBALL_MAX_TOTAL_STAKE,
      rtpPercentByMarket: {
        result: rtpPercent(footballScheduleRtp('result')),
        total: rtpPercent(footballScheduleRtp('total')),
      },
    };
  }
}

const withSegment = (draw: ScheduledDrawView): WheelDrawView => ({
  ...draw,
  segment: draw.outcome?.[0] ?? null,
});

export function registerWheelRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  const wheel = SCHEDULED_GAMES['money-wheel'];
  const bingo = SCHEDULED_GAMES.bingo;
  const football = SCHEDULED_GAMES['virtual-football'];
  const state = (url: string, summary: string, answer: string) =>
    ({
      method: 'POST',
      url,
      summary,
      answer,
      input: body(['session'], { session: sessionId }),
    }) as const;

  registerGameRoute<{ session: string }>(
    app,
    state(
      `${API}/money-wheel/state`,
      'The money wheel as every viewer sees it: the draw taking bets, the last results, own bets',
      'WheelStateAnswer',
    ),
    async ({ session }) => {
      const seen = await scheduledState(provider, wheel, session);
      return { ...seen, draw: withSegment(seen.draw), recent: seen.recent.map(withSegment) };
    },
  );

  registerDrawBetRoute<StakedBet>(
    app,
    {
      url: `${API}/money-wheel/bet`,
      summary: 'Bets on segments of the draw taking bets: the stake debited',
      answer: 'WheelAnswer',
    },
    WHEEL_BET_VALUES.length,
    body(['value', 'stake'], { value: { type: 'integer', enum: [...WHEEL_BET_VALUES] }, stake }),
    (session, id, no, bets) => scheduledBet(provider, wheel, session, id, no, bets),
  );

  registerGameRoute<{ session: string }>(
    app,
    state(
      `${API}/bingo/state`,
      'Bingo as every viewer sees it: the draw selling tickets, the last draws, own tickets',
      'BingoStateAnswer',
    ),
    ({ session }) => scheduledState(provider, bingo, session),
  );

  registerGameRoute<{
    session: string;
    requestId: string;
    drawNo: number;
    tickets: number;
    stake: number;
  }>(
    app,
    {
      method: 'POST',
      url: `${API}/bingo/buy`,
      summary: 'Buys tickets of the draw selling them, dealt at random: the stake debited',
      answer: 'BingoAnswer',
      input: body(['session', 'requestId', 'drawNo', 'tickets', 'stake'], {
        session: sessionId,
        requestId,
        drawNo,
        tickets: { type: 'integer', minimum: 1, maximum: BINGO_MAX_TICKETS },
        stake,
      }),
    },
    (b) => {
      // Each ticket dealt from the operating system's CSPRNG, shown before the draw's seed is.
      const bets = Array.from({ length: b.tickets }, () => ({
        ticket: dealBingoTicket((n) => randomInt(n)),
        stake: b.stake,
      }));
      return scheduledBet(provider, bingo, b.session, b.requestId, b.drawNo, bets);
    },
  );

  registerGameRoute<{ session: string }>(
    app,
    state(
      `${API}/virtual-football/state`,
      'Virtual football as every viewer sees it: the match taking bets, the last results, own bets',
      'FootballStateAnswer',
    ),
    ({ session }) => scheduledState(provider, football, session),
  );

  registerDrawBetRoute<StakedBet>(
    app,
    {
      url: `${API}/virtual-football/bet`,
      summary: 'Bets on the match taking bets: the stake debited',
      answer: 'FootballAnswer',
    },
    5,
    body(['market', 'pick', 'stake'], {
      market: { type: 'string', enum: ['result', 'total'] },
      pick: { type: 'integer', minimum: 0, maximum: 2 },
      stake,
    }),
    (session, id, no, bets) => scheduledBet(provider, football, session, id, no, bets),
  );
}
