import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import type { ContentStore, ServedContent } from '../content/contentStore';
import type { ServerContent } from '../content/serverContent';
import type { AppDatabase } from '../db/index';
import type { AuthContext } from '../auth/authContext';
import type { ServerMetrics } from '../metrics/serverMetrics';
import type { SportsRuntime } from '../sports/sportsRuntime';
import type { WorldClock } from './worldClock';

/** What every route module needs, built once by buildServer. */
export interface ServerContext {
  contentStore: ContentStore;
  database: AppDatabase;
  /** BRAND env: the brand when the Host header names none. */
  envBrand: string | undefined;
  dev: boolean;
  /** Prometheus counters the routes move (placements, refusals); server/metrics/. */
  metrics: ServerMetrics;
  /** Customer auth: token key, SMS/e-mail senders, clock (server/auth/authContext.ts). */
  auth: AuthContext;
  /** Sports state, feed and clock (server/sports/sportsRuntime.ts). */
  sports: SportsRuntime;
  /** The world's clock (limits: cooling-off, windows, play time); test control moves it. */
  readonly worldClock: WorldClock;
}

export interface RequestScope {
  content: ServerContent;
  brandId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid studio preview cookie: that brand's drafts (server/studio/preview.ts). */
    studioPreview?: { brand: string; served: ServedContent };
  }
}

/**
 * The content and brand one request is answered with (taken together, so a reload mid-request
 * cannot mix them): the brand's published content, or its drafts for a preview link's holder.
 * Every route reads content through here.
 */
export function requestScope(ctx: ServerContext, request: FastifyRequest): RequestScope {
  const { content } = servedContentOf(ctx, request);
  return { content, brandId: ctx.contentStore.brandOf(request.headers.host, ctx.envBrand) };
}

function servedContentOf(ctx: ServerContext, request: FastifyRequest): ServedContent {
  const brandId = ctx.contentStore.brandOf(request.headers.host, ctx.envBrand);
  const preview = request.studioPreview;
  return preview?.brand === brandId ? preview.served : ctx.contentStore.servedFor(brandId);
}

/**
 * Content may change at any time (a publication, dev hot reload): caches keep it but ask again
 * each time (a 304 while its ETag holds), so a publication shows at the next request. Drafts
 * seen through a preview link are private and never stored.
 */
export function contentCacheControl(ctx: ServerContext, request?: FastifyRequest): string {
  if (ctx.dev) return 'no-store';
  return request?.studioPreview ? 'private, no-store' : 'public, no-cache';
}

/**
 * Sends content with its cache headers: the brand's content tag as ETag (the URL picks the body
 * within that content), and 304 when the client's copy is still the current one.
 */
export function sendContent(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  contentType?: string,
): FastifyReply {
  reply.header('cache-control', contentCacheControl(ctx, request));
  if (contentType) reply.type(contentType);
  if (ctx.dev || request.studioPreview) return reply.send(body);
  const etag = `"${servedContentOf(ctx, request).tag}"`;
  reply.header('etag', etag);
  if (fresh(request.headers, { etag })) return reply.status(304).send();
  return reply.send(body);
}
