// GET /web-api/test/inbox?to=: the messages sent to a phone or e-mail, as the development sender
// kept them or the local SMTP and SMS sinks received them (server/messages/).
// Registered only when NODE_ENV=test (AuthOptions.testInbox); absent in every other server.
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { arraySchema, closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

export function registerTestInboxRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const kept = ctx.auth.sentMessages;
  if (!ctx.auth.testInbox || !kept) return;
  app.get<{ Querystring: { to: string } }>(
    '/web-api/test/inbox',
    {
      schema: {
        summary: 'Test only (NODE_ENV=test): messages sent to a phone (digits) or e-mail',
        tags: ['test'],
        querystring: closedObjectSchema(['to'], {
          to: { type: 'string', minLength: 1, maxLength: 254 },
        }),
        response: {
          200: objectSchema(['messages'], {
            messages: arraySchema(
              objectSchema(['channel', 'to', 'subject', 'text', 'sentAt'], {
                channel: { type: 'string' },
                to: { type: 'string' },
                subject: { type: ['string', 'null'] },
                text: { type: 'string' },
                sentAt: { type: 'string' },
              }),
            ),
          }),
          400: errorResponseSchema,
        },
      },
    },
    async (request) => ({ messages: kept.inbox(request.query.to.toLowerCase()) }),
  );
}
