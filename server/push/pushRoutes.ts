// The customer's web push opt-in (office settings): the VAPID public key, and this browser's
// subscription saved or removed. An endpoint must be an https URL (http too under test control,
// whose tests run a local push service); one endpoint belongs to one customer, the last to save it.
import type { FastifyInstance } from 'fastify';
import {
  PUSH_PATHS,
  type PushKeyResponse,
  type PushSubscriptionRequest,
} from '../../domain/app/pushContract';
import { authUserOf, requireUser } from '../auth/currentUser';
import { errorResponseSchema, languageSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import type { PushNotifier } from './pushNotifier';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const TAGS = ['push'];
const BASE64URL = '^[A-Za-z0-9_-]+={0,2}$';
const endpointSchema = { type: 'string', minLength: 12, maxLength: 2048 } as const;

const subscriptionBody = closedObjectSchema(['endpoint', 'keys', 'language'], {
  endpoint: endpointSchema,
  keys: closedObjectSchema(['p256dh', 'auth'], {
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: { type: 'string', minLength: 86, maxLength: 90, pattern: BASE64URL },
    auth: { type: 'string', minLength: 21, maxLength: 24, pattern: BASE64URL },
  }),
  language: languageSchema,
});

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export interface PushRoutesOptions {
  /** Test control: a local http push service is accepted. */
  allowHttpEndpoints: boolean;
}

export function registerPushRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  notifier: PushNotifier,
  opts: PushRoutesOptions,
): void {
  const checkEndpoint = (endpoint: string): void => {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Refusal(400, 'invalid_field', 'endpoint is not a URL', 'endpoint');
    }
    const allowed =
      url.protocol === 'https:' || (opts.allowHttpEndpoints && url.protocol === 'http:');
    if (!allowed || url.username || url.password) {
      throw new Refusal(400, 'invalid_field', 'endpoint must be an https URL', 'endpoint');
    }
  };

  app.get(
    PUSH_PATHS.key,
    {
      schema: {
        summary: 'The VAPID public key a browser subscribes to web push with',
        tags: TAGS,
        response: {
          200: objectSchema(['publicKey'], { publicKey: { type: 'string' } }),
        },
      },
    },
    async (): Promise<PushKeyResponse> => ({ publicKey: notifier.publicKey }),
  );

  app.put<{ Body: PushSubscriptionRequest }>(
    PUSH_PATHS.subscription,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: "Subscribes this browser to the customer's pushes (settled coupons, verification)",
        tags: TAGS,
        body: subscriptionBody,
        response: { 204: { type: 'null' }, ...refusals },
      },
    },
    async (request, reply) => {
      const user = authUserOf(request);
      const { endpoint, keys, language } = request.body;
      checkEndpoint(endpoint);
      const brand = requestScope(ctx, request).brandId;
      await ctx.database.db
        .insertInto('push_subscriptions')
        .values({
          user_id: user.id,
          brand,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          language,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            user_id: user.id,
            brand,
            p256dh: keys.p256dh,
            auth: keys.auth,
            language,
          }),
        )
        .execute();
      return reply.status(204).send();
    },
  );

  app.delete<{ Body: { endpoint: string } }>(
    PUSH_PATHS.subscription,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: "Unsubscribes this browser from the customer's pushes",
        tags: TAGS,
        body: closedObjectSchema(['endpoint'], { endpoint: endpointSchema }),
        response: { 204: { type: 'null' }, ...refusals },
      },
    },
    async (request, reply) => {
      await ctx.database.db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', request.body.endpoint)
        .where('user_id', '=', authUserOf(request).id)
        .execute();
      return reply.status(204).send();
    },
  );
}
