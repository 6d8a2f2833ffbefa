import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { assertKnownBrand } from './config/brandResolver';
import { registerConfigRoutes } from './config/configRoutes';
import { registerContentRoutes } from './config/contentRoutes';
import { ContentStore } from './content/contentStore';
import type { AppDatabase } from './db/index';
import { installErrorHandling } from './http/errorHandling';
import { registerOpenApi } from './http/openApi';
import { installRequestValidation } from './http/requestValidation';
import { registerSecurityHeaders } from './http/securityHeaders';
import type { ServerContext } from './http/serverContext';
import { registerPartRoutes } from './parts/partRoutes';
import { registerReportRoutes } from './reports/reportRoutes';
import { createDevVite, installViteMiddleware, pushContentChanges } from './web/devVite';
import { builtIndexHtml, devIndexHtml, type IndexHtmlSource } from './web/indexHtmlSource';
import { registerPageRoutes } from './web/pageRoutes';

/** The repository root: the parent of server/. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildServerOptions {
  database: AppDatabase;
  /** Holds index.html and vite.config.ts (dev). Default: the repository root. */
  projectRoot?: string;
  /** Holds schemas/ and configs/. Default: projectRoot. */
  contentRoot?: string;
  /** The built client (index.html, assets/). Default: <projectRoot>/dist/client. */
  clientDistDir?: string;
  /** BRAND: the brand when the Host header names none. */
  brand?: string;
  /** Vite middleware, relaxed CSP for HMR, content hot reload. */
  dev?: boolean;
  /** NODE_ENV=production: HSTS. */
  production?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole HTTP server, ready for `listen` or `inject`. Throws a StartupRefusal when the
 * content has findings (ContentFindingsError), BRAND names no brand, or the build is missing.
 */
export async function buildServer(opts: BuildServerOptions): Promise<FastifyInstance> {
  const projectRoot = opts.projectRoot ?? PROJECT_ROOT;
  const contentRoot = opts.contentRoot ?? projectRoot;
  const clientDistDir = opts.clientDistDir ?? path.join(projectRoot, 'dist', 'client');
  const dev = opts.dev ?? false;

  const contentStore = ContentStore.open(contentRoot);
  assertKnownBrand(contentStore.current, opts.brand);
  const builtHtml = dev ? undefined : builtIndexHtml(clientDistDir);

  const app = Fastify({
    logger: opts.logger ?? false,
    // Small JSON bodies only until an API needs more (reports and parts set their own).
    bodyLimit: 64 * 1024,
    // A malformed URL (bad percent-encoding) is bad input like any other: same 400 shape.
    frameworkErrors: (err, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ error: 'Bad Request', message: err.message });
    },
  });
  const ctx: ServerContext = {
    contentStore,
    database: opts.database,
    envBrand: opts.brand,
    dev,
  };

  installErrorHandling(app);
  installRequestValidation(app);
  await registerSecurityHeaders(app, { dev, production: opts.production ?? false });
  await app.register(cookie);
  // Opt-in per route (config.rateLimit): public POSTs that write to the database.
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  registerConfigRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerPartRoutes(app, ctx);
  registerReportRoutes(app, ctx);

  if (builtHtml) {
    await registerPageRoutes(app, ctx, { clientDistDir, indexHtml: builtHtml });
  } else {
    // Dev: Vite serves modules and public/ files; the build output is not used.
    await registerPageRoutes(app, ctx, { indexHtml: await setUpDevMode(app, ctx, projectRoot) });
  }
  return app;
}

async function setUpDevMode(
  app: FastifyInstance,
  ctx: ServerContext,
  projectRoot: string,
): Promise<IndexHtmlSource> {
  const vite = await createDevVite(app, projectRoot);
  installViteMiddleware(app, vite);
  const watcher = pushContentChanges(app, ctx.contentStore, vite);
  app.addHook('onClose', async () => {
    watcher.close();
    await vite.close();
  });
  return devIndexHtml(projectRoot, vite);
}
