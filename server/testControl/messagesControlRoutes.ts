// GET /test-control/messages?to=: the SMS and e-mail messages this server sent, from the same
// store as the test inbox: the development sender's messages, or what the local SMTP sink and the
// SMS sink received over SMTP and HTTP (server/messages/), newest last.
// POST /test-control/sms-sink: the SMS sink, a gateway the HTTP SMS sender posts to (SMS_SINK).
import type { FastifyInstance } from 'fastify';
import { statusRefusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { SMS_SINK_PATH } from '../messages/messaging';
import { CONTROL_ERRORS, messagesQuerySchema, messagesResponseSchema } from './testControlSchemas';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const NO_SINK = 'Messages go through configured senders here; no sink keeps them';

/** The body the HTTP SMS sender posts (server/messages/httpSmsSender.ts). */
const smsSinkBodySchema = closedObjectSchema(['to', 'text'], {
  to: { type: 'string', pattern: '^[0-9]{5,20}$', description: 'The phone, digits only' },
  text: { type: 'string', minLength: 1, maxLength: 1600 },
});

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
      const sink = ctx.auth.sentMessages;
      if (!sink) return reply.status(409).send(statusRefusal(409, NO_SINK));
      const to = request.query.to;
      return { messages: to === undefined ? sink.all() : sink.inbox(to.toLowerCase()) };
    },
  );

  app.post<{ Body: { to: string; text: string } }>(
    SMS_SINK_PATH,
    {
      schema: {
        summary:
          'Test control: the SMS sink. Takes an SMS as the HTTP gateway adapter posts it and ' +
          'keeps it for GET /test-control/messages',
        tags: ['test-control'],
        body: smsSinkBodySchema,
        response: {
          200: objectSchema(['accepted'], { accepted: { type: 'boolean' } }),
          ...CONTROL_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const sink = ctx.auth.sentMessages;
      if (!sink) return reply.status(409).send(statusRefusal(409, NO_SINK));
      sink.keep({
        channel: 'sms',
        to: request.body.to,
        subject: null,
        text: request.body.text,
        sentAt: new Date().toISOString(),
      });
      return { accepted: true };
    },
  );
}
