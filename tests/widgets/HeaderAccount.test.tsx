import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import HeaderAccount from '../../widgets/HeaderAccount/HeaderAccount';
import { useCloseDialog } from '../../widgets/shared/DialogContext';
import { testConfig } from './harness';
import {
  customerStores,
  renderCustomerWidget,
  RUB_ACCOUNTS,
  scriptedApi,
  signIn,
} from './customerHarness';

/** A slot with state of its own, as the registration form has (the generated credentials). */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`clicked ${count}`}
    </button>
  );
}

function CloseButton({ label }: { label: string }) {
  const close = useCloseDialog();
  return (
    <button type="button" onClick={() => close?.()}>
      {label}
    </button>
  );
}

const slots = {
  signIn: <CloseButton label="sign-in slot" />,
  registration: <CloseButton label="registration slot" />,
};
const account = <HeaderAccount props={{}} slots={slots} path="parts/header.json#/body" />;

const TWO_ACCOUNTS = {
  ...RUB_ACCOUNTS,
  all_accounts: [
    ...RUB_ACCOUNTS.all_accounts,
    {
      id: 3,
      iso: 'USD',
      symbol: '$',
      currencyId: 840,
      type: 9,
      money: 2500,
      points: 0,
      label: null,
      isActive: false,
    },
  ],
};

describe('HeaderAccount', () => {
  it('offers sign-in and registration to guests, each opening its slot in a dialog', () => {
    const api = scriptedApi();
    const { stores } = renderCustomerWidget(account, {
      api,
      config: testConfig({ isRegistrationAllowed: true }),
    });
    const signInButton = screen.getByRole('button', { name: 'Sign in' });
    signInButton.focus(); // as a click does in a browser
    fireEvent.click(signInButton);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(stores.authForm.isOpen).toBe(true);
    // Focus moves into the dialog content.
    expect(document.activeElement).toBe(within(dialog).getByText('sign-in slot'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stores.authForm.isOpen).toBe(false);
    expect(document.activeElement).toBe(signInButton);

    fireEvent.click(screen.getByRole('button', { name: 'Registration' }));
    const registration = screen.getByRole('dialog', { name: 'Registration' });
    expect(stores.authForm.isRegistrationOpen).toBe(true);
    // The slot content closes its own dialog (after one-click registration, say).
    fireEvent.click(within(registration).getByText('registration slot'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens registration as a right-side panel when configured so', () => {
    renderCustomerWidget(
      <HeaderAccount props={{ registrationPlacement: 'side' }} slots={slots} path="p" />,
      { api: scriptedApi(), config: testConfig({ isRegistrationAllowed: true }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Registration' }));
    const panel = screen.getByRole('dialog', { name: 'Registration' });
    expect(panel.parentElement!.dataset.placement).toBe('side');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' }).parentElement!.dataset.placement).toBe(
      'center',
    );
  });

  it('keeps Tab inside the open dialog', () => {
    renderCustomerWidget(account, { api: scriptedApi() });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    const [close, content] = within(dialog).getAllByRole('button');
    content!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(content);
  });

  it('hides registration where the site forbids it or is a VIP domain (SPEC section 5)', () => {
    renderCustomerWidget(account, {
      api: scriptedApi(),
      config: testConfig({ isRegistrationAllowed: true, isVipDomain: true }),
    });
    expect(screen.queryByRole('button', { name: 'Registration' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the active balance, the account switcher, deposit and sign-out when signed in', async () => {
    const api = scriptedApi()
      .on('GET /web-api/account/data', { data: TWO_ACCOUNTS })
      .on('POST /web-api/account/active', { data: { success: true } })
      .on('POST /web-api/auth/disconnect', { data: { success: true } });
    const stores = customerStores(api, testConfig({ isRegistrationAllowed: true }));
    signIn(stores);
    renderCustomerWidget(account, { api, stores });
    await waitFor(() =>
      expect(screen.getByTestId('header-balance').textContent).toBe('1\u202f500.50\u00a0₽'),
    );
    const switcher = screen.getByLabelText('Account') as HTMLSelectElement;
    // Main and currency accounts; the bonus account is not one to switch to.
    expect([...switcher.options].map((o) => o.textContent)).toEqual([
      'RUB: 1\u202f500.50\u00a0₽',
      'USD: 25.00\u00a0$',
    ]);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/en/office/recharge',
    );
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/en/office/account',
    );

    fireEvent.change(switcher, { target: { value: '3' } });
    await waitFor(() => expect(api.callsTo('POST /web-api/account/active')).toHaveLength(1));
    expect(api.callsTo('POST /web-api/account/active')[0]!.body).toEqual({ id: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(stores.session.isAuthenticated).toBe(false));
    expect(api.callsTo('POST /web-api/auth/disconnect')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  // SPEC section 6: a guarded page sends a guest home with the page asked for in the address.
  it('says when the account is frozen, and shows the active bonuses together (SPEC section 3)', async () => {
    const api = scriptedApi().on('GET /web-api/account/data', {
      data: {
        ...RUB_ACCOUNTS,
        isAccountFrozen: true,
        bonuses: [
          { idBonus: 7, money: 50000 },
          { idBonus: 9, money: 2550 },
        ],
      },
    });
    const stores = customerStores(api, testConfig({}));
    signIn(stores);
    renderCustomerWidget(account, { api, stores });
    const frozen = await screen.findByTestId('header-account-frozen');
    expect(frozen.textContent).toContain('Account frozen');
    expect(frozen.textContent).toContain('Bets, deposits and withdrawals are suspended');
    expect(screen.getByTestId('header-bonuses').textContent).toBe('Bonuses: 525.50\u00a0₽');

    // The plain account: no notice, no bonus line.
    act(() => stores.account.reset());
    api.on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
    await act(async () => void (await stores.account.load()));
    expect(screen.queryByTestId('header-account-frozen')).toBeNull();
    expect(screen.queryByTestId('header-bonuses')).toBeNull();
  });

  it('opens the sign-in dropdown for a guest sent with a return address, and signing in goes there', async () => {
    const api = scriptedApi().on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
    const { stores, router } = renderCustomerWidget(account, {
      api,
      url: `/en/?returnUrl=${encodeURIComponent('/en/office/historypay?tab=2')}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(stores.authForm.isOpen).toBe(true);
    act(() => signIn(stores));
    // The form's own close after signing in (useAfterSignIn) is the slot's close button here.
    fireEvent.click(within(dialog).getByText('sign-in slot'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The slot only closes: the return itself is useAfterSignIn's (tests/widgets/AuthForm.test.tsx).
    expect(router.state.location.pathname).toBe('/en/');
  });

  it('closed without signing in, the dropdown drops the return address; an off-site one opens nothing', async () => {
    const api = scriptedApi();
    const { router } = renderCustomerWidget(account, {
      api,
      url: `/en/?x=1&returnUrl=${encodeURIComponent('/en/office/account')}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate(`/en/?returnUrl=${encodeURIComponent('//evil.example/x')}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the registration dialog and its state when the registration signs the visitor in', () => {
    const api = scriptedApi().on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
    const { stores } = renderCustomerWidget(
      <HeaderAccount props={{}} slots={{ ...slots, registration: <Counter /> }} path="p" />,
      { api, config: testConfig({ isRegistrationAllowed: true }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Registration' }));
    fireEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    act(() => signIn(stores));
    const dialog = screen.getByRole('dialog', { name: 'Registration' });
    expect(within(dialog).getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
