// The public access API: redirect-light and the block check (SPEC section 7 "Configuration,
// redirects and blocks") and the app version (SPEC section 4 "Other transitions").
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_PATHS,
  APP_BUILD_ID_FILE,
  type AppVersionResponse,
  type BlockRequest,
  type BlockResponse,
  type RedirectLightRequest,
  type RedirectLightResponse,
} from '../../domain/access/contract';
import { redirectLight } from '../../domain/access/redirectRules';
import { parseSiteUrl } from '../../domain/access/sitePaths';
import { brandOf } from '../config/siteConfig';
import { errorResponseSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { accessOf } from './accessRules';
import { blockResultFor } from './blockCheck';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const urlSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 2048,
  description: "A path of this site with its language and query ('/ru/promo?x=1')",
} as const;

const DEV_VERSION = 'dev';

export interface AccessRoutesOptions {
  /** The built client whose build id the app-version endpoint answers; absent in dev. */
  clientDistDir?: string;
}

function siteUrlOf(url: string) {
  const parsed = parseSiteUrl(url);
  if (parsed === null) {
    throw new Refusal(400, 'invalid_field', 'url must be a path of this site', 'url');
  }
  return parsed;
}

export function registerAccessRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: AccessRoutesOptions = {},
): void {
  app.post<{ Body: RedirectLightRequest }>(
    ACCESS_PATHS.redirectLight,
    {
      schema: {
        summary: "Where a site path redirects to, by the brand's redirect rules",
        tags: ['access'],
        body: closedObjectSchema(['url'], { url: urlSchema }),
        response: {
          200: objectSchema(['data'], {
            data: objectSchema(['redirect'], {
              redirect: { type: 'boolean' },
              code: { type: 'integer' },
              url: { type: 'string' },
              reasons: { type: 'array', items: { type: 'string' } },
              breadcrumbs: { type: 'array', items: { type: 'string' } },
            }),
          }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply): Promise<RedirectLightResponse> => {
      const { content, brandId } = requestScope(ctx, request);
      const target = siteUrlOf(request.body.url);
      const lng = target.lng ?? brandOf(content, brandId).site.defaultLanguage;
      const { redirects } = await accessOf(ctx).rules.of(brandId);
      reply.header('cache-control', 'no-store');
      return { data: redirectLight(redirects, lng, target.path, target.query) };
    },
  );

  app.post<{ Body: BlockRequest }>(
    ACCESS_PATHS.block,
    {
      schema: {
        summary: 'Whether the visitor is blocked from a path, and why (SPEC section 4 reasons)',
        tags: ['access'],
        body: closedObjectSchema(['auth', 'url'], { auth: { type: 'boolean' }, url: urlSchema }),
        response: {
          200: objectSchema(['data'], {
            data: objectSchema(['displayTypeId', 'templateTypeId'], {
              displayTypeId: { type: ['integer', 'null'] },
              templateTypeId: { type: ['integer', 'null'] },
            }),
          }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply): Promise<BlockResponse> => {
      const { brandId } = requestScope(ctx, request);
      siteUrlOf(request.body.url);
      reply.header('cache-control', 'no-store');
      return { data: await blockResultFor(ctx, request, brandId, request.body.url) };
    },
  );

  const buildId = buildIdReader(opts.clientDistDir);
  app.get(
    ACCESS_PATHS.appVersion,
    {
      schema: {
        summary: 'The build id of the client build served now (the app-update notice compares it)',
        tags: ['access'],
        response: {
          200: objectSchema(['version'], { version: { type: 'string' } }),
        },
      },
    },
    async (_request, reply): Promise<AppVersionResponse> => {
      reply.header('cache-control', 'no-cache');
      return { version: buildId() };
    },
  );
}

/**
 * The build id of the served build's build-id.json (written by `vite build`), read again when the
 * file changes; 'dev' without a build or a file.
 */
function buildIdReader(clientDistDir: string | undefined): () => string {
  if (clientDistDir === undefined) return () => DEV_VERSION;
  const file = path.join(clientDistDir, APP_BUILD_ID_FILE);
  let seen: { mtimeMs: number; version: string } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (seen?.mtimeMs !== mtimeMs) {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
        const version = typeof parsed.version === 'string' ? parsed.version : DEV_VERSION;
        seen = { mtimeMs, version };
      }
      return seen.version;
    } catch {
      return DEV_VERSION;
    }
  };
}
