// Work done after the sports state moves (auto cash-out rules, pushed cash-out offers): every
// delta the state applies (a price move, a goal, a suspension) marks its game, and a pass over the
// marked games runs right after. Passes run one at a time; the games marked meanwhile are taken
// by the next pass, so a burst of deltas costs a few passes, not one each. A service extends it
// with its `pass`, and may name the games worth a pass (`readWatched`: the games with an auto rule,
// the games of coupons whose owners hold a tab here): the marked games outside them cost nothing,
// where without it every price move of the feed would cost a database read. The watched games are
// read again at most once every WATCH_REFRESH_MS (what another process changed shows within it),
// and at once when `watchKey` changes (what this process changed).
import type { SportsState } from '../sports/state/sportsState';

/** How long the watched games are trusted before they are read again. */
export const WATCH_REFRESH_MS = 1_000;

export abstract class DeltaPasses {
  private readonly marked = new Set<number>();
  private running: Promise<void> | null = null;
  private off: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly state: SportsState,
    private readonly onError?: (err: unknown) => void,
  ) {}

  private watchedCache: { games: ReadonlySet<number>; key: string; at: number } | null = null;

  /** The work on the games the deltas touched. */
  abstract pass(gameIds: readonly number[]): Promise<unknown>;

  /** The games worth a pass; absent: every marked game is. */
  protected readWatched?(): Promise<ReadonlySet<number>>;

  /** Changes when what `readWatched` answers changed in this process (read it again at once). */
  protected watchKey(): string {
    return '';
  }

  /** The marked games worth a pass. */
  private async worthPassing(games: number[]): Promise<number[]> {
    if (!this.readWatched) return games;
    const key = this.watchKey();
    const now = Date.now();
    const cached = this.watchedCache;
    if (!cached || cached.key !== key || now - cached.at >= WATCH_REFRESH_MS) {
      this.watchedCache = { games: await this.readWatched(), key, at: now };
    }
    const watched = this.watchedCache!.games;
    return games.filter((id) => watched.has(id));
  }

  start(): void {
    if (this.off) return;
    this.off = this.state.onApplied((delta) => {
      this.marked.add(delta.gameId);
      this.kick();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.off?.();
    this.off = null;
    await this.running;
  }

  /** Resolves once every game marked so far has been passed over. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = (async () => {
      try {
        while (this.marked.size > 0 && !this.stopped) {
          const marked = [...this.marked];
          this.marked.clear();
          const games = await this.worthPassing(marked);
          if (games.length > 0) await this.pass(games);
        }
      } catch (err) {
        this.onError?.(err);
      } finally {
        this.running = null;
      }
    })();
  }
}
