// The cash-out offers pushed to the customers' open tabs as odds move (docs/cash-out.md "Offers").
// The push holds in memory the open coupons of the customers holding a tab on this process, read
// when their first tab opens here and forgotten when their last closes, indexed by their legs'
// games (server/coupon/cashOutBook.ts CouponIndex). Every delta the sports state applies marks its
// game (server/coupon/deltaPasses.ts); a pass then recomputes only the held coupons with a leg on
// a marked game, from the state's current prices, with the offers route's own computation
// (movingOfferNow in server/coupon/cashOut.ts, what offerNow answers), reads nothing but the owners' limits (one query), and
// writes each offer that changed as a `cash-out-offer` event to that owner's streams (the tab's
// content stream, which carries the account events: server/money/accountEvents.ts).
//
// A customer's held coupons are read again whenever their coupons change in any process: every
// change (placement, cash-out whole or part, auto cash-out, settlement, resettlement, void) moves
// their money through the ledger or is told as a touch of their account (server/money/
// accountTouches.ts), and either reaches this process as an account event to their tabs (through
// Redis with several processes), after the change has committed. The offers of the customer's
// coupons are then recomputed and the changed ones pushed (a coupon placed meanwhile shows).
// With several processes each one applies every delta (the live bus carries them through Redis)
// and pushes to the tabs it holds: a tab hears its offers from its own process, no offer crosses
// processes and none is computed twice.
import type { FastifyInstance } from 'fastify';
import { CASH_OUT_OFFER_EVENT } from '../../domain/money/accountEvents';
import type { CashOutTerms } from '../../domain/coupon/index';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { AccountEventStreams } from '../money/accountEvents';
import { toSafeInteger } from '../money/bigints';
import type { SportsState } from '../sports/state/sportsState';
import { brandOf } from '../config/siteConfig';
import type { ServerContext } from '../http/serverContext';
import {
  cashOutExcludedAmong,
  cashOutTermsOf,
  LegPrices,
  movingOfferNow,
  openCouponsOf,
  type MovingOffer,
  type OpenCoupon,
} from './cashOut';
import { CouponIndex } from './cashOutBook';
import { DeltaPasses } from './deltaPasses';

/** One pushed offer: what moves with the prices (the rest of the offer the tab already holds). */
export type PushedOffer = MovingOffer;

function samePushed(a: PushedOffer, b: PushedOffer): boolean {
  return a.value === b.value && a.reason === b.reason && a.liveAmount === b.liveAmount;
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

interface HeldCoupon {
  userId: string;
  coupon: OpenCoupon;
}

export class CashOutPushService extends DeltaPasses {
  /** The held open coupons by id, under their legs' games, with the offer last pushed. */
  private readonly book = new CouponIndex<HeldCoupon, PushedOffer>();
  /** The ids of each held customer's open coupons. */
  private readonly couponsOf = new Map<string, Set<number>>();
  /**
   * When the coupons held for a customer were read (a stamp of `clock` taken as the read began):
   * a read applies only over an older one, so a slow read never undoes a newer one.
   */
  private readonly readAt = new Map<string, number>();
  private clock = 0;
  /** Customers whose coupons must be read again; `pushAfter`: and their offers pushed. */
  private readonly stale = new Set<string>();
  private readonly pushAfter = new Set<string>();
  private reading: Promise<void> | null = null;
  private unwatch: (() => void) | null = null;

  constructor(private readonly deps: CashOutPushDeps) {
    super(deps.state, deps.onError);
  }

  /** How many open coupons are held (the customers with a tab here). */
  get heldCoupons(): number {
    return this.book.size;
  }

  override start(): void {
    if (!this.unwatch) {
      this.unwatch = this.deps.streams.watch((userId, change) => {
        if (change === 'closed') this.drop(userId);
        else this.invalidate(userId, change === 'changed');
      });
      // The tabs open before the start whose coupons no pass has read yet.
      for (const userId of this.deps.streams.customers().keys()) {
        if (!this.readAt.has(userId)) this.invalidate(userId, false);
      }
    }
    super.start();
  }

  override async stop(): Promise<void> {
    this.unwatch?.();
    this.unwatch = null;
    await super.stop();
    while (this.reading) await this.reading;
  }

  /** Resolves once every read asked for so far, and every pass, has run. */
  override async idle(): Promise<void> {
    while (this.reading) await this.reading;
    await super.idle();
    while (this.reading) await this.reading;
  }

  /** Recomputes and pushes the offers on these games to the tabs held here; answers how many. */
  async pass(gameIds: readonly number[]): Promise<number> {
    const customers = this.deps.streams.customers();
    for (const userId of this.couponsOf.keys()) if (!customers.has(userId)) this.drop(userId);
    // A tab that opened without a watcher (the service not started) is read now.
    const unread = [...customers.keys()].filter((userId) => !this.readAt.has(userId));
    if (unread.length > 0) await this.read(unread);
    // Coupons known to have changed are read before any is priced: once a customer's account
    // event is out, no push reflects their coupons as they were before it.
    if (this.reading) await this.reading;
    const ids = this.book.under(gameIds);
    if (ids.size === 0) return 0;
    return this.pushOffers(ids);
  }

  /** The customer's coupons changed (or their first tab opened): read them again. */
  private invalidate(userId: string, push: boolean): void {
    this.stale.add(userId);
    if (push) this.pushAfter.add(userId);
    if (this.reading) return;
    this.reading = (async () => {
      try {
        while (this.stale.size > 0) {
          const userIds = [...this.stale];
          this.stale.clear();
          const pushing = userIds.filter((userId) => this.pushAfter.delete(userId));
          await this.read(userIds);
          const ids = new Set<number>();
          for (const userId of pushing)
            for (const id of this.couponsOf.get(userId) ?? []) ids.add(id);
          if (ids.size > 0) await this.pushOffers(ids);
        }
      } catch (err) {
        this.deps.onError?.(err);
      } finally {
        this.reading = null;
      }
    })();
  }

  /** Reads the open coupons of these customers and holds them (those still with a tab here). */
  private async read(userIds: readonly string[]): Promise<void> {
    const stamp = ++this.clock;
    const coupons = await openCouponsOf(this.deps.db(), userIds);
    const customers = this.deps.streams.customers();
    const byUser = new Map<string, OpenCoupon[]>(userIds.map((userId) => [userId, []]));
    for (const coupon of coupons) byUser.get(String(coupon.row.user_id))?.push(coupon);
    for (const [userId, list] of byUser) {
      if (!customers.has(userId) || (this.readAt.get(userId) ?? 0) > stamp) continue;
      this.readAt.set(userId, stamp);
      const before = this.couponsOf.get(userId) ?? new Set<number>();
      const now = new Set<number>();
      for (const coupon of list) {
        const id = toSafeInteger(coupon.row.id);
        now.add(id);
        this.book.set(
          id,
          { userId, coupon },
          coupon.legs.map((leg) => toSafeInteger(leg.game_id)),
        );
      }
      for (const id of before) if (!now.has(id)) this.book.delete(id);
      this.couponsOf.set(userId, now);
    }
  }

  /** Forgets a customer with no tab here any more. */
  private drop(userId: string): void {
    for (const id of this.couponsOf.get(userId) ?? []) this.book.delete(id);
    this.couponsOf.delete(userId);
    this.readAt.delete(userId);
    this.stale.delete(userId);
    this.pushAfter.delete(userId);
  }

  /** Recomputes the offers of these held coupons and pushes those that changed. */
  private async pushOffers(ids: ReadonlySet<number>): Promise<number> {
    const owners = new Set<string>();
    for (const id of ids) {
      const held = this.book.get(id);
      if (held) owners.add(held.userId);
    }
    const at = (this.deps.now ?? (() => new Date()))();
    // The owners' limits are read while the coupons are priced: the pass costs the longer of the
    // two, not their sum. Each outcome is priced once this pass, however many coupons ride on it.
    const excludedRead = cashOutExcludedAmong(this.deps.db(), [...owners], at);
    const prices = new LegPrices(this.deps.state);
    const terms = this.termsReader();
    const priced = new Map<number, { held: HeldCoupon; offer: PushedOffer }>();
    for (const id of ids) {
      const held = this.book.get(id);
      if (!held) continue;
      priced.set(id, {
        held,
        offer: movingOfferNow(held.coupon, prices, terms(held.userId), false),
      });
    }
    const excluded = await excludedRead;
    // After the read: the tabs and the coupons held now (a read meanwhile may have replaced a
    // coupon: it is priced as it is held now).
    const customers = this.deps.streams.customers();
    const byUser = new Map<string, PushedOffer[]>();
    for (const [id, { held: before, offer: quoted }] of priced) {
      const held = this.book.get(id);
      if (!held || !customers.has(held.userId)) continue;
      const pushed =
        held === before && !excluded.has(held.userId)
          ? quoted
          : movingOfferNow(held.coupon, prices, terms(held.userId), excluded.has(held.userId));
      if (!this.book.changed(id, pushed, samePushed)) continue;
      const list = byUser.get(held.userId) ?? [];
      list.push(pushed);
      byUser.set(held.userId, list);
    }
    let sent = 0;
    for (const [userId, offers] of byUser) {
      this.deps.streams.sendData(userId, CASH_OUT_OFFER_EVENT, { offers });
      sent += offers.length;
    }
    return sent;
  }

  /** The terms of each customer's tab's brand (default aurora), each brand's read once. */
  private termsReader(): (userId: string) => CashOutTerms {
    const customers = this.deps.streams.customers();
    const byBrand = new Map<string, CashOutTerms>();
    return (userId) => {
      const brandId = customers.get(userId) ?? 'aurora';
      let terms = byBrand.get(brandId);
      if (!terms) byBrand.set(brandId, (terms = this.deps.termsOf(brandId)));
      return terms;
    };
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
