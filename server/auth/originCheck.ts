// Issue 3 "Security": state-changing calls check Origin. A browser request from another site
// carries that site's Origin; it is refused before any handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CHECKED_ROOTS = ['/web-api/', '/captcha/', '/test-control/'];

/** True when the request may proceed: no Origin (not a browser form/fetch) or the same host. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = request.headers.host;
  if (!host) return false;
  try {
    const from = new URL(origin);
    const to = new URL(`${from.protocol}//${host}`);
    return from.host === to.host;
  } catch {
    return false; // "null" or garbage
  }
}

export function installOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!CHECKED_ROOTS.some((root) => request.url.startsWith(root))) return;
    if (!isSameOrigin(request)) {
      return reply
        .status(403)
        .send({ error: 'Forbidden', message: 'origin: the Origin header names another site' });
    }
  });
}
