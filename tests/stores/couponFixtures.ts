// Fakes for the coupon store tests: a scripted coupon API, a context of accounts, flags and live
// prices the test changes, and bets from the sports fixtures.
import { observable } from 'mobx';
import { couponAmountRules, type CouponRefusal } from '../../domain/coupon';
import { CouponStore } from '../../stores/sports/couponModule';
import {
  type CouponAccount,
  type CouponApi,
  type CouponSiteFlags,
  type CouponStoreDeps,
  type CouponToPlace,
  type LoadResult,
  type PlacedCoupon,
  type PlaceResult,
  type SavedCouponRequest,
  type SaveResult,
} from '../../stores/sports';
import { makeGame, score } from './sportsFixtures';
import { memoryStorage } from './fakeApi';
import { fakeClock } from '../runtime/fakeClock';

export interface PlaceCall {
  body: CouponToPlace;
  key: string;
}

/** A coupon API whose answers the test queues; every call is recorded. */
export function fakeCouponApi() {
  const placeCalls: PlaceCall[] = [];
  const saveCalls: SavedCouponRequest[] = [];
  const loadCalls: string[] = [];
  const placeAnswers: PlaceResult[] = [];
  let saveAnswer: SaveResult = { ok: true, code: 'ABCD2345' };
  let loadAnswer: LoadResult = { ok: false, notFound: true, message: 'not found' };
  let openBets: number | null = 3;
  const api: CouponApi = {
    place: (body, key) => {
      placeCalls.push({ body: structuredClone(body), key });
      return Promise.resolve(placeAnswers.shift() ?? placed([]));
    },
    save: (body) => {
      saveCalls.push(body);
      return Promise.resolve(saveAnswer);
    },
    load: (code) => {
      loadCalls.push(code);
      return Promise.resolve(loadAnswer);
    },
    openBetsCount: () => Promise.resolve(openBets),
  };
  return {
    api,
    placeCalls,
    saveCalls,
    loadCalls,
    answerPlace: (...answers: PlaceResult[]) => void placeAnswers.push(...answers),
    answerSave: (answer: SaveResult) => void (saveAnswer = answer),
    answerLoad: (answer: LoadResult) => void (loadAnswer = answer),
    setOpenBets: (count: number | null) => void (openBets = count),
  };
}

export function placedCoupon(id: number, overrides: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    id,
    typeId: 1,
    amount: 150,
    coef: 8,
    possibleWin: 1200,
    status: 'open',
    placedAt: '2030-01-01T00:00:00.000Z',
    currencyId: 643,
    accountId: 11,
    systemValue: null,
    isVip: false,
    isFreeBet: false,
    payout: null,
    settledAt: null,
    legs: [],
    ...overrides,
  };
}

export const placed = (coupons: PlacedCoupon[], balance = 850): PlaceResult => ({
  kind: 'placed',
  coupons,
  balance,
});
export const refused = (...refusals: CouponRefusal[]): PlaceResult => ({
  kind: 'refused',
  refusals,
});

export const MAIN: CouponAccount = { id: 11, type: 0, currencyId: 643, money: 1_000_000 };
export const BONUS: CouponAccount = { id: 12, type: 4, currencyId: 643, money: 50_000 };

/** What the coupon reads from the other stores, as observables the test changes. */
export function fakeContext(flags: CouponSiteFlags = {}) {
  const state = observable({
    signedIn: true,
    /** The customer's coefficient view (SPEC section 9 ids). */
    coefViewId: 0,
    accounts: [MAIN, BONUS] as CouponAccount[],
    flags: {
      isAvailableCouponBonusBet: true,
      showVipBet: true,
      show_one_click: true,
      couponTypesWithMinAmount: [1, 2, 3],
      couponTypesWithMaxAmount: [1, 2],
      ...flags,
    } as CouponSiteFlags,
  });
  const prices = observable.map<number, { coef: number; isBlocked: boolean }>();
  let balanceRefreshes = 0;
  return {
    state,
    prices,
    get balanceRefreshes() {
      return balanceRefreshes;
    },
    context: {
      isSignedIn: () => state.signedIn,
      accounts: () => state.accounts,
      flags: () => state.flags,
      priceOf: (id: number) => prices.get(id),
      coefViewId: () => state.coefViewId,
      refreshBalance: () => {
        balanceRefreshes += 1;
        return Promise.resolve();
      },
    },
  };
}

/** A coupon store with fakes of every dependency. */
export function couponWithFakes(
  options: { flags?: CouponSiteFlags; deps?: Partial<CouponStoreDeps> } = {},
) {
  const api = fakeCouponApi();
  const ctx = fakeContext(options.flags);
  const clock = fakeClock(1_000);
  const storage = memoryStorage();
  const sessionStorage = memoryStorage();
  let keys = 0;
  const coupon = new CouponStore({
    api: api.api,
    context: ctx.context,
    scheduler: clock,
    storage,
    sessionStorage,
    now: clock.now,
    newIdempotencyKey: () => `key-${++keys}`,
    ...options.deps,
  });
  return { coupon, api, ctx, clock, storage, sessionStorage };
}

/** The pieces addBet takes: outcome `index` (0..2) of game `gameId`'s 1X2 market. */
export function pick(
  gameId: number,
  index = 0,
  overrides: Parameters<typeof makeGame>[1] = {},
  coefs?: [number, number, number],
) {
  const game = makeGame(gameId, overrides, coefs);
  const market = game.markets[0]!;
  return [market.outcomes[index]!, game, market] as const;
}

export const livePick = (gameId: number, index = 0) =>
  pick(gameId, index, { status: 2, timeSec: 600, score: score(1, 0) });

/** The amount rules of roubles. */
export const RUB = couponAmountRules(643);

/** A coupon store with fakes and bets on the first outcome of games 1..`count`. */
export function withBets(count: number, options: Parameters<typeof couponWithFakes>[0] = {}) {
  const fakes = couponWithFakes(options);
  for (let game = 1; game <= count; game++) fakes.coupon.slip.addBet(...pick(game));
  return fakes;
}
