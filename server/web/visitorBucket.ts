import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  newVisitorBucket,
  parseVisitorBucket,
  VISITOR_BUCKET_COOKIE,
  VISITOR_BUCKET_MAX_AGE_S,
  VISITOR_BUCKETS,
} from '../../domain/experiments';
import type { ServerContext } from '../http/serverContext';

/**
 * The visitor's A/B bucket (domain/experiments): the cookie's when it holds one, else a new one
 * set on this answer. Readable by scripts: the client's rule context reads it.
 */
export function keepVisitorBucket(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): number {
  const held = parseVisitorBucket(request.cookies[VISITOR_BUCKET_COOKIE]);
  if (held !== null) return held;
  const bucket = newVisitorBucket(() => randomInt(VISITOR_BUCKETS) / VISITOR_BUCKETS);
  reply.setCookie(VISITOR_BUCKET_COOKIE, String(bucket), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.auth.secureCookies,
    maxAge: VISITOR_BUCKET_MAX_AGE_S,
  });
  return bucket;
}
