import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguagePath, visibleLanguages } from '../../runtime/router/language';
import { brandLanguageOptions, brandOf, resolveSiteConfig } from '../config/siteConfig';
import { isApiPath } from '../http/errorHandling';
import { statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { renderShell } from './htmlShell';
import type { IndexHtmlSource } from './indexHtmlSource';
import { preferredLanguage } from './preferredLanguage';
import { routeTableMatches } from '../../runtime/router/routeTableMatch';
import { listStaticFiles } from './staticFiles';

/** Hashed build output: its name changes with its content, so it may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANGUAGE_COOKIE = 'lng';

export interface PageRoutesOptions {
  /** The built client; absent in dev, where Vite serves every file. */
  clientDistDir?: string;
  indexHtml: IndexHtmlSource;
}

export async function registerPageRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: PageRoutesOptions,
): Promise<void> {
  const staticFiles = opts.clientDistDir ? listStaticFiles(opts.clientDistDir) : new Set<string>();
  if (opts.clientDistDir) {
    await app.register(fastifyStatic, { root: path.resolve(opts.clientDistDir), serve: false });
  }

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness',
        tags: ['health'],
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
        },
      },
    },
    async () => ({ ok: true }),
  );

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = splitUrl(request.url);
    if (isApiPath(pathname)) return notFound(request, reply, pathname);

    const file = decodePath(pathname);
    if (file !== undefined && staticFiles.has(file)) {
      const cache = file.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      return reply.header('cache-control', cache).sendFile(file.slice(1), { cacheControl: false });
    }
    if (file?.startsWith('/assets/') || !acceptsHtml(request.headers.accept)) {
      return notFound(request, reply, pathname);
    }

    const { content, brandId } = requestScope(ctx, request);
    const site = brandOf(content, brandId).site;
    const options = brandLanguageOptions(site);
    const wish = preferredLanguage(request.cookies[LANGUAGE_COOKIE], visibleLanguages(options));
    const resolved = resolveLanguagePath(pathname, query ? `?${query}` : '', options, wish);
    if (resolved.kind === 'redirect') {
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie')
        .redirect(resolved.to, 302);
    }

    const html = renderShell(await opts.indexHtml.template(request.url), {
      config: resolveSiteConfig(content, brandId, resolved.lng),
      routes: content.routes,
      layouts: Object.fromEntries(content.layouts),
    });
    // A path no route serves still gets the shell (the client renders the 404 page), but with
    // the status a crawler or a monitor needs.
    const status = routeTableMatches(content.routes, resolved.rest) ? 200 : 404;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/*', { schema: { hide: true } }, servePage);
}

function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** Browsers ask for text/html; curl and bots send * / * or nothing. */
function acceptsHtml(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

function notFound(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  return reply
    .status(404)
    .send(statusRefusal(404, `No ${request.method} ${pathname} on this server`));
}
