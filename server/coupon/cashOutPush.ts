// The cash-out offers pushed to the customers' open tabs as odds move (docs/cash-out.md "Offers").
// Every delta the sports state applies marks its game (server/coupon/deltaPasses.ts); a pass then
// recomputes the offers of the open coupons with a leg on a marked game whose owners hold a tab on
// this process, and writes each offer that changed as a `cash-out-offer` event to that owner's
// streams (the tab's content stream, which carries the account events: server/money/
// accountEvents.ts). With several processes each one applies every delta (the live bus carries
// them through Redis) and pushes to the tabs it holds: a tab hears its offers from its own process,
// no offer crosses processes and none is computed twice.
import type { FastifyInstance } from 'fastify';
import { CASH_OUT_OFFER_EVENT } from '../../domain/money/accountEvents';
import type { CashOutTerms } from '../../domain/coupon/index';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { AccountEventStreams } from '../money/accountEvents';
import type { SportsState } from '../sports/state/sportsState';
import { brandOf } from '../config/siteConfig';
import type { ServerContext } from '../http/serverContext';
import { cashOutTermsOf, offersOnGames, type CashOutOffer } from './cashOut';
import { DeltaPasses } from './deltaPasses';

/** One pushed offer: what moves with the prices (the rest of the offer the tab already holds). */
export interface PushedOffer {
  couponId: number;
  value: number | null;
  reason: CashOutOffer['reason'];
  liveAmount: number;
}

export interface CashOutPushDeps {
  db: () => Kysely<DatabaseSchema>;
  state: SportsState;
  streams: AccountEventStreams;
  /** The brand's terms; a customer's tab says its brand (default aurora). */
  termsOf: (brandId: string) => CashOutTerms;
  /** Now on the limits' clock. */
  now?: () => Date;
  onError?: (err: unknown) => void;
}

export class CashOutPushService extends DeltaPasses {
  /**
   * The last offer pushed by customer and coupon (`value|reason|liveAmount`), so an unchanged one
   * is not sent again; forgotten once the customer holds no tab here (a tab opening later loads
   * the offers first).
   */
  private readonly last = new Map<string, Map<number, string>>();

  constructor(private readonly deps: CashOutPushDeps) {
    super(deps.state, deps.onError);
  }

  /** Recomputes and pushes the offers on these games to the tabs held here; answers how many. */
  async pass(gameIds: readonly number[]): Promise<number> {
    const customers = this.deps.streams.customers();
    for (const userId of this.last.keys()) if (!customers.has(userId)) this.last.delete(userId);
    if (customers.size === 0) return 0;
    const termsByUser = new Map<string, CashOutTerms>();
    const termsOf = (userId: string) => {
      let terms = termsByUser.get(userId);
      if (!terms) {
        terms = this.deps.termsOf(customers.get(userId) ?? 'aurora');
        termsByUser.set(userId, terms);
      }
      return terms;
    };
    const found = await offersOnGames(
      this.deps.db(),
      this.deps.state,
      termsOf,
      [...customers.keys()],
      gameIds,
      (this.deps.now ?? (() => new Date()))(),
    );
    const byUser = new Map<string, PushedOffer[]>();
    for (const { userId, offer } of found) {
      const pushed: PushedOffer = {
        couponId: offer.couponId,
        value: offer.value,
        reason: offer.reason,
        liveAmount: offer.liveAmount,
      };
      const key = `${pushed.value}|${pushed.reason}|${pushed.liveAmount}`;
      const seen = this.last.get(userId) ?? new Map<number, string>();
      this.last.set(userId, seen);
      if (seen.get(pushed.couponId) === key) continue;
      seen.set(pushed.couponId, key);
      const list = byUser.get(userId) ?? [];
      list.push(pushed);
      byUser.set(userId, list);
    }
    let sent = 0;
    for (const [userId, offers] of byUser) {
      this.deps.streams.sendData(userId, CASH_OUT_OFFER_EVENT, { offers });
      sent += offers.length;
    }
    return sent;
  }
}

/** Pushes the offers to the tabs this process holds while it runs. */
export function registerCashOutPush(
  app: FastifyInstance,
  ctx: ServerContext,
  streams: AccountEventStreams,
): CashOutPushService {
  const push = new CashOutPushService({
    db: () => ctx.database.db,
    state: ctx.sports.state,
    streams,
    termsOf: (brandId) =>
      cashOutTermsOf(brandOf(ctx.contentStore.servedFor(brandId).content, brandId).site),
    now: () => new Date(ctx.worldClock.now()),
    onError: (err) => app.log.error({ err }, 'cash-out push: offers not pushed'),
  });
  app.addHook('onReady', async () => push.start());
  app.addHook('onClose', async () => push.stop());
  return push;
}
