/** The writable end of one stream: Node's ServerResponse, or a fake in tests. */
export interface StreamSink {
  /** false: the socket's buffer is full; wait for 'drain' before writing more. */
  write(chunk: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
  end(): void;
  destroy(): void;
}

/** What a client tells the hub about its flow. */
export interface StreamClientEvents {
  /** A delta did not fit the pending buffer and was dropped. */
  onDrop(): void;
  /** The socket drained after drops: send fresh snapshots of these games. */
  onResync(client: StreamClient, gameIds: number[]): void;
}

/**
 * One connected stream. Writes go straight to the socket until it pushes back; then frames
 * queue up to `maxPendingBytes`, and beyond that they are dropped (counted) and the games they
 * concerned are resynced with snapshots once the socket drains. The fan-out loop never waits.
 */
export class StreamClient {
  private congestedAt: number | undefined;
  private pending: string[] = [];
  private pendingBytes = 0;
  private readonly gamesToResync = new Set<number>();
  private closed = false;
  dropped = 0;

  constructor(
    private readonly sink: StreamSink,
    readonly gameIds: readonly number[],
    private readonly maxPendingBytes: number,
    private readonly events: StreamClientEvents,
    private readonly now: () => number,
  ) {}

  /** Writes a frame, queues it, or drops it; `gameId` names the game to resync after a drop. */
  send(frame: string, gameId?: number): void {
    if (this.closed) return;
    if (this.congestedAt === undefined) {
      if (!this.sink.write(frame)) this.markCongested();
      return;
    }
    if (this.pendingBytes + frame.length <= this.maxPendingBytes) {
      this.pending.push(frame);
      this.pendingBytes += frame.length;
      return;
    }
    this.dropped += 1;
    if (gameId !== undefined) this.gamesToResync.add(gameId);
    this.events.onDrop();
  }

  /** How long the socket has been refusing writes (0 when it is not). */
  congestedForMs(): number {
    return this.congestedAt === undefined ? 0 : this.now() - this.congestedAt;
  }

  get isCongested(): boolean {
    return this.congestedAt !== undefined;
  }

  /** Ends the stream politely (server close). */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.sink.end();
  }

  /** Cuts a client that stopped reading. */
  destroy(): void {
    if (this.closed) return;
    this.closed = true;
    this.sink.destroy();
  }

  /** The socket closed: stop writing. */
  markClosed(): void {
    this.closed = true;
  }

  private markCongested(): void {
    this.congestedAt = this.now();
    this.sink.once('drain', this.onDrain);
  }

  private readonly onDrain = (): void => {
    if (this.closed) return;
    this.congestedAt = undefined;
    const queued = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    if (queued && !this.sink.write(queued)) this.markCongested();
    if (this.gamesToResync.size > 0) {
      const gameIds = [...this.gamesToResync];
      this.gamesToResync.clear();
      this.events.onResync(this, gameIds);
    }
  };
}
