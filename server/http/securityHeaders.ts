// Security headers (helmet's set) on every answer, computed once at start instead of by helmet on
// every request. API routes (runtime/api/apiRoots.ts) answer JSON, which a browser never renders:
// their JSON answers carry only the headers that matter there; any other answer of theirs (an
// HTML page such as the built-in provider's frame, a picture) gets the pages' full set.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isUnderRoot } from '../../runtime/api/apiRoots';

type Directives = Record<string, string[]>;

/** The production policy: everything from our own origin, no inline or evaluated script. */
export const CONTENT_SECURITY_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // The casino's game page frames the built-in provider's game page (same origin); the origins of
  // connected outside providers' frames are added at start (registerSecurityHeaders).
  'frame-src': ["'self'"],
};

/**
 * Dev only: Vite's React refresh preamble is an inline script, its CSS arrives as inline
 * <style>, and HMR talks over a websocket. Never used by `npm start`.
 */
const DEV_RELAXATIONS: Directives = {
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
};

/**
 * The policy of an API's JSON answer (OWASP's REST list): nothing may load from it and nothing may
 * frame it. A JSON answer opened as a document runs nothing either way; this says so in 41 bytes
 * where the pages' policy takes about 230, on every call a page makes.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

// One year, the usual preload-list minimum.
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * What a JSON answer of an API keeps (OWASP's REST list): a policy (API_CONTENT_SECURITY_POLICY),
 * HSTS, nosniff (a JSON answer is never read as script or HTML), framing refused
 * for older browsers, and the resource policy that keeps other sites' pages from loading it. The
 * rest (referrer, opener, DNS prefetch, download, cross-domain, XSS filter, agent cluster) governs
 * documents a browser renders.
 */
export const API_JSON_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
]);

/**
 * What a script, a stylesheet, a font or a raster image keeps: it is never rendered as a
 * document, so the document-only headers (policy, framing, referrer, opener and the rest) are
 * bytes on every one of a page's hundred subresources for nothing (about 0.9 KB of
 * headers on each). nosniff keeps it from being read as something else, CORP keeps other sites
 * from embedding it, HSTS stays everywhere. An SVG takes this set and a policy of its own
 * (SVG_CONTENT_SECURITY_POLICY).
 */
export const SUBRESOURCE_HEADERS: ReadonlySet<string> = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
]);

/**
 * The policy of an SVG outside the API roots (flags, logos, the favicon). Shown by an <img> it runs
 * nothing anyway; opened as a document it could run script, so it keeps a policy: nothing runs or
 * loads but its own styles and the pictures it embeds (a detailed flag carries a picture of itself
 * as data:), and nothing frames it. With the subresource set, about 0.6 KB less on each of the
 * dozen SVGs a sports page shows than the pages' full set.
 */
export const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none';style-src 'unsafe-inline';img-src data:;frame-ancestors 'none'";

const SVG_TYPE = /^image\/svg\+xml\b/i;

/** Content types answered with the subresource set (SUBRESOURCE_HEADERS). */
const SUBRESOURCE_TYPE =
  /^(?:(?:application|text)\/(?:javascript|css)|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon)\b)/i;

type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers helmet sets with these options, names as helmet spells them (static options: the
 * same for every request, so computed once).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): HeaderList {
  const headers = new Map<string, readonly [string, string]>();
  const res = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), [name, value]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers.values()];
}

const SECURITY_HEADERS = 'securityHeaders';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { dev: boolean; production: boolean; frameOrigins?: readonly string[] },
): Promise<void> {
  const base = opts.dev
    ? { ...CONTENT_SECURITY_POLICY, ...DEV_RELAXATIONS }
    : CONTENT_SECURITY_POLICY;
  // The game page frames each connected outside provider's games from its own origin.
  const directives = opts.frameOrigins?.length
    ? { ...base, 'frame-src': [...(base['frame-src'] ?? []), ...opts.frameOrigins] }
    : base;
  const all = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: opts.production
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  });
  // Named in lower case, as the reply keeps them (Reply.header lower-cases each name it is given).
  const lowerCase = (headers: HeaderList): HeaderList =>
    headers.map(([name, value]) => [name.toLowerCase(), value] as const);
  const isPolicy = (name: string) => name.toLowerCase() === 'content-security-policy';
  const forJson = lowerCase(
    all
      .filter(([name]) => API_JSON_HEADERS.has(name.toLowerCase()))
      .map(
        ([name, value]) => [name, isPolicy(name) ? API_CONTENT_SECURITY_POLICY : value] as const,
      ),
  );
  // An API answer that is not JSON (a page, a picture) takes the rest, and the pages' policy in
  // place of the JSON one.
  const forOthers = lowerCase(
    all.filter(([name]) => isPolicy(name) || !API_JSON_HEADERS.has(name.toLowerCase())),
  );
  const notForSubresources = all
    .map(([name]) => name)
    .filter((name) => !SUBRESOURCE_HEADERS.has(name.toLowerCase()));
  const set = (reply: FastifyReply, headers: HeaderList) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
  const onReply = (reply: FastifyReply, headers: HeaderList) => {
    for (const [name, value] of headers) reply.header(name, value);
  };

  // Every route, the not-found and error answers too: the full set, or the JSON set on API routes.
  // An API route's headers go on the reply, which Node writes in one pass with the answer's own
  // (the routes that hijack the reply, the event streams, copy them: reply.getHeaders()). Other
  // routes' go on the raw response: Vite's middleware (dev) and the static files answer there.
  app.addHook('onRequest', ((request: FastifyRequest, reply, done) => {
    if (request.routeOptions.config[SECURITY_HEADERS] === 'api') onReply(reply, forJson);
    else set(reply, all);
    done();
  }) as onRequestHookHandler);

  // A subresource outside the API roots (the build's scripts and styles, fonts, pictures) leaves
  // with the subresource set only; an SVG with its own policy besides.
  app.addHook('onSend', ((request, reply, payload, done) => {
    if (request.routeOptions.config[SECURITY_HEADERS] !== 'api') {
      const type = String(reply.getHeader('content-type') ?? '');
      const svg = SVG_TYPE.test(type);
      if (svg || SUBRESOURCE_TYPE.test(type)) {
        for (const name of notForSubresources) reply.raw.removeHeader(name);
      }
      if (svg) reply.raw.setHeader('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    }
    done(null, payload);
  }) as onSendHookHandler);

  // An API route's answer that is not JSON gets the rest of the set before it leaves.
  // A policy the route set itself (the built-in provider's frame may be framed by this site)
  // stays; only the JSON one is replaced.
  const completeUnlessJson: onSendHookHandler = (_request, reply, payload, done) => {
    if (!/json/i.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const [name, value] of forOthers) {
        if (isPolicy(name) && reply.getHeader(name) !== API_CONTENT_SECURITY_POLICY) continue;
        reply.header(name, value);
      }
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!isUnderRoot(route.url)) return;
    route.config = { ...route.config, [SECURITY_HEADERS]: 'api' };
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...own, completeUnlessJson];
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'api': the route lies under an API root (server/http/securityHeaders.ts). */
    securityHeaders?: 'api';
  }
}
