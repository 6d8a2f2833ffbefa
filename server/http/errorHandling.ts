import type { FastifyError, FastifyInstance } from 'fastify';

const API_ROOTS = ['/bff-api', '/web-api', '/mf', '/test-control'];

/** APIs answer JSON, never the HTML shell or a language redirect. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/**
 * Bad input is a 4xx with a message naming the field; anything else is a 500 that says nothing
 * of the inside (no stack, no message) and is logged.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation) {
      // Fastify names the part and the field: "querystring/lang must match pattern ...".
      return reply.status(400).send({ error: 'Bad Request', message: validationMessage(err) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: statusText(status), message: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      error: 'Internal Server Error',
      message: 'The server could not answer this request',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply
      .status(404)
      .send({ error: 'Not Found', message: `No ${request.method} ${path} on this server` });
  });
}

/** An unknown field is named too: ajv's own text only says "must NOT have additional properties". */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  const unknown =
    first?.keyword === 'additionalProperties' ? first.params.additionalProperty : undefined;
  return typeof unknown === 'string' ? `${err.message}: '${unknown}'` : err.message;
}

function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    404: 'Not Found',
    405: 'Method Not Allowed',
    406: 'Not Acceptable',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
  };
  return texts[status] ?? 'Client Error';
}
