// Small games and a feed the test drives by hand, for the live-push suites.
import type { GameDelta, GameDetails } from '../../../domain/sports/types';
import { LiveService, type LiveServiceOptions } from '../../../server/live/liveService';
import { simulatedCatalog } from '../../../server/sports/catalog';
import type { SportsFeed } from '../../../server/sports/feed/types';
import { SportsState } from '../../../server/sports/state/sportsState';

/** A live football game with one market whose outcome ids are gameId*1000 + 1..outcomes. */
export function testGame(id: number, outcomes = 3): GameDetails {
  return {
    id,
    number: id % 1000,
    permanentId: 500_000 + id,
    sportId: 1,
    champId: 1,
    opponents: [
      { id: 1, name: 'Дом', nameEn: 'Home' },
      { id: 2, name: 'Гости', nameEn: 'Away' },
    ],
    startAt: 1_700_000_000,
    status: 2,
    timeSec: 600,
    period: 1,
    score: { home: 0, away: 0, full: '0:0', periods: [{ home: 0, away: 0 }], formatted: '0:0' },
    isLiveInLive: false,
    hasVideo: false,
    isFinished: false,
    isTop: false,
    marketsCount: 1,
    markets: [
      {
        id: id * 10,
        typeId: 1,
        kind: 1,
        blockId: 1,
        groupId: 1,
        name: '1X2',
        isLive: true,
        isBannedExpress: false,
        isMain: true,
        outcomes: Array.from({ length: outcomes }, (_, i) => i + 1).map((k) => ({
          id: id * 1000 + k,
          typeId: k,
          name: String(k),
          coef: 2,
          isBlocked: false,
        })),
      },
    ],
    groups: [{ id: 1, name: 'Main', order: 1 }],
  };
}

/** A price change of the game's first `count` outcomes to `coef`, at `seq`. */
export function priceDelta(gameId: number, seq: number, coef: number, count = 1): GameDelta {
  const outcomes = Array.from({ length: count }, (_, i) => ({
    id: gameId * 1000 + i + 1,
    coef,
    isBlocked: false,
  }));
  return { gameId, seq, outcomes };
}

/** A feed that creates the given games on start and emits what the test pushes. */
export class ScriptedFeed implements SportsFeed {
  private readonly listeners = new Set<(delta: GameDelta) => void>();
  private readonly seqs = new Map<number, number>();
  running = false;

  constructor(
    private readonly gameIds: number[],
    private readonly outcomesPerGame = 3,
  ) {}

  start(): void {
    this.running = true;
    for (const id of this.gameIds) {
      this.seqs.set(id, 1);
      this.emit({ gameId: id, seq: 1, created: testGame(id, this.outcomesPerGame) });
    }
  }

  stop(): void {
    this.running = false;
  }

  onDelta(listener: (delta: GameDelta) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The next price change of a game's first `count` outcomes (its seq grows by one). */
  change(gameId: number, coef: number, count = 1): GameDelta {
    const seq = (this.seqs.get(gameId) ?? 1) + 1;
    this.seqs.set(gameId, seq);
    const delta = priceDelta(gameId, seq, coef, count);
    this.emit(delta);
    return delta;
  }

  private emit(delta: GameDelta): void {
    for (const listener of this.listeners) listener(delta);
  }
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * One process's live side as buildServer wires it: the sports runtime applies its feed's deltas
 * to the state and starts the feed when the server is ready; LiveService publishes and serves.
 */
export async function startTestLive(
  feed: SportsFeed | null,
  opts: Partial<Omit<LiveServiceOptions, 'state' | 'feed'>> = {},
): Promise<{ state: SportsState; live: LiveService }> {
  const state = new SportsState(simulatedCatalog());
  const live = new LiveService({ state, feed, log: silentLog, heartbeatEveryMs: 0, ...opts });
  feed?.onDelta((delta) => state.applyDelta(delta));
  await live.start();
  feed?.start();
  return { state, live };
}
