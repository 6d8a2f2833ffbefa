import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, constants } from 'node:zlib';
import { contractObject, jsonSerializer, languageSchema, errorAnswers } from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { requestScope, sendContent, type ServerContext } from '../http/serverContext';
import { brandDictionary } from './dictionaries';
import { objectSchema } from '../../domain/contract/jsonSchema';

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
  objectSchema(['file'], { file: { type: 'string', pattern, maxLength: 120 } });

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
            ...errorAnswers(400, 404),
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
      // A 304 has no body, so nothing is encoded.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 304) reply.removeHeader('content-encoding');
        return payload;
      },
      schema: {
        summary: "A dictionary with the brand's overrides: /bff-api/dictionaries/<lng>/<name>.json",
        tags: ['content'],
        params: objectSchema(['lng', 'file'], {
          lng: languageSchema,
          file: { type: 'string', pattern: DICTIONARY_FILE, maxLength: 80 },
        }),
        response: {
          200: contractObject('Flat { key: text } dictionary (one namespace)'),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { lng } = request.params;
      const name = stripJson(request.params.file);
      const { content, brandId } = requestScope(ctx, request);
      const dictionary = brandDictionary(content, brandId, lng, name);
      if (!dictionary) return notFound(reply, `No dictionary "${name}" in language "${lng}"`);
      void reply.header('vary', 'accept-encoding');
      if (ctx.dev || request.studioPreview || !acceptsBrotli(request)) {
        return send(request, reply, dictionary);
      }
      const key = `${brandId}\n${lng}\n${name}`;
      void reply.header('content-encoding', 'br').type('application/json; charset=utf-8');
      return send(request, reply, compressedDictionary(content, key, dictionary));
    },
  );
}

/**
 * Dictionaries are the largest JSON a page asks for and change only with the content: each is
 * compressed once per content version at brotli's best quality (the on-the-fly compression of
 * other answers uses a fast level), which makes it about a fifth smaller on the wire.
 */
const compressedDictionaries = new WeakMap<object, Map<string, Buffer>>();

function compressedDictionary(content: object, key: string, dictionary: unknown): Buffer {
  let byKey = compressedDictionaries.get(content);
  if (!byKey) compressedDictionaries.set(content, (byKey = new Map()));
  let compressed = byKey.get(key);
  if (!compressed) {
    compressed = brotliCompressSync(JSON.stringify(dictionary), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    byKey.set(key, compressed);
  }
  return compressed;
}

/** Does the request accept brotli (`br` or `*`, without q=0)? */
function acceptsBrotli(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && negotiate(header, ['br']) === 'br';
}

function stripJson(file: string): string {
  return file.slice(0, -'.json'.length);
}
