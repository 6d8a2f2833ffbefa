import { describe, expect, it } from 'vitest';
import { COUPON_REFUSAL_CODES, COUPON_TYPES } from '../../domain/coupon';
import { pick, placed, placedCoupon, refused, withBets } from './couponFixtures';

describe('CouponStore placing (SPEC section 3 Coupon to place)', () => {
  it('places an express and shows the accepted coupons, then empties and refreshes', async () => {
    const { coupon, api, ctx } = withBets(2);
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '200');
    api.answerPlace(placed([placedCoupon(700000001)]));
    await coupon.placement.place();
    expect(api.placeCalls).toHaveLength(1);
    expect(api.placeCalls[0]!.key).toBe('key-1');
    expect(api.placeCalls[0]!.body).toEqual({
      typeId: 1,
      accountId: 11,
      amount: 200,
      changeCoefAction: 2,
      coefViewId: 0,
      coefByView: '6.25',
      bets: [
        { outcomeId: 101, gameId: 1, coef: 2.5, isLive: false },
        { outcomeId: 201, gameId: 2, coef: 2.5, isLive: false },
      ],
    });
    expect(coupon.placement.placeStatus).toBe('success');
    expect(coupon.placement.successCoupons.map((c) => c.id)).toEqual([700000001]);
    expect(coupon.slip.count).toBe(0);
    expect(ctx.balanceRefreshes).toBe(1);
    await Promise.resolve();
    expect(coupon.panel.openBetsCount).toBe(3);
    coupon.placement.dismissResult();
    expect(coupon.placement.placeStatus).toBe('idle');
  });

  it("sends the coupon's coefficient as the customer's view shows it (SPEC 3 coefByView), none for singles", () => {
    const { coupon, ctx } = withBets(2);
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '200');
    expect(coupon.coefByView).toBe('6.25');
    ctx.state.coefViewId = 1;
    expect(coupon.coefByView).toBe('21/4');
    expect(coupon.placement.placeBody()).toMatchObject({ coefViewId: 1, coefByView: '21/4' });
    ctx.state.coefViewId = 2;
    expect(coupon.placement.placeBody()?.coefByView).toBe('+525');
    coupon.setTypeId(COUPON_TYPES.singles);
    expect(coupon.coefByView).toBeNull();
    expect(coupon.placement.placeBody()).not.toHaveProperty('coefByView');
  });

  it('places nothing for a guest', async () => {
    const { coupon, api, ctx } = withBets(2);
    ctx.state.signedIn = false;
    await coupon.placement.place();
    expect(api.placeCalls).toHaveLength(0);
  });

  it.each(COUPON_REFUSAL_CODES.map((code) => [code]))(
    'shows the refusal %s next to the bet it names',
    async (code) => {
      const { coupon, api } = withBets(2);
      api.answerPlace(refused({ code, outcomeId: 201 }));
      await coupon.placement.place();
      expect(coupon.placement.placeStatus).toBe('refused');
      expect(coupon.placement.refusalsFor(201).map((r) => r.code)).toEqual([code]);
      expect(coupon.placement.refusalsFor(101)).toEqual([]);
      expect(coupon.placement.couponRefusals).toEqual([]);
      expect(coupon.slip.count).toBe(2);
    },
  );

  it('keeps refusals of the whole coupon and of blocks apart; insufficient funds', async () => {
    const { coupon, api } = withBets(2);
    coupon.setTypeId(COUPON_TYPES.blocks);
    coupon.system.setBetBlock(201, 2);
    api.answerPlace(
      refused({ code: 'insufficient_funds' }, { code: 'amount_below_min', blockId: 2, limit: 50 }),
    );
    await coupon.placement.place();
    expect(coupon.placement.couponRefusals.map((r) => r.code)).toEqual(['insufficient_funds']);
    expect(coupon.placement.refusalsForBlock(2).map((r) => r.code)).toEqual(['amount_below_min']);
    expect(coupon.placement.hasInsufficientFunds).toBe(true);
    coupon.stakes.setAmountText({ kind: 'block', blockId: 2 }, '100');
    expect(coupon.placement.refusals).toEqual([]); // an edit makes the refusals stale
  });

  it('shows old -> new for odds_changed and places at the accepted price', async () => {
    const { coupon, api } = withBets(2);
    api.answerPlace(refused({ code: 'odds_changed', outcomeId: 101, newCoef: 2.2 }));
    await coupon.placement.place();
    expect(coupon.prices.coefChange(101)).toEqual({
      previous: 2.5,
      current: 2.2,
      direction: 'down',
      needsAcceptance: true,
    });
    coupon.prices.acceptNewOdds(101);
    expect(coupon.prices.coefChange(101)).toBeNull();
    expect(coupon.slip.bets[0]!.market.coef).toBe(2.2);
    expect(coupon.placement.refusals).toEqual([]);
    await coupon.placement.place();
    expect(api.placeCalls[1]!.body.bets[0]!.coef).toBe(2.2);
  });

  it('reuses the Idempotency-Key on a network retry, and takes a fresh one per attempt', async () => {
    const { coupon, api } = withBets(2);
    api.answerPlace(
      { kind: 'unknown', message: 'offline', status: 0 },
      { kind: 'unknown', message: 'offline', status: 0 },
      placed([placedCoupon(1)]),
    );
    await coupon.placement.place();
    expect(coupon.placement.placeStatus).toBe('failed');
    expect(coupon.placement.failure).toMatchObject({ retryable: true });
    await coupon.placement.retry();
    await coupon.placement.place(); // the same coupon again: still the same attempt
    expect(api.placeCalls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(api.placeCalls[1]!.body).toEqual(api.placeCalls[0]!.body);
    expect(coupon.placement.placeStatus).toBe('success');

    coupon.slip.addBet(...pick(5));
    coupon.slip.addBet(...pick(6));
    await coupon.placement.place();
    expect(api.placeCalls.at(-1)!.key).toBe('key-2');
  });

  it('takes a fresh key when the coupon changed after a failure, and after a refusal', async () => {
    const { coupon, api } = withBets(2);
    api.answerPlace(
      { kind: 'unknown', message: 'offline', status: 502 },
      refused({ code: 'limit_reached' }),
      refused({ code: 'limit_reached' }),
    );
    await coupon.placement.place();
    coupon.stakes.setAmountText({ kind: 'coupon' }, '300');
    await coupon.placement.place();
    await coupon.placement.place();
    expect(api.placeCalls.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('does not offer a retry after an answer that placed nothing', async () => {
    const { coupon, api } = withBets(2);
    api.answerPlace({ kind: 'failed', message: 'signed out', status: 401 });
    await coupon.placement.place();
    expect(coupon.placement.failure).toEqual({
      retryable: false,
      status: 401,
      message: 'signed out',
    });
    await coupon.placement.retry();
    expect(api.placeCalls).toHaveLength(1);
  });

  it('refuses locally a price the setting does not take, without asking the server', async () => {
    const { coupon, api, ctx } = withBets(2);
    coupon.settings.setChangeCoefAction(0);
    ctx.prices.set(101, { coef: 2.7, isBlocked: false });
    expect(coupon.prices.coefChange(101)).toMatchObject({
      previous: 2.5,
      current: 2.7,
      direction: 'up',
    });
    await coupon.placement.place();
    expect(api.placeCalls).toHaveLength(0);
    expect(coupon.placement.refusalsFor(101)).toEqual([
      { code: 'odds_changed', outcomeId: 101, newCoef: 2.7 },
    ]);
    coupon.prices.acceptNewOdds();
    await coupon.placement.place();
    expect(api.placeCalls[0]!.body.bets[0]!.coef).toBe(2.7);
  });

  it('follows a rise on its own with changeCoefAction 1, but not a drop', () => {
    const { coupon, ctx } = withBets(2);
    coupon.settings.setChangeCoefAction(1);
    ctx.prices.set(101, { coef: 2.7, isBlocked: false });
    ctx.prices.set(201, { coef: 2.1, isBlocked: false });
    expect(coupon.prices.coefChange(101)?.needsAcceptance).toBe(false);
    expect(coupon.prices.placingCoef(101)).toBe(2.7);
    expect(coupon.prices.coefChange(201)?.needsAcceptance).toBe(true);
    expect(coupon.prices.placingCoef(201)).toBe(2.5);
  });

  it('refuses a suspended bet locally', async () => {
    const { coupon, api, ctx } = withBets(2);
    ctx.prices.set(201, { coef: 2.5, isBlocked: true });
    expect(coupon.slip.isLocked(201)).toBe(true);
    await coupon.placement.place();
    expect(api.placeCalls).toHaveLength(0);
    expect(coupon.placement.refusalsFor(201).map((r) => r.code)).toEqual(['market_suspended']);
  });
});
