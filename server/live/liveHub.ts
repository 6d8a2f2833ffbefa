import type { GameDelta } from '../../domain/sports/types';
import {
  MAX_PENDING_BYTES_PER_CLIENT,
  RECONNECT_ON_SHUTDOWN_MS,
  REPLAY_DELTAS_PER_GAME,
  STALLED_CLIENT_TIMEOUT_MS,
} from './liveLimits';
import { ReplayRing, type ReplayEntry } from './replayRing';
import {
  deltaFrame,
  HEARTBEAT_FRAME,
  reconnectFrame,
  snapshotFrame,
  statusFrame,
  subscribedFrame,
  type StreamCursor,
} from './sseFrames';
import { StreamClient, type StreamSink } from './streamClient';

/** What the hub reads of the sports state (SportsState, through liveGames.ts). */
export interface LiveGames {
  has(gameId: number): boolean;
  /** The game's whole current state in the delta shape, or undefined when it is unknown. */
  current(gameId: number): GameDelta | undefined;
  /** The seq of the last delta the state applied to a game (default: read from `current`). */
  seq?(gameId: number): number | undefined;
}

export interface LiveHubOptions {
  games: LiveGames;
  now?: () => number;
  replayPerGame?: number;
  maxPendingBytes?: number;
  stalledTimeoutMs?: number;
}

/** Counters since start (GET /web-api/sports/live/stats). */
export interface LiveHubStats {
  streams: number;
  congestedStreams: number;
  deltas: number;
  /** Deltas already seen (seq not above the game's last), not sent again. */
  duplicates: number;
  /** Frames a congested client had no room for. */
  droppedFrames: number;
  /** Games sent again as snapshots after drops. */
  resyncedGames: number;
  /** Clients cut after not reading for STALLED_CLIENT_TIMEOUT_MS. */
  stalledDisconnects: number;
}

/**
 * The fan-out of one process: every delta from the bus goes, as one shared frame, to the
 * clients subscribed to its game, and into that game's replay ring for resume.
 */
export class LiveHub {
  private readonly games: LiveGames;
  private readonly now: () => number;
  private readonly replayPerGame: number;
  private readonly maxPendingBytes: number;
  private readonly stalledTimeoutMs: number;
  private readonly subscribers = new Map<number, Set<StreamClient>>();
  private readonly rings = new Map<number, ReplayRing>();
  private readonly lastSeq = new Map<number, number>();
  private readonly clients = new Set<StreamClient>();
  private pos = 0;
  private head: StreamCursor | undefined;
  private stale = false;
  private readonly counters = {
    deltas: 0,
    duplicates: 0,
    droppedFrames: 0,
    resyncedGames: 0,
    stalledDisconnects: 0,
  };
  private readonly clientEvents = {
    onDrop: () => {
      this.counters.droppedFrames += 1;
    },
    onResync: (client: StreamClient, gameIds: number[]) => {
      this.counters.resyncedGames += gameIds.length;
      this.sendSnapshots(client, gameIds);
    },
  };

  constructor(opts: LiveHubOptions) {
    this.games = opts.games;
    this.now = opts.now ?? Date.now;
    this.replayPerGame = opts.replayPerGame ?? REPLAY_DELTAS_PER_GAME;
    this.maxPendingBytes = opts.maxPendingBytes ?? MAX_PENDING_BYTES_PER_CLIENT;
    this.stalledTimeoutMs = opts.stalledTimeoutMs ?? STALLED_CLIENT_TIMEOUT_MS;
  }

  /** Sends a delta to its game's subscribers; false when it was already seen. Never waits. */
  dispatch(delta: GameDelta): boolean {
    if (delta.seq <= (this.lastSeq.get(delta.gameId) ?? 0)) {
      this.counters.duplicates += 1;
      return false;
    }
    this.counters.deltas += 1;
    this.lastSeq.set(delta.gameId, delta.seq);
    this.pos += 1;
    this.head = { gameId: delta.gameId, seq: delta.seq };
    const frame = deltaFrame(delta);
    this.ringOf(delta.gameId).push({ seq: delta.seq, pos: this.pos, frame });
    const subscribed = this.subscribers.get(delta.gameId);
    if (subscribed) for (const client of subscribed) client.send(frame, delta.gameId);
    if (delta.removed) this.forget(delta.gameId);
    return true;
  }

  /** The requested games the state does not know. */
  unknownGames(gameIds: readonly number[]): number[] {
    return gameIds.filter((id) => !this.games.has(id));
  }

  /**
   * Starts a stream on `sink` for known `gameIds`: the `subscribed` frame, then either the deltas
   * after `resumeFrom` or, for games whose deltas are no longer kept, snapshots. `heldSeqs` (the
   * seq of the copy the client holds, per game) replaces `resumeFrom`: each game gets the deltas
   * after its own seq, nothing when the copy is current, a snapshot when they are no longer kept.
   */
  open(
    sink: StreamSink,
    gameIds: readonly number[],
    unknown: readonly number[],
    resumeFrom?: StreamCursor,
    heldSeqs?: ReadonlyMap<number, number>,
  ): StreamClient {
    const client = new StreamClient(
      sink,
      gameIds,
      this.maxPendingBytes,
      this.clientEvents,
      this.now,
    );
    this.clients.add(client);
    client.send(subscribedFrame(gameIds, unknown));
    if (this.stale) client.send(statusFrame({ stale: true }));
    if (heldSeqs) this.catchUpFromHeld(client, heldSeqs);
    else this.catchUp(client, resumeFrom);
    for (const id of gameIds) {
      let set = this.subscribers.get(id);
      if (!set) this.subscribers.set(id, (set = new Set()));
      set.add(client);
    }
    return client;
  }

  /** Whether the prices are current; every stream is told when that changes (statusFrame). */
  setStale(stale: boolean): void {
    if (stale === this.stale) return;
    this.stale = stale;
    const frame = statusFrame({ stale });
    for (const client of this.clients) client.send(frame);
  }

  get isStale(): boolean {
    return this.stale;
  }

  /** The client's socket closed. */
  close(client: StreamClient): void {
    client.markClosed();
    this.clients.delete(client);
    for (const id of client.gameIds) this.subscribers.get(id)?.delete(client);
  }

  /** Heartbeat comment to every flowing client; cuts clients stalled for too long. */
  heartbeat(): void {
    for (const client of this.clients) {
      if (client.congestedForMs() > this.stalledTimeoutMs) {
        this.counters.stalledDisconnects += 1;
        client.destroy();
        this.close(client);
      } else if (!client.isCongested) {
        client.send(HEARTBEAT_FRAME);
      }
    }
  }

  /**
   * The state was replaced under the streams (deltas were lost): every client gets snapshots of
   * its games, and the kept deltas are forgotten, so an older cursor gets snapshots too.
   */
  resyncAll(): void {
    this.rings.clear();
    for (const client of this.clients) {
      this.counters.resyncedGames += client.gameIds.length;
      this.sendSnapshots(client, client.gameIds);
    }
  }

  /** Ends every stream (server close) with a reconnect event; browsers reconnect elsewhere and resume. */
  endAll(): void {
    const frame = reconnectFrame(RECONNECT_ON_SHUTDOWN_MS);
    for (const client of [...this.clients]) {
      client.send(frame);
      client.end();
      this.close(client);
    }
  }

  get streamCount(): number {
    return this.clients.size;
  }

  stats(): LiveHubStats {
    let congestedStreams = 0;
    for (const client of this.clients) if (client.isCongested) congestedStreams += 1;
    return { streams: this.clients.size, congestedStreams, ...this.counters };
  }

  private catchUp(client: StreamClient, resumeFrom: StreamCursor | undefined): void {
    const from = resumeFrom && this.rings.get(resumeFrom.gameId)?.find(resumeFrom.seq);
    if (!from) {
      if (resumeFrom) this.counters.resyncedGames += client.gameIds.length;
      this.sendSnapshots(client, client.gameIds);
      return;
    }
    const missed: ReplayEntry[] = [];
    const tooOld: number[] = [];
    for (const id of client.gameIds) {
      const ring = this.rings.get(id);
      const after = ring ? ring.after(from.pos) : [];
      if (after) missed.push(...after);
      else tooOld.push(id);
    }
    missed.sort((a, b) => a.pos - b.pos);
    for (const entry of missed) client.send(entry.frame);
    this.counters.resyncedGames += tooOld.length;
    this.sendSnapshots(client, tooOld);
  }

  private catchUpFromHeld(client: StreamClient, heldSeqs: ReadonlyMap<number, number>): void {
    const missed: ReplayEntry[] = [];
    const stale: number[] = [];
    for (const id of client.gameIds) {
      const held = heldSeqs.get(id) ?? 0;
      const current = this.games.seq ? this.games.seq(id) : this.games.current(id)?.seq;
      if (current === undefined || (held > 0 && held >= current)) continue;
      const ring = this.rings.get(id);
      const from = held > 0 ? ring?.find(held) : undefined;
      const after = from && ring?.after(from.pos);
      if (after) missed.push(...after);
      else stale.push(id);
    }
    missed.sort((a, b) => a.pos - b.pos);
    for (const entry of missed) client.send(entry.frame);
    this.sendSnapshots(client, stale);
  }

  private sendSnapshots(client: StreamClient, gameIds: readonly number[]): void {
    for (const id of gameIds) {
      const state = this.games.current(id);
      if (state) client.send(snapshotFrame(state, this.head), id);
    }
  }

  private ringOf(gameId: number): ReplayRing {
    let ring = this.rings.get(gameId);
    if (!ring) this.rings.set(gameId, (ring = new ReplayRing(this.replayPerGame)));
    return ring;
  }

  private forget(gameId: number): void {
    this.rings.delete(gameId);
    this.lastSeq.delete(gameId);
    this.subscribers.delete(gameId);
  }
}
