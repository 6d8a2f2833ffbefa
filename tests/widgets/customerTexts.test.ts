// Every text the customer-account widgets ask for exists in the auth and office dictionaries
// (schemas:check then proves each key is in every shipped language). Keys built from a value
// (`auth:reg_type_${type}`) are checked for every value the value can take.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enAuth from '../../configs/locales/en/auth.json';
import enOffice from '../../configs/locales/en/office.json';
import { CAPTCHA_CODES } from '../../runtime/api';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from '../../domain/money/paymentStatus';
import { REGISTRATION_TYPES } from '../../domain/auth/authConstants';

const WIDGETS = [
  'AuthForm',
  'CaptchaPrompt',
  'ConfirmTerms',
  'DepositForm',
  'HeaderAccount',
  'NotificationSettings',
  'PasswordRecovery',
  'PaymentHistory',
  'PaymentResult',
  'PersonalDataForm',
  'RegistrationForm',
  'RegistrationReminder',
  'SecurityPanel',
  'WithdrawForm',
];
const SHARED = ['AmountForm.tsx'];

const dictionaries: Record<string, Record<string, string>> = { auth: enAuth, office: enOffice };
const has = (key: string) => {
  const [ns, name] = key.split(':') as [string, string];
  return Object.hasOwn(dictionaries[ns] ?? {}, name);
};

function sources(): string[] {
  const root = join(__dirname, '../../widgets');
  const files = WIDGETS.flatMap((w) =>
    readdirSync(join(root, w))
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => join(root, w, f)),
  );
  return [...files, ...SHARED.map((f) => join(root, 'shared', f))].map((f) =>
    readFileSync(f, 'utf8'),
  );
}

describe('customer-account texts', () => {
  it('has every literal key the widgets use', () => {
    const keys = new Set(
      sources().flatMap((code) =>
        [...code.matchAll(/['"]((?:auth|office):[a-z0-9_]+)['"]/g)].map((m) => m[1]!),
      ),
    );
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((k) => !has(k))).toEqual([]);
  });

  it('has every key built from a value', () => {
    const results = ['success', 'fail', 'pending', 'cancel'];
    const built = [
      ...['login_password', 'phone_password', 'sms'].map((f) => `auth:form_${f}`),
      ...REGISTRATION_TYPES.map((t) => `auth:reg_type_${t}`),
      ...[0, 1, 2].map((c) => `auth:bonus_choice_${c}`),
      ...Object.keys(CAPTCHA_CODES).map((r) => `auth:captcha_reason_${r}`),
      ...['wrong_code', 'time_up'].map((r) => `auth:recovery_code_${r}`),
      ...PAYMENT_STATUSES.map((s) => `office:payment_status_${s}`),
      ...PAYMENT_STATUSES.map((s) => `office:withdraw_status_${s}`),
      ...PAYMENT_TYPES.map((t) => `office:payment_type_${t}`),
      ...PAYMENT_TYPES.flatMap((t) => results.map((r) => `office:payment_${t}_${r}_title`)),
      ...results.map((r) => `office:payment_result_${r}_text`),
      ...['bad', 'normal', 'good', 'full'].map((g) => `office:protection_class_${g}`),
      ...['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news'].map(
        (f) => `office:flag_${f}`,
      ),
      ...[
        'is_changed_password',
        'enable_two_factor_auth',
        'enable_phone_binding',
        'enable_security_question',
        'enable_email_auth',
      ].map((m) => `office:method_${m}`),
    ];
    expect(built.filter((k) => !has(k))).toEqual([]);
  });

  it('labels every personal data field the form shows', () => {
    const code = readFileSync(
      join(__dirname, '../../widgets/PersonalDataForm/PersonalDataForm.tsx'),
      'utf8',
    );
    const fields = [...code.matchAll(/'(user_[a-z_]+)'/g)].map((m) => `office:pd_${m[1]!}`);
    expect(fields.length).toBeGreaterThanOrEqual(14);
    expect(fields.filter((k) => !has(k))).toEqual([]);
  });
});
