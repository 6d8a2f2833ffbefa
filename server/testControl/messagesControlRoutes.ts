// GET /test-control/messages?to=: the SMS and e-mail messages this server sent, from the same
// sink as the development sender's test inbox (server/auth/messageSenders.ts), newest last.
import type { FastifyInstance } from 'fastify';
import { statusRefusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { CONTROL_ERRORS, messagesQuerySchema, messagesResponseSchema } from './testControlSchemas';

export function registerMessagesControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { to?: string } }>(
    '/test-control/messages',
    {
      schema: {
        summary:
          'Test control: the SMS and e-mail messages sent, all or to one phone (digits) or ' +
          'e-mail, newest last',
        tags: ['test-control'],
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...CONTROL_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sink = ctx.auth.devSender;
      if (!sink) {
        const message = 'Messages go through configured senders here; no sink keeps them';
        return reply.status(409).send(statusRefusal(409, message));
      }
      const to = request.query.to;
      return { messages: to === undefined ? sink.all() : sink.inbox(to.toLowerCase()) };
    },
  );
}
