// The built-in provider's API routes of hi-lo (a round in steps: start, then guesses or a
// cash-out) and scratch cards (a ticket bought and settled at once), and their part of a
// session's view.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BuiltinSessionView } from '../../../domain/casino/builtinGames';
import { HILO_STAKES } from '../../../domain/casino/hilo';
import {
  SCRATCH_PRIZES,
  SCRATCH_STAKES,
  SCRATCH_TOTAL_WEIGHT,
  scratchExactRtp,
} from '../../../domain/casino/scratchCards';
import type { BuiltinProvider } from './builtinProvider';
import { hiloAction, hiloSessionView, hiloStart } from './hiloRounds';
import { scratchBuy } from './instantTables';
import { API, apiRoute, body, requestId, roundId, sessionId, stake } from './routeSchemas';

/** Fills in a session view's hi-lo or scratch part (its stakes and rules, the round in play). */
export async function fastGameSessionView(
  provider: BuiltinProvider,
  view: BuiltinSessionView,
): Promise<void> {
  if (view.engine === 'hilo') {
    view.stakes = HILO_STAKES;
    view.hilo = await hiloSessionView(provider, view.session);
  }
  if (view.engine === 'scratch') {
    view.stakes = SCRATCH_STAKES;
    view.scratch = {
      prizes: SCRATCH_PRIZES,
      totalWeight: SCRATCH_TOTAL_WEIGHT,
      rtpPercent: Math.round(scratchExactRtp() * 10_000) / 100,
    };
  }
}

export function registerFastGameRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post<{ Body: { session: string; requestId: string; stake: number } }>(
    `${API}/hilo/start`,
    apiRoute('Starts a hi-lo round: the stake debited, the first card shown', 'HiloAnswer', {
      body: body(['session', 'requestId', 'stake'], { session: sessionId, requestId, stake }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, stake: amount } = request.body;
      return hiloStart(provider, session, id, amount);
    },
  );

  app.post<{
    Body: { session: string; roundId: string; action: 'higher' | 'lower' | 'cash_out' };
  }>(
    `${API}/hilo/action`,
    apiRoute('Guesses the next card higher or lower, or cashes out', 'HiloAnswer', {
      body: body(['session', 'roundId', 'action'], {
        session: sessionId,
        roundId,
        action: { type: 'string', enum: ['higher', 'lower', 'cash_out'] },
      }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, roundId: id, action } = request.body;
      return hiloAction(provider, session, id, action);
    },
  );

  app.post<{ Body: { session: string; requestId: string; stake: number } }>(
    `${API}/scratch/buy`,
    apiRoute('Buys a scratch ticket: the stake debited, the prize credited', 'ScratchAnswer', {
      body: body(['session', 'requestId', 'stake'], { session: sessionId, requestId, stake }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, stake: amount } = request.body;
      return scratchBuy(provider, session, id, amount);
    },
  );
}
