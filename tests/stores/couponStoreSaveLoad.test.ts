import { describe, expect, it } from 'vitest';
import { COUPON_TYPES } from '../../domain/coupon';
import { CouponStore } from '../../stores/sports/couponModule';
import { pick, withBets } from './couponFixtures';

describe('CouponStore save and load (SPEC section 3 isCouponLoadedFromCode)', () => {
  it('saves the bets to a code', async () => {
    const { coupon, api } = withBets(3);
    coupon.setTypeId(COUPON_TYPES.system);
    await coupon.codes.saveToCode();
    expect(api.saveCalls).toEqual([
      {
        typeId: 2,
        systemValue: 2,
        bets: [
          { outcomeId: 101, gameId: 1 },
          { outcomeId: 201, gameId: 2 },
          { outcomeId: 301, gameId: 3 },
        ],
      },
    ]);
    expect(coupon.codes.savedCode).toBe('ABCD2345');
    expect(coupon.codes.saveStatus).toBe('saved');
  });

  it('loads a coupon from a code, replacing the bets', async () => {
    const { coupon, api } = withBets(1);
    api.answerLoad({
      ok: true,
      coupon: {
        typeId: 2,
        systemValue: 2,
        bets: [7, 8, 9].map((game) => ({
          outcomeId: game * 100 + 1,
          outcomeTypeId: 1,
          gameId: game,
          coef: 1.8,
          isBlocked: false,
          marketId: game * 10,
          marketTypeId: 1,
          marketKind: 1,
          marketName: '1X2',
          outcomeName: '1',
          isLive: false,
          isBannedExpress: false,
          blockId: game * 10,
          sportId: 1,
          champId: 7,
          gameNumber: 100 + game,
          permanentId: 9000 + game,
          status: 1,
          startAt: 1_800_000_000,
          timeSec: null,
          opponents: [
            { name: `Home ${game}`, nameEn: `Home ${game}` },
            { name: `Away ${game}`, nameEn: `Away ${game}` },
          ],
          score: { full: '0:0', formatted: '0:0' },
        })),
      },
    });
    coupon.codes.setLoadCouponInputValue(' abcd2345 ');
    await coupon.codes.loadFromCode();
    expect(api.loadCalls).toEqual(['ABCD2345']);
    expect(coupon.slip.bets.map((b) => b.id)).toEqual([701, 801, 901]);
    expect(coupon.slip.bets[0]!.market.names).toEqual({
      market: '1X2',
      outcome: '1',
      opponents: ['Home 7', 'Away 7'],
    });
    expect(coupon.activeTypeId).toBe(COUPON_TYPES.system);
    expect(coupon.isCouponLoadedFromCode).toBe(true);
    expect(coupon.codes.loadStatus).toBe('loaded');
    // SPEC 3 "Coupon to place" refId: the placement names the code the coupon came from.
    expect(coupon.refId).toBe('ABCD2345');
    expect(coupon.placement.placeBody()?.refId).toBe('ABCD2345');
    coupon.slip.clear();
    expect(coupon.isCouponLoadedFromCode).toBe(false);
    coupon.slip.addBet(...pick(4));
    expect(coupon.refId).toBeNull();
    expect(coupon.placement.placeBody()).not.toHaveProperty('refId');
  });

  it('refuses a code that is no code without asking, and tells an unknown one', async () => {
    const { coupon, api } = withBets(1);
    await coupon.codes.loadFromCode('no!');
    expect(coupon.codes.loadStatus).toBe('invalid');
    expect(api.loadCalls).toEqual([]);
    await coupon.codes.loadFromCode('ZZZZ2345');
    expect(coupon.codes.loadStatus).toBe('not_found');
    expect(coupon.slip.count).toBe(1);
  });

  it('keeps bankers and blocks in the coupon kept locally', () => {
    const { coupon, storage } = withBets(4);
    coupon.setTypeId(COUPON_TYPES.system);
    coupon.system.setSystemBanker(true);
    coupon.system.toggleBanker(201);
    coupon.system.setBetBlock(301, 2);
    const again = new CouponStore({ storage });
    expect(again.slip.count).toBe(4);
    expect(again.system.isActiveSystemBanker).toBe(true);
    expect(again.system.bankerIds).toEqual([201]);
    expect(again.system.blockOf(301)).toBe(2);
  });
});
