import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import RegistrationForm from '../../widgets/RegistrationForm/RegistrationForm';
import {
  credentialsLines,
  credentialsMailto,
  saveCredentialsFile,
} from '../../widgets/RegistrationForm/credentialsExport';
import { noSlots } from './harness';
import { renderCustomerWidget, scriptedApi } from './customerHarness';

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

  it('marks the field the server names and leaves empty optional fields out', async () => {
    const api = scriptedApi().on('POST /web-api/auth/register', {
      status: 409,
      message: 'email: already registered',
      body: { message: 'email: already registered', field: 'email' },
    });
    renderCustomerWidget(form, { api });
    fireEvent.click(screen.getByRole('button', { name: 'By e-mail' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('email: already registered').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /web-api/auth/register')[0]!.body).toEqual({
      type: 'full_reg',
      country_id: 643,
      currency_id: 643,
      first_deposit_bonus_choice: 0,
      email: 'a@b.co',
      password: 'long-enough',
    });
  });

  it('says social registration is not available when the server answers 501', async () => {
    const api = scriptedApi().on('POST /web-api/auth/register', {
      status: 501,
      message: 'Not Implemented',
    });
    renderCustomerWidget(form, { api, url: '/en/registration/socialregistration' });
    fireEvent.click(screen.getByRole('button', { name: 'Social networks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration through social networks is not available yet.',
    );
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
