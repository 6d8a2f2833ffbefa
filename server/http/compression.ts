// On-the-fly compression of answers the build could not compress ahead: API JSON, the HTML shell
// rendered per request (server/web/htmlShell.ts), the studio's and the built-in provider's pages.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
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
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
