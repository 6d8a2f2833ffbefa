import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { ArticleLibrary } from '../articles/articleLibrary';
import type { ContentStore } from '../content/contentStore';
import { watchContent } from '../content/contentWatcher';
import { formatContentFinding } from '../content/loadContent';
import { READYZ_PATH } from '../http/readiness';
import { isApiPath } from '../http/errorHandling';

/** Vite in middleware mode on the Fastify HTTP server (HMR shares the port). Dev only. */
export async function createDevVite(
  app: FastifyInstance,
  projectRoot: string,
): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    root: projectRoot,
    configFile: path.join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server: app.server } },
    appType: 'custom',
  });
}

/**
 * Lets Vite answer module, asset and public-file requests first; what it passes on (pages,
 * APIs) reaches the Fastify routes.
 */
export function installViteMiddleware(app: FastifyInstance, vite: ViteDevServer): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (isApiPath(request.url) || request.url === '/healthz' || request.url === READYZ_PATH) return;
    const handled = await new Promise<boolean>((resolve, reject) => {
      const done = () => resolve(true);
      reply.raw.once('finish', done);
      vite.middlewares(request.raw, reply.raw, (err?: unknown) => {
        reply.raw.off('finish', done);
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else resolve(false);
      });
    });
    if (handled) reply.hijack();
  });
}

/** Reloads the content on edits and tells the open pages (HMR custom event `content-changed`). */
export function pushContentChanges(
  app: FastifyInstance,
  store: ContentStore,
  vite: ViteDevServer,
  articles?: ArticleLibrary,
): { close(): void } {
  return watchContent(store.rootDir, (changes) => {
    // Markdown articles are read apart from the schemas: an article edit reloads only them.
    if (articles && changes.some((c) => c.kind === 'article')) {
      const problems = articles.reload();
      if (problems.length > 0) {
        app.log.warn(
          `Content has ${problems.length} finding(s); those files keep their last good text:\n` +
            problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join('\n'),
        );
      }
    }
    if (changes.every((c) => c.kind === 'article')) {
      for (const change of changes)
        vite.ws.send({ type: 'custom', event: 'content-changed', data: change });
      return;
    }
    const load = store.reload();
    if (!load.ok) {
      app.log.warn(
        `Content not reloaded, ${load.findings.length} finding(s); the previous content stays:\n` +
          load.findings.map((f) => `  ${formatContentFinding(f)}`).join('\n'),
      );
      return;
    }
    for (const change of changes) {
      app.log.info(`content changed: ${change.kind} ${change.id}`);
      vite.ws.send({ type: 'custom', event: 'content-changed', data: change });
    }
  });
}
