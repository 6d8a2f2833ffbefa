import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { SUPPORTED_CURRENCIES, DEFAULT_CURRENCY_ID } from '../../domain/money/currencies';
import { COUNTRIES } from '../../domain/auth/countries';
import type { RegistrationPayload } from '../../stores/SessionStore';
import { useStores } from '../shared/stores';
import { useAfterSignIn } from '../shared/useAfterSignIn';
import { RadioGroup, SelectField, TextField } from '../shared/FormFields';
import { SmsCodeFields } from '../shared/SmsCodeFields';
import { CredentialsPanel } from './CredentialsPanel';
import type { Credentials } from './credentialsExport';
import type { RegistrationFormProps } from './props';
import './RegistrationForm.css';
import '../shared/a11y.css';
import '../shared/forms.css';

/** SPEC section 2 "Registration": the four types. */
const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/** SPEC section 4 "Registration choices": 0 refuse, 1 sports bonus, 2 casino bonus. */
const BONUS_CHOICES = ['0', '1', '2'] as const;
type BonusChoice = NonNullable<RegistrationPayload['first_deposit_bonus_choice']>;
/** SPEC section 2: registration/{type: socialregistration}? opens the social type. */
const SOCIAL_ROUTE_TYPE = 'socialregistration';

function RegistrationForm({ props }: WidgetRenderProps<RegistrationFormProps>) {
  const { t, i18n } = useTranslation();
  const { session, config } = useStores();
  const afterSignIn = useAfterSignIn();
  const titleId = useId();
  const routeType = useParams().type;
  const [type, setType] = useState<RegistrationType>(
    routeType === SOCIAL_ROUTE_TYPE ? 'soc_reg' : (props.initialType ?? 'fast_reg'),
  );
  const [values, setValues] = useState({
    countryId: String(defaultCountryId(config.config.geoCountryId)),
    currencyId: String(DEFAULT_CURRENCY_ID),
    refCode: '',
    bonus: '0',
    phoneCode: '',
    phone: '',
    smsCode: '',
    email: '',
    password: '',
    name: '',
    surname: '',
    birthday: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [smsSent, setSmsSent] = useState(false);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  const fieldError = (field: string) => (error?.field === field ? error.message : null);

  if (credentials) {
    return <CredentialsPanel credentials={credentials} onDone={afterSignIn} level={props.level} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const refCode = values.refCode.trim();
    const common: RegistrationPayload = {
      type,
      country_id: Number(values.countryId),
      currency_id: Number(values.currencyId),
      ...optional('ref_code', refCode),
      first_deposit_bonus_choice: Number(values.bonus) as BonusChoice,
    };
    const payload: RegistrationPayload =
      type === 'phone_reg'
        ? {
            ...common,
            phone: values.phone.trim(),
            phone_code: values.phoneCode.trim(),
            sms_code: values.smsCode.trim(),
          }
        : type === 'full_reg'
          ? {
              ...common,
              email: values.email.trim(),
              password: values.password,
              ...optional('user_name', values.name.trim()),
              ...optional('user_surname', values.surname.trim()),
              ...optional('user_birthday_date', values.birthday),
            }
          : common;
    const result = await session.register(payload);
    setBusy(false);
    if (!result.ok) {
      // SPEC: soc_reg is shown; the server answers 501 until social networks are connected.
      const message = result.status === 501 ? t('auth:soc_reg_unavailable') : result.message;
      setError({ message: message || t('auth:registration_failed'), field: result.field });
    } else if (result.credentials) {
      setCredentials(result.credentials);
    } else {
      afterSignIn();
    }
  };

  const sendSms = async () => {
    setError(null);
    const result = await session.sendSms({
      phoneNumber: values.phone.trim(),
      phoneCode: values.phoneCode.trim(),
    });
    if (result.ok) setSmsSent(true);
    else setError({ message: result.message || t('auth:sms_failed') });
  };

  const Title = props.level === 2 ? 'h2' : 'h1';
  const showTitle = props.showTitle !== false;
  const regionNames = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
  return (
    <section
      className="registration-form"
      data-variant={props.variant ?? 'page'}
      aria-labelledby={showTitle ? titleId : undefined}
    >
      {showTitle && <Title id={titleId}>{t('auth:registration_title')}</Title>}
      <ul className="tabs" aria-label={t('auth:registration_type_label')}>
        {REGISTRATION_TYPES.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="button"
              aria-pressed={type === name}
              onClick={() => {
                setType(name);
                setError(null);
              }}
            >
              {t(`auth:reg_type_${name}`)}
            </button>
          </li>
        ))}
      </ul>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {type === 'fast_reg' && <p className="form__hint">{t('auth:fast_reg_hint')}</p>}
        {type === 'soc_reg' && <p className="form__hint">{t('auth:soc_reg_hint')}</p>}
        <SelectField
          label={t('auth:country_label')}
          value={values.countryId}
          onChange={set('countryId')}
          options={COUNTRIES.map((c) => ({
            value: String(c.id),
            label: regionNames.of(c.countryCode.toUpperCase()) ?? c.name,
          }))}
        />
        <SelectField
          label={t('auth:currency_label')}
          value={values.currencyId}
          onChange={set('currencyId')}
          options={SUPPORTED_CURRENCIES.map((c) => ({
            value: String(c.id),
            label: `${c.iso} (${c.symbol})`,
          }))}
        />
        {type === 'phone_reg' && (
          <>
            <TextField
              label={t('auth:phone_code_label')}
              value={values.phoneCode}
              onChange={set('phoneCode')}
              inputMode="tel"
              autoComplete="tel-country-code"
              required
              error={fieldError('phone_code')}
            />
            <TextField
              label={t('auth:phone_label')}
              value={values.phone}
              onChange={set('phone')}
              inputMode="tel"
              autoComplete="tel-national"
              required
              error={fieldError('phone')}
            />
            <SmsCodeFields
              smsSent={smsSent}
              onSend={() => void sendSms()}
              code={values.smsCode}
              onCodeChange={set('smsCode')}
              error={fieldError('sms_code')}
            />
          </>
        )}
        {type === 'full_reg' && (
          <>
            <TextField
              label={t('auth:email_label')}
              type="email"
              value={values.email}
              onChange={set('email')}
              autoComplete="email"
              required
              error={fieldError('email')}
            />
            <TextField
              label={t('auth:new_password_label')}
              type="password"
              value={values.password}
              onChange={set('password')}
              autoComplete="new-password"
              hint={t('auth:password_rules')}
              required
              error={fieldError('password')}
            />
            <TextField
              label={t('auth:name_label')}
              value={values.name}
              onChange={set('name')}
              autoComplete="given-name"
              error={fieldError('user_name')}
            />
            <TextField
              label={t('auth:surname_label')}
              value={values.surname}
              onChange={set('surname')}
              autoComplete="family-name"
              error={fieldError('user_surname')}
            />
            <TextField
              label={t('auth:birthday_label')}
              type="date"
              value={values.birthday}
              onChange={set('birthday')}
              autoComplete="bday"
              error={fieldError('user_birthday_date')}
            />
          </>
        )}
        <TextField
          label={t('auth:promo_code_label')}
          value={values.refCode}
          onChange={set('refCode')}
          error={fieldError('ref_code')}
        />
        <RadioGroup
          legend={t('auth:bonus_choice_legend')}
          name={`${titleId}-bonus`}
          value={values.bonus}
          onChange={set('bonus')}
          options={BONUS_CHOICES.map((value) => ({
            value,
            label: t(`auth:bonus_choice_${value}`),
          }))}
        />
        {error && !error.field && (
          <p className="form__error" role="alert">
            {error.message}
          </p>
        )}
        {error?.field && (
          <p className="visually-hidden" role="alert">
            {error.message}
          </p>
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(type === 'fast_reg' ? 'auth:fast_reg_submit' : 'auth:registration_submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** An optional text field of the payload: left out when empty (the server refuses ''). */
function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

/** The brand's geo country when registration offers it, else the first country of the list. */
function defaultCountryId(geoCountryId: number | undefined): number {
  return COUNTRIES.find((c) => c.id === geoCountryId)?.id ?? COUNTRIES[0]!.id;
}

export default observer(RegistrationForm);
