// Bonuses and promo codes (server/bonus/): the engine the money, coupon and casino hooks call,
// the sweep (at start and every 5 minutes, on the world clock: expired bonuses, then the casino
// cashback of closed periods, server/bonus/cashback.ts, then the prizes of closed tournament
// windows, server/bonus/tournamentPrizes.ts), and the routes.
import type { FastifyInstance } from 'fastify';
import type { BonusConfig } from '../../domain/bonus/index';
import type { ServerContext } from '../http/serverContext';
import {
  creditFirstDepositBonus,
  expireBonuses,
  forfeitDepositBonuses,
  recordCasinoWager,
  recordCouponWager,
  type BonusDeps,
} from './bonusService';
import { payClosedCashback } from './cashback';
import { registerBonusRoutes } from './bonusRoutes';
import { installBonusEngine } from './hooks';
import { registerBonusSettingsRoutes } from './bonusSettingsRoutes';
import { registerTournamentPrizeRoutes } from './tournamentPrizeRoutes';
import { payClosedTournaments } from './tournamentPrizes';

export { expireBonuses, type BonusDeps } from './bonusService';
export { payClosedCashback, type CashbackSweepResult } from './cashback';
export { payClosedTournaments, type TournamentSweepResult } from './tournamentPrizes';

export const BONUS_SWEEP_MS = 5 * 60 * 1000;

/** The bonus rules of a brand (the request's, else BRAND, else the first one) and the clock. */
export function bonusDepsOf(ctx: ServerContext): BonusDeps {
  const brandOf = (brand: string | null) =>
    brand && ctx.contentStore.current.brands.has(brand)
      ? brand
      : ctx.contentStore.brandOf(undefined, ctx.envBrand);
  return {
    brandOf,
    configOf(brand) {
      const id = brandOf(brand);
      const site = ctx.contentStore.servedFor(id).content.brands.get(id)?.site;
      const config: BonusConfig | undefined = site?.bonuses;
      return config ? { brand: id, config } : null;
    },
    now: () => ctx.worldClock.now(),
  };
}

export function registerBonus(app: FastifyInstance, ctx: ServerContext): void {
  const deps = bonusDepsOf(ctx);
  const uninstall = installBonusEngine({
    depositCredited: async (trx, deposit) => {
      await creditFirstDepositBonus(trx, deps, deposit);
    },
    couponSettled: (trx, coupon) => recordCouponWager(trx, deps, coupon),
    casinoRoundClosed: (trx, round) => recordCasinoWager(trx, deps, round),
    withdrawalStarted: async (trx, withdrawal) => {
      await forfeitDepositBonuses(trx, deps, withdrawal);
    },
  });
  registerBonusRoutes(app, ctx, deps);
  registerTournamentPrizeRoutes(app, ctx);
  registerBonusSettingsRoutes(app, ctx);

  let timer: NodeJS.Timeout | undefined;
  // Closed cashback periods this process paid in full: not summed again every 5 minutes.
  const cashbackDone = new Set<string>();
  // Closed tournament windows this process paid in full.
  const tournamentsDone = new Set<string>();
  const sweep = async () => {
    try {
      await expireBonuses(ctx.database.db, deps);
    } catch (err) {
      app.log.error({ err }, 'bonus expiry sweep failed');
    }
    try {
      await payClosedCashback(ctx.database.db, deps, {
        skip: cashbackDone,
        onError: (err, key) => app.log.error({ err, key }, 'cashback payout failed'),
      });
    } catch (err) {
      app.log.error({ err }, 'cashback sweep failed');
    }
    try {
      await payClosedTournaments(ctx.database.db, {
        nowMs: deps.now(),
        skip: tournamentsDone,
        onError: (err, key) => app.log.error({ err, key }, 'tournament prize payout failed'),
      });
    } catch (err) {
      app.log.error({ err }, 'tournament prize sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), BONUS_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    uninstall();
  });
}
