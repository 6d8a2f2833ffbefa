// Work done after the sports state moves (auto cash-out rules, pushed cash-out offers): every
// delta the state applies (a price move, a goal, a suspension) marks its game, and a pass over the
// marked games runs right after. Passes run one at a time; the games marked meanwhile are taken
// by the next pass, so a burst of deltas costs a few passes, not one each. A service extends it
// with its `pass`.
import type { SportsState } from '../sports/state/sportsState';

export abstract class DeltaPasses {
  private readonly marked = new Set<number>();
  private running: Promise<void> | null = null;
  private off: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly state: SportsState,
    private readonly onError?: (err: unknown) => void,
  ) {}

  /** The work on the games the deltas touched. */
  abstract pass(gameIds: readonly number[]): Promise<unknown>;

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
          const games = [...this.marked];
          this.marked.clear();
          await this.pass(games);
        }
      } catch (err) {
        this.onError?.(err);
      } finally {
        this.running = null;
      }
    })();
  }
}
