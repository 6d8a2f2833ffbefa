// When draws are made in a server process: a sweep at start and every few seconds draws every due
// draw and resumes any left mid-payout (by a crash, or another process that stopped); a page that
// closed a due draw on demand asks for one at once. The passes of one process run one at a time;
// several processes may sweep together (draws.ts makes every step safe for that).
import type { FastifyBaseLogger } from 'fastify';
import { PassQueue } from '../http/passQueue';
import { sweepDraws, type LottoDeps, type SweepReport } from './draws';

/** The sweep's period: a draw is made within this long after it closes. */
export const LOTTO_SWEEP_MS = 5_000;

const NOTHING: SweepReport = { drawn: [] };

export class LottoService extends PassQueue<SweepReport> {
  constructor(
    private readonly deps: () => LottoDeps,
    private readonly log: FastifyBaseLogger,
    sweepEveryMs = LOTTO_SWEEP_MS,
  ) {
    super(NOTHING, sweepEveryMs);
  }

  protected sweepPass(): Promise<SweepReport> {
    return this.pass();
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
