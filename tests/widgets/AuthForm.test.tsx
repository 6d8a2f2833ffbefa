import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import AuthForm from '../../widgets/AuthForm/AuthForm';
import { DialogCloseContext } from '../../widgets/shared/DialogContext';
import { noSlots } from './harness';
import { customerStores, renderCustomerWidget, scriptedApi } from './customerHarness';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const form = <AuthForm props={{ level: 1 }} slots={noSlots} path="pages/login.json#/body" />;

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AuthForm', () => {
  it('signs in with e-mail or ID and password, sending the remember flag', async () => {
    const api = scriptedApi()
      .on('POST /web-api/auth/login', { data: { success: true, user_id: 10000001 } })
      .on('GET /web-api/session', { data: { user_id: 10000001, ban_level: 0 } });
    const { stores } = renderCustomerWidget(form, { api, url: '/en/user/login' });
    type('E-mail or account ID', '10000001');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(stores.session.isAuthenticated).toBe(true));
    expect(api.callsTo('POST /web-api/auth/login')[0]!.body).toEqual({
      login: '10000001',
      password: 'secret-pass',
      remember: false,
    });
  });

  it('on the sign-in page, goes to the return URL afterwards', async () => {
    const api = scriptedApi().on('POST /web-api/auth/login', {
      data: { success: true, user_id: 3 },
    });
    renderCustomerWidget(
      <Routes>
        <Route path="/:lng/user/login" element={form} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { api, url: '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistorypay' },
    );
    type('E-mail or account ID', '3');
    type('Password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/en/office/historypay'),
    );
  });

  it('words a refused sign-in by its reason and stays a guest', async () => {
    const api = scriptedApi().on('POST /web-api/auth/login', {
      status: 401,
      message: 'login or password is wrong',
      body: { message: 'login or password is wrong', reason: 'wrong_credentials' },
    });
    const { stores } = renderCustomerWidget(form, { api });
    type('E-mail or account ID', 'someone@example.com');
    type('Password', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong login or password.');
    expect(stores.session.isAuthenticated).toBe(false);
  });

  it('asks for the two-step code when the server requires it, then completes the sign-in', async () => {
    const api = scriptedApi()
      .on('POST /web-api/auth/login', { data: { success: false, two_step_required: true } })
      .on('POST /web-api/auth/login/two-step', { data: { success: true, user_id: 7 } });
    const { stores } = renderCustomerWidget(form, { api });
    type('E-mail or account ID', '7');
    type('Password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Two-step code');
    expect(stores.authForm.currentForm).toBe('login_password_two_step_code');
    expect(screen.queryByRole('button', { name: 'SMS code' })).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(stores.session.isAuthenticated).toBe(true));
    expect(api.callsTo('POST /web-api/auth/login/two-step')[0]!.body).toMatchObject({
      code: '123456',
    });
  });

  it('offers the phone and SMS forms; the SMS form sends the code first', async () => {
    const api = scriptedApi()
      .on('POST /web-api/auth/sms/send', { data: { success: true } })
      .on('POST /web-api/auth/login/sms', { data: { success: true, user_id: 9 } });
    const { stores } = renderCustomerWidget(form, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Phone and password' }));
    expect(stores.authForm.currentForm).toBe('phone_password');
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'SMS code' }));
    expect(screen.getByRole('button', { name: 'SMS code' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    type('Country calling code', '7');
    type('Phone number', '9001234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The code has been sent by SMS.')).toBeTruthy();
    expect(api.callsTo('POST /web-api/auth/sms/send')[0]!.body).toEqual({
      'phone-number': '9001234567',
      'phone-code': '7',
    });
    type('Code from the SMS', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(stores.session.isAuthenticated).toBe(true));
    expect(api.callsTo('POST /web-api/auth/login/sms')[0]!.body).toEqual({
      phone: '9001234567',
      phone_code: '7',
      code: '654321',
      remember: true,
    });
  });

  it('closes the dialog it sits in after signing in', async () => {
    const api = scriptedApi().on('POST /web-api/auth/login', {
      data: { success: true, user_id: 5 },
    });
    let closed = 0;
    renderCustomerWidget(
      <DialogCloseContext.Provider value={() => (closed += 1)}>{form}</DialogCloseContext.Provider>,
      { api },
    );
    type('E-mail or account ID', '5');
    type('Password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(closed).toBe(1));
  });

  it('in a dialog on a page carrying a return address, closes it and goes there (SPEC section 6)', async () => {
    const api = scriptedApi().on('POST /web-api/auth/login', {
      data: { success: true, user_id: 5 },
    });
    let closed = 0;
    const { router } = renderCustomerWidget(
      <DialogCloseContext.Provider value={() => (closed += 1)}>{form}</DialogCloseContext.Provider>,
      { api, url: `/en/?returnUrl=${encodeURIComponent('/en/office/historypay?tab=2')}` },
    );
    type('E-mail or account ID', '5');
    type('Password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/historypay'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(closed).toBe(1);
  });

  it('in a dialog, an off-site return address is ignored: the customer stays', async () => {
    const api = scriptedApi().on('POST /web-api/auth/login', {
      data: { success: true, user_id: 5 },
    });
    let closed = 0;
    const { router } = renderCustomerWidget(
      <DialogCloseContext.Provider value={() => (closed += 1)}>{form}</DialogCloseContext.Provider>,
      { api, url: `/en/live?returnUrl=${encodeURIComponent('//evil.example/x')}` },
    );
    type('E-mail or account ID', '5');
    type('Password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(router.state.location.pathname).toBe('/en/live');
  });

  it('shows the auto-logoff notice until the next sign-in', async () => {
    const api = scriptedApi().on('POST /web-api/auth/login', {
      data: { success: true, user_id: 5 },
    });
    const stores = customerStores(api);
    act(() => {
      stores.session.autoLogoffNoticeShown = true;
    });
    renderCustomerWidget(form, { api, stores });
    expect(screen.getByText('You were signed out after a period of inactivity.')).toBeTruthy();
    type('E-mail or account ID', '5');
    type('Password', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.queryByText('You were signed out after a period of inactivity.')).toBeNull(),
    );
  });
});
