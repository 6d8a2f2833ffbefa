import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractObject, jsonSerializer, errorAnswers } from '../http/httpSchemas';
import { statusRefusal } from '../http/refusal';
import { requestScope, sendContent, type ServerContext } from '../http/serverContext';
import { toPartResponse } from '../../runtime/schema/partResponse';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

// SPEC section 7: a part is asked for with these two headers; we only speak this version.
const RENDER_MODE_HEADER = 'mf-render-mode';
const API_VERSION_HEADER = 'mf-api-version';
const RENDER_MODE = 'json';
const API_VERSION = 'v2';
const APP_NAME = '^[a-z][a-z0-9-]*$';

interface PartParams {
  appName: string;
}

interface PartBody {
  components: string[];
}

const partHeaders = {
  type: 'object',
  properties: {
    [RENDER_MODE_HEADER]: { type: 'string', enum: [RENDER_MODE] },
    [API_VERSION_HEADER]: { type: 'string', enum: [API_VERSION] },
  },
} as const;

const partParams = objectSchema(['appName'], {
  appName: { type: 'string', pattern: APP_NAME, maxLength: 60 },
});

const partResponses = {
  200: contractObject(
    'PartResponse (runtime/schema/types.ts); never codeToEval, scriptsToLoad empty',
  ),
  ...errorAnswers(400, 404, 406),
} as const;

/** Runs before validation so a request without the headers gets 406, not a 400. */
async function requireJsonRenderMode(request: FastifyRequest, reply: FastifyReply) {
  const mode = request.headers[RENDER_MODE_HEADER];
  const version = request.headers[API_VERSION_HEADER];
  if (mode !== RENDER_MODE || version !== API_VERSION) {
    const message = `Remote parts are served only as JSON: send the headers ${RENDER_MODE_HEADER}: ${RENDER_MODE} and ${API_VERSION_HEADER}: ${API_VERSION}`;
    return reply.status(406).send(statusRefusal(406, message));
  }
}

export function registerPartRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const answer = (request: FastifyRequest<{ Params: PartParams }>, reply: FastifyReply) => {
    const { appName } = request.params;
    const part = requestScope(ctx, request).content.parts.get(appName);
    if (!part) {
      return reply.status(404).send(statusRefusal(404, `No remote part "${appName}"`));
    }
    return sendContent(ctx, request, reply, toPartResponse(part));
  };

  const getOptions = {
    serializerCompiler: jsonSerializer,
    preValidation: requireJsonRenderMode,
    schema: {
      summary: "A remote part for the customer's current path (the rest of the URL)",
      tags: ['parts'],
      headers: partHeaders,
      params: partParams,
      response: partResponses,
    },
  };
  app.get<{ Params: PartParams }>('/mf/:appName', getOptions, answer);
  app.get<{ Params: PartParams }>('/mf/:appName/*', getOptions, answer);

  app.post<{ Params: PartParams; Body: PartBody }>(
    '/mf/:appName',
    {
      serializerCompiler: jsonSerializer,
      preValidation: requireJsonRenderMode,
      bodyLimit: 16 * 1024,
      schema: {
        summary: 'A remote part asked for with the list of its components',
        tags: ['parts'],
        headers: partHeaders,
        params: partParams,
        body: closedObjectSchema(['components'], {
          components: {
            type: 'array',
            maxItems: 100,
            items: { type: 'string', minLength: 1, maxLength: 100 },
          },
        }),
        response: partResponses,
      },
    },
    answer,
  );
}
