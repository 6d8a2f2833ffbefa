// The fan-out bench's producer: many live games with a handful of markets each, and price
// changes on demand (no simulation: the bench measures the push path, not the model).
import type { GameDelta, GameDetails } from '../../domain/sports/types';
import type { SportsFeed } from '../../server/sports/feed/types';

export const OUTCOMES_PER_GAME = 24;

export function benchGame(id: number): GameDetails {
  const markets = Array.from({ length: OUTCOMES_PER_GAME / 3 }, (_, m) => ({
    id: id * 100 + m,
    typeId: m + 1,
    kind: 1 as const,
    blockId: m + 1,
    groupId: 1,
    name: `Market ${m + 1}`,
    isLive: true,
    isBannedExpress: false,
    isMain: m === 0,
    outcomes: [1, 2, 3].map((k) => ({
      id: (id * 100 + m) * 10 + k,
      typeId: k,
      name: String(k),
      coef: 1.9,
      isBlocked: false,
    })),
  }));
  return {
    id,
    number: id,
    permanentId: id,
    sportId: 1,
    champId: 1,
    opponents: [
      { id: 1, name: 'Home', nameEn: 'Home' },
      { id: 2, name: 'Away', nameEn: 'Away' },
    ],
    startAt: Math.floor(Date.now() / 1000) - 600,
    status: 2,
    timeSec: 600,
    period: 1,
    score: { home: 0, away: 0, full: '0:0', periods: [{ home: 0, away: 0 }], formatted: '0:0' },
    isLiveInLive: false,
    hasVideo: false,
    isFinished: false,
    isTop: false,
    marketsCount: markets.length,
    markets,
    groups: [{ id: 1, name: 'Main', order: 1 }],
  };
}

export class BenchFeed implements SportsFeed {
  private readonly listeners = new Set<(delta: GameDelta) => void>();
  private readonly seqs = new Map<number, number>();

  constructor(private readonly gameIds: readonly number[]) {}

  start(): void {
    for (const id of this.gameIds) {
      this.seqs.set(id, 1);
      this.emit({ gameId: id, seq: 1, created: benchGame(id) });
    }
  }

  stop(): void {}

  onDelta(listener: (delta: GameDelta) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One coefficient change of one outcome; returns the event id clients will see. */
  change(gameId: number, outcomeIndex: number, coef: number): string {
    const seq = (this.seqs.get(gameId) ?? 1) + 1;
    this.seqs.set(gameId, seq);
    const market = Math.floor(outcomeIndex / 3);
    const id = (gameId * 100 + market) * 10 + (outcomeIndex % 3) + 1;
    this.emit({ gameId, seq, outcomes: [{ id, coef, isBlocked: false }] });
    return `${gameId}:${seq}`;
  }

  private emit(delta: GameDelta): void {
    for (const listener of this.listeners) listener(delta);
  }
}
