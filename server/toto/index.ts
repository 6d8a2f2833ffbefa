// The toto context (SPEC section 2 `toto`; docs/toto-lotto.md): its HTTP routes, and the
// background work of this process (draws formed and settled: server/toto/totoService.ts), started
// when the server is ready and stopped on close. Settlement also runs right after this process
// stores a game's result, as the coupon's does.
import type { FastifyInstance } from 'fastify';
import { brandOf } from '../config/siteConfig';
import type { ServerContext } from '../http/serverContext';
import { registerNoStoreRoutes } from '../http/noStore';
import { totoRulesOf } from './rules';
import { registerTotoRoutes } from './totoRoutes';
import { TotoService } from './totoService';

export type { TotoTables } from './tables';
export { totoTicketViews } from './views';
export { TotoService } from './totoService';

const services = new WeakMap<FastifyInstance, TotoService>();

/** The toto service of a server (test control; tests that run a pass by hand). */
export function totoServiceOf(app: FastifyInstance): TotoService {
  const service = services.get(app);
  if (!service) throw new Error('registerToto has not run on this server');
  return service;
}

/** Every brand that offers toto now, with its rules (published overrides included). */
function totoBrands(ctx: ServerContext) {
  const brands = [];
  for (const brand of ctx.contentStore.current.brands.keys()) {
    const rules = totoRulesOf(brandOf(ctx.contentStore.servedFor(brand).content, brand).site);
    if (rules) brands.push({ brand, rules });
  }
  return brands;
}

export function registerToto(app: FastifyInstance, ctx: ServerContext): void {
  const service = new TotoService({
    db: () => ctx.database.db,
    state: ctx.sports.state,
    // Draws close and games go unplayed on the feed's clock, which the games' times are on.
    feedNow: () => ctx.sports.clock.now(),
    brands: () => totoBrands(ctx),
    log: app.log,
  });
  services.set(app, service);
  const off = ctx.sports.onResultStored(async (gameId) => {
    await service.settleGames([gameId]);
  });
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => {
    off();
    await service.stop();
  });
  registerNoStoreRoutes(app, (scope) => registerTotoRoutes(scope, ctx, service));
}
