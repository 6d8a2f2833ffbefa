// Support: payment requests with messages both ways, the office support form and shared ideas
// (domain/support/contract.ts). userRoutes reads user_msg_count through unreadReplyCount.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { registerSupportOperatorRoutes } from './supportOperatorRoutes';
import { registerSupportRoutes } from './supportRoutes';

export { unreadReplyCount } from './supportStore';

export function registerSupport(app: FastifyInstance, ctx: ServerContext): void {
  registerSupportRoutes(app, ctx);
  registerSupportOperatorRoutes(app, ctx);
}
