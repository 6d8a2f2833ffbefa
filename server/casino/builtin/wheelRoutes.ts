// The built-in provider's API routes of the money wheel (TV games: draws on a shared schedule)
// and its part of a session's view.
import type { FastifyInstance } from 'fastify';
import type { BuiltinSessionView } from '../../../domain/casino/builtinGames';
import { WHEEL_BET_VALUES, WHEEL_STAKES, type WheelBet } from '../../../domain/casino/moneyWheel';
import type { BuiltinProvider } from './builtinProvider';
import { API, body, requestId, sessionId, stake } from './routeSchemas';
import { registerGameRoute } from './gameRoute';
import { wheelBet, wheelRulesView, wheelState } from './wheelRounds';

/** Fills in a session view's money wheel part (the chips, segments and pays). */
export function wheelGameSessionView(view: BuiltinSessionView): void {
  if (view.engine !== 'money-wheel') return;
  view.stakes = WHEEL_STAKES;
  view.moneyWheel = wheelRulesView();
}

export function registerWheelRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  registerGameRoute<{ session: string }>(
    app,
    {
      method: 'POST',
      url: `${API}/money-wheel/state`,
      summary:
        'The money wheel as every viewer sees it: the draw taking bets, the last results, own bets',
      answer: 'WheelStateAnswer',
      input: body(['session'], { session: sessionId }),
    },
    ({ session }) => wheelState(provider, session),
  );

  registerGameRoute<{ session: string; requestId: string; drawNo: number; bets: WheelBet[] }>(
    app,
    {
      method: 'POST',
      url: `${API}/money-wheel/bet`,
      summary: 'Bets on segments of the draw taking bets: the stake debited',
      answer: 'WheelAnswer',
      input: body(['session', 'requestId', 'drawNo', 'bets'], {
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
    },
    (b) => wheelBet(provider, b.session, b.requestId, b.drawNo, b.bets),
  );
}
