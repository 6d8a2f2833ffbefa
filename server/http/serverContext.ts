import type { FastifyRequest } from 'fastify';
import type { ContentStore } from '../content/contentStore';
import type { ServerContent } from '../content/serverContent';
import { resolveBrandId } from '../config/brandResolver';
import type { AppDatabase } from '../db/index';
import type { AuthContext } from '../auth/authContext';
import type { SportsRuntime } from '../sports/sportsRuntime';
import type { WorldClock } from './worldClock';

/** What every route module needs, built once by buildServer. */
export interface ServerContext {
  contentStore: ContentStore;
  database: AppDatabase;
  /** BRAND env: the brand when the Host header names none. */
  envBrand: string | undefined;
  dev: boolean;
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

/** The content and brand one request is answered with (taken together, so a reload mid-request cannot mix them). */
export function requestScope(ctx: ServerContext, request: FastifyRequest): RequestScope {
  const content = ctx.contentStore.current;
  return { content, brandId: resolveBrandId(content, request.headers.host, ctx.envBrand) };
}

/** Content JSON may be edited in dev (hot reload), so it is never cached there. */
export function contentCacheControl(ctx: ServerContext): string {
  return ctx.dev ? 'no-store' : 'public, max-age=300';
}
