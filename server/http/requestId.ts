// The request id that follows one request across processes: the proxy in front (nginx, deploy/)
// sends it as X-Request-Id, every log line of the request carries it (`reqId`), and the answer
// names it, so a customer's report, the proxy's access log and the server's log meet on one id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `.`, `_`, `:`, `-`, at most 128: nginx's $request_id and UUIDs fit. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id the proxy sent when it is a plain token, else a fresh UUID (a
 * client must not write arbitrary text into the log through a header).
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id (X-Request-Id), errors and event streams included. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Set before the handler, so a hijacked answer (an event stream) copies it too.
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
