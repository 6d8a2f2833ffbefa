// The office settings' bonus kinds (SPEC section 3 notification settings bonus_type and
// first_deposit_bonus_type): shown from the user config, changed one at a time, the first-deposit
// one shown as final once the first deposit is in, a refusal worded from the dictionary.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import NotificationSettings from '../../widgets/NotificationSettings/NotificationSettings';
import { noSlots } from './harness';
import { renderCustomerWidget, scriptedApi } from './customerHarness';

const settings = (over: Record<string, unknown> = {}) => ({
  bonus_type: null,
  first_deposit_bonus_type: 1,
  first_deposit_open: true,
  ...over,
});

describe('NotificationSettings bonus kinds (office/settings)', () => {
  it('shows the chosen kinds and saves a change', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/config', { data: { bonus_settings: settings() } })
      .on('PUT /web-api/user/bonus-settings', { data: settings({ bonus_type: 2 }) });
    renderCustomerWidget(<NotificationSettings props={{}} slots={noSlots} path="p" />, { api });
    const first = (await screen.findByLabelText('First deposit bonus')) as HTMLSelectElement;
    expect(first.value).toBe('1');
    const promo = screen.getByLabelText('Bonuses from promo codes') as HTMLSelectElement;
    expect(promo.value).toBe('');
    expect(screen.getByRole('option', { name: 'Not chosen (sports or casino)' })).toBeTruthy();
    fireEvent.change(promo, { target: { value: '2' } });
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(api.callsTo('PUT /web-api/user/bonus-settings')[0]!.body).toEqual({ bonus_type: 2 });
    await waitFor(() => expect(promo.value).toBe('2'));
    expect(screen.queryByRole('option', { name: 'Not chosen (sports or casino)' })).toBeNull();
  });

  it('shows the first-deposit choice as final after the deposit, and words a refusal', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/config', {
        data: { bonus_settings: settings({ first_deposit_open: false, bonus_type: 1 }) },
      })
      .on('PUT /web-api/user/bonus-settings', {
        status: 400,
        message: 'refused',
        body: { reason: 'first_deposit_made' },
      });
    renderCustomerWidget(<NotificationSettings props={{}} slots={noSlots} path="p" />, { api });
    expect(
      await screen.findByText(
        'First deposit bonus: Sports bonus. Your first deposit is credited, so this choice is final.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('First deposit bonus')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bonuses from promo codes'), {
      target: { value: '0' },
    });
    expect(
      await screen.findByText(
        'Your first deposit is already credited, so its bonus choice can no longer change.',
      ),
    ).toBeTruthy();
  });
});
