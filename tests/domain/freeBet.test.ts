// Free bets (docs/bonus.md "Free bets"): which coupon a token may stake, and what its settlement pays.
import { describe, expect, it } from 'vitest';
import {
  couponReturn,
  freeBetRefusal,
  freeBetSettlement,
  type FreeBetStake,
  type FreeBetToken,
} from '../../domain/coupon';

const NOW = Date.UTC(2026, 10, 24);
const token: FreeBetToken = {
  userId: '5',
  status: 'active',
  product: 'sports',
  amount: 2_500,
  currencyId: 643,
  expiresAtMs: NOW + 1000,
  minOdds: 1.5,
};
const stake: FreeBetStake = {
  userId: '5',
  nowMs: NOW,
  stake: 2_500,
  couponCount: 1,
  legOddsHundredths: [150, 210],
  account: { type: 0, currencyId: 643 },
};

describe('freeBetSettlement', () => {
  it('pays a won coupon its winnings minus the stake, never below nothing', () => {
    expect(freeBetSettlement('won', 10_000, 2_500)).toEqual({
      toCustomer: 7_500,
      tokenReturned: false,
    });
    // A system that returns less than the stake pays nothing: the stake was never the customer's.
    expect(freeBetSettlement('won', 2_000, 2_500)).toEqual({ toCustomer: 0, tokenReturned: false });
  });

  it('pays nothing for a lost coupon and keeps the token used', () => {
    expect(freeBetSettlement('lost', 0, 2_500)).toEqual({ toCustomer: 0, tokenReturned: false });
  });

  it('pays no money for a void coupon but gives the token back', () => {
    expect(freeBetSettlement('void', 2_500, 2_500)).toEqual({ toCustomer: 0, tokenReturned: true });
  });
});

describe('freeBetRefusal', () => {
  it('lets an active sports token stake a coupon of exactly its amount', () => {
    expect(freeBetRefusal(token, stake)).toBeNull();
    expect(
      freeBetRefusal({ ...token, minOdds: null }, { ...stake, legOddsHundredths: [101] }),
    ).toBeNull();
  });

  it.each<[string, FreeBetToken | null, Partial<FreeBetStake>, string]>([
    ['a missing token', null, {}, 'free_bet_not_found'],
    ["another customer's token", { ...token, userId: '6' }, {}, 'free_bet_not_found'],
    ['a used token', { ...token, status: 'used' }, {}, 'free_bet_used'],
    ['an expired token', { ...token, status: 'expired' }, {}, 'free_bet_expired'],
    ['a token past its expiry', token, { nowMs: NOW + 1000 }, 'free_bet_expired'],
    ['a casino token', { ...token, product: 'casino' }, {}, 'free_bet_not_sports'],
    [
      'the bonus account',
      token,
      { account: { type: 4, currencyId: 643 } },
      'free_bet_account_mismatch',
    ],
    [
      'another currency',
      token,
      { account: { type: 0, currencyId: 840 } },
      'free_bet_account_mismatch',
    ],
    ['several coupons', token, { couponCount: 2 }, 'free_bet_one_coupon'],
    ['another stake', token, { stake: 2_501 }, 'free_bet_amount_mismatch'],
    ['a leg under the least odds', token, { legOddsHundredths: [150, 149] }, 'free_bet_min_odds'],
  ])('refuses %s', (_what, t, over, code) => {
    expect(freeBetRefusal(t, { ...stake, ...over })).toBe(code);
  });
});

describe('couponReturn of a free-bet coupon', () => {
  it('shows the possible win without the stake while open, the payout once settled', () => {
    const open = { status: 'open', possibleWin: 100, payout: null, amount: 25, isFreeBet: true };
    expect(couponReturn(open)).toEqual({ kind: 'possibleWin', amount: 75 });
    expect(couponReturn({ ...open, isFreeBet: false })).toEqual({
      kind: 'possibleWin',
      amount: 100,
    });
    expect(couponReturn({ ...open, status: 'won', payout: 75 })).toEqual({
      kind: 'payout',
      amount: 75,
    });
  });
});
