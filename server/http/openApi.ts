import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Registers the OpenAPI generator; must run before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Betting platform server',
        description: 'Site config, schemas, dictionaries, remote parts and client reports',
        version: '0.1.0',
      },
      // The sessions an operation may need (server/http/signInFirst.ts names them per operation).
      components: {
        securitySchemes: {
          customerSession: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access token: Authorization Bearer, or the user_token cookie',
          },
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'operator_session' },
        },
      },
    },
  });
  app.get('/web-api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
