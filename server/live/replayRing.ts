/** One delta as the stream sent it: its per-game seq, its place on the local bus, its frame. */
export interface ReplayEntry {
  seq: number;
  /** Arrival order in this process; the bus delivers in one order to every process. */
  pos: number;
  frame: string;
}

/** The last `capacity` deltas of one game, oldest first, for resume after reconnect. */
export class ReplayRing {
  private readonly entries: (ReplayEntry | undefined)[];
  private start = 0;
  private size = 0;
  /** pos of the newest entry pushed out; a cursor before it cannot be replayed from here. */
  private evictedPos = -1;

  constructor(private readonly capacity: number) {
    this.entries = new Array<ReplayEntry | undefined>(capacity);
  }

  push(entry: ReplayEntry): void {
    if (this.size === this.capacity) {
      this.evictedPos = this.at(0).pos;
      this.start = (this.start + 1) % this.capacity;
      this.size -= 1;
    }
    this.entries[(this.start + this.size) % this.capacity] = entry;
    this.size += 1;
  }

  /** The entry with this seq, if it is still kept. */
  find(seq: number): ReplayEntry | undefined {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const entry = this.at(mid);
      if (entry.seq === seq) return entry;
      if (entry.seq < seq) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  /** Every entry after `pos`, or undefined when some of them were already pushed out. */
  after(pos: number): ReplayEntry[] | undefined {
    if (this.evictedPos > pos) return undefined;
    const found: ReplayEntry[] = [];
    for (let i = this.size - 1; i >= 0; i -= 1) {
      const entry = this.at(i);
      if (entry.pos <= pos) break;
      found.push(entry);
    }
    return found.reverse();
  }

  private at(index: number): ReplayEntry {
    return this.entries[(this.start + index) % this.capacity] as ReplayEntry;
  }
}
