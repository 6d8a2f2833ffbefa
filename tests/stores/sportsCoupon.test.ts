import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { COUPON_STORAGE_KEY, type KeyValueStorage } from '../../stores/sports';
import { CouponStore } from '../../stores/sports/couponModule';
import { makeGame, score } from './sportsFixtures';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return { storage, values };
}

/** The pieces addBet takes, from a fixture game. */
function pick(gameId: number, index = 0, overrides: Parameters<typeof makeGame>[1] = {}) {
  const game = makeGame(gameId, overrides);
  const market = game.markets[0]!;
  return [market.outcomes[index]!, game, market] as const;
}

describe('CouponStore bet list (SPEC section 3 Bet)', () => {
  it('adds a bet with the market, game and flag fields of SPEC section 3', () => {
    const coupon = new CouponStore({ now: () => 1234 });
    coupon.slip.addBet(...pick(1, 0, { status: 2, timeSec: 600, score: score(1, 0) }), {
      pageType: 'champ',
    });
    expect(coupon.slip.bets).toEqual([
      {
        id: 101,
        market: {
          id: 101,
          coef: 2.5,
          sportId: 1,
          typeId: 1,
          kind: 1,
          isLive: true,
          gameId: 1,
          champId: 7,
          names: { market: '1X2', outcome: '1', opponents: ['Home 1', 'Away 1'] },
        },
        blockId: 10,
        statusId: -2,
        typeId: 1,
        game: {
          number: 101,
          permanentId: 9001,
          status: 2,
          startAt: 1_800_000_000,
          timeSec: 600,
          opponentsEn: ['Home 1', 'Away 1'],
          fullScore: '1:0',
          formattedScore: '1:0',
        },
        isBlocked: false,
        isDepend: false,
        isBannedExpress: false,
        isDisabledBanker: false,
        expressId: null,
        statisticId: null,
        playersDuel: false,
        pageType: 'champ',
      },
    ]);
    expect(coupon.slip.addedAtByBetId).toEqual({ 101: 1234 });
  });

  it('marks a line bet not live (SPEC section 4 live rule)', () => {
    const coupon = new CouponStore();
    coupon.slip.addBet(...pick(1));
    expect(coupon.slip.bets[0]!.market.isLive).toBe(false);
  });

  it('adds once, removes, toggles and answers hasBet', () => {
    const coupon = new CouponStore();
    coupon.slip.addBet(...pick(1));
    coupon.slip.addBet(...pick(1));
    expect(coupon.slip.count).toBe(1);
    expect(coupon.slip.hasBet(101)).toBe(true);
    expect(coupon.slip.toggleBet(...pick(2))).toBe(true);
    expect(coupon.slip.toggleBet(...pick(2))).toBe(false);
    coupon.slip.removeBet(101);
    coupon.slip.removeBet(555);
    expect(coupon.slip.count).toBe(0);
    expect(coupon.slip.addedAtByBetId).toEqual({});
  });

  it('marks bets on the same game dependent, and undoes it when one goes (SPEC section 4)', () => {
    const coupon = new CouponStore();
    coupon.slip.addBet(...pick(1, 0));
    coupon.slip.addBet(...pick(2, 0));
    expect(coupon.slip.isDependent(103, 1)).toBe(true); // another outcome of game 1
    expect(coupon.slip.isDependent(101, 1)).toBe(false); // the bet itself
    coupon.slip.addBet(...pick(1, 2));
    expect(coupon.slip.bets.map((b) => [b.id, b.isDepend])).toEqual([
      [101, true],
      [201, false],
      [103, true],
    ]);
    expect(coupon.slip.isLocked(101)).toBe(true);
    expect(coupon.slip.isLocked(201)).toBe(false);
    coupon.slip.removeBet(103);
    expect(coupon.slip.bets.map((b) => b.isDepend)).toEqual([false, false]);
  });

  it('locks a bet that is blocked or banned from express', () => {
    const coupon = new CouponStore();
    const [outcome, game, market] = pick(1);
    coupon.slip.addBet({ ...outcome, isBlocked: true }, game, market);
    coupon.slip.addBet(...pick(2));
    const [o3, g3, m3] = pick(3);
    coupon.slip.addBet(o3, g3, { ...m3, isBannedExpress: true });
    expect([
      coupon.slip.isLocked(101),
      coupon.slip.isLocked(201),
      coupon.slip.isLocked(301),
    ]).toEqual([true, false, true]);
  });

  it('notifies a cell observing hasBet only when its own bet comes or goes', () => {
    const coupon = new CouponStore();
    let runs = 0;
    const dispose = autorun(() => void (coupon.slip.hasBet(101), (runs += 1)));
    coupon.slip.addBet(...pick(2));
    expect(runs).toBe(1);
    coupon.slip.addBet(...pick(1));
    expect(runs).toBe(2);
    coupon.slip.removeBet(201);
    expect(runs).toBe(2);
    dispose();
  });

  it('keeps bets, addedAtByBetId, typeId and systemValue locally ("Coupon kept locally")', () => {
    const { storage, values } = memoryStorage();
    const coupon = new CouponStore({ storage, now: () => 50 });
    coupon.slip.addBet(...pick(1));
    coupon.slip.addBet(...pick(1, 1));
    const saved = JSON.parse(values.get(COUPON_STORAGE_KEY)!);
    expect(Object.keys(saved)).toEqual(['bets', 'addedAtByBetId', 'typeId', 'systemValue']);
    expect([saved.typeId, saved.systemValue]).toEqual([1, 2]);
    const reloaded = new CouponStore({ storage });
    expect(reloaded.slip.bets.map((b) => [b.id, b.isDepend])).toEqual([
      [101, true],
      [102, true],
    ]);
    expect(reloaded.slip.addedAtByBetId).toEqual({ 101: 50, 102: 50 });
    reloaded.slip.clear();
    expect(new CouponStore({ storage }).slip.count).toBe(0);
  });

  it('leaves out stored bets that do not look like bets, and bad type or system values', () => {
    const { storage } = memoryStorage({
      coupon: JSON.stringify({
        bets: [{ id: 'x' }, null, 5, { id: 1, market: { id: 2 } }],
        typeId: 77,
        systemValue: 1,
      }),
    });
    const coupon = new CouponStore({ storage });
    expect(coupon.slip.count).toBe(0);
    expect([coupon.typeId, coupon.system.systemValue]).toEqual([1, 2]);
  });
});
