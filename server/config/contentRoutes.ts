import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  contractObject,
  errorResponseSchema,
  jsonSerializer,
  languageSchema,
} from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { requestScope, sendContent, type ServerContext } from '../http/serverContext';
import { brandDictionary } from './dictionaries';

// Ids as runtime/schema/json/page.schema.json spells them, followed by ".json".
const PAGE_FILE = '^[a-z][a-z0-9]*([.-][a-z0-9]+)*\\.json$';
const DICTIONARY_FILE = '^[a-z][a-z0-9-]*\\.json$';

interface FileParams {
  file: string;
}

interface DictionaryParams extends FileParams {
  lng: string;
}

const fileParams = (pattern: string) =>
  ({
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', pattern, maxLength: 120 } },
  }) as const;

export function registerContentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const send = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
    sendContent(ctx, request, reply, body);
  const notFound = (reply: FastifyReply, message: string) =>
    reply.status(404).send(statusRefusal(404, message));

  app.get(
    '/bff-api/routes.json',
    {
      serializerCompiler: jsonSerializer,
      schema: {
        summary: 'The route table (schemas/routes.json)',
        tags: ['content'],
        response: { 200: contractObject('RouteTable (runtime/schema/json/routes.schema.json)') },
      },
    },
    async (request, reply) => send(request, reply, requestScope(ctx, request).content.routes),
  );

  // Pages and layouts: one schema file each, looked up by id in the brand's content.
  const schemaFiles = [
    {
      kind: 'page',
      folder: 'pages',
      contract: 'PageSchema (runtime/schema/json/page.schema.json)',
    },
    {
      kind: 'layout',
      folder: 'layouts',
      contract: 'LayoutSchema (runtime/schema/json/layout.schema.json)',
    },
  ] as const;
  for (const { kind, folder, contract } of schemaFiles) {
    app.get<{ Params: FileParams }>(
      `/bff-api/${folder}/:file`,
      {
        serializerCompiler: jsonSerializer,
        schema: {
          summary: `A ${kind} schema: /bff-api/${folder}/<${kind}-id>.json`,
          tags: ['content'],
          params: fileParams(PAGE_FILE),
          response: {
            200: contractObject(contract),
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const id = stripJson(request.params.file);
        const found = requestScope(ctx, request).content[folder].get(id);
        return found
          ? send(request, reply, found)
          : notFound(reply, `No ${kind} "${id}" in schemas/${folder}`);
      },
    );
  }

  app.get<{ Params: DictionaryParams }>(
    '/bff-api/dictionaries/:lng/:file',
    {
      serializerCompiler: jsonSerializer,
      schema: {
        summary: "A dictionary with the brand's overrides: /bff-api/dictionaries/<lng>/<name>.json",
        tags: ['content'],
        params: {
          type: 'object',
          required: ['lng', 'file'],
          properties: {
            lng: languageSchema,
            file: { type: 'string', pattern: DICTIONARY_FILE, maxLength: 80 },
          },
        },
        response: {
          200: contractObject('Flat { key: text } dictionary (i18next namespace)'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { lng } = request.params;
      const name = stripJson(request.params.file);
      const { content, brandId } = requestScope(ctx, request);
      const dictionary = brandDictionary(content, brandId, lng, name);
      return dictionary
        ? send(request, reply, dictionary)
        : notFound(reply, `No dictionary "${name}" in language "${lng}"`);
    },
  );
}

function stripJson(file: string): string {
  return file.slice(0, -'.json'.length);
}
