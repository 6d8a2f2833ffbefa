import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import SportsSettingsMenu from '../../widgets/SportsSettingsMenu/SportsSettingsMenu';
import { renderWidget } from './harness';
import { PLACED, clickCell, couponI18n, renderSlip, setup } from './couponHarness';

describe('Coupon widget', () => {
  it('changes settings: odds changes, one-click with its confirmation, then one-click bets', async () => {
    const { stores, api } = await setup();
    api.on('POST /web-api/coupon/place', {
      data: { ...PLACED, coupons: [{ ...PLACED.coupons[0]!, typeId: 0 }] },
    });
    renderSlip(stores, [101, 302]);
    await clickCell(101);
    const toggle = screen.getByRole('button', { name: /Bet slip settings/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const askMe = screen.getByRole('radio', { name: 'Ask me every time' });
    fireEvent.click(askMe);
    expect(stores.coupon.loaded.settings.settings.changeCoefAction).toBe(0);
    expect(
      (screen.getByRole('radio', { name: 'Accept any change' }) as HTMLInputElement).checked,
    ).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: 'One-click bet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn on one-click betting?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my selections' }));
    expect(stores.coupon.loaded.slip.count).toBe(1);
    expect(stores.coupon.loaded.oneClick.isOneClickActive).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'One-click bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the slip and turn on' }));
    expect(stores.coupon.loaded.slip.count).toBe(0);
    expect(screen.getByTestId('coupon-one-click-on')).toBeTruthy();

    await clickCell(302);
    await screen.findByTestId('coupon-success');
    expect(api.callsTo('POST /web-api/coupon/place')[0]!.body).toMatchObject({
      typeId: 9,
      bets: [{ outcomeId: 302, gameId: 3, coef: 3.2 }],
      amountByBetId: { 302: 150 },
    });
    expect(stores.coupon.loaded.slip.count).toBe(0);
  });
});

describe('SportsSettingsMenu widget', () => {
  it('opens the settings panel from a button and closes it with Escape', async () => {
    const { stores } = await setup({ signedIn: false });
    renderWidget(
      <SportsSettingsMenu props={{}} slots={{ items: <p>odds format here</p> }} path="" />,
      { stores, i18n: couponI18n() },
    );
    const button = screen.getByRole('button', { name: 'Display settings' });
    expect(screen.queryByText('odds format here')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Display settings' })).toBeTruthy();
    expect(screen.getByText('odds format here')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
