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
    },
  });
  app.get('/web-api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
