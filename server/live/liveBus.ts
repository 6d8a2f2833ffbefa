import type { GameDelta } from '../../domain/sports/types';

/**
 * Carries the producer's deltas to every process that serves live clients, in one order
 * (ARCHITECTURE.md "Server": in-process by default, Redis pub/sub when REDIS_URL is set).
 */
export interface LiveBus {
  readonly kind: 'in-process' | 'redis';
  publish(delta: GameDelta): void;
  /** Returns the function that removes the listener. */
  subscribe(listener: (delta: GameDelta) => void): () => void;
  close(): Promise<void>;
}

/** One process: publish calls the listeners synchronously, in order. */
export function createInProcessBus(): LiveBus {
  const listeners = new Set<(delta: GameDelta) => void>();
  return {
    kind: 'in-process',
    publish(delta) {
      for (const listener of listeners) listener(delta);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
