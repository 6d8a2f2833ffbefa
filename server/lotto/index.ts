// The lotto context: its HTTP routes and background work. Draws run on the world clock
// (ctx.worldClock, which test control moves); a sweep in each server process makes due draws and
// resumes payouts cut short, and a page asking for a lottery's draw opens one on demand.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { LotteryDefinition } from '../../domain/lotto/index';
import type { ServerContext } from '../http/serverContext';
import { requestScope } from '../http/serverContext';
import { registerNoStoreRoutes } from '../http/noStore';
import type { LottoDeps } from './draws';
import { lotteriesIn, servedLotteries } from './lotteries';
import { registerLottoRoutes, type LottoScope } from './lottoRoutes';
import { LottoService } from './lottoService';

export type { LottoTables } from './tables';
export { runDraw, sweepDraws, payDrawTickets, closeDraw, type LottoDeps } from './draws';
export { lottoTicketViews } from './views';
export { LottoService, LOTTO_SWEEP_MS } from './lottoService';

/** The lotto deps over the server's database and world clock, and these lotteries. */
export function lottoDeps(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  lotteries: (brand: string) => readonly LotteryDefinition[] = servedLotteries(ctx),
  drawClosed?: (drawId: string) => void,
): LottoDeps {
  return {
    db: ctx.database.db,
    now: () => ctx.worldClock.now(),
    lotteries,
    onTicketError: (ticketId, err) =>
      log.error({ err, ticketId }, 'lotto: a ticket could not be paid'),
    ...(drawClosed ? { drawClosed } : {}),
  };
}

/** The lotto service of each server (tests stop its sweep to hold a draw mid-payout). */
const services = new WeakMap<FastifyInstance, LottoService>();

export function lottoServiceOf(app: FastifyInstance): LottoService | undefined {
  return services.get(app);
}

export function registerLotto(app: FastifyInstance, ctx: ServerContext): LottoService {
  const service = new LottoService(() => lottoDeps(ctx, app.log), app.log);
  // A due draw a page closed on demand: its tickets are paid by a sweep now, not in 5 s.
  const drawClosed = () => void service.sweep();
  const scopeOf = (request: FastifyRequest): LottoScope => {
    const { content, brandId } = requestScope(ctx, request);
    return {
      brand: brandId,
      deps: lottoDeps(ctx, request.log, (brand) => lotteriesIn(content, brand), drawClosed),
    };
  };
  registerNoStoreRoutes(app, (scope) => registerLottoRoutes(scope, ctx, scopeOf));
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => service.stop());
  services.set(app, service);
  return service;
}
