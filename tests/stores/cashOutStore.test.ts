// The client's cash-out store (docs/cash-out.md): offers loaded while watched, applied as the
// server pushes them, asked again when a leg's price moves (after CASH_OUT_REFRESH_MS) only while
// the push is not connected, the games subscribed to the push once, and the cash-out sent with
// the value shown, its refusal code and new value handed to the widget.
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import {
  CASH_OUT_PATHS,
  CashOutStore,
  cashOutCredit,
  checkAutoRule,
  type CashOutOffer,
} from '../../stores/sports/CashOutStore';
import { waitFor } from '../waitFor';
import { fail, ok, scriptedApi } from './fakeApi';

const offer = (value: number | null): CashOutOffer => ({
  couponId: 7,
  value,
  reason: value === null ? 'suspended' : null,
  amount: 100,
  liveAmount: 100,
  minAmount: 10,
  currencyId: 643,
  legs: [{ gameId: 3, outcomeId: 30 }],
});

function setUp() {
  let value: number | null = 150;
  const scripted = scriptedApi({
    [`GET ${CASH_OUT_PATHS.offers}`]: () => ok({ offers: [offer(value)] }),
  });
  const prices = observable.map<number, { coef: number; isBlocked: boolean }>({
    30: { coef: 2, isBlocked: false },
  });
  const timers: (() => void)[] = [];
  const subscribed: number[][] = [];
  const store = new CashOutStore({
    api: scripted.api,
    priceOf: (id) => prices.get(id),
    subscribe: (ids) => {
      subscribed.push([...ids]);
      return () => undefined;
    },
    newKey: () => 'key-1',
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => undefined,
  });
  return {
    store,
    scripted,
    prices,
    timers,
    subscribed,
    setValue: (v: number | null) => (value = v),
  };
}

describe('CashOutStore', () => {
  it('loads offers while watched and asks again when a leg price moves', async () => {
    const { store, scripted, prices, timers, subscribed, setValue } = setUp();
    const stop = store.watch();
    await waitFor(() => store.offer(7)?.value === 150, 'the first offer');
    expect(subscribed).toEqual([[3]]);
    setValue(180);
    runInAction(() => prices.set(30, { coef: 1.5, isBlocked: false }));
    expect(timers).toHaveLength(1);
    timers.shift()!();
    await waitFor(() => store.offer(7)?.value === 180, 'the moved offer');
    expect(scripted.count(`GET ${CASH_OUT_PATHS.offers}`)).toBe(2);
    // Same games: not subscribed again.
    expect(subscribed).toEqual([[3]]);
    stop();
    runInAction(() => prices.set(30, { coef: 1.4, isBlocked: false }));
    expect(timers).toHaveLength(0);
  });

  it('applies pushed offers without asking again while the push is connected', async () => {
    const { store, scripted, prices, timers } = setUp();
    const stop = store.watch();
    await waitFor(() => store.offer(7)?.value === 150, 'the first offer');
    store.setPushConnected(true);
    runInAction(() => prices.set(30, { coef: 1.5, isBlocked: false }));
    // The server pushes the moved offer: nothing is asked for.
    expect(timers).toHaveLength(0);
    store.applyPushed([{ couponId: 7, value: 175.5, reason: null, liveAmount: 100 }]);
    expect(store.offer(7)).toMatchObject({ value: 175.5, reason: null, legs: [{ gameId: 3 }] });
    store.applyPushed([{ couponId: 7, value: null, reason: 'excluded', liveAmount: 100 }]);
    expect(store.offer(7)).toMatchObject({ value: null, reason: 'excluded' });
    expect(scripted.count(`GET ${CASH_OUT_PATHS.offers}`)).toBe(1);
    // A pushed offer of a coupon not held (placed in another tab): all are asked again.
    store.applyPushed([{ couponId: 8, value: 20, reason: null, liveAmount: 10 }]);
    await waitFor(() => scripted.count(`GET ${CASH_OUT_PATHS.offers}`) === 2, 'reloaded');
    // The push lost: a moved price asks again (the fallback).
    store.setPushConnected(false);
    runInAction(() => prices.set(30, { coef: 1.4, isBlocked: false }));
    expect(timers).toHaveLength(1);
    stop();
  });

  it('sends the value shown and a part; hands back a refusal with the new value', async () => {
    const { store, scripted } = setUp();
    store.watch();
    await waitFor(() => store.offer(7)?.value === 150, 'the offer');
    scripted.on(`POST ${CASH_OUT_PATHS.cashOut(7)}`, (call) => {
      expect(call.body).toEqual({ value: 150, amount: 50, changeCoefAction: 1 });
      return ok({ amount: 50, liveAmount: 67, status: 'open' });
    });
    expect(await store.cashOut(7, 50)).toEqual({
      kind: 'done',
      amount: 50,
      liveAmount: 67,
      status: 'open',
    });
    scripted.on(`POST ${CASH_OUT_PATHS.cashOut(7)}`, () =>
      fail(409, 'refused', {
        ok: false,
        refusal: { code: 'cash_out_value_changed', newValue: 120 },
      }),
    );
    expect(await store.cashOut(7)).toEqual({
      kind: 'refused',
      code: 'cash_out_value_changed',
      newValue: 120,
    });
    expect(store.pending).toBeNull();
  });

  it('sets and removes the auto rule; the offer carries it', async () => {
    const { store, scripted } = setUp();
    store.watch();
    await waitFor(() => store.offer(7)?.value === 150, 'the offer');
    scripted.on(`PUT ${CASH_OUT_PATHS.autoRule(7)}`, (call) => {
      expect(call.body).toEqual({ takeAt: 200, stopAt: null });
      return ok({ couponId: 7, takeAt: 200, stopAt: null });
    });
    expect(await store.saveAutoRule(7, { takeAt: 200, stopAt: null })).toEqual({
      kind: 'saved',
      rule: { takeAt: 200, stopAt: null },
    });
    expect(store.offer(7)?.autoRule).toEqual({ takeAt: 200, stopAt: null });
    scripted.on(`PUT ${CASH_OUT_PATHS.autoRule(7)}`, () =>
      ok({ couponId: 7, takeAt: null, stopAt: null }),
    );
    expect(await store.saveAutoRule(7, { takeAt: null, stopAt: null })).toEqual({
      kind: 'saved',
      rule: null,
    });
    expect(store.offer(7)?.autoRule).toBeNull();
    scripted.on(`PUT ${CASH_OUT_PATHS.autoRule(7)}`, () =>
      fail(409, 'refused', { ok: false, refusal: { code: 'coupon_settled' } }),
    );
    expect(await store.saveAutoRule(7, { takeAt: 300, stopAt: null })).toEqual({
      kind: 'refused',
      code: 'coupon_settled',
    });
    expect(store.pending).toBeNull();
  });
});

describe('checkAutoRule', () => {
  const offer = { value: 150, currencyId: 643 };
  it('takes a line to reach above the value and one to fall to below it', () => {
    expect(checkAutoRule('200', '', offer)).toEqual({
      ok: true,
      rule: { takeAt: 200, stopAt: null },
    });
    expect(checkAutoRule(' 180,50 ', '90.1', offer)).toEqual({
      ok: true,
      rule: { takeAt: 180.5, stopAt: 90.1 },
    });
    // Suspended (no value now): only the order of the lines is checked.
    expect(checkAutoRule('', '10', { value: null, currencyId: 643 })).toMatchObject({ ok: true });
  });

  it('names the error of each field', () => {
    const errors = (take: string, stop: string, value: number | null = 150) => {
      const checked = checkAutoRule(take, stop, { value, currencyId: 643 });
      return checked.ok ? null : checked.errors;
    };
    expect(errors('', '')).toEqual({ takeAt: 'required' });
    expect(errors('abc', '-5')).toEqual({ takeAt: 'not_amount', stopAt: 'not_amount' });
    expect(errors('0', '')).toEqual({ takeAt: 'not_amount' });
    expect(errors('200.001', '')).toEqual({ takeAt: 'not_minor_units' });
    expect(errors('150', '150')).toEqual({
      takeAt: 'take_not_above',
      stopAt: 'stop_not_below',
    });
    expect(errors('100', '120', null)).toEqual({ stopAt: 'stop_not_below_take' });
  });
});

describe('cashOutCredit', () => {
  const taxed = {
    value: 3000,
    liveAmount: 1000,
    currencyId: 643,
    taxRule: { rateBp: 1500, taxFreeMinor: 100_000 },
  };

  it('shows what a cash-out credits: the offer less the winnings tax, as the sale withholds it', () => {
    expect(cashOutCredit(taxed)).toEqual({ gross: 3000, tax: 150, net: 2850 });
    expect(cashOutCredit({ ...taxed, taxRule: null })).toEqual({ gross: 3000, tax: 0, net: 3000 });
    // A part taxed against the share of the stake it sells: 1500.00 sells 500.00, winnings 1000.00.
    expect(cashOutCredit(taxed, 1500)).toEqual({ gross: 1500, tax: 0, net: 1500 });
    expect(cashOutCredit({ ...taxed, value: null })).toBeNull();
  });

  it('checks an auto rule against the value after tax, the one shown', () => {
    // Shown 2850.00: a line to reach at 2900 is above it, one at 2850 is not.
    expect(checkAutoRule('2900', '', taxed)).toMatchObject({ ok: true });
    expect(checkAutoRule('2850', '', taxed)).toEqual({
      ok: false,
      errors: { takeAt: 'take_not_above' },
    });
    expect(checkAutoRule('', '2860', taxed)).toEqual({
      ok: false,
      errors: { stopAt: 'stop_not_below' },
    });
  });
});
