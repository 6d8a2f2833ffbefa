import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import PasswordRecovery from '../../widgets/PasswordRecovery/PasswordRecovery';
import { noSlots } from './harness';
import { customerStores, renderCustomerWidget, scriptedApi } from './customerHarness';
import type { ReactElement } from 'react';

/** The widget with its store loaded, as the catalog loads them together (widgets/definitions.ts). */
async function renderRecovery(
  element: ReactElement,
  opts: Omit<Parameters<typeof renderCustomerWidget>[1], 'stores'>,
) {
  const stores = customerStores(opts.api, opts.config);
  await stores.passwordRecovery.load();
  return renderCustomerWidget(element, { ...opts, stores });
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const modal = (
  <>
    <PasswordRecovery props={{ variant: 'modal' }} slots={noSlots} path="pages/home.json" />
    <Where />
  </>
);

describe('PasswordRecovery', () => {
  it('walks request, code, new password and saved, classing a bad code as wrong_code or time_up', async () => {
    let codeAnswer: unknown = { result: 'wrong_code' };
    const api = scriptedApi()
      .on('POST /web-api/auth/password/forgot', { data: { success: true } })
      .on('POST /web-api/auth/password/check-code', () => ({ data: codeAnswer }))
      .on('POST /web-api/auth/password/reset', { data: { success: true } });
    await renderRecovery(
      <PasswordRecovery props={{ variant: 'page' }} slots={noSlots} path="p" />,
      { api, url: '/en/user/passwordreset' },
    );
    fireEvent.change(screen.getByLabelText('E-mail', { selector: 'input[type=email]' }), {
      target: { value: 'me@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong.');

    codeAnswer = { result: 'time_up' };
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The code has expired. Send a new one.'),
    );

    codeAnswer = { result: 'ok' };
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'Saffron-Tunnel-84' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(
      await screen.findByText('The password has been changed. Sign in with the new one.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /web-api/auth/password/reset')[0]!.body).toEqual({
      email: 'me@example.com',
      code: '222222',
      password: 'Saffron-Tunnel-84',
    });
  });

  it('resends the code by phone and cancels back to the start', async () => {
    const api = scriptedApi()
      .on('POST /web-api/auth/password/forgot', { data: { success: true } })
      .on('POST /web-api/auth/password/resend', { data: { success: true } })
      .on('POST /web-api/auth/password/cancel', { data: { success: true } });
    const { stores } = await renderRecovery(modal, {
      api,
      url: '/en/?showForgotPasswordModal=1',
    });
    expect(screen.getByRole('dialog', { name: 'Password recovery' })).toBeTruthy();
    expect(stores.passwordRecovery.loaded.isOpen).toBe(true);
    fireEvent.click(screen.getByLabelText('Phone'));
    // The brand's country gives the calling code; '+', spaces and dashes are not sent.
    expect((screen.getByLabelText('Country calling code') as HTMLInputElement).value).toBe('+7');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '900 123-45-67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('A new code has been sent.')).toBeTruthy();
    expect(api.callsTo('POST /web-api/auth/password/resend')[0]!.body).toEqual({
      phone: '9001234567',
      phone_code: '7',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
    expect(api.callsTo('POST /web-api/auth/password/cancel')).toHaveLength(1);
    expect(stores.passwordRecovery.loaded.step).toBe('request');
    expect(stores.passwordRecovery.loaded.isOpen).toBe(false);
  });

  it('words refusals from the dictionary, never the server message', async () => {
    const refusal = (reason: string, field: string, message: string) => ({
      status: 400,
      message,
      body: { error: 'Bad Request', message, reason, field },
    });
    const api = scriptedApi()
      .on(
        'POST /web-api/auth/password/forgot',
        refusal('invalid_field', 'email', 'body/email must match format "email"'),
      )
      .on('POST /web-api/auth/password/check-code', { data: { result: 'ok' } })
      .on(
        'POST /web-api/auth/password/reset',
        refusal('weak_password', 'password', 'body/password is too easy to guess'),
      );
    const { stores } = await renderRecovery(
      <PasswordRecovery props={{ variant: 'page' }} slots={noSlots} path="p" />,
      { api, url: '/en/user/passwordreset' },
    );
    const email = screen.getByLabelText('E-mail', { selector: 'input[type=email]' });
    fireEvent.change(email, { target: { value: 'me@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the field «E-mail».');

    // The server refuses a weak password the form let through: worded too.
    api.on('POST /web-api/auth/password/forgot', { data: { success: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'Saffron-Tunnel-84' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This password is easy to guess. Use at least 8 characters, such as a few unrelated words, and avoid common passwords, names, dates and repeats.',
      ),
    );
    expect(stores.passwordRecovery.loaded.step).toBe('password');
  });

  it('refuses password1 and aaaaaaa1 before sending, with the rule under the field', async () => {
    const api = scriptedApi()
      .on('POST /web-api/auth/password/forgot', { data: { success: true } })
      .on('POST /web-api/auth/password/check-code', { data: { result: 'ok' } })
      .on('POST /web-api/auth/password/reset', { data: { success: true } });
    await renderRecovery(
      <PasswordRecovery props={{ variant: 'page' }} slots={noSlots} path="p" />,
      { api, url: '/en/user/passwordreset' },
    );
    fireEvent.change(screen.getByLabelText('E-mail', { selector: 'input[type=email]' }), {
      target: { value: 'me@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText('New password');
    expect(screen.getByText(/^At least 8 characters and hard to guess/)).toBeTruthy();
    for (const weak of ['password1', 'aaaaaaa1']) {
      fireEvent.change(password, { target: { value: weak } });
      await waitFor(() =>
        expect(screen.getByTestId('password-strength').textContent).toBe(
          'This password is easy to guess.',
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toMatch(/^This password is easy to guess\. /),
      );
    }
    expect(api.callsTo('POST /web-api/auth/password/reset')).toHaveLength(0);
  });

  it('closing the modal drops showForgotPasswordModal from the URL', async () => {
    await renderRecovery(
      <Routes>
        <Route path="/:lng/" element={modal} />
      </Routes>,
      { api: scriptedApi(), url: '/en/?showForgotPasswordModal=1' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
  });
});
