import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import DepositForm from '../../widgets/DepositForm/DepositForm';
import AuthForm from '../../widgets/AuthForm/AuthForm';
import { renderCustomerWidget, scriptedApi } from './customerHarness';
import { createRootStore } from '../../stores';
import { noSlots, renderWidget, testConfig } from './harness';
import { RUB, ok, recordingApi, refused } from '../stores/limitsFixtures';
import { NOW_S, limitsI18n, textOf } from './limitsHarness';

describe('DepositForm and the deposit limit', () => {
  it('says clearly what the deposit limit still allows when a deposit is refused', async () => {
    const fake = recordingApi({
      'GET /web-api/account/data': ok({
        balance: 6_000,
        bonus: 0,
        all_accounts: [
          {
            id: 1,
            iso: 'RUB',
            symbol: '₽',
            currencyId: RUB,
            type: 0,
            money: 6_000,
            points: 0,
            label: null,
            isActive: true,
          },
        ],
        is_available_first_deposit_bonus: false,
      }),
      'POST /web-api/payments/deposit': refused(403, {
        reason: 'limit_deposit_exceeded',
        remaining: 4_000,
        message: 'over the limit',
      }),
    });
    const stores = createRootStore({ api: fake.api, config: testConfig() });
    await stores.account.load();
    renderWidget(<DepositForm props={{}} slots={noSlots} path="p" />, {
      stores,
      i18n: limitsI18n('en'),
    });
    fireEvent.change(screen.getByLabelText('Amount to deposit, RUB'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This deposit is more than your deposit limit leaves.',
    );
    const detail = screen.getByTestId('deposit-limit-refusal');
    expect(textOf(detail)).toContain(
      'Your deposit limit lets you deposit up to 40.00 ₽ more right now.',
    );
    expect(within(detail).getByRole('link', { name: 'See my limits' }).getAttribute('href')).toBe(
      '/en/office/responsible',
    );
  });
});

describe('Sign-in refused by a limit', () => {
  it('says why and until when', async () => {
    const endsAt = NOW_S + 7 * 86_400;
    const api = scriptedApi().on('POST /web-api/auth/login', {
      status: 403,
      message: 'self-excluded',
      body: { reason: 'self_excluded', endsAt, message: 'self-excluded' },
    });
    renderCustomerWidget(<AuthForm props={{ level: 1 }} slots={noSlots} path="p" />, {
      api,
      url: '/en/user/login',
    });
    fireEvent.change(screen.getByLabelText('E-mail or account ID'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have excluded yourself from play. Your account is closed until the self-exclusion ends.',
    );
    // In the site's time zone (the SPEC section 9 default, UTC+3, 24-hour clock), not the browser's.
    const until = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
      hour12: false,
    }).format(new Date(endsAt * 1000 + 3 * 3_600_000));
    expect(textOf(screen.getByTestId('sign-in-refused-until'))).toBe(
      `Until ${until.replace(/[\u00a0\u202f]/g, ' ')}.`,
    );
  });
});
