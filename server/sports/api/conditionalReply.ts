import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * The strong ETag of a JSON body: a hash of its serialization and of the representation's variant
 * (e.g. its language), so two variants never share a tag even when their bodies are equal.
 */
export function jsonEtag(body: unknown, variant = ''): string {
  const digest = createHash('sha1')
    .update(variant)
    .update('\n')
    .update(JSON.stringify(body))
    .digest('base64url');
  return `"${digest}"`;
}

/**
 * Answers a read with `cache-control: no-cache` and an ETag; 304 without a body when the client
 * already holds this representation (If-None-Match). `variant` names what else selects the
 * representation besides the body (the answer's language).
 */
export function sendConditional<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  variant = '',
): FastifyReply {
  const etag = jsonEtag(body, variant);
  void reply.header('cache-control', 'no-cache').header('etag', etag);
  // fresh: If-None-Match names this ETag (weak comparison) or `*`, and no end-to-end reload.
  if (fresh(request.headers, { etag })) {
    return reply.status(304).send();
  }
  return reply.send(body);
}
