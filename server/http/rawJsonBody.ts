// A JSON body parser that keeps each request's raw body, for routes whose callers sign the body
// as sent (the casino wallet's providers, a payment provider's callback).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Parses `application/json` bodies in `scope` (up to `bodyLimit` bytes; not JSON: 400) and keeps
 * each request's raw body, as bytes or as text.
 */
export function keepRawJsonBodies(
  scope: FastifyInstance,
  parseAs: 'buffer',
  bodyLimit: number,
): WeakMap<FastifyRequest, Buffer>;
export function keepRawJsonBodies(
  scope: FastifyInstance,
  parseAs: 'string',
  bodyLimit: number,
): WeakMap<FastifyRequest, string>;
export function keepRawJsonBodies(
  scope: FastifyInstance,
  parseAs: 'buffer' | 'string',
  bodyLimit: number,
): WeakMap<FastifyRequest, Buffer | string> {
  const rawBodies = new WeakMap<FastifyRequest, Buffer | string>();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: parseAs as 'string', bodyLimit },
    (request, body: Buffer | string, done) => {
      rawBodies.set(request, body);
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(Object.assign(new Error('body: not valid JSON'), { statusCode: 400 }), undefined);
      }
    },
  );
  return rawBodies;
}
