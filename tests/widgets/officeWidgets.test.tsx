import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import PersonalDataForm from '../../widgets/PersonalDataForm/PersonalDataForm';
import SecurityPanel from '../../widgets/SecurityPanel/SecurityPanel';
import NotificationSettings from '../../widgets/NotificationSettings/NotificationSettings';
import ConfirmTerms from '../../widgets/ConfirmTerms/ConfirmTerms';
import { noSlots } from './harness';
import { customerStores, renderCustomerWidget, scriptedApi, signIn } from './customerHarness';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('PersonalDataForm (office/account)', () => {
  it('shows the identity, and saves only the fields the customer changed', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/personal-data', {
        data: {
          user_login: '10000001',
          user_email: null,
          user_phone_number: '79001234567',
          user_name: 'Ivan',
          user_surname: null,
        },
      })
      .on('PUT /web-api/user/personal-data', { data: { success: true } });
    renderCustomerWidget(<PersonalDataForm props={{}} slots={noSlots} path="p" />, { api });
    // The identity's place is there before its values (the form below does not move).
    const facts = screen.getByText('Account ID').closest('dl')!;
    expect(facts.getAttribute('aria-busy')).toBe('true');
    expect(facts.querySelectorAll('dd .shimmer')).toHaveLength(3);
    expect(await screen.findByText('10000001')).toBeTruthy();
    expect(facts.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('not set')).toBeTruthy();
    // The phone is not typed here: it is bound under security (SPEC section 4 "Phone bind").
    expect(
      screen
        .getByRole('link', { name: 'Bind or change the phone under Security' })
        .getAttribute('href'),
    ).toBe('/en/office/security');
    const name = screen.getByLabelText('First name') as HTMLInputElement;
    expect(name.value).toBe('Ivan');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Petrov' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-01' } });
    fireEvent.click(save);
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(api.callsTo('PUT /web-api/user/personal-data')[0]!.body).toEqual({
      user_surname: 'Petrov',
      user_birthday_date: '1990-05-01',
    });
  });

  it('puts the refusal on the field the server names', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/personal-data', { data: { user_login: '1' } })
      .on('PUT /web-api/user/personal-data', {
        status: 400,
        message: 'user_birthday_date: the customer must be at least 18',
        body: {
          message: 'user_birthday_date: the customer must be at least 18',
          reason: 'too_young',
          field: 'user_birthday_date',
        },
      });
    renderCustomerWidget(<PersonalDataForm props={{}} slots={noSlots} path="p" />, { api });
    await screen.findByText('1');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Betting is for adults only. Check the date of birth.',
    );
  });
});

describe('PersonalDataForm load failure', () => {
  it('says so in place of the identity', async () => {
    const api = scriptedApi().on('GET /web-api/user/personal-data', {
      status: 503,
      message: 'down',
    });
    renderCustomerWidget(<PersonalDataForm props={{}} slots={noSlots} path="p" />, { api });
    const alert = await screen.findByRole('alert');
    // Worded from the dictionary, not the server's message.
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('down');
    expect(screen.queryByText('Account ID')).toBeNull();
  });
});

describe('SecurityPanel (office/security)', () => {
  it.each([
    [20, 'weak'],
    [50, 'normal'],
    [70, 'good'],
    [100, 'full'],
  ])('shows protection level %i as %s, with the methods', async (level, grade) => {
    const api = scriptedApi().on('GET /web-api/user/config', {
      data: {
        protection_level: level,
        protection_methods: { enable_phone_binding: true, enable_two_factor_auth: false },
      },
    });
    renderCustomerWidget(<SecurityPanel props={{}} slots={noSlots} path="p" />, { api });
    expect(await screen.findByText(`${level} of 100 — ${grade}`)).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Protection level' }).getAttribute('value')).toBe(
      String(level),
    );
    expect(screen.getByText('Phone bound: on')).toBeTruthy();
    expect(screen.getByText('Two-step verification: off')).toBeTruthy();
  });

  it('changes the password and then checks the session, which the server has ended', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/config', { data: { protection_level: 10 } })
      .on('POST /web-api/user/password', { data: { success: true } })
      .on('GET /web-api/auth/check', { data: { user_id: null } });
    const stores = customerStores(api);
    signIn(stores);
    renderCustomerWidget(<SecurityPanel props={{}} slots={noSlots} path="p" />, { api, stores });
    const form = screen.getByRole('form', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText('Current password'), {
      target: { value: 'old-password' },
    });
    fireEvent.change(within(form).getByLabelText('New password'), {
      target: { value: 'new-password-1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The password has been changed. Sign in again with the new password.',
    );
    expect(api.callsTo('POST /web-api/user/password')[0]!.body).toEqual({
      old_password: 'old-password',
      new_password: 'new-password-1',
    });
    await waitFor(() => expect(stores.session.isAuthenticated).toBe(false));
  });
});

describe('NotificationSettings (office/settings)', () => {
  it('saves one flag at a time and shows the refusal', async () => {
    let refuse = false;
    const api = scriptedApi()
      .on('GET /web-api/user/config', {
        data: { notifications: { enable_mail_news: true, enable_sms_news: false } },
      })
      .on('PUT /web-api/user/notifications', () =>
        refuse ? { status: 500, message: 'try later' } : { data: { success: true } },
      );
    renderCustomerWidget(<NotificationSettings props={{}} slots={noSlots} path="p" />, { api });
    const news = (await screen.findByLabelText('News by e-mail')) as HTMLInputElement;
    await waitFor(() => expect(news.checked).toBe(true));
    fireEvent.click(screen.getByLabelText('News by SMS'));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect((screen.getByLabelText('News by SMS') as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo('PUT /web-api/user/notifications')[0]!.body).toMatchObject({
      enable_mail_news: true,
      enable_sms_news: true,
    });
    refuse = true;
    fireEvent.click(news);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Something went wrong on our side. Please try again later.',
      ),
    );
    expect(news.checked).toBe(true);
  });
});

describe('ConfirmTerms (confirm-terms)', () => {
  it('confirms the changed terms and goes home', async () => {
    const api = scriptedApi().on('POST /web-api/api-v3/v2/user/agreement-rules/confirm', {
      data: { success: true },
    });
    const stores = customerStores(api);
    stores.session.setUser({ isAuthenticated: true, userId: 3, banLevel: 0, isTermsChanged: true });
    renderCustomerWidget(
      <Routes>
        <Route
          path="/:lng/confirm-terms"
          element={<ConfirmTerms props={{}} slots={noSlots} path="p" />}
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { api, stores, url: '/en/confirm-terms' },
    );
    expect(screen.getByRole('link', { name: 'Read the rules' }).getAttribute('href')).toBe(
      '/en/rules/1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
    expect(stores.session.isTermsChanged).toBe(false);
  });
});
