// Preview links: whoever opens `/studio/preview/<token>?to=/ru/` gets the `studio_preview` cookie,
// and while it holds a valid token every content answer of that brand includes its drafts
// (config, routes, pages, layouts, parts, dictionaries, brand book CSS), never cached.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperatorIdentity } from '../../domain/operators/roles';
import {
  PREVIEW_COOKIE,
  PREVIEW_TOKEN_TTL_SECONDS,
  type PreviewLinkAnswer,
} from '../../domain/studio/contract';
import { newSecretToken, sha256 } from '../auth/sessionTokens';
import type { ServedContent } from '../content/contentStore';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { recordAudit } from '../operators/audit';
import { loadDrafts, withOverrides } from './studioRepository';
import { objectSchema } from '../../domain/contract/jsonSchema';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A site path: one leading slash (never `//host`), no scheme, no backslash. */
const SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;

export async function createPreviewLink(
  ctx: ServerContext,
  op: OperatorIdentity,
  brand: string,
  lng: string,
): Promise<PreviewLinkAnswer> {
  const token = newSecretToken();
  const expiresAt = new Date(ctx.auth.now().getTime() + PREVIEW_TOKEN_TTL_SECONDS * 1000);
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('studio_preview_tokens')
      .values({ token_hash: sha256(token), brand, operator_id: op.id, expires_at: expiresAt })
      .execute();
    await recordAudit(trx, {
      operatorId: op.id,
      action: 'studio.preview_link',
      brand,
      details: { expiresAt: expiresAt.toISOString() },
    });
  });
  return {
    token,
    url: `/studio/preview/${token}?to=${encodeURIComponent(`/${lng}/`)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

async function brandOfToken(ctx: ServerContext, token: string): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await ctx.database.db
    .selectFrom('studio_preview_tokens')
    .select('brand')
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', ctx.auth.now())
    .executeTakeFirst();
  return row?.brand;
}

export function registerPreview(app: FastifyInstance, ctx: ServerContext): void {
  // One built content per brand and drafts state: rebuilt only when a draft or a publication changed.
  const cache = new Map<string, { key: string; served: ServedContent | null }>();

  const applyPreview = async (request: FastifyRequest, token: string): Promise<void> => {
    const brand = await brandOfToken(ctx, token);
    if (!brand) return;
    const drafts = await loadDrafts(ctx.database.db, brand);
    const store = ctx.contentStore;
    const key = JSON.stringify([
      store.servedFor(brand).tag,
      drafts.map((d) => [d.kind, d.id, d.revision]).sort(),
    ]);
    let entry = cache.get(brand);
    if (entry?.key !== key) {
      const built = store.build(withOverrides(store.publishedOverrides, brand, drafts), brand);
      // Drafts with findings cannot be served: the preview shows what is published meanwhile.
      entry = { key, served: built.ok ? built.served : null };
      cache.set(brand, entry);
    }
    request.studioPreview = { brand, served: entry.served ?? store.servedFor(brand) };
  };

  // Every request of the site passes here, and almost none carries a preview cookie: those pass
  // at once (callback hooks, no promise per request); a token is looked up.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[PREVIEW_COOKIE];
    if (!token || request.url.startsWith('/operator-api/')) return done();
    applyPreview(request, token).then(() => done(), done);
  });

  // Drafts are for the link's holder only: no shared or browser cache keeps them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.studioPreview) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  app.get<{ Params: { token: string }; Querystring: { to?: string } }>(
    '/studio/preview/:token',
    {
      schema: {
        summary:
          'Opens a preview link: sets the studio_preview cookie and goes to `to` (a site path)',
        tags: ['studio'],
        params: objectSchema(['token'], { token: { type: 'string', maxLength: 100 } }),
        querystring: {
          type: 'object',
          properties: { to: { type: 'string', maxLength: 500 } },
        },
      },
    },
    async (request, reply) => {
      const brand = await brandOfToken(ctx, request.params.token);
      if (!brand) throw new Refusal(404, 'preview_link_invalid', 'preview link unknown or expired');
      const to = request.query.to ?? '/';
      if (!SITE_PATH.test(to)) {
        throw new Refusal(400, 'invalid_field', 'to: a path of this site, like /ru/', 'to');
      }
      reply.setCookie(PREVIEW_COOKIE, request.params.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.auth.secureCookies,
      });
      return reply.header('cache-control', 'no-store').redirect(to, 302);
    },
  );
}
