// Refusals are worded from their reason in the page language (useFailureText): on a Russian page
// the customer reads the Russian dictionary text, never the server's English message or the raw
// text of a validator.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AuthForm from '../../widgets/AuthForm/AuthForm';
import ConfirmTerms from '../../widgets/ConfirmTerms/ConfirmTerms';
import DepositForm from '../../widgets/DepositForm/DepositForm';
import NotificationSettings from '../../widgets/NotificationSettings/NotificationSettings';
import PersonalDataForm from '../../widgets/PersonalDataForm/PersonalDataForm';
import SecurityPanel from '../../widgets/SecurityPanel/SecurityPanel';
import ruMain from '../../configs/locales/ru/main.json';
import ruOffice from '../../configs/locales/ru/office.json';
import { noSlots } from './harness';
import {
  customerStores,
  renderCustomerWidget,
  RUB_ACCOUNTS,
  scriptedApi,
  signIn,
  type Scripted,
} from './customerHarness';

const RU = { lng: 'ru', url: '/ru/' } as const;
const signInForm = <AuthForm props={{ level: 1 }} slots={noSlots} path="pages/login.json#/body" />;

/** A refusal as the server sends it: English message, stable reason, the field when one. */
function refusal(status: number, message: string, extra: Record<string, string> = {}): Scripted {
  return { status, message, body: { error: 'Refused', message, ...extra } };
}

/** Latin letters, as an English text or a validator's would have. */
const LATIN_WORD = /[A-Za-z]{3,}/;

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('failure texts on a Russian page', () => {
  it('words a wrong password in Russian, with no English', async () => {
    const api = scriptedApi().on(
      'POST /web-api/auth/login',
      refusal(401, 'login or password is wrong', { reason: 'wrong_credentials' }),
    );
    renderCustomerWidget(signInForm, { api, ...RU });
    type('E-mail или ID счёта', '10000001');
    type('Пароль', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ruMain.error_wrong_credentials);
    expect(alert.textContent).not.toMatch(LATIN_WORD);
  });

  it('words a rate-limited sign-in (429) in Russian', async () => {
    const api = scriptedApi().on(
      'POST /web-api/auth/login',
      refusal(429, 'Rate limit exceeded, retry in 1 minute', { reason: 'too_many_requests' }),
    );
    renderCustomerWidget(signInForm, { api, ...RU });
    type('E-mail или ID счёта', '10000001');
    type('Пароль', 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ruMain.error_too_many_requests);
    expect(alert.textContent).not.toMatch(LATIN_WORD);
  });

  it('names the field of a validation refusal in Russian, without the validator text', async () => {
    const validator = 'body/phone_code must match pattern "^\\+?[0-9]{1,4}$"';
    const api = scriptedApi().on(
      'POST /web-api/auth/login',
      refusal(400, validator, { reason: 'invalid_field', field: 'phone_code', rule: 'pattern' }),
    );
    renderCustomerWidget(signInForm, { api, ...RU });
    fireEvent.click(screen.getByRole('button', { name: 'Телефон и пароль' }));
    type('Код страны', '+x');
    type('Номер телефона', '9001234567');
    type('Пароль', 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Проверьте поле «Код страны».');
    expect(alert.textContent).not.toContain('must match');
  });

  it('names a field the request body spells with a hyphen (phone-code of the SMS call)', async () => {
    const validator = 'body/phone-code must match pattern "^\\+?[0-9]{1,4}$"';
    const api = scriptedApi().on(
      'POST /web-api/auth/sms/send',
      refusal(400, validator, { reason: 'invalid_field', field: 'phone-code', rule: 'pattern' }),
    );
    renderCustomerWidget(signInForm, { api, ...RU });
    fireEvent.click(screen.getByRole('button', { name: 'Код из SMS' }));
    type('Код страны', '+x');
    type('Номер телефона', '9001234567');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Проверьте поле «Код страны».');
  });

  it('never shows a field identifier the dictionary does not name: the form says what failed', async () => {
    const api = scriptedApi().on(
      'POST /web-api/auth/login',
      refusal(400, 'body/fingerprint must be string', {
        reason: 'invalid_field',
        field: 'fingerprint',
        rule: 'type',
      }),
    );
    renderCustomerWidget(signInForm, { api, ...RU });
    type('E-mail или ID счёта', '10000001');
    type('Пароль', 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('fingerprint');
    expect(alert.textContent).not.toMatch(LATIN_WORD);
  });

  it('words a call that got no answer (network) in Russian', async () => {
    const api = scriptedApi().on(
      'POST /web-api/auth/login',
      refusal(0, 'Network failure for /web-api/auth/login: Failed to fetch'),
    );
    renderCustomerWidget(signInForm, { api, ...RU });
    type('E-mail или ID счёта', '10000001');
    type('Пароль', 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ruMain.error_network);
  });

  it('puts a personal-data refusal on the field it names, worded in Russian', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/personal-data', { data: { user_login: '1' } })
      .on(
        'PUT /web-api/user/personal-data',
        refusal(400, 'body/user_birthday_date: the customer must be at least 18', {
          reason: 'too_young',
          field: 'user_birthday_date',
        }),
      );
    renderCustomerWidget(<PersonalDataForm props={{}} slots={noSlots} path="p" />, {
      api,
      ...RU,
    });
    await screen.findByText('1');
    type(ruOffice.pd_user_birthday_date, '2020-01-01');
    fireEvent.click(screen.getByRole('button', { name: ruOffice.save }));
    const field = screen.getByLabelText(ruOffice.pd_user_birthday_date);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(ruMain.error_too_young);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a personal-data refusal about no field of the form below the form', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/personal-data', { data: { user_login: '1' } })
      .on(
        'PUT /web-api/user/personal-data',
        refusal(400, 'body must NOT have additional properties', {
          reason: 'unknown_field',
          field: 'user_favourite_team',
        }),
      );
    renderCustomerWidget(<PersonalDataForm props={{}} slots={noSlots} path="p" />, {
      api,
      ...RU,
    });
    await screen.findByText('1');
    type(ruOffice.pd_user_name, 'Иван');
    fireEvent.click(screen.getByRole('button', { name: ruOffice.save }));
    expect((await screen.findByRole('status')).textContent).toBe(ruMain.error_unknown_field);
  });

  it('puts a wrong current password on that field of the password change', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/config', { data: { protection_level: 10 } })
      .on(
        'POST /web-api/user/password',
        refusal(400, 'body/old_password is wrong', {
          reason: 'wrong_password',
          field: 'old_password',
        }),
      );
    const stores = customerStores(api);
    signIn(stores);
    renderCustomerWidget(<SecurityPanel props={{}} slots={noSlots} path="p" />, {
      api,
      stores,
      ...RU,
    });
    const form = screen.getByRole('form', { name: ruOffice.password_change_title });
    fireEvent.change(within(form).getByLabelText(ruOffice.old_password), {
      target: { value: 'Not-it-123' },
    });
    fireEvent.change(within(form).getByLabelText(ruOffice.new_password), {
      target: { value: 'Brand-new-456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: ruOffice.password_change_submit }));
    const old = within(form).getByLabelText(ruOffice.old_password);
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('alert').textContent).toBe(ruMain.error_wrong_password);
  });

  it('words a refused deposit by its reason, and one without a reason by the form', async () => {
    let answer = refusal(429, 'Rate limit exceeded, retry in 1 minute', {
      reason: 'too_many_requests',
    });
    const api = scriptedApi()
      .on('GET /web-api/account/data', { data: RUB_ACCOUNTS })
      .on('POST /web-api/payments/deposit', () => answer);
    const stores = customerStores(api);
    signIn(stores);
    await stores.account.load();
    renderCustomerWidget(<DepositForm props={{}} slots={noSlots} path="p" />, {
      api,
      stores,
      ...RU,
    });
    const amount = screen.getByLabelText(
      ruOffice.deposit_amount_label.replace('{{currency}}', 'RUB'),
    );
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: ruOffice.deposit_submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(ruMain.error_too_many_requests);

    answer = refusal(400, 'amount: the provider refused this deposit');
    fireEvent.click(screen.getByRole('button', { name: ruOffice.deposit_submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ruOffice.payment_failed),
    );
  });

  it('words a refused notification setting and a refused terms confirmation', async () => {
    const api = scriptedApi()
      .on('GET /web-api/user/config', { data: { notifications: { enable_mail_news: false } } })
      .on('PUT /web-api/user/notifications', refusal(503, 'try later'))
      .on('POST /web-api/api-v3/v2/user/agreement-rules/confirm', {
        data: { success: false, message: 'terms not confirmed' },
      });
    const stores = customerStores(api);
    signIn(stores);
    const settings = renderCustomerWidget(
      <NotificationSettings props={{}} slots={noSlots} path="p" />,
      { api, stores, ...RU },
    );
    fireEvent.click(await screen.findByLabelText(ruOffice.flag_enable_mail_news));
    // A 503 without a reason (a proxy with no server behind it) reads as a moment's outage.
    expect((await screen.findByRole('status')).textContent).toBe(ruMain.error_service_unavailable);
    settings.unmount();

    renderCustomerWidget(<ConfirmTerms props={{}} slots={noSlots} path="p" />, {
      api,
      stores,
      ...RU,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ruMain.error_bad_request);
  });
});
