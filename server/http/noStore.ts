// Answers about one customer's money, tickets or draws change from one request to the next and
// must never come from a cache: their routes say `cache-control: no-store`. The header is set as
// the last pre-handler, right before the handler runs, so an answer the route's gates or its
// validation give keeps the headers it had.
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';

/** A route pre-handler: the answer says `cache-control: no-store` (the handler may still change it). */
export const noStore: preHandlerAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

/** Registers routes in a scope of their own in which every route answers `cache-control: no-store`. */
export function registerNoStoreRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
      route.preHandler = [...preHandlers, noStore] as RouteOptions['preHandler'];
    });
    register(scope);
  });
}
