// POST /web-api/games/launch (domain/casino/gameLaunch.ts): the game page's request for a frame
// URL. Guests may launch demo; real money needs a signed-in customer allowed to play.
import type { FastifyInstance } from 'fastify';
import { GAME_LAUNCH_PATH, type GameLaunchRequest } from '../../../domain/casino/gameLaunch';
import { rateLimitConfig } from '../../auth/authRateLimits';
import { authenticate } from '../../auth/currentUser';
import { brandOf } from '../../config/siteConfig';
import { errorResponseSchema, languageSchema } from '../../http/httpSchemas';
import { refuse } from '../../http/refusal';
import { requestScope, type ServerContext } from '../../http/serverContext';
import { assertStakeAllowed } from '../../limits/index';
import { recordRecentlyPlayed } from '../catalogue/index';
import { connectedProviders } from '../../../domain/casino/connectedProviders';
import type { OutsideProviderAdapter } from '../outside/outsideEnv';
import { launchGame, type PlayCheck } from './gameLaunch';
import { closedObjectSchema, objectSchema } from '../../../domain/contract/jsonSchema';

/** Launch writes a session row, for guests too: per address, like the other public POSTs. */
export const LAUNCHES_PER_MINUTE = { max: 60, timeWindow: '1 minute' } as const;
/** SPEC section 9: the default language. */
const DEFAULT_GAME_LANGUAGE = 'ru';

export interface LaunchRouteOptions {
  now?: () => Date;
  /** Refuses real play to a self-excluded or timed-out customer (the limits module). */
  playCheck?: PlayCheck;
  /** The outside providers' adapters (server/casino/outside/outsideEnv.ts). Default: none. */
  outsideProviders?: readonly OutsideProviderAdapter[];
}

const launchBodySchema = closedObjectSchema(['gameId', 'mode'], {
  gameId: {
    type: 'integer',
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'Catalogue game id',
  },
  mode: { type: 'string', enum: ['real', 'demo'] },
  lng: { ...languageSchema, description: "The game frame's language" },
});

const launchAnswerSchema = objectSchema(['url', 'sessionId', 'mode', 'expiresAt'], {
  url: { type: 'string', description: 'The game frame page' },
  sessionId: { type: 'string' },
  mode: { type: 'string', enum: ['real', 'demo'] },
  expiresAt: { type: 'string', format: 'date-time' },
});

export function registerLaunchRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: LaunchRouteOptions = {},
): void {
  const now = options.now ?? (() => new Date());

  app.post<{ Body: GameLaunchRequest }>(
    GAME_LAUNCH_PATH,
    {
      config: rateLimitConfig(ctx, LAUNCHES_PER_MINUTE),
      schema: {
        summary:
          'A game frame URL and session: demo for guests and customers where the game offers it, ' +
          'real money for signed-in customers allowed to play; an outside provider connected ' +
          'for the brand answers its own frame URL to a signed launch call, one not connected ' +
          'is refused (409 provider_unavailable)',
        tags: ['casino'],
        body: launchBodySchema,
        response: {
          200: launchAnswerSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = await authenticate(ctx, request);
      const { mode } = request.body;
      if (mode === 'real' && !auth.ok) return refuse(reply, 401, auth.refusal, auth.why);
      const { content, brandId } = requestScope(ctx, request);
      const { site } = brandOf(content, brandId);
      const adapters = options.outsideProviders ?? [];
      const at = now();
      const db = ctx.database.db;
      const userId = auth.ok ? auth.user.id : null;
      const result = await launchGame(
        db,
        {
          userId,
          gameId: request.body.gameId,
          mode,
          lng: request.body.lng ?? DEFAULT_GAME_LANGUAGE,
          guestCountryId: site.geoCountryId,
          now: at,
          outside: {
            adapters,
            connected: connectedProviders(
              site.casinoProviders,
              adapters.map((a) => a.key),
            ),
          },
        },
        options.playCheck ?? exclusionCheck(ctx),
      );
      if (!result.ok) return refuse(reply, result.status, result.reason, result.message);
      if (userId !== null) await recordRecentlyPlayed(db, userId, result.gameId, at);
      return result.answer;
    },
  );
}

/**
 * Self-exclusion and time-out refuse real play at launch (403 self_excluded or time_out_active,
 * with endsAt): the limits module's stake check of a zero stake, which no wagering or loss limit
 * refuses. Limits themselves are checked on each debit.
 */
function exclusionCheck(ctx: ServerContext): PlayCheck {
  return (db, player) =>
    db.transaction().execute((trx) =>
      assertStakeAllowed(trx, {
        userId: player.userId,
        amount: 0,
        currencyId: player.currencyId,
        at: new Date(ctx.worldClock.now()),
        clock: ctx.worldClock,
      }),
    );
}
