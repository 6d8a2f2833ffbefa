// Game launch (domain/casino/gameLaunch.ts): checks the game, its provider, the mode and the
// player, opens a game session and answers the frame URL: the built-in provider's own page, or
// the frame URL an outside provider answers to the signed launch call (SPEC section 7 "Games and
// third-party calls"). An outside provider that is not connected for the brand (no adapter here,
// or not in the brand's casinoProviders), or does not answer, is refused, never faked.
import type { Kysely } from 'kysely';
import { builtinGameFramePath } from '../../../domain/casino/builtinGames';
import type { GameLaunchAnswer, GameMode } from '../../../domain/casino/gameLaunch';
import type { ErrorReason } from '../../../domain/errors/errorReasons';
import { findCurrency } from '../../../domain/money/currencies';
import type { DatabaseSchema } from '../../db/schema';
import type { OutsideProviderAdapter } from '../outside/outsideEnv';
import { requestProviderLaunch } from '../outside/providerLaunchClient';
import { openGameSession } from './gameSessions';

export interface LaunchInput {
  /** The signed-in customer, or null for a guest. */
  userId: string | null;
  gameId: number;
  mode: GameMode;
  lng: string;
  /** The availability country of a guest (the brand's geoCountryId). */
  guestCountryId: number | undefined;
  now: Date;
  /** The outside providers' adapters and the providers connected for the request's brand. */
  outside?: { adapters: readonly OutsideProviderAdapter[]; connected: readonly string[] };
}

export type LaunchResult =
  | { ok: true; answer: GameLaunchAnswer; gameId: number }
  | { ok: false; status: number; reason: ErrorReason; message: string };

/**
 * Whether the customer may play for money now: throws a refusal (self-exclusion, time-out) or
 * returns. The limits module's check (server/limits/stakeLimits.ts).
 */
export type PlayCheck = (
  db: Kysely<DatabaseSchema>,
  player: { userId: string; currencyId: number },
) => Promise<void>;

export async function launchGame(
  db: Kysely<DatabaseSchema>,
  input: LaunchInput,
  playCheck?: PlayCheck,
): Promise<LaunchResult> {
  const game = await db
    .selectFrom('casino_games as g')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id',
      'g.provider_id',
      'g.engine_key',
      'g.has_demo',
      'p.is_builtin',
      'p.is_connected',
    ])
    .where('g.id', '=', input.gameId)
    .where('g.is_active', '=', true)
    .executeTakeFirst();
  const user =
    input.userId === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['country_id', 'ban_level'])
          .where('id', '=', input.userId)
          .executeTakeFirst();
  const countryId = user ? user.country_id : input.guestCountryId;
  const closed =
    game && countryId !== undefined
      ? await db
          .selectFrom('casino_game_closed_countries')
          .select('game_id')
          .where('game_id', '=', game.id)
          .where('country_id', '=', countryId)
          .executeTakeFirst()
      : undefined;
  if (!game || closed) {
    return refused(404, 'game_not_found', `No game ${input.gameId} available here`);
  }
  const adapter = game.is_builtin
    ? undefined
    : input.outside?.adapters.find(
        (a) => a.key === game.provider_id && input.outside?.connected.includes(a.key),
      );
  const connected = game.is_builtin ? game.is_connected : adapter !== undefined;
  if (!connected || game.engine_key === null) {
    return refused(
      409,
      'provider_unavailable',
      `Provider ${game.provider_id} is not connected in this installation`,
    );
  }

  let account: { id: string; currencyId: number } | null = null;
  if (input.mode === 'demo') {
    if (!game.has_demo) {
      return refused(409, 'demo_not_available', `Game ${game.id} has no demo`);
    }
  } else {
    if (input.userId === null || !user) {
      return refused(401, 'unauthorized', 'Sign in to play for real money');
    }
    if (user.ban_level > 0) {
      return refused(403, 'play_blocked', 'The customer is banned from play');
    }
    const active = await db
      .selectFrom('accounts')
      .select(['id', 'currency_id'])
      .where('user_id', '=', input.userId)
      .where('is_active', '=', true)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!active) return refused(409, 'account_not_found', 'No active account to play from');
    if (playCheck) await playCheck(db, { userId: input.userId, currencyId: active.currency_id });
    account = { id: String(active.id), currencyId: active.currency_id };
  }

  const session = await openGameSession(db, {
    userId: input.userId,
    gameId: game.id,
    providerKey: game.provider_id,
    mode: input.mode,
    account,
    lng: input.lng,
    now: input.now,
  });
  let url = builtinGameFramePath(game.engine_key, session.id, input.lng);
  if (adapter) {
    const launched = await requestProviderLaunch(adapter, {
      sessionId: session.id,
      gameCode: game.engine_key,
      currency: findCurrency(account?.currencyId ?? 0)?.iso ?? '',
      lng: input.lng,
      expiresAt: session.expiresAt.toISOString(),
    });
    if (!launched.ok) {
      return refused(
        409,
        'provider_unavailable',
        `Provider ${game.provider_id} did not launch: ${launched.why}`,
      );
    }
    url = launched.url;
  }
  return {
    ok: true,
    gameId: game.id,
    answer: {
      url,
      sessionId: session.id,
      mode: input.mode,
      expiresAt: session.expiresAt.toISOString(),
    },
  };
}

function refused(status: number, reason: ErrorReason, message: string): LaunchResult {
  return { ok: false, status, reason, message };
}
