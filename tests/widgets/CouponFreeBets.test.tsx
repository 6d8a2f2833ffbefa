import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import enCoupon from '../../configs/locales/en/coupon.json';
import enMain from '../../configs/locales/en/main.json';
import { PLACED, clickCell, renderSlip, setup } from './couponHarness';

describe('Coupon widget', () => {
  it("offers the customer's free bets, fixes the stake at the chosen one and places with it", async () => {
    const { stores, api } = await setup();
    const freeBet = (id: string, amount: number, expiresAt: string, status = 'active') => ({
      id,
      source: 'grant',
      product: 'sports',
      kind: 'free_bet',
      status,
      amount,
      currencyId: 643,
      required: 0,
      wagered: 0,
      percent: 0,
      remaining: 0,
      minOdds: 1.5,
      gameWeights: null,
      promoCode: null,
      couponId: null,
      creditedAt: '2026-01-01T00:00:00.000Z',
      expiresAt,
      endedAt: null,
    });
    api.on('GET /web-api/office/bonuses', {
      data: {
        bonuses: [
          freeBet('7', 50_000, '2099-03-01T00:00:00.000Z'),
          freeBet('8', 10_000, '2000-01-01T00:00:00.000Z'), // expired
          freeBet('9', 20_000, '2099-03-01T00:00:00.000Z', 'used'),
        ],
      },
    });
    api.on('POST /web-api/coupon/place', {
      data: { ...PLACED, coupons: [{ ...PLACED.coupons[0], isFreeBet: true }] },
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    const picker = (await screen.findByLabelText('Free bet')) as HTMLSelectElement;
    // Only the usable one is offered, with its amount and expiry.
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Stake my own money',
      expect.stringMatching(/^Free bet 500\.00\u00a0₽ until .*2099/),
    ]);
    fireEvent.change(picker, { target: { value: '7' } });
    const stake = screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;
    expect(stake.value).toBe('500');
    expect(stake.readOnly).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Increase stake' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/every selection needs odds of at least 1.5/)).toBeTruthy();
    fireEvent.change(stake, { target: { value: '900' } });
    expect(stores.coupon.loaded.stakes.amountOf({ kind: 'coupon' })).toBe(50_000);

    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByTestId('coupon-success');
    expect(api.callsTo('POST /web-api/coupon/place')[0]!.body).toMatchObject({
      typeId: 1,
      accountId: 1,
      amount: 500,
      freeBetId: 7,
    });
    // The token is used: it is offered no more.
    expect(stores.coupon.loaded.freeBets.usableFreeBets).toEqual([]);
    expect(stores.coupon.loaded.freeBets.freeBetId).toBeNull();
  });

  it('applies a promo code typed in the coupon: its free bet is listed and chosen, a refusal worded', async () => {
    const { stores, api } = await setup();
    const token = {
      id: '12',
      source: 'promo',
      product: 'sports',
      kind: 'free_bet',
      status: 'active',
      amount: 30_000,
      currencyId: 643,
      required: 0,
      wagered: 0,
      percent: 0,
      remaining: 0,
      minOdds: null,
      gameWeights: null,
      promoCode: 'FREE300',
      couponId: null,
      creditedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2099-03-01T00:00:00.000Z',
      endedAt: null,
    };
    let redeemed = false;
    api.on('GET /web-api/office/bonuses', () => ({
      data: { bonuses: redeemed ? [token] : [] },
    }));
    api.on('POST /web-api/promo-codes/redeem', (call) => {
      const code = (call.body as { code?: string }).code;
      if (code !== 'FREE300') {
        return { status: 409, message: 'refused', body: { reason: 'promo_already_used' } };
      }
      redeemed = true;
      const validTo = '2099-03-01T00:00:00.000Z';
      return {
        data: { code, kind: 'free_bet', amount: 30_000, currencyId: 643, multiplier: 1, validTo },
      };
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    const apply = screen.getByRole('button', { name: enCoupon.promo_apply });

    fireEvent.change(field, { target: { value: 'USED1' } });
    fireEvent.click(apply);
    expect((await screen.findByRole('alert')).textContent).toBe(enMain.error_promo_already_used);
    expect(stores.coupon.loaded.freeBets.freeBetId).toBeNull();

    fireEvent.change(field, { target: { value: 'FREE300' } });
    fireEvent.click(apply);
    expect((await screen.findByTestId('coupon-promo-done')).textContent).toMatch(
      /^Free bet of 300\.00\u00a0₽ added/,
    );
    expect(api.callsTo('POST /web-api/promo-codes/redeem').map((c) => c.body)).toEqual([
      { code: 'USED1' },
      { code: 'FREE300' },
    ]);
    expect(stores.coupon.loaded.freeBets.freeBetId).toBe('12');
    expect((screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('300');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('words every free-bet refusal the server answers', async () => {
    const { stores, api } = await setup();
    api.on('POST /web-api/coupon/place', {
      status: 409,
      message: 'refused',
      body: { ok: false, refusals: [{ code: 'free_bet_used' }] },
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(enCoupon.refusal_free_bet_used)).toBeTruthy();
  });
});
