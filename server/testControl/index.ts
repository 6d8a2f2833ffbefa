// The test-control surface (ARCHITECTURE "Test control"): end-to-end tests drive the production
// build and cannot wait for a game to end, so with TEST_CONTROL=1 (and only then) the server
// answers /test-control/*: finish a game, price an outcome, move the feed clock, read the messages
// sent. buildServer registers it only when its `testControl` option is set; otherwise every
// /test-control/ URL is a JSON 404.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { OffsetFeedClock } from '../sports/feed/clock';
import type { SportsOptions } from '../sports/sportsRuntime';
import { registerBonusControlRoutes } from './bonusControlRoutes';
import { registerClockControlRoutes } from './clockControlRoutes';
import { registerMessagesControlRoutes } from './messagesControlRoutes';
import { registerOperatorControlRoutes } from './operatorControlRoutes';
import { registerSportsControlRoutes } from './sportsControlRoutes';
import { registerTermsControlRoutes } from './termsControlRoutes';
import { registerLottoControlRoutes } from './lottoControlRoutes';
import { registerTotoControlRoutes } from './totoControlRoutes';
import { registerTransferControlRoutes } from './transferControlRoutes';

/** The sports options with a feed clock test control can move (real time plus an offset). */
export function testControlSportsOptions(sports: SportsOptions | undefined): SportsOptions {
  return { ...sports, clock: sports?.clock ?? new OffsetFeedClock() };
}

export function registerTestControl(app: FastifyInstance, ctx: ServerContext): void {
  registerSportsControlRoutes(app, ctx);
  registerTermsControlRoutes(app, ctx);
  registerClockControlRoutes(app, ctx);
  registerMessagesControlRoutes(app, ctx);
  registerOperatorControlRoutes(app, ctx);
  registerTotoControlRoutes(app, ctx);
  registerLottoControlRoutes(app, ctx);
  registerBonusControlRoutes(app, ctx);
  registerTransferControlRoutes(app, ctx);
}
