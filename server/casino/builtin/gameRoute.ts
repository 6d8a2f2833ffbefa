// One way to register a built-in game's API route: never cached, its input (a POST's body or a
// GET's query) checked by the route's schema, its answer by the contract's schema (apiRoute).
import type { FastifyInstance } from 'fastify';
import { apiRoute, body, drawNo, requestId, roundId, sessionId, stake } from './routeSchemas';

export interface GameRoute {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  /** The contract's name of the 200 answer. */
  answer: string;
  /** The body's (POST) or the query's (GET) JSON schema. */
  input: object;
}

/** Registers `route`; `handle` gets the input its schema has checked. */
export function registerGameRoute<Input>(
  app: FastifyInstance,
  route: GameRoute,
  handle: (input: Input) => unknown,
): void {
  const post = route.method === 'POST';
  app.route({
    method: route.method,
    url: route.url,
    ...apiRoute(
      route.summary,
      route.answer,
      post ? { body: route.input } : { querystring: route.input },
    ),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The schema above has checked it (additional properties refused).
      return handle((post ? request.body : request.query) as Input);
    },
  });
}

/**
 * A POST of a session, the page's request id and a stake (and the game's `extra` fields, required
 * too, and its `optional` ones): a round dealt, bought, started or played.
 */
export function registerStakeRoute<Extra extends object = Record<never, never>>(
  app: FastifyInstance,
  route: Omit<GameRoute, 'method' | 'input'>,
  play: (session: string, requestId: string, stake: number, extra: Extra) => unknown,
  extra: Record<string, object> = {},
  optional: Record<string, object> = {},
): void {
  const input = body(['session', 'requestId', 'stake', ...Object.keys(extra)], {
    session: sessionId,
    requestId,
    stake,
    ...extra,
    ...optional,
  });
  registerGameRoute<{ session: string; requestId: string; stake: number } & Extra>(
    app,
    { ...route, method: 'POST', input },
    (b) => play(b.session, b.requestId, b.stake, b),
  );
}

/**
 * A POST of a session, the page's request id, a scheduled draw's number and 1 to `maxBets` bets
 * (each by `bet`'s schema): bets on the draw taking them.
 */
export function registerDrawBetRoute<Bet>(
  app: FastifyInstance,
  route: Omit<GameRoute, 'method' | 'input'>,
  maxBets: number,
  bet: object,
  place: (session: string, requestId: string, drawNo: number, bets: Bet[]) => unknown,
): void {
  const input = body(['session', 'requestId', 'drawNo', 'bets'], {
    session: sessionId,
    requestId,
    drawNo,
    bets: { type: 'array', minItems: 1, maxItems: maxBets, items: bet },
  });
  registerGameRoute<{ session: string; requestId: string; drawNo: number; bets: Bet[] }>(
    app,
    { ...route, method: 'POST', input },
    (b) => place(b.session, b.requestId, b.drawNo, b.bets),
  );
}

/** A POST of a session, a round id and one of `actions`: a decision in the round in play. */
export function registerActionRoute<Action extends string>(
  app: FastifyInstance,
  route: Omit<GameRoute, 'method' | 'input'>,
  actions: readonly Action[],
  act: (session: string, roundId: string, action: Action) => unknown,
): void {
  const input = body(['session', 'roundId', 'action'], {
    session: sessionId,
    roundId,
    action: { type: 'string', enum: [...actions] },
  });
  registerGameRoute<{ session: string; roundId: string; action: Action }>(
    app,
    { ...route, method: 'POST', input },
    (b) => act(b.session, b.roundId, b.action),
  );
}

/** A session and a round id (a POST's body or a GET's query): a round looked at or closed. */
export function sessionRound() {
  return body(['session', 'roundId'], { session: sessionId, roundId });
}
