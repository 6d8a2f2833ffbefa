// On-the-fly compression of answers the build could not compress ahead: API JSON, the HTML shell
// rendered per request (server/web/htmlShell.ts), the studio's and the built-in provider's pages.
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller answers gain less than the compression costs (a TCP packet holds about 1.4 KB). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Registers the compression hook on every route added after it (so before @fastify/static and
 * the routes). Brotli at quality 4 (fast, still smaller than gzip at its default level), gzip
 * otherwise, identity when the request accepts neither; compressible types as mime-db says
 * (JSON, HTML, CSS, JavaScript, SVG). Left alone:
 * - answers already encoded (the build's precompressed files, served by @fastify/static);
 * - Server-Sent Events (/web-api/sports/live/stream, /bff-api/content-changes): those routes
 *   hijack the reply and write to the socket themselves, which no hook sees (a stream sent
 *   through reply.send would be compressed and buffered: keep them hijacked);
 * - 304s and other empty answers (nothing to compress).
 * Requests are never decompressed: a signed body (the casino wallet's HMAC, a payment callback)
 * is checked on the bytes exactly as sent, and no client of ours sends compressed bodies.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The route's onSend hooks before the plugin adds its own, to tell its own apart afterwards.
  const before = new WeakMap<RouteOptions, readonly unknown[]>();
  app.addHook('onRoute', (route) => {
    before.set(route, onSendHooksOf(route));
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook('onRoute', (route) => {
    const earlier = new Set(before.get(route) ?? []);
    route.onSend = onSendHooksOf(route).map((hook) =>
      earlier.has(hook) ? hook : passingSmallAnswers(hook),
    );
  });
}

function onSendHooksOf(route: RouteOptions): onSendHookHandler[] {
  return route.onSend === undefined ? [] : [route.onSend].flat();
}

/** At most this many bytes a UTF-16 code unit takes in UTF-8. */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/**
 * Whether the plugin would leave this answer as it is, told without its work: text or bytes (not
 * a stream or a fetch Response, which it unwraps) when the request accepts no encoding, or when
 * it is below the threshold (in bytes; the length in characters settles most answers).
 */
function leftAsItIs(request: FastifyRequest, payload: unknown): boolean {
  if (typeof payload === 'string') {
    if (payload.length * MAX_UTF8_BYTES_PER_UNIT < COMPRESSION_THRESHOLD) return true;
    if (request.headers['accept-encoding'] === undefined) return true;
    return (
      payload.length < COMPRESSION_THRESHOLD && Buffer.byteLength(payload) < COMPRESSION_THRESHOLD
    );
  }
  if (!Buffer.isBuffer(payload)) return false;
  return payload.length < COMPRESSION_THRESHOLD || request.headers['accept-encoding'] === undefined;
}

/**
 * The plugin's onSend, not run for an answer it would leave as it is (most API answers are small):
 * its negotiation and type checks end there, which this sees at once.
 */
function passingSmallAnswers(hook: onSendHookHandler): onSendHookHandler {
  return function (this: FastifyInstance, request, reply, payload, done) {
    if (leftAsItIs(request, payload)) {
      done(null, payload);
      return;
    }
    return hook.call(this, request, reply, payload, done);
  } as onSendHookHandler;
}
