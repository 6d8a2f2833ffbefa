// The studio's page (studio.html, its own Vite input and bundle) at /studio and /studio/*. The
// same strict Content-Security-Policy as the customer pages (server/http/securityHeaders.ts).
// /studio/preview/:token is the preview-link route (a more specific path, registered elsewhere).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { refuse } from '../http/refusal';

/** Where the studio page's HTML comes from: the build, or Vite in dev. */
export interface StudioHtmlSource {
  template(url: string): Promise<string | undefined>;
}

/** dist/client/studio.html, read on first use (a build without the studio answers 404). */
export function builtStudioHtml(clientDistDir: string): StudioHtmlSource {
  let cached: string | undefined;
  const file = path.join(clientDistDir, 'studio.html');
  return {
    async template() {
      if (cached === undefined && existsSync(file)) cached = await readFile(file, 'utf8');
      return cached;
    },
  };
}

/** Dev: the repository's studio.html through Vite (HMR client, React refresh), read per request. */
export function devStudioHtml(projectRoot: string, vite: ViteDevServer): StudioHtmlSource {
  const file = path.join(projectRoot, 'studio.html');
  return {
    async template(url) {
      return vite.transformIndexHtml(url, await readFile(file, 'utf8'));
    },
  };
}

export function registerStudioPage(
  app: FastifyInstance,
  source: () => StudioHtmlSource | undefined,
): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await source()?.template(request.url);
    if (html === undefined) {
      return refuse(reply, 404, 'not_found', 'The studio is not built (npm run build)');
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/studio', { schema: { hide: true } }, serve);
  app.get('/studio/*', { schema: { hide: true } }, serve);
}
