// POST /test-control/sports/finish, /test-control/sports/coef and /test-control/sports/goal: end a
// game with a given result, price an outcome, or score a goal in a game in play, as the feed
// would. All go through the feed (FeedControl), so the delta
// reaches SportsState, the live push and (with REDIS_URL) the other processes like any other, and
// a finished game's result is stored and settled by the usual path (sportsRuntime, settlement).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { coefToHundredths } from '../../domain/coupon/index';
import { isGameFinished } from '../../domain/sports/liveRule';
import { GameStatus } from '../../domain/sports/types';
import { reasonOfStatus } from '../../domain/errors/errorReasons';
import { refusalBody } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { feedControlOf, type FinalScore } from '../sports/feed/types';
import {
  coefBodySchema,
  coefResponseSchema,
  CONTROL_ERRORS,
  finishBodySchema,
  finishResponseSchema,
  goalBodySchema,
  goalResponseSchema,
} from './testControlSchemas';

const TAGS = ['test-control'];

interface FinishBody {
  gameId: number;
  home: number;
  away: number;
  periods?: { home: number; away: number }[];
  cancelled?: boolean;
}

/** The usual refusal body: a 400 names the body `field` it is about, others go by status. */
function refuse(reply: FastifyReply, status: 400 | 404 | 409, message: string, field?: string) {
  const reason = status === 400 ? 'invalid_field' : reasonOfStatus(status);
  return reply.status(status).send(refusalBody(status, reason, message, field));
}

const NO_FEED =
  'this process does not run the feed of that game (no feed here, or another process holds it)';

export function registerSportsControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: FinishBody }>(
    '/test-control/sports/finish',
    {
      schema: {
        summary:
          'Test control: finishes a game (line or live) with this result; answers once the ' +
          'result is stored and the coupons on the game are settled',
        tags: TAGS,
        body: finishBodySchema,
        response: { 200: finishResponseSchema, ...CONTROL_ERRORS },
      },
    },
    async (request, reply) => {
      const { gameId, home, away, periods, cancelled = false } = request.body;
      if (periods && periods.length > 0) {
        const sum = (side: 'home' | 'away') => periods.reduce((n, p) => n + p[side], 0);
        if (sum('home') !== home || sum('away') !== away) {
          const message = 'body/periods must add up to body/home and body/away';
          return refuse(reply, 400, message, 'periods');
        }
      }
      const game = ctx.sports.state.game(gameId);
      if (!game) return refuse(reply, 404, `No game ${gameId} in the line or live`);
      if (isGameFinished(game) || game.status === GameStatus.Cancelled) {
        return refuse(reply, 409, `Game ${gameId} has finished already`);
      }
      const final: FinalScore = { home, away, cancelled, ...(periods ? { periods } : {}) };
      if (!feedControlOf(ctx.sports.feed)?.finishGame(gameId, final)) {
        return refuse(reply, 409, `Game ${gameId}: ${NO_FEED}`);
      }
      // The finished delta was applied at once; its result write and settlement pass follow.
      await ctx.sports.resultStored(gameId);
      const stored = await ctx.database.db
        .selectFrom('sport_results')
        .select(['score_formatted', 'cancelled'])
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      if (!stored) throw new Error(`The result of game ${gameId} was not stored`);
      return {
        gameId,
        status: stored.cancelled ? GameStatus.Cancelled : GameStatus.Finished,
        score: stored.score_formatted,
        cancelled: stored.cancelled,
      };
    },
  );

  app.post<{ Body: { outcomeId: number; coef: number } }>(
    '/test-control/sports/coef',
    {
      schema: {
        summary:
          "Test control: sets an outcome's price as the feed would (clients see the change); " +
          'the model no longer moves it',
        tags: TAGS,
        body: coefBodySchema,
        response: { 200: coefResponseSchema, ...CONTROL_ERRORS },
      },
    },
    async (request, reply) => {
      const { outcomeId, coef } = request.body;
      if (coefToHundredths(coef) === null) {
        const message = 'body/coef must be a coefficient above 1 with at most 2 decimals';
        return refuse(reply, 400, message, 'coef');
      }
      const found = ctx.sports.state.outcome(outcomeId);
      if (!found) return refuse(reply, 404, `No outcome ${outcomeId} in the line or live`);
      if (!feedControlOf(ctx.sports.feed)?.setCoef(outcomeId, coef)) {
        return refuse(reply, 409, `Outcome ${outcomeId}: ${NO_FEED}, or its game has finished`);
      }
      const now = ctx.sports.state.outcome(outcomeId) ?? found;
      return {
        outcomeId,
        gameId: now.gameId,
        coef: now.outcome.coef,
        isBlocked: now.outcome.isBlocked,
      };
    },
  );

  app.post<{ Body: { gameId: number; side: 'home' | 'away' } }>(
    '/test-control/sports/goal',
    {
      schema: {
        summary:
          'Test control: a goal for that side of a game in play (football, ice hockey, ' +
          "eFootball); the score and the model's new prices reach clients in one delta",
        tags: TAGS,
        body: goalBodySchema,
        response: { 200: goalResponseSchema, ...CONTROL_ERRORS },
      },
    },
    async (request, reply) => {
      const { gameId, side } = request.body;
      if (!ctx.sports.state.game(gameId)) {
        return refuse(reply, 404, `No game ${gameId} in the line or live`);
      }
      if (!feedControlOf(ctx.sports.feed)?.scoreGoal(gameId, side)) {
        const message = `Game ${gameId}: not in play, its sport has no goals, or ${NO_FEED}`;
        return refuse(reply, 409, message);
      }
      const score = ctx.sports.state.game(gameId)?.score;
      return { gameId, home: score?.home ?? 0, away: score?.away ?? 0 };
    },
  );
}
