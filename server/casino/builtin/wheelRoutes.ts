// The built-in provider's API routes of the money wheel (TV games: draws on a shared schedule)
// and its part of a session's view.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BuiltinSessionView } from '../../../domain/casino/builtinGames';
import { WHEEL_BET_VALUES, WHEEL_STAKES, type WheelBet } from '../../../domain/casino/moneyWheel';
import type { BuiltinProvider } from './builtinProvider';
import { API, apiRoute, body, requestId, sessionId, stake } from './routeSchemas';
import { wheelBet, wheelRulesView, wheelState } from './wheelRounds';

/** Fills in a session view's money wheel part (the chips, segments and pays). */
export function wheelGameSessionView(view: BuiltinSessionView): void {
  if (view.engine !== 'money-wheel') return;
  view.stakes = WHEEL_STAKES;
  view.moneyWheel = wheelRulesView();
}

export function registerWheelRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post<{ Body: { session: string } }>(
    `${API}/money-wheel/state`,
    apiRoute(
      'The money wheel as every viewer sees it: the draw taking bets, the last results, own bets',
      'WheelStateAnswer',
      { body: body(['session'], { session: sessionId }) },
    ),
    async (request, reply) => {
      noStore(reply);
      return wheelState(provider, request.body.session);
    },
  );

  app.post<{ Body: { session: string; requestId: string; drawNo: number; bets: WheelBet[] } }>(
    `${API}/money-wheel/bet`,
    apiRoute('Bets on segments of the draw taking bets: the stake debited', 'WheelAnswer', {
      body: body(['session', 'requestId', 'drawNo', 'bets'], {
        session: sessionId,
        requestId,
        drawNo: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 },
        bets: {
          type: 'array',
          minItems: 1,
          maxItems: WHEEL_BET_VALUES.length,
          items: body(['value', 'stake'], {
            value: { type: 'integer', enum: [...WHEEL_BET_VALUES] },
            stake,
          }),
        },
      }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, drawNo, bets } = request.body;
      return wheelBet(provider, session, id, drawNo, bets);
    },
  );
}
