// The passes of a background service in one server process (lotto draws, toto, coupon
// settlement): run one at a time in a queue, a sweep at start and every few seconds (the timer never
// holds the process), a sweep asked for while one waits joining it, nothing run once stopped.
export abstract class PassQueue<Report> {
  private queue: Promise<unknown> = Promise.resolve();
  /** A sweep queued and not yet started: another request joins it. */
  private pendingSweep: Promise<Report> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private paused = false;

  /** `nothing` answers a pass asked for once stopped. */
  protected constructor(
    private readonly nothing: Report,
    private readonly sweepEveryMs: number,
  ) {}

  /** Sweeps now and then every sweepEveryMs (the timer never holds the process). */
  start(): void {
    if (this.timer || this.stopped || this.paused) return;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.sweepEveryMs);
    this.timer.unref();
  }

  /** No more timed sweeps; passes asked for go on. */
  protected pauseTimer(): void {
    this.paused = true;
    this.stopTimer();
  }

  /** Stops the sweeps and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopTimer();
    await this.queue;
  }

  /** A sweep in turn with the other passes; one already waiting is joined. */
  sweep(): Promise<Report> {
    if (this.pendingSweep) return this.pendingSweep;
    const sweep = this.enqueue(() => {
      this.pendingSweep = null;
      return this.sweepPass();
    });
    this.pendingSweep = sweep;
    return sweep;
  }

  /** What a sweep does. */
  protected abstract sweepPass(): Promise<Report>;

  /** Runs `run` after the passes before it (`nothing` once stopped). */
  protected enqueue(run: () => Promise<Report>): Promise<Report> {
    const next = this.queue.then(() => (this.stopped ? this.nothing : run()));
    // The queue goes on after a failed pass; the caller of that pass sees the failure.
    this.queue = next.catch(() => undefined);
    return next;
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
