// Game sessions: what a launch hands the provider. The id is random (32 bytes) because it is the
// provider's only handle on the customer's money; a real session names the account and currency
// the wallet debits, a demo session names none (the provider keeps the demo balance itself).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GAME_SESSION_TTL_MS, type GameMode } from '../../../domain/casino/gameLaunch';
import type { DatabaseSchema } from '../../db/schema';

export interface NewGameSession {
  userId: string | null;
  gameId: number;
  providerKey: string;
  mode: GameMode;
  /** Real sessions: the customer's account the wallet moves money on. */
  account: { id: string; currencyId: number } | null;
  lng: string;
  now: Date;
}

export interface GameSession {
  id: string;
  expiresAt: Date;
}

export async function openGameSession(
  db: Kysely<DatabaseSchema>,
  input: NewGameSession,
): Promise<GameSession> {
  if (input.mode === 'real' && (input.userId === null || input.account === null)) {
    throw new Error('A real-money session needs a customer and an account');
  }
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + GAME_SESSION_TTL_MS);
  const real = input.mode === 'real';
  await db
    .insertInto('casino_game_sessions')
    .values({
      id,
      user_id: input.userId,
      game_id: input.gameId,
      provider_key: input.providerKey,
      mode: input.mode,
      account_id: real ? (input.account?.id ?? null) : null,
      currency_id: real ? (input.account?.currencyId ?? null) : null,
      lng: input.lng,
      created_at: input.now,
      expires_at: expiresAt,
    })
    .execute();
  return { id, expiresAt };
}

/** What the built-in provider needs to know of a session (its own lookup by id). */
export interface GameSessionView {
  id: string;
  userId: string | null;
  gameId: number;
  providerKey: string;
  mode: GameMode;
  currencyId: number | null;
  lng: string;
  expiresAt: Date;
}

export async function findGameSession(
  db: Kysely<DatabaseSchema>,
  id: string,
): Promise<GameSessionView | undefined> {
  const row = await db
    .selectFrom('casino_game_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id === null ? null : String(row.user_id),
    gameId: Number(row.game_id),
    providerKey: row.provider_key,
    mode: row.mode,
    currencyId: row.currency_id,
    lng: row.lng,
    expiresAt: new Date(row.expires_at),
  };
}
