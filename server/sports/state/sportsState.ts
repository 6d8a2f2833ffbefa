import type { GameDelta, GameDetails, Market, Outcome } from '../../../domain/sports/types';
import type { SportsCatalog } from '../catalog';

/** Everything SportsState holds, as plain JSON (F ships it between processes). */
export interface SportsSnapshot {
  version: number;
  games: { seq: number; game: GameDetails }[];
}

export interface OutcomeRef {
  gameId: number;
  market: Market;
  outcome: Outcome;
}

/**
 * The current games, built from GameDeltas alone (a feed in this process, or the event bus from
 * another). Answers the read API. `version` grows with every applied delta (ETags, caches).
 */
export class SportsState {
  readonly catalog: SportsCatalog;
  private readonly gamesById = new Map<number, GameDetails>();
  private readonly seqByGame = new Map<number, number>();
  private readonly outcomesById = new Map<number, OutcomeRef>();
  private readonly listeners = new Set<(delta: GameDelta) => void>();
  private currentVersion = 0;

  constructor(catalog: SportsCatalog) {
    this.catalog = catalog;
  }

  get version(): number {
    return this.currentVersion;
  }

  /**
   * Applies one delta if it is newer than what the state holds for that game (seq greater), and
   * tells the listeners. Returns false for an old or repeated delta, or one for an unknown game.
   */
  applyDelta(delta: GameDelta): boolean {
    const heldSeq = this.seqByGame.get(delta.gameId);
    if (heldSeq !== undefined && delta.seq <= heldSeq) return false;
    if (delta.created) {
      this.putGame(structuredClone(delta.created));
    }
    const game = this.gamesById.get(delta.gameId);
    if (!game) return false;
    this.seqByGame.set(delta.gameId, delta.seq);
    if (delta.status !== undefined) game.status = delta.status;
    if (delta.timeSec !== undefined) game.timeSec = delta.timeSec;
    if (delta.period !== undefined) game.period = delta.period;
    if (delta.score !== undefined) game.score = structuredClone(delta.score);
    if (delta.finished !== undefined) game.isFinished = delta.finished;
    for (const change of delta.outcomes ?? []) {
      const ref = this.outcomesById.get(change.id);
      if (!ref || ref.gameId !== delta.gameId) continue;
      ref.outcome.coef = change.coef;
      ref.outcome.isBlocked = change.isBlocked;
    }
    if (delta.removed) this.dropGame(delta.gameId);
    this.currentVersion += 1;
    for (const listener of this.listeners) listener(delta);
    return true;
  }

  /** Called after every applied delta; returns the function that removes the listener. */
  onApplied(listener: (delta: GameDelta) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  game(gameId: number): GameDetails | undefined {
    return this.gamesById.get(gameId);
  }

  /** An outcome of a game the state holds, with its game id and market; undefined: unknown. */
  outcome(outcomeId: number): Readonly<OutcomeRef> | undefined {
    return this.outcomesById.get(outcomeId);
  }

  /** The seq of the last delta applied to a game (undefined: unknown game). */
  seq(gameId: number): number | undefined {
    return this.seqByGame.get(gameId);
  }

  games(): GameDetails[] {
    return [...this.gamesById.values()];
  }

  snapshot(): SportsSnapshot {
    return {
      version: this.currentVersion,
      games: [...this.gamesById.values()].map((game) => ({
        seq: this.seqByGame.get(game.id) ?? 0,
        game: structuredClone(game),
      })),
    };
  }

  /** Replaces everything with a snapshot (listeners stay). */
  restore(snapshot: SportsSnapshot): void {
    this.gamesById.clear();
    this.seqByGame.clear();
    this.outcomesById.clear();
    for (const { seq, game } of snapshot.games) {
      this.putGame(structuredClone(game));
      this.seqByGame.set(game.id, seq);
    }
    this.currentVersion = snapshot.version;
  }

  private putGame(game: GameDetails): void {
    this.dropGame(game.id);
    this.gamesById.set(game.id, game);
    for (const market of game.markets) {
      for (const outcome of market.outcomes) {
        this.outcomesById.set(outcome.id, { gameId: game.id, market, outcome });
      }
    }
  }

  private dropGame(gameId: number): void {
    const game = this.gamesById.get(gameId);
    if (!game) return;
    for (const market of game.markets) {
      for (const outcome of market.outcomes) this.outcomesById.delete(outcome.id);
    }
    this.gamesById.delete(gameId);
  }
}
