import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { clickCell, renderSlip, setup } from './couponHarness';

describe('Coupon widget', () => {
  it('shows the express bonus row and removes it', async () => {
    const { stores } = await setup();
    renderSlip(stores, [101, 201, 301]);
    for (const id of [101, 201, 301]) await clickCell(id);
    expect(screen.getByTestId('coupon-bonus-bet').textContent).toContain('Express bonus: odds +3%');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the express bonus' }));
    expect(screen.queryByTestId('coupon-bonus-bet')).toBeNull();
    expect(stores.coupon.loaded.extras.manuallyDeletedBonusBet).toBe(true);
  });

  it('saves the slip to a code and loads one', async () => {
    const { stores, api } = await setup({ signedIn: false });
    api.on('POST /web-api/coupon/save', { data: { code: 'QWER7890' } });
    api.on('GET /web-api/coupon/load/ZZZZ9999', { status: 404, message: 'not found' });
    renderSlip(stores, [101]);
    await clickCell(101);
    fireEvent.click(screen.getByRole('button', { name: 'Save slip to a code' }));
    expect((await screen.findByTestId('coupon-saved-code')).textContent).toBe(
      'Slip code: QWER7890',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Slip code' }), {
      target: { value: 'zzzz9999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('No slip with this code.')).toBeTruthy();
    expect(stores.coupon.loaded.slip.count).toBe(1);
  });

  it('is a bottom bar with the count and possible win on narrow widths', async () => {
    const { stores } = await setup();
    stores.ui.setViewport(800, 600);
    renderSlip(stores, [101]);
    await clickCell(101);
    const bar = screen.getByRole('button', { name: /Open the bet slip: 1 selections/ });
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('coupon')).toBeNull();
    fireEvent.click(bar);
    expect(screen.getByTestId('coupon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the bet slip' }));
    expect(screen.queryByTestId('coupon')).toBeNull();
  });

  it('renders right to left in Arabic with the Arabic texts', async () => {
    const { stores } = await setup();
    renderSlip(stores, [101], 'ar');
    await clickCell(101);
    expect(screen.getByRole('heading', { name: /قسيمة الرهان/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ضع الرهان' })).toBeTruthy();
  });
});
