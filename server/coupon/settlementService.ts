// When settlement runs in a server process: a pass for a game right after this process stored its
// result, a sweep at start, and a sweep every few seconds for results stored by another process or
// before a crash (server/coupon/settlement.ts does the work). The passes of one process run one at
// a time, so a pass for a game that has returned has settled every coupon it could (only another
// process may hold one of them).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { SportsRuntime } from '../sports/sportsRuntime';
import { PassQueue } from '../http/passQueue';
import { settleFromResults, type SettledCoupon, type SettlementReport } from './settlement';

/** The sweep's period: a result another process stored is settled here within this long. */
export const SETTLEMENT_SWEEP_MS = 5_000;

export interface SettlementOptions {
  /** Milliseconds between sweeps (default SETTLEMENT_SWEEP_MS). */
  sweepEveryMs?: number;
  /** settled_at. Default: real time. */
  now?: () => Date;
  /**
   * The feed's time, which the unplayed-game rule measures games' start times against.
   * Default: `now` (installSettlement: the sports runtime's feed clock).
   */
  feedNow?: () => Date;
}

const NOTHING: SettlementReport = { legs: 0, coupons: 0 };

export class SettlementService extends PassQueue<SettlementReport> {
  private readonly settledListeners = new Set<(settled: SettledCoupon) => void>();

  constructor(
    private readonly db: () => Kysely<DatabaseSchema>,
    private readonly log: FastifyBaseLogger,
    private readonly options: SettlementOptions = {},
  ) {
    super(NOTHING, options.sweepEveryMs ?? SETTLEMENT_SWEEP_MS);
  }

  /** Called for each coupon settled here, after its transaction; answers the unsubscribe. */
  onCouponSettled(listener: (settled: SettledCoupon) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** A pass over the coupons with a leg on these games. */
  settleGames(gameIds: readonly number[]): Promise<SettlementReport> {
    return this.enqueue(() => this.pass(gameIds));
  }

  /** A sweep: a pass over every coupon that can be settled. */
  protected sweepPass(): Promise<SettlementReport> {
    return this.pass(undefined);
  }

  private async pass(gameIds: readonly number[] | undefined): Promise<SettlementReport> {
    try {
      const report = await settleFromResults(this.db(), {
        ...(gameIds ? { gameIds } : {}),
        ...(this.options.now ? { now: this.options.now } : {}),
        ...(this.options.feedNow ? { feedNow: this.options.feedNow } : {}),
        onCouponSettled: (settled) => {
          for (const listener of this.settledListeners) listener(settled);
        },
        onCouponError: (couponId, err) =>
          this.log.error({ err, couponId }, 'settlement: a coupon could not be settled'),
      });
      if (report.coupons > 0) this.log.info(report, 'settlement: coupons settled');
      return report;
    } catch (err) {
      this.log.error({ err }, 'settlement: a pass failed');
      return NOTHING;
    }
  }
}

/** Settlement in this server: after each result the sports runtime stores, and the sweeps. */
export function installSettlement(
  app: FastifyInstance,
  db: () => Kysely<DatabaseSchema>,
  sports: SportsRuntime,
  options: SettlementOptions = {},
): SettlementService {
  // Games' start times are on the feed's clock (a test's manual clock, test control's offset one).
  const service = new SettlementService(db, app.log, {
    feedNow: () => new Date(sports.clock.now()),
    ...options,
  });
  const off = sports.onResultStored(async (gameId) => {
    await service.settleGames([gameId]);
  });
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => {
    off();
    await service.stop();
  });
  return service;
}
