import { describe, expect, it } from 'vitest';
import { COUPON_TYPES, systemOptions } from '../../domain/coupon';
import { BONUS, RUB, pick, withBets } from './couponFixtures';

const major = (minor: number) => minor / 100;

describe('CouponStore types and amounts (SPEC sections 4, 5, 9)', () => {
  it('makes one bet a single, and offers system from three bets', () => {
    const { coupon } = withBets(1);
    coupon.setTypeId(COUPON_TYPES.express);
    expect(coupon.activeTypeId).toBe(COUPON_TYPES.singles);
    expect(coupon.availableTypeIds).toEqual([COUPON_TYPES.singles]);
    coupon.slip.addBet(...pick(2));
    expect(coupon.activeTypeId).toBe(COUPON_TYPES.express);
    expect(coupon.availableTypeIds).not.toContain(COUPON_TYPES.system);
    coupon.setTypeId(COUPON_TYPES.system);
    expect(coupon.activeTypeId).toBe(COUPON_TYPES.express);
    coupon.slip.addBet(...pick(3));
    expect(coupon.activeTypeId).toBe(COUPON_TYPES.system);
  });

  it('starts from the currency initial amount and steps by the currency step', () => {
    const { coupon } = withBets(2);
    expect(coupon.stakes.amountOf({ kind: 'coupon' })).toBe(RUB.initial);
    coupon.stakes.stepAmount({ kind: 'coupon' }, 1);
    expect(coupon.stakes.amountOf({ kind: 'coupon' })).toBe(RUB.initial + RUB.step);
    coupon.stakes.setAmount({ kind: 'coupon' }, 10);
    coupon.stakes.stepAmount({ kind: 'coupon' }, -1);
    expect(coupon.stakes.amountOf({ kind: 'coupon' })).toBe(0);
    expect(coupon.stakes.setAmountText({ kind: 'coupon' }, '12.345')).toBe(false);
    expect(coupon.stakes.setAmountText({ kind: 'coupon' }, 'abc')).toBe(false);
    expect(coupon.stakes.amountOf({ kind: 'coupon' })).toBe(0);
    expect(coupon.stakes.setAmountText({ kind: 'coupon' }, '12,5')).toBe(true);
    expect(coupon.stakes.amountOf({ kind: 'coupon' })).toBe(1250);
    expect(coupon.stakes.toInputText(1250)).toBe('12.5');
    expect(coupon.stakes.toInputText(15000)).toBe('150');
  });

  it('places singles with an amount per bet', async () => {
    const { coupon, api } = withBets(2);
    coupon.setTypeId(COUPON_TYPES.singles);
    coupon.stakes.setAmountText({ kind: 'bet', betId: 201 }, '300');
    expect(coupon.stakes.totalAmount).toBe(RUB.initial + 30_000);
    await coupon.placement.place();
    expect(api.placeCalls[0]!.body).toMatchObject({
      typeId: 9,
      amount: major(RUB.initial) + 300,
      amountByBetId: { 101: major(RUB.initial), 201: 300 },
    });
  });

  it('places a system with its value, and bankers in block 0', async () => {
    const { coupon, api } = withBets(4);
    coupon.setTypeId(COUPON_TYPES.system);
    expect(coupon.system.systemOptions).toEqual(systemOptions(4, 0, RUB.min));
    expect(coupon.system.systemOptions.map((o) => [o.value, o.combo])).toEqual([
      [2, 6],
      [3, 4],
    ]);
    coupon.system.setSystemValue(3);
    coupon.system.setSystemValue(1); // SPEC section 5: at least 2
    expect(coupon.system.activeSystemValue).toBe(3);

    coupon.system.setSystemBanker(true);
    coupon.system.toggleBanker(101);
    expect(coupon.system.isBanker(101)).toBe(true);
    expect(coupon.system.systemOptions.map((o) => [o.value, o.combo])).toEqual([
      [2, 3],
      [3, 1],
    ]);
    coupon.system.toggleBanker(201);
    expect(coupon.system.canBeBanker(301)).toBe(false); // two must stay outside the bankers
    coupon.system.toggleBanker(301);
    expect(coupon.system.activeBankerIds).toEqual([101, 201]);
    coupon.system.toggleBanker(201);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '600');
    await coupon.placement.place();
    const body = api.placeCalls[0]!.body;
    expect(body).toMatchObject({ typeId: 2, systemValue: 3, useBankers: true, amount: 600 });
    expect(body.bets.map((b) => [b.outcomeId, b.blockId])).toEqual([
      [101, 0],
      [201, 1],
      [301, 1],
      [401, 1],
    ]);
  });

  it('places blocks with an amount per block', async () => {
    const { coupon, api } = withBets(3);
    coupon.setTypeId(COUPON_TYPES.blocks);
    coupon.system.setBetBlock(301, 2);
    coupon.system.setBetBlock(301, 9); // no such block
    expect(coupon.system.usedBlockIds).toEqual([1, 2]);
    coupon.stakes.setAmountText({ kind: 'block', blockId: 1 }, '100');
    coupon.stakes.setAmountText({ kind: 'block', blockId: 2 }, '250');
    await coupon.placement.place();
    expect(api.placeCalls[0]!.body).toMatchObject({
      typeId: 4,
      amount: 350,
      amountByBlockId: { 1: 100, 2: 250 },
    });
    expect(api.placeCalls[0]!.body.bets.map((b) => b.blockId)).toEqual([1, 1, 2]);
  });

  it('follows the balance with auto-max until an amount is typed', () => {
    const { coupon } = withBets(2);
    coupon.stakes.setAutoMax(true);
    expect(coupon.stakes.amountOf({ kind: 'coupon' })).toBe(Math.min(RUB.max, 1_000_000));
    coupon.stakes.setAmountText({ kind: 'coupon' }, '100');
    expect(coupon.stakes.isActiveAutoMax).toBe(false);
    expect(coupon.stakes.amountOf({ kind: 'coupon' })).toBe(10_000);
  });

  it('pays from the chosen account; the maximum never applies to the bonus account', () => {
    const { coupon } = withBets(2);
    expect(coupon.stakes.account?.id).toBe(11);
    expect(coupon.stakes.isMaxShown).toBe(true);
    expect(coupon.stakes.isMinShown).toBe(true);
    coupon.stakes.setAccountId(BONUS.id);
    coupon.stakes.setAccountId(999); // not an account of the customer
    expect(coupon.stakes.account?.id).toBe(BONUS.id);
    expect(coupon.stakes.isMaxShown).toBe(false);
  });

  it('shows min and max only for the configured types', () => {
    const { coupon } = withBets(2, {
      flags: { couponTypesWithMinAmount: [2], couponTypesWithMaxAmount: [9] },
    });
    expect(coupon.stakes.isMinShown).toBe(false);
    expect(coupon.stakes.isMaxShown).toBe(false);
    coupon.setTypeId(COUPON_TYPES.singles);
    expect(coupon.stakes.isMaxShown).toBe(true);
  });

  it('refuses locally a stake of zero', async () => {
    const { coupon, api } = withBets(2);
    coupon.stakes.setAmount({ kind: 'coupon' }, 0);
    await coupon.placement.place();
    expect(api.placeCalls).toHaveLength(0);
    expect(coupon.placement.couponRefusals.map((r) => r.code)).toEqual(['amount_below_min']);
  });
});
