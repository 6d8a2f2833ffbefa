import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import RegistrationForm from '../../widgets/RegistrationForm/RegistrationForm';
import {
  credentialsLines,
  credentialsMailto,
  saveCredentialsFile,
} from '../../widgets/RegistrationForm/credentialsExport';
import { noSlots, testConfig } from './harness';
import { customerStores, renderCustomerWidget, scriptedApi } from './customerHarness';

const form = (
  <RegistrationForm props={{ variant: 'page' }} slots={noSlots} path="pages/registration.json" />
);

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(); FileReader reads it. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('RegistrationForm', () => {
  it('registers in one click with country, currency and bonus choice, then shows the generated ID and password', async () => {
    const api = scriptedApi().on('POST /web-api/auth/register', {
      data: { success: true, user_id: 10000042, login: '10000042', password: 'Gen3rated-Pw' },
    });
    const { stores } = renderCustomerWidget(form, { api, url: '/en/registration' });
    expect(screen.getByRole('button', { name: 'One click' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: '840' } });
    fireEvent.click(screen.getByLabelText('Casino bonus'));
    fireEvent.click(screen.getByRole('button', { name: 'Register in one click' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeTruthy();
    expect(screen.getByTestId('generated-login').textContent).toBe('10000042');
    expect(screen.getByTestId('generated-password').textContent).toBe('Gen3rated-Pw');
    expect(stores.session.isAuthenticated).toBe(true);
    expect(api.callsTo('POST /web-api/auth/register')[0]!.body).toEqual({
      type: 'fast_reg',
      country_id: 643,
      currency_id: 840,
      first_deposit_bonus_choice: 2,
    });
  });

  it('sends the promo code and the phone fields of phone registration', async () => {
    const api = scriptedApi()
      .on('POST /web-api/auth/sms/send', { data: { success: true } })
      .on('POST /web-api/auth/register', { data: { success: true, user_id: 5, login: '5' } });
    renderCustomerWidget(form, { api });
    fireEvent.click(screen.getByRole('button', { name: 'By phone' }));
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9001112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('The code has been sent by SMS.');
    expect(api.callsTo('POST /web-api/auth/sms/send')[0]!.body).toEqual({
      'phone-number': '9001112233',
      'phone-code': '7',
      purpose: 'phone_reg',
    });
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Promo code (optional)'), {
      target: { value: 'WELCOME' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo('POST /web-api/auth/register')).toHaveLength(1));
    expect(api.callsTo('POST /web-api/auth/register')[0]!.body).toMatchObject({
      type: 'phone_reg',
      phone: '9001112233',
      phone_code: '7',
      sms_code: '123456',
      ref_code: 'WELCOME',
      first_deposit_bonus_choice: 0,
    });
  });

  it('marks the field the server names, in the page language, and leaves empty optional fields out', async () => {
    const message = 'email: already registered';
    const api = scriptedApi()
      .on('POST /web-api/auth/email/send', { data: { success: true } })
      .on('POST /web-api/auth/register', {
        status: 409,
        message,
        body: { error: 'Conflict', message, reason: 'email_taken', field: 'email' },
      });
    renderCustomerWidget(form, { api });
    fireEvent.click(screen.getByRole('button', { name: 'By e-mail' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to the e-mail' }));
    await screen.findByText('We have sent a code to this e-mail.');
    expect(api.callsTo('POST /web-api/auth/email/send')[0]!.body).toEqual({ email: 'a@b.co' });
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), {
      target: { value: '123456' },
    });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Lantern-Orbit-62' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      screen.getAllByText('This e-mail is already registered. Sign in or recover your password.')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(message)).toBeNull();
    expect(api.callsTo('POST /web-api/auth/register')[0]!.body).toEqual({
      type: 'full_reg',
      country_id: 643,
      currency_id: 643,
      first_deposit_bonus_choice: 0,
      email: 'a@b.co',
      email_code: '123456',
      password: 'Lantern-Orbit-62',
    });
  });

  it("offers the brand's providers with the chosen currency and country on the social tab", async () => {
    const api = scriptedApi().on('GET /social-api/providers', {
      data: { providers: [{ id: 'google', name: 'Google' }], oneTapProvider: 'google' },
    });
    // The catalog loads the social sign-in store with the form (widgets/definitions.ts).
    const stores = customerStores(api);
    await stores.social.load();
    renderCustomerWidget(form, { api, stores, url: '/en/registration/socialregistration' });
    fireEvent.click(screen.getByRole('button', { name: 'Social networks' }));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: '840' } });
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe(
      '/social-api/oauth/google/start?purpose=sign_in&lang=en&currency=840&countryId=643',
    );
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(api.callsTo('POST /web-api/auth/register')).toEqual([]);
  });

  it('words the refusal a provider sign-in came back with', async () => {
    const api = scriptedApi().on('GET /social-api/providers', {
      data: { providers: [{ id: 'google', name: 'Google' }], oneTapProvider: null },
    });
    const stores = customerStores(api);
    await stores.social.load();
    renderCustomerWidget(form, {
      api,
      stores,
      url: '/en/registration/socialregistration?socialError=id_token_expired',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Social networks' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in has expired. Please try again.',
    );
  });
});

describe('RegistrationForm phone number', () => {
  it('fills the calling code from the chosen country and sends it with or without +', async () => {
    const api = scriptedApi().on('POST /web-api/auth/sms/send', { data: { success: true } });
    renderCustomerWidget(form, { api });
    fireEvent.click(screen.getByRole('button', { name: 'By phone' }));
    const code = screen.getByLabelText('Country calling code') as HTMLInputElement;
    expect(code.value).toBe('+7');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '804' } });
    expect(code.value).toBe('+380');
    expect(screen.getByText('The number without the country code: 9 digits.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone number'), {
      target: { value: '(50) 123-45-67' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('The code has been sent by SMS.');
    fireEvent.change(code, { target: { value: '380' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(api.callsTo('POST /web-api/auth/sms/send')).toHaveLength(2));
    for (const call of api.callsTo('POST /web-api/auth/sms/send')) {
      expect(call.body).toEqual({
        'phone-number': '501234567',
        'phone-code': '380',
        purpose: 'phone_reg',
      });
    }
  });

  it('words a refused phone from the dictionary, never the server pattern', async () => {
    const pattern = 'body/phone-number must match pattern "^[0-9]{4,15}$"';
    const api = scriptedApi().on('POST /web-api/auth/sms/send', {
      status: 400,
      message: pattern,
      body: {
        error: 'Bad Request',
        message: pattern,
        reason: 'invalid_field',
        field: 'phone-number',
        rule: 'pattern',
      },
    });
    renderCustomerWidget(form, { api });
    fireEvent.click(screen.getByRole('button', { name: 'By phone' }));
    // Too short for the country: the form says so without asking the server.
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '916 11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('Check the field «Phone».').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: '+999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Country calling code').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getAllByText('Check the field «Phone code».').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /web-api/auth/sms/send')).toHaveLength(0);
    // The server's refusal of the number, at the phone field, in words.
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: '+7' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9161112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.callsTo('POST /web-api/auth/sms/send')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getAllByText('Check the field «Phone number».').length).toBeGreaterThan(0),
    );
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(pattern)).toBeNull();
  });
});

describe('RegistrationForm date of birth and password', () => {
  const byEmail = (api: ReturnType<typeof scriptedApi>, minimumAge = 18) => {
    renderCustomerWidget(form, { api, config: { ...testConfig(), minimumAge } });
    fireEvent.click(screen.getByRole('button', { name: 'By e-mail' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), {
      target: { value: '123456' },
    });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
  };
  const yearsAgo = (years: number) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    return d.toISOString().slice(0, 10);
  };

  // A date input gives no impossible day (2023-02-30 reads as empty); the server refuses one.
  it("refuses an age under the brand's minimum and a future date before sending", async () => {
    const api = scriptedApi().on('POST /web-api/auth/register', {
      data: { success: true, user_id: 7, login: 'sam@example.com' },
    });
    byEmail(api, 21);
    expect(screen.getByText('You must be at least 21 years old.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Lantern-Orbit-62' },
    });
    const birthday = screen.getByLabelText('Date of birth');
    const cases = [
      [yearsAgo(11), 'Betting is for adults only. Check the date of birth.'],
      [yearsAgo(19), 'Betting is for adults only. Check the date of birth.'],
      ['2031-05-20', 'The date cannot be in the future.'],
    ] as const;
    for (const [value, text] of cases) {
      fireEvent.change(birthday, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
      expect(birthday.getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.callsTo('POST /web-api/auth/register')).toHaveLength(0);
    fireEvent.change(birthday, { target: { value: yearsAgo(21) } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo('POST /web-api/auth/register')).toHaveLength(1));
  });

  it('shows the password rule, says while typing whether it is met, and refuses password1 before sending', async () => {
    const api = scriptedApi().on('POST /web-api/auth/register', {
      data: { success: true, user_id: 7, login: 'sam@example.com' },
    });
    byEmail(api);
    expect(
      screen.getByText(
        'At least 8 characters and hard to guess: a few unrelated words work well. Avoid common passwords, your name or e-mail, dates and repeats.',
      ),
    ).toBeTruthy();
    const password = screen.getByLabelText('New password');
    const strength = screen.getByTestId('password-strength');
    for (const weak of ['password1', 'aaaaaaa1']) {
      fireEvent.change(password, { target: { value: weak } });
      await waitFor(() => expect(strength.textContent).toBe('This password is easy to guess.'));
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
      expect(
        screen.getAllByText(
          'This password is easy to guess. Use at least 8 characters, such as a few unrelated words, and avoid common passwords, names, dates and repeats.',
        ).length,
      ).toBeGreaterThan(0);
    }
    expect(api.callsTo('POST /web-api/auth/register')).toHaveLength(0);
    fireEvent.change(password, { target: { value: 'Lantern-Orbit-62' } });
    await waitFor(() => expect(strength.textContent).toBe('This password is hard to guess.'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo('POST /web-api/auth/register')).toHaveLength(1));
  });

  it('words a weak_password refusal of the server at the password field', async () => {
    const api = scriptedApi().on('POST /web-api/auth/register', {
      status: 400,
      message: 'body/password is too easy to guess',
      body: {
        error: 'Bad Request',
        message: 'body/password is too easy to guess',
        reason: 'weak_password',
        field: 'password',
      },
    });
    byEmail(api);
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Lantern-Orbit-62' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByText('body/password is too easy to guess')).toBeNull();
  });
});

describe('credential save choices', () => {
  const lines = credentialsLines(
    { login: '10000042', password: 'Pw 1&2' },
    { site: 'Aurora Bet', login: 'Account ID', password: 'Password' },
  );

  it('writes the site, ID and password one a line', () => {
    expect(lines).toEqual(['Aurora Bet', 'Account ID: 10000042', 'Password: Pw 1&2']);
  });

  it('downloads the lines as a text file through a Blob URL and revokes it', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:credentials';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveCredentialsFile(lines);
    expect(clicked[0]!.download).toBe('account.txt');
    expect(clicked[0]!.href).toBe('blob:credentials');
    expect(await blobText(blobs[0]!)).toBe('Aurora Bet\nAccount ID: 10000042\nPassword: Pw 1&2\n');
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:credentials'));
  });

  it('builds a mailto: link to the typed address with the same lines', () => {
    const url = credentialsMailto('me@example.com', 'Your account', lines);
    expect(url.startsWith('mailto:me%40example.com?')).toBe(true);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.get('subject')).toBe('Your account');
    expect(query.get('body')).toBe(lines.join('\n'));
    expect(url).not.toContain('+');
  });
});
