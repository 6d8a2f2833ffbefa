import { describe, expect, it } from 'vitest';
import {
  COUPON_REFUSAL_CODES,
  COUPON_TYPES,
  couponAmountRules,
  systemOptions,
} from '../../domain/coupon';
import {
  COUPON_REMINDER_LINE_MS,
  COUPON_REMINDER_LIVE_MS,
  COUPON_SETTINGS_STORAGE_KEY,
  CouponSettingsStore,
  CouponStore,
} from '../../stores/sports/couponModule';
import { memoryStorage } from './fakeApi';
import {
  BONUS,
  couponWithFakes,
  livePick,
  pick,
  placed,
  placedCoupon,
  refused,
} from './couponFixtures';

const RUB = couponAmountRules(643);
const major = (minor: number) => minor / 100;

function withBets(count: number, options: Parameters<typeof couponWithFakes>[0] = {}) {
  const fakes = couponWithFakes(options);
  for (let game = 1; game <= count; game++) fakes.coupon.slip.addBet(...pick(game));
  return fakes;
}

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

describe('CouponSettingsStore (SPEC sections 3 and 4)', () => {
  it('defaults changeCoefAction to 2 and shows balance and possible win', () => {
    const settings = new CouponSettingsStore();
    expect(settings.settings).toMatchObject({
      changeCoefAction: 2,
      exactCoef: 0,
      isDropOnScoreChange: false,
      isActiveOneClick: false,
      isBalanceShown: true,
      isPossibleWinShown: true,
    });
  });

  it('resets drop-on-score-change with exact coefficient 0; drop turns one-click off', () => {
    const settings = new CouponSettingsStore();
    expect(settings.setExactCoef(2.35)).toBe(true);
    settings.setDropOnScoreChange(true);
    expect(settings.settings.isDropOnScoreChange).toBe(true);
    expect(settings.setExactCoef(0)).toBe(true);
    expect(settings.settings).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
    expect(settings.setExactCoef(2.345)).toBe(false);
    expect(settings.setExactCoef(0.5)).toBe(false);
    expect(settings.settings.exactCoef).toBe(0);

    settings.forceOneClick(true);
    expect(settings.settings.isActiveOneClick).toBe(true);
    settings.setDropOnScoreChange(true);
    expect(settings.settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
  });

  it('persists in local storage and ignores damaged values', () => {
    const storage = memoryStorage();
    const settings = new CouponSettingsStore({ storage });
    settings.setChangeCoefAction(0);
    settings.setBalanceShown(false);
    settings.setAmountStep('RUB', 5000);
    const again = new CouponSettingsStore({ storage });
    expect(again.settings.changeCoefAction).toBe(0);
    expect(again.settings.isBalanceShown).toBe(false);
    expect(again.amountStepByCurrencyIso).toEqual({ RUB: 5000 });

    storage.setItem(
      COUPON_SETTINGS_STORAGE_KEY,
      JSON.stringify({ changeCoefAction: 7, isAutoMax: 'yes', oneClickAmount: -5 }),
    );
    const damaged = new CouponSettingsStore({ storage });
    expect(damaged.settings).toMatchObject({
      changeCoefAction: 2,
      isAutoMax: false,
      oneClickAmount: 0,
    });
  });

  it('steps the coupon amount by the customer step of the currency', () => {
    const { coupon } = withBets(2);
    coupon.settings.setAmountStep('RUB', 5000);
    expect(coupon.stakes.amountStep).toBe(5000);
  });

  it('sends the exact coefficient and drop-on-score-change with the coupon', async () => {
    const { coupon, api } = withBets(2);
    // 2.5 x 2.5 = 6.25: the line gives at least 6.2, so the coupon goes at exactly 6.2.
    coupon.settings.setExactCoef(6.2);
    coupon.settings.setDropOnScoreChange(true);
    expect(coupon.coef).toBe(6.2);
    await coupon.placement.place();
    expect(api.placeCalls[0]!.body).toMatchObject({ exactCoef: 6.2, isDropOnScoreChange: true });
  });

  it('refuses locally an exact coefficient above what the line gives', async () => {
    const { coupon, api } = withBets(2);
    coupon.settings.setExactCoef(7.5);
    await coupon.placement.place();
    expect(api.placeCalls).toHaveLength(0);
    expect(coupon.placement.refusals).toContainEqual({ code: 'odds_changed', newCoef: 6.25 });
  });
});

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
