import { Redis } from 'ioredis';
import type { GameDelta } from '../../domain/sports/types';
import type { LiveBus } from './liveBus';
import type { RedisLiveNames } from './redisNames';

/**
 * Messages between the processes themselves: the follower's start-up snapshot; a trader's
 * suspension set on one process, for the feed of the lease holder.
 */
export type ControlMessage =
  | { type: 'snapshot-request'; requestId: string }
  | { type: 'snapshot-ready'; requestId: string }
  | {
      type: 'trader-suspension';
      origin: string;
      gameId: number;
      marketId: number | null;
      suspended: boolean;
    };

export interface RedisLiveBus extends LiveBus {
  readonly kind: 'redis';
  /** A connection for ordinary commands (lease, snapshots). */
  readonly commands: Redis;
  /** Resolves once both channels are subscribed: from then on no message is missed. */
  ready(): Promise<void>;
  publishControl(message: ControlMessage): void;
  onControl(listener: (message: ControlMessage) => void): () => void;
  /** The subscriber connection came back after a loss: messages in between were missed. */
  onReconnect(listener: () => void): () => void;
  /** Both connections are up now. */
  connected(): boolean;
}

/**
 * Redis pub/sub. Deltas and control messages arrive on one subscriber connection, so a process
 * sees them in the order Redis accepted them (a snapshot request comes after every delta
 * published before it).
 */
export function createRedisBus(
  redisUrl: string,
  names: RedisLiveNames,
  onError: (err: Error) => void,
  connectionName = 'live',
): RedisLiveBus {
  const commands = new Redis(redisUrl, { connectionName: `${connectionName}-commands` });
  const subscriber = new Redis(redisUrl, { connectionName: `${connectionName}-subscriber` });
  commands.on('error', onError);
  subscriber.on('error', onError);
  const deltaListeners = new Set<(delta: GameDelta) => void>();
  const controlListeners = new Set<(message: ControlMessage) => void>();
  const reconnectListeners = new Set<() => void>();
  const subscribed = subscriber.subscribe(names.deltas, names.control);
  subscribed.catch(onError);
  let connections = 0;
  subscriber.on('ready', () => {
    connections += 1;
    if (connections === 1) return;
    // ioredis subscribes again by itself; subscribing once more resolves once Redis confirms,
    // so the listeners' requests travel after the subscription is back.
    subscriber
      .subscribe(names.deltas, names.control)
      .then(() => {
        for (const listener of reconnectListeners) listener();
      })
      .catch(onError);
  });

  subscriber.on('message', (channel: string, text: string) => {
    try {
      if (channel === names.deltas) {
        const delta = JSON.parse(text) as GameDelta;
        for (const listener of deltaListeners) listener(delta);
      } else if (channel === names.control) {
        const message = JSON.parse(text) as ControlMessage;
        for (const listener of controlListeners) listener(message);
      }
    } catch (err) {
      onError(err as Error);
    }
  });

  const publish = (channel: string, message: unknown) => {
    commands.publish(channel, JSON.stringify(message)).catch(onError);
  };

  return {
    kind: 'redis',
    commands,
    ready: async () => {
      await subscribed;
    },
    publish: (delta) => publish(names.deltas, delta),
    subscribe(listener) {
      deltaListeners.add(listener);
      return () => deltaListeners.delete(listener);
    },
    publishControl: (message) => publish(names.control, message),
    onControl(listener) {
      controlListeners.add(listener);
      return () => controlListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    connected: () => commands.status === 'ready' && subscriber.status === 'ready',
    async close() {
      deltaListeners.clear();
      controlListeners.clear();
      reconnectListeners.clear();
      await Promise.all([quit(subscriber), quit(commands)]);
    },
  };
}

async function quit(redis: Redis): Promise<void> {
  // QUIT would wait in the offline queue of a connection that is not up.
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
