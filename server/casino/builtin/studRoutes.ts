// The built-in provider's API routes of Caribbean Stud (a hand dealt for the ante, then one
// decision: call or fold) and its part of a session's view.
import type { FastifyInstance } from 'fastify';
import type { BuiltinSessionView } from '../../../domain/casino/builtinGames';
import { STUD_ANTES } from '../../../domain/casino/caribbeanStud';
import type { BuiltinProvider } from './builtinProvider';
import { API } from './routeSchemas';
import { registerActionRoute, registerStakeRoute } from './gameRoute';
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
  registerStakeRoute(
    app,
    {
      url: `${API}/caribbean-stud/deal`,
      summary: 'Deals a Caribbean Stud hand: the ante debited, five cards shown',
      answer: 'StudAnswer',
    },
    (session, id, ante) => studDeal(provider, session, id, ante),
  );
  registerActionRoute<StudAction>(
    app,
    {
      url: `${API}/caribbean-stud/action`,
      summary:
        'Calls (twice the ante debited, the hand settled and paid) or folds the hand in play',
      answer: 'StudAnswer',
    },
    ['call', 'fold'],
    (session, id, action) => studAction(provider, session, id, action),
  );
}
