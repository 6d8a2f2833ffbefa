// Tells every server process that a brand's published content changed: in-process by default,
// Redis pub/sub when REDIS_URL is set (ARCHITECTURE "Server"), so a publication made on one
// process is served, and pushed to open tabs, by all of them.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ContentChangedEvent } from '../../domain/studio/contract';

export interface ContentBusMessage extends ContentChangedEvent {
  /** The process that published (it has already reloaded). */
  origin: string;
}

export interface ContentBus {
  readonly kind: 'in-process' | 'redis';
  /** This process's id in `origin`. */
  readonly self: string;
  publish(change: ContentChangedEvent): void;
  subscribe(listener: (message: ContentBusMessage) => void): () => void;
  /** Resolves once messages are received (Redis: subscribed). */
  ready(): Promise<void>;
  /** Redis came back after a loss: messages in between were missed (reload what is published). */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

export function createContentBus(
  redisUrl: string | undefined,
  channel: string,
  onError: (err: Error) => void,
): ContentBus {
  const self = randomUUID();
  const listeners = new Set<(message: ContentBusMessage) => void>();
  const deliver = (message: ContentBusMessage) => {
    for (const listener of listeners) listener(message);
  };
  const subscribe = (listener: (message: ContentBusMessage) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  if (!redisUrl) {
    return {
      kind: 'in-process',
      self,
      publish: (change) => deliver({ ...change, origin: self }),
      subscribe,
      ready: async () => undefined,
      onReconnect: () => undefined,
      close: async () => listeners.clear(),
    };
  }
  const commands = new Redis(redisUrl, { connectionName: 'content-commands' });
  const subscriber = new Redis(redisUrl, { connectionName: 'content-subscriber' });
  commands.on('error', onError);
  subscriber.on('error', onError);
  const subscribed = subscriber.subscribe(channel);
  subscribed.catch(onError);
  const reconnectListeners = new Set<() => void>();
  let connections = 0;
  subscriber.on('ready', () => {
    connections += 1;
    if (connections > 1) for (const listener of reconnectListeners) listener();
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      deliver(JSON.parse(text) as ContentBusMessage);
    } catch (err) {
      onError(err as Error);
    }
  });
  return {
    kind: 'redis',
    self,
    publish: (change) => {
      commands.publish(channel, JSON.stringify({ ...change, origin: self })).catch(onError);
    },
    subscribe,
    ready: async () => {
      await subscribed;
    },
    onReconnect: (listener) => reconnectListeners.add(listener),
    close: async () => {
      listeners.clear();
      subscriber.disconnect();
      commands.disconnect();
    },
  };
}

/** `content:<redis db>:<database>`: processes on one database share it; other databases never meet. */
export function contentChannel(redisUrl: string, databaseName: string): string {
  const db = /^\/(\d+)/.exec(new URL(redisUrl).pathname)?.[1] ?? '0';
  return `content:${db}:${databaseName}`;
}
