// The built-in provider's API routes of Caribbean Stud (a hand dealt for the ante, then one
// decision: call or fold) and its part of a session's view.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BuiltinSessionView } from '../../../domain/casino/builtinGames';
import { STUD_ANTES } from '../../../domain/casino/caribbeanStud';
import type { BuiltinProvider } from './builtinProvider';
import { API, apiRoute, body, requestId, roundId, sessionId, stake } from './routeSchemas';
import { studAction, studDeal, studSessionView, type StudAction } from './studRounds';

/** Fills in a session view's Caribbean Stud part (the antes, paytable and the hand in play). */
export async function studGameSessionView(
  provider: BuiltinProvider,
  view: BuiltinSessionView,
): Promise<void> {
  if (view.engine !== 'caribbean-stud') return;
  view.stakes = STUD_ANTES;
  view.caribbeanStud = await studSessionView(provider, view.session);
}

export function registerStudRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post<{ Body: { session: string; requestId: string; stake: number } }>(
    `${API}/caribbean-stud/deal`,
    apiRoute('Deals a Caribbean Stud hand: the ante debited, five cards shown', 'StudAnswer', {
      body: body(['session', 'requestId', 'stake'], { session: sessionId, requestId, stake }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, stake: ante } = request.body;
      return studDeal(provider, session, id, ante);
    },
  );

  app.post<{ Body: { session: string; roundId: string; action: StudAction } }>(
    `${API}/caribbean-stud/action`,
    apiRoute(
      'Calls (twice the ante debited, the hand settled and paid) or folds the hand in play',
      'StudAnswer',
      {
        body: body(['session', 'roundId', 'action'], {
          session: sessionId,
          roundId,
          action: { type: 'string', enum: ['call', 'fold'] },
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, roundId: id, action } = request.body;
      return studAction(provider, session, id, action);
    },
  );
}
