// When toto's background work runs in a server process: a settlement pass right after this
// process stored a result of a game, and a sweep at start and every few seconds (draws formed for
// each brand that offers toto, draws closed, results stored by another process or before a crash
// settled). The passes of one process run one at a time; other processes are kept apart by the
// database (server/toto/settlement.ts, draws.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TotoRules } from '../../domain/toto/index';
import type { DatabaseSchema } from '../db/schema';
import type { SportsState } from '../sports/state/sportsState';
import { PassQueue } from '../http/passQueue';
import { formDraws } from './draws';
import { settleToto, type TotoPassOptions, type TotoPassReport } from './settlement';

/** The sweep's period. */
export const TOTO_SWEEP_MS = 5_000;

export interface TotoServiceDeps {
  db: () => Kysely<DatabaseSchema>;
  state: SportsState;
  /** The feed's clock, ms. */
  feedNow: () => number;
  /** Every brand that offers toto, with its rules now. */
  brands: () => { brand: string; rules: TotoRules }[];
  log: FastifyBaseLogger;
  sweepEveryMs?: number;
}

const NOTHING: TotoPassReport = { closed: [], computed: [], paid: 0, settled: [] };

export class TotoService extends PassQueue<TotoPassReport> {
  constructor(private readonly deps: TotoServiceDeps) {
    super(NOTHING, deps.sweepEveryMs ?? TOTO_SWEEP_MS);
  }

  /**
   * No more timed sweeps; passes after stored results and `run` go on (tests that drive every
   * pass themselves, so none lands between their steps).
   */
  pauseSweeps(): void {
    this.pauseTimer();
  }

  /** Forms the brand's draws now (a request that wants the current draw); never throws. */
  async formFor(brand: string, rules: TotoRules): Promise<void> {
    try {
      await formDraws(this.deps.db(), this.deps.state, brand, rules, this.deps.feedNow());
    } catch (err) {
      this.deps.log.error({ err, brand }, 'toto: forming draws failed');
    }
  }

  /** A pass after these games' results were stored; errors are logged. */
  settleGames(gameIds: readonly number[]): Promise<TotoPassReport> {
    return this.enqueue(() => this.quietly(() => this.pass({ gameIds })));
  }

  /** A sweep forms and settles everything due now; errors are logged. */
  protected sweepPass(): Promise<TotoPassReport> {
    return this.quietly(async () => {
      for (const { brand, rules } of this.deps.brands()) await this.formFor(brand, rules);
      return this.pass({});
    });
  }

  /**
   * A settlement pass now, in turn with the others, whose failure reaches the caller (test
   * control, tests that stop a pass half-way with `afterPayout`).
   */
  run(options: Omit<TotoPassOptions, 'feedNow' | 'onError'> = {}): Promise<TotoPassReport> {
    return this.enqueue(() => this.pass(options));
  }

  private async quietly(run: () => Promise<TotoPassReport>): Promise<TotoPassReport> {
    try {
      const report = await run();
      if (report.computed.length > 0 || report.paid > 0 || report.settled.length > 0) {
        this.deps.log.info(report, 'toto: settlement pass');
      }
      return report;
    } catch (err) {
      this.deps.log.error({ err }, 'toto: a pass failed');
      return NOTHING;
    }
  }

  private pass(options: Omit<TotoPassOptions, 'feedNow' | 'onError'>): Promise<TotoPassReport> {
    return settleToto(this.deps.db(), {
      ...options,
      feedNow: this.deps.feedNow,
      onError: (what, err) => this.deps.log.error({ err, what }, 'toto: settlement failed'),
    });
  }
}
