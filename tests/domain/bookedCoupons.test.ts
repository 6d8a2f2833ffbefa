import { describe, expect, it } from 'vitest';
import {
  couponReturn,
  hasSettledSince,
  openCouponIds,
  historyPageCount,
  isBetHistoryPeriod,
  isBookedCouponTypeId,
  systemSize,
} from '../../domain/coupon';
import { formatMajorUnits } from '../../domain/session';

describe('booked coupons in the bet history', () => {
  it('shows the possible win of an open coupon and the payout of a settled one', () => {
    expect(couponReturn({ status: 'open', possibleWin: 337.5, payout: null })).toEqual({
      kind: 'possibleWin',
      amount: 337.5,
    });
    expect(couponReturn({ status: 'won', possibleWin: 337.5, payout: 337.5 })).toEqual({
      kind: 'payout',
      amount: 337.5,
    });
    expect(couponReturn({ status: 'lost', possibleWin: 337.5, payout: null })).toEqual({
      kind: 'payout',
      amount: 0,
    });
  });

  it('sizes a system by its legs besides the bankers of the lobby block', () => {
    const legs = [{ blockId: 0 }, { blockId: 1 }, { blockId: 1 }, { blockId: 1 }];
    expect(systemSize({ typeId: 2, systemValue: 2, legs })).toEqual({ value: 2, total: 3 });
    expect(systemSize({ typeId: 1, systemValue: null, legs })).toBeNull();
  });

  it('counts at least one page', () => {
    expect([0, 1, 20, 21, 45].map((total) => historyPageCount(total, 20))).toEqual([1, 1, 1, 2, 3]);
    expect(historyPageCount(10, 0)).toBe(1);
  });

  it('knows the filter values the history call accepts', () => {
    expect(['1d', '7d', '30d', '90d', 'all'].every(isBetHistoryPeriod)).toBe(true);
    expect(isBetHistoryPeriod('365d')).toBe(false);
    expect([0, 1, 2, 4].every(isBookedCouponTypeId)).toBe(true);
    expect(isBookedCouponTypeId(9)).toBe(false); // singles are booked as single coupons (0)
  });

  it('formats major units in the currency without rounding a fraction it does not have', () => {
    expect(formatMajorUnits(150, { currencyId: 643 })).toBe('150.00\u00a0₽');
    expect(formatMajorUnits(1087.5, { currencyId: 643 })).toBe('1\u202f087.50\u00a0₽');
    expect(formatMajorUnits(1.005, { currencyId: 643 })).toBe('1.005');
  });

  it('notices a coupon seen open that has settled since, and nothing else', () => {
    const page = [
      { id: 1, status: 'open' },
      { id: 2, status: 'won' },
      { id: 3, status: 'lost' },
    ];
    expect(openCouponIds(page)).toEqual([1]);
    expect(hasSettledSince([1, 2], page)).toBe(true);
    expect(hasSettledSince([1], page)).toBe(false);
    // A coupon never seen open (settled before the page was first read) moved no money since.
    expect(hasSettledSince([], page)).toBe(false);
  });
});
