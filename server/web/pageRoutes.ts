import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRtl, resolveLanguagePath, visibleLanguages } from '../../runtime/router/language';
import { PAYMENT_PAGE_PATH } from '../../domain/access/pageRules';
import { blockResultFor, currentMaintenance } from '../access/index';
import { pageAccessFor } from '../access/pageAccess';
import { identify } from '../auth/currentUser';
import {
  brandLanguageOptions,
  brandOf,
  resolveSiteConfig,
  seesHiddenLanguages,
} from '../config/siteConfig';
import { isDatabaseUnavailable } from '../db/databaseAvailability';
import { DATABASE_RETRY_AFTER_SECONDS, isApiPath } from '../http/errorHandling';
import { statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { headForRequest, headHtml, type Seo } from '../seo/index';
import { dictionaryText } from '../seo/dictionaryText';
import type { ServerContent } from '../content/serverContent';
import escapeHtml from 'escape-html';
import { renderShell, type BootFailureTexts } from './htmlShell';
import type { IndexHtmlSource } from './indexHtmlSource';
import { preferredLanguage } from './preferredLanguage';
import { routeTableMatches } from '../../runtime/router/routeTableMatch';
import { listStaticFiles } from './staticFiles';
import { keepVisitorBucket } from './visitorBucket';
import { ASSET_PATH_PREFIX, pointAssetsAt, policyWithAssetOrigin, type AssetCdn } from './assetCdn';

/** Hashed build output: its name changes with its content, so it may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANGUAGE_COOKIE = 'lng';

export interface PageRoutesOptions {
  /** The built client; absent in dev, where Vite serves every file. */
  clientDistDir?: string;
  indexHtml: IndexHtmlSource;
  /** Writes each page's title, meta, canonical, hreflang and JSON-LD (server/seo/). */
  seo?: Seo;
  /**
   * ASSET_CDN_URL (server/web/assetCdn.ts): the pages of a brand with isFlexibleAssetPath take the
   * build's files from there, and the build's files are answered to any origin.
   */
  assetCdn?: AssetCdn;
}

export async function registerPageRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: PageRoutesOptions,
): Promise<void> {
  const { files: staticFiles, precompressed } = opts.clientDistDir
    ? listStaticFiles(opts.clientDistDir)
    : { files: new Set<string>(), precompressed: new Set<string>() };
  const assetCdn = opts.clientDistDir ? opts.assetCdn : undefined;
  // The template is the same for every request: pointed at the CDN once, when first asked.
  let cdnTemplate: { from: string; to: string } | undefined;
  const cdnPage = (template: string, cdn: AssetCdn) => {
    if (cdnTemplate?.from !== template) {
      cdnTemplate = { from: template, to: pointAssetsAt(template, cdn.base) };
    }
    return cdnTemplate.to;
  };
  if (opts.clientDistDir) {
    // preCompressed: the build's brotli and gzip copies (server/web/precompressed.ts) are sent in
    // place of the file when the request accepts them; the on-the-fly compression
    // (server/http/compression.ts) leaves an answer that already has a content-encoding alone.
    await app.register(fastifyStatic, {
      root: path.resolve(opts.clientDistDir),
      serve: false,
      preCompressed: true,
    });
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
      const immutable = file.startsWith(ASSET_PATH_PREFIX);
      // The answer depends on Accept-Encoding whenever a compressed copy exists: caches must keep
      // one per encoding.
      if (precompressed.has(file)) reply.header('vary', 'accept-encoding');
      // This server is the CDN's origin: a brand's page on another host loads the build's files
      // with CORS (module scripts, fonts) or embeds them (pictures), so any origin may.
      if (assetCdn && immutable) {
        reply
          .header('access-control-allow-origin', '*')
          .header('cross-origin-resource-policy', 'cross-origin');
      }
      // A hashed file is never revalidated nor fetched in ranges (scripts, styles, small
      // images): its ETag, Last-Modified and Accept-Ranges would be bytes on every answer.
      return reply
        .header('cache-control', immutable ? IMMUTABLE : 'no-cache')
        .sendFile(
          file.slice(1),
          immutable
            ? { cacheControl: false, etag: false, lastModified: false, acceptRanges: false }
            : { cacheControl: false },
        );
    }
    if (file?.startsWith(ASSET_PATH_PREFIX) || !acceptsHtml(request.headers.accept)) {
      return notFound(request, reply, pathname);
    }
    try {
      return await renderPage(request, reply, pathname, query);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      ctx.database.availability.suspect();
      return unavailablePage(ctx, request, reply, pathname);
    }
  };

  /** The page shell of a site path (block check, maintenance, head and boot data). */
  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    query: string | undefined,
  ) => {
    const { content, brandId } = requestScope(ctx, request);
    const site = brandOf(content, brandId).site;
    // A language hidden from guests (langHiddenUnauthorized) is served to a visitor who shows a
    // customer session: a valid access token, or a refresh cookie the client will trade for one.
    const signedIn = await seesHiddenLanguages(ctx, request, site);
    const options = brandLanguageOptions(site, signedIn);
    const wish = preferredLanguage(request.cookies[LANGUAGE_COOKIE], visibleLanguages(options));
    const resolved = resolveLanguagePath(pathname, query ? `?${query}` : '', options, wish);
    if (resolved.kind === 'redirect') {
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie')
        .redirect(resolved.to, 302);
    }

    const config = resolveSiteConfig(content, brandId, resolved.lng, signedIn);
    // SPEC section 5's page rules (server/access/pageAccess.ts): a bonus route swap redirects,
    // a refused page is answered 404 (the client's guards decide the same again).
    const access = pageAccessFor(content.routes, config, {
      lng: resolved.lng,
      rest: resolved.rest,
      query: query ? `?${query}` : '',
      signedIn: resolved.rest === PAYMENT_PAGE_PATH && (await identify(ctx, request)).ok,
      production: opts.clientDistDir !== undefined,
    });
    if (access.kind === 'redirect') {
      return reply
        .header('cache-control', 'no-store')
        .redirect(access.to, access.permanent ? 301 : 302);
    }

    // The block check and maintenance run here, where the request can wait; guards cannot.
    const [block, maintenance, head] = await Promise.all([
      blockResultFor(ctx, request, brandId, request.url),
      currentMaintenance(ctx, content, brandId),
      opts.seo
        ? headForRequest(opts.seo, request, content, brandId, resolved.lng, resolved.rest)
        : undefined,
    ]);
    const cdn = assetCdn && site.isFlexibleAssetPath === true ? assetCdn : undefined;
    const template = await opts.indexHtml.template(request.url);
    const html = renderShell(
      cdn ? cdnPage(template, cdn) : template,
      {
        config: { ...config, maintenance },
        routes: content.routes,
        layouts: Object.fromEntries(content.layouts),
        block: block.displayTypeId === null ? null : block,
        ...(signedIn ? { signedIn } : {}),
        ...(head?.notFound ? { notFound: true as const } : {}),
        failureView: bootFailureTexts(content, brandId, resolved.lng),
      },
      head ? { title: head.title, html: headHtml(head) } : undefined,
    );
    // A path no route serves still gets the shell (the client renders the 404 page), but with
    // the status a crawler or a monitor needs; so does a page a PageMetaSource does not know.
    const served =
      access.kind === 'ok' &&
      routeTableMatches(content.routes, resolved.rest) &&
      head?.notFound !== true;
    const status = served ? 200 : 404;
    if (query !== undefined && new URLSearchParams(query).get(STUDIO_PREVIEW_QUERY) === '1') {
      allowSameOriginFrame(reply);
    }
    if (cdn) allowAssetOrigin(reply, cdn.origin);
    keepVisitorBucket(ctx, request, reply);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/*', { schema: { hide: true } }, servePage);
}

/** SPEC section 2's failure view in the page's language: the keys themselves where a text lacks. */
function bootFailureTexts(content: ServerContent, brandId: string, lng: string): BootFailureTexts {
  const text = (key: string) => dictionaryText(content, brandId, lng, `main:${key}`) ?? key;
  return {
    title: text('main_dictionary_load_error'),
    hint: text('main_dictionary_refresh_page'),
    button: text('main_refreshing_button'),
  };
}

/** The studio frames a site page with ?studio-preview=1 (app/preview/): same origin only. */
const STUDIO_PREVIEW_QUERY = 'studio-preview';

function allowSameOriginFrame(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
}

/** The page loads the build's files from the CDN: its policy names the CDN's origin. */
function allowAssetOrigin(reply: FastifyReply, origin: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policyWithAssetOrigin(policy, origin));
  }
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

/**
 * A page asked for while the database is away: 503 with Retry-After and one line from the main
 * dictionary, in the language the path names (else the brand's default), for a visitor who
 * navigates there (an open page keeps its content and words the API's 503 itself).
 */
function unavailablePage(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) {
  const { content, brandId } = requestScope(ctx, request);
  const site = brandOf(content, brandId).site;
  const first = pathname.split('/')[1] ?? '';
  const lng = site.languages.includes(first) ? first : site.defaultLanguage;
  const text = escapeHtml(
    dictionaryText(content, brandId, lng, 'main:error_service_unavailable') ?? '503',
  );
  const html =
    `<!doctype html><html lang="${lng}" dir="${isRtl(lng) ? 'rtl' : 'ltr'}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${text}</title></head><body><main><p>${text}</p></main></body></html>`;
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function notFound(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  return reply
    .status(404)
    .send(statusRefusal(404, `No ${request.method} ${pathname} on this server`));
}
