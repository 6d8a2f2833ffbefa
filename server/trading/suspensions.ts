// A trader's suspensions of an event (market_id 0) or a market: stored (placement refuses their
// bets in every process, server/coupon/placement.ts) and applied to the feed, whose delta the live
// push carries to every open page. The feed's process applies them again when it starts.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { tradingControlOf, type SportsFeed } from '../sports/feed/types';

export interface SuspensionRow {
  gameId: number;
  /** null: the whole event. */
  marketId: number | null;
  at: string;
}

/** "<gameId>:0" for a suspended event, "<gameId>:<marketId>" for a market, of these games. */
export async function suspendedKeys(
  db: Kysely<DatabaseSchema>,
  gameIds: readonly number[],
): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('trading_suspensions')
    .select(['game_id', 'market_id'])
    .where('game_id', 'in', [...gameIds])
    .execute();
  return new Set(rows.map((r) => `${toSafeInteger(r.game_id)}:${toSafeInteger(r.market_id)}`));
}

export async function listSuspensions(db: Kysely<DatabaseSchema>): Promise<SuspensionRow[]> {
  const rows = await db
    .selectFrom('trading_suspensions')
    .select(['game_id', 'market_id', 'at'])
    .orderBy('at', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    gameId: toSafeInteger(r.game_id),
    marketId: toSafeInteger(r.market_id) === 0 ? null : toSafeInteger(r.market_id),
    at: new Date(r.at).toISOString(),
  }));
}

/** Stores or removes a suspension; answers whether anything changed. */
export async function writeSuspension(
  db: Kysely<DatabaseSchema>,
  input: { gameId: number; marketId: number | null; suspended: boolean; operatorId: string },
): Promise<boolean> {
  const marketId = input.marketId ?? 0;
  if (input.suspended) {
    const inserted = await db
      .insertInto('trading_suspensions')
      .values({ game_id: input.gameId, market_id: marketId, operator_id: input.operatorId })
      .onConflict((oc) => oc.columns(['game_id', 'market_id']).doNothing())
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }
  const deleted = await db
    .deleteFrom('trading_suspensions')
    .where('game_id', '=', input.gameId)
    .where('market_id', '=', marketId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/**
 * Tells the feed of this process (if it runs one) every stored suspension (at its start). A feed
 * under the lease (server/live/leaderGatedFeed.ts) keeps them for whenever it produces, without
 * telling the other processes again (they hold them already, or read them at their own start).
 */
export async function applyStoredSuspensions(
  db: Kysely<DatabaseSchema>,
  feed: SportsFeed | null,
): Promise<void> {
  const control = tradingControlOf(feed);
  if (!control) return;
  const heard = (feed as Partial<HeardSuspensions> | null)?.heardTraderSuspension?.bind(feed);
  for (const s of await listSuspensions(db)) {
    if (heard) heard({ gameId: s.gameId, marketId: s.marketId, suspended: true });
    else control.setTraderSuspension(s.gameId, s.marketId, true);
  }
}

interface HeardSuspensions {
  heardTraderSuspension(s: { gameId: number; marketId: number | null; suspended: boolean }): void;
}
