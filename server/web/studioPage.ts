// The studio's page (studio.html, its own Vite input and bundle) at /studio and /studio/*. The
// same strict Content-Security-Policy as the customer pages (server/http/securityHeaders.ts).
// /studio/preview/:token is the preview-link route (a more specific path, registered elsewhere).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { refuse } from '../http/refusal';
import { builtPageHtml, devPageHtml, type PageHtmlSource } from './indexHtmlSource';

/** dist/client/studio.html, read on first use (a build without the studio answers 404). */
export const builtStudioHtml = (clientDistDir: string) =>
  builtPageHtml(clientDistDir, 'studio.html');

/** Dev: the repository's studio.html through Vite (HMR client, React refresh), read per request. */
export const devStudioHtml = (projectRoot: string, vite: ViteDevServer) =>
  devPageHtml(projectRoot, 'studio.html', vite);

export function registerStudioPage(
  app: FastifyInstance,
  source: () => PageHtmlSource | undefined,
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
