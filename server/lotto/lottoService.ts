// When draws are made in a server process: a sweep at start and every few seconds draws every due
// draw and resumes any left mid-payout (by a crash, or another process that stopped); a page that
// closed a due draw on demand asks for one at once. The passes of one process run one at a time;
// several processes may sweep together (draws.ts makes every step safe for that).
import type { FastifyBaseLogger } from 'fastify';
import { sweepDraws, type LottoDeps, type SweepReport } from './draws';

/** The sweep's period: a draw is made within this long after it closes. */
export const LOTTO_SWEEP_MS = 5_000;

const NOTHING: SweepReport = { drawn: [] };

export class LottoService {
  private queue: Promise<unknown> = Promise.resolve();
  /** A sweep queued and not yet started: another request joins it. */
  private pendingSweep: Promise<SweepReport> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly deps: () => LottoDeps,
    private readonly log: FastifyBaseLogger,
    private readonly sweepEveryMs = LOTTO_SWEEP_MS,
  ) {}

  /** Sweeps now and then every sweepEveryMs (the timer never holds the process). */
  start(): void {
    if (this.timer || this.stopped) return;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.sweepEveryMs);
    this.timer.unref();
  }

  /** Stops the sweeps and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
  }

  sweep(): Promise<SweepReport> {
    if (this.pendingSweep) return this.pendingSweep;
    const next = this.queue.then(() => {
      this.pendingSweep = null;
      return this.stopped ? NOTHING : this.pass();
    });
    this.queue = next;
    this.pendingSweep = next;
    return next;
  }

  private async pass(): Promise<SweepReport> {
    try {
      const report = await sweepDraws(this.deps(), (drawId, err) =>
        this.log.error({ err, drawId }, 'lotto: a draw could not be made'),
      );
      if (report.drawn.length > 0) this.log.info(report, 'lotto: draws made');
      return report;
    } catch (err) {
      this.log.error({ err }, 'lotto: a sweep failed');
      return NOTHING;
    }
  }
}
