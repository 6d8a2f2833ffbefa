import { describe, expect, it } from 'vitest';
import {
  COUPON_REMINDER_LINE_MS,
  COUPON_REMINDER_LIVE_MS,
  CouponStore,
} from '../../stores/sports/couponModule';
import { couponWithFakes, livePick, pick } from './couponFixtures';

describe('CouponStore reminder (SPEC section 4, 9)', () => {
  it('reminds 5 minutes after a line bet, once per session', async () => {
    const { coupon, clock, sessionStorage } = couponWithFakes();
    coupon.slip.addBet(...pick(1));
    expect(clock.pending()).toEqual([COUPON_REMINDER_LINE_MS]);
    await clock.advance(COUPON_REMINDER_LINE_MS - 1);
    expect(coupon.reminder.isVisible).toBe(false);
    await clock.advance(1);
    expect(coupon.reminder.isVisible).toBe(true);
    coupon.reminder.dismiss();
    coupon.slip.addBet(...pick(2));
    expect(clock.pending()).toEqual([]);

    const again = new CouponStore({ scheduler: clock, sessionStorage });
    again.slip.addBet(...pick(3));
    expect(again.reminder.isShown).toBe(true);
    expect(clock.pending()).toEqual([]);
  });

  it('reminds 30 s after a live bet, and a live bet brings a line reminder forward', async () => {
    const { coupon, clock } = couponWithFakes();
    coupon.slip.addBet(...pick(1));
    await clock.advance(10_000);
    coupon.slip.addBet(...livePick(2));
    expect(clock.pending()).toEqual([COUPON_REMINDER_LIVE_MS]);
    await clock.advance(COUPON_REMINDER_LIVE_MS);
    expect(coupon.reminder.isVisible).toBe(true);
  });

  it('is cancelled when the coupon empties or while the coupon is open', async () => {
    const { coupon, clock } = couponWithFakes();
    coupon.slip.addBet(...livePick(1));
    coupon.slip.removeBet(101);
    expect(clock.pending()).toEqual([]);
    coupon.slip.addBet(...livePick(1));
    coupon.reminder.setCouponOpen(true);
    expect(clock.pending()).toEqual([]);
    coupon.slip.addBet(...livePick(2));
    expect(clock.pending()).toEqual([]);
    coupon.reminder.setCouponOpen(false);
    coupon.slip.addBet(...livePick(3));
    coupon.slip.clear();
    await clock.advance(COUPON_REMINDER_LINE_MS);
    expect(coupon.reminder.isVisible).toBe(false);
    expect(coupon.reminder.isShown).toBe(false);
  });
});
