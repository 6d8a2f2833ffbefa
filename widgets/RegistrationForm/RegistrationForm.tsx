import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { displayNames, useTranslation, type TFunction } from '../../runtime/i18n';
import { useParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { SUPPORTED_CURRENCIES, DEFAULT_CURRENCY_ID } from '../../domain/money/currencies';
import {
  COUNTRIES,
  defaultCountryId,
  isKnownTelCode,
  isValidNationalNumber,
  nationalDigits,
  telCodeDigits,
  telCodeOfCountry,
} from '../../domain/auth/countries';
import { birthDateProblem } from '../../domain/auth/personalData';
import { passwordUserInputs } from '../../domain/auth/passwordStrength';
import { minimumAgeOf } from '../../domain/minimumAge';
import { SOCIAL_REGISTRATION_ROUTE_TYPE } from '../../domain/social/socialConstants';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import type { RegistrationPayload } from '../../stores/SessionStore';
import { useStores } from '../shared/stores';
import { useAfterSignIn } from '../shared/useAfterSignIn';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import {
  RadioGroup,
  SelectField,
  TextField,
  EmailField,
  FormNote,
  FormActions,
} from '../shared/FormFields';
import { PhoneFields } from '../shared/PhoneFields';
import { NewPasswordField, newPasswordRule } from '../shared/NewPasswordField';
import { CodeFields } from '../shared/CodeFields';
import SocialProviderButtons from '../shared/SocialProviderButtons';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSocialError } from '../shared/useSocialError';
import { CredentialsPanel } from './CredentialsPanel';
import type { Credentials } from './credentialsExport';
import type { RegistrationFormProps } from '../../domain/widgetProps/RegistrationForm';
import './RegistrationForm.css';
import '../shared/a11y.css';
import '../shared/forms.css';

/** SPEC section 2 "Registration": the four types. */
const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/** SPEC section 4 "Registration choices": 0 refuse, 1 sports bonus, 2 casino bonus. */
const BONUS_CHOICES = ['0', '1', '2'] as const;
type BonusChoice = NonNullable<RegistrationPayload['first_deposit_bonus_choice']>;
/** The code senders name their inputs with a hyphen; the form's fields are the register names. */
const FORM_FIELD: Record<string, string> = { 'phone-number': 'phone', 'phone-code': 'phone_code' };
/** Fields that show their own error; a refusal about another reads under the form. */
const FIELDS_WITH_ERRORS = new Set([
  'phone_code',
  'phone',
  'sms_code',
  'email',
  'email_code',
  'password',
  'user_name',
  'user_surname',
  'user_birthday_date',
  'ref_code',
]);
const BIRTH_DATE_REASON: Record<'invalid' | 'future' | 'too_young', ErrorReason> = {
  invalid: 'invalid_field',
  future: 'date_in_future',
  too_young: 'too_young',
};

function RegistrationForm({ props }: WidgetRenderProps<RegistrationFormProps>) {
  const { t, i18n } = useTranslation();
  const wordFailure = useFailureText();
  const { session, config, referral } = useStores();
  const afterSignIn = useAfterSignIn();
  const titleId = useId();
  const routeType = useParams().type;
  const language = useCurrentLanguage();
  // A provider's callback that failed comes back to registration/socialregistration?socialError=.
  const socialError = useSocialError();
  const [type, setType] = useState<RegistrationType>(
    routeType === SOCIAL_REGISTRATION_ROUTE_TYPE ? 'soc_reg' : (props.initialType ?? 'fast_reg'),
  );
  const [values, setValues] = useState(() => {
    const countryId = defaultCountryId(config.config.geoCountryId);
    return {
      countryId: String(countryId),
      currencyId: String(DEFAULT_CURRENCY_ID),
      // SPEC section 9: a referral link's code (refererid cookie) becomes the ref_code.
      refCode: referral.refCode ?? '',
      bonus: '0',
      // SPEC section 7 "Phone countries": the calling code comes from the chosen country.
      phoneCode: telCodeOfCountry(countryId),
      phone: '',
      smsCode: '',
      email: '',
      emailCode: '',
      password: '',
      name: '',
      surname: '',
      birthday: '',
    };
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [smsSent, setSmsSent] = useState(false);
  const [emailSent, setEmailSent] = useState(false);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  const fieldError = (field: string) => (error?.field === field ? error.text : null);
  /** Shows a refusal in the page language, at the field it names when the form has one. */
  const showFailure = (failure: WordableFailure, fallback: string) => {
    const field = failure.field === undefined ? '' : (FORM_FIELD[failure.field] ?? failure.field);
    const text = wordFailure(failure, fallback);
    setError(FIELDS_WITH_ERRORS.has(field) ? { text, field } : { text });
  };
  const minimumAge = minimumAgeOf(config.minimumAge);
  const telCode = telCodeDigits(values.phoneCode);
  const national = nationalDigits(values.phone);
  /** The phone as the server checks it: a known calling code and a number of its length. */
  const phoneProblem = (): WordableFailure | null => {
    if (!isKnownTelCode(telCode)) return { reason: 'invalid_field', field: 'phone_code' };
    if (!isValidNationalNumber(telCode, national))
      return { reason: 'invalid_field', field: 'phone' };
    return null;
  };

  if (credentials) {
    return <CredentialsPanel credentials={credentials} onDone={afterSignIn} level={props.level} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = await formProblem();
    if (problem) {
      showFailure(problem, t('auth:registration_failed'));
      return;
    }
    setBusy(true);
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
            phone: national,
            phone_code: telCode,
            sms_code: values.smsCode.trim(),
          }
        : type === 'full_reg'
          ? {
              ...common,
              email: values.email.trim(),
              email_code: values.emailCode.trim(),
              password: values.password,
              ...optional('user_name', values.name.trim()),
              ...optional('user_surname', values.surname.trim()),
              ...optional('user_birthday_date', values.birthday),
            }
          : common;
    const result = await session.register(payload);
    setBusy(false);
    if (!result.ok) {
      showFailure(result, t('auth:registration_failed'));
    } else if (result.credentials) {
      setCredentials(result.credentials);
    } else {
      afterSignIn();
    }
  };

  /** What the form can tell before asking the server (which checks all of it again). */
  const formProblem = async (): Promise<WordableFailure | null> => {
    if (type === 'phone_reg') return phoneProblem();
    if (type !== 'full_reg') return null;
    if (values.birthday) {
      const birth = birthDateProblem(values.birthday, minimumAge, new Date());
      if (birth) return { reason: BIRTH_DATE_REASON[birth], field: 'user_birthday_date' };
    }
    if (values.password === '') return { reason: 'missing_field', field: 'password' };
    const inputs = passwordUserInputs([values.email, values.name, values.surname]);
    if (await newPasswordRule(values.password, inputs)) {
      return { reason: 'weak_password', field: 'password' };
    }
    return null;
  };

  const sendSms = async () => {
    setError(null);
    const problem = phoneProblem();
    if (problem) {
      showFailure(problem, t('auth:sms_failed'));
      return;
    }
    const result = await session.sendSms({
      phoneNumber: national,
      phoneCode: telCode,
      purpose: 'phone_reg',
    });
    if (result.ok) setSmsSent(true);
    else showFailure(result, t('auth:sms_failed'));
  };

  const sendEmailCode = async () => {
    setError(null);
    const email = values.email.trim();
    if (email === '') {
      showFailure({ reason: 'missing_field', field: 'email' }, t('auth:email_code_failed'));
      return;
    }
    const result = await session.sendEmailCode({ email });
    if (result.ok) setEmailSent(true);
    else showFailure(result, t('auth:email_code_failed'));
  };

  const Title = props.level === 2 ? 'h2' : 'h1';
  const showTitle = props.showTitle !== false;
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
        {type === 'soc_reg' && socialError && !error && (
          <FormNote>{wordFailure({ reason: socialError })}</FormNote>
        )}
        <SelectField
          label={t('auth:country_label')}
          value={values.countryId}
          onChange={(countryId) =>
            setValues((v) => ({ ...v, countryId, phoneCode: telCodeOfCountry(Number(countryId)) }))
          }
          options={countryOptions(i18n.language)}
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
            <PhoneFields
              phoneCode={values.phoneCode}
              onPhoneCode={set('phoneCode')}
              phone={values.phone}
              onPhone={set('phone')}
              phoneHint={nationalNumberHint(t, telCode)}
              codeError={fieldError('phone_code')}
              phoneError={fieldError('phone')}
            />
            <CodeFields
              channel="sms"
              codeSent={smsSent}
              onSend={() => void sendSms()}
              code={values.smsCode}
              onCodeChange={set('smsCode')}
              error={fieldError('sms_code')}
            />
          </>
        )}
        {type === 'full_reg' && (
          <>
            <EmailField
              label={t('auth:email_label')}
              value={values.email}
              onChange={set('email')}
              required
              error={fieldError('email')}
            />
            <CodeFields
              channel="email"
              codeSent={emailSent}
              onSend={() => void sendEmailCode()}
              code={values.emailCode}
              onCodeChange={set('emailCode')}
              error={fieldError('email_code')}
            />
            <NewPasswordField
              label={t('auth:new_password_label')}
              value={values.password}
              onChange={set('password')}
              userInputs={passwordUserInputs([values.email, values.name, values.surname])}
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
              hint={t('auth:birthday_hint', { age: minimumAge })}
              error={fieldError('user_birthday_date')}
            />
          </>
        )}
        {type === 'soc_reg' ? (
          <SocialProviderButtons
            purpose="sign_in"
            choice={{
              language,
              currencyId: Number(values.currencyId),
              countryId: Number(values.countryId),
            }}
          />
        ) : (
          <>
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
            {error && !error.field && <FormNote>{error.text}</FormNote>}
            {error?.field && (
              <p className="visually-hidden" role="alert">
                {error.text}
              </p>
            )}
            <FormActions
              submit={t(type === 'fast_reg' ? 'auth:fast_reg_submit' : 'auth:registration_submit')}
              disabled={busy}
            />
          </>
        )}
      </form>
    </section>
  );
}

// The country list in each language, named once (about 250 names): the form renders again on
// every keystroke.
const countryOptionsByLanguage = new Map<string, { value: string; label: string }[]>();

function countryOptions(language: string): { value: string; label: string }[] {
  let options = countryOptionsByLanguage.get(language);
  if (options === undefined) {
    const regionNames = displayNames([language, 'en'], { type: 'region' });
    options = COUNTRIES.map((c) => ({
      value: String(c.id),
      label: regionNames.of(c.countryCode.toUpperCase()) ?? c.name,
    }));
    countryOptionsByLanguage.set(language, options);
  }
  return options;
}

/** An optional text field of the payload: left out when empty (the server refuses ''). */
function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

/** How many digits the national number has for the calling code (SPEC section 7 "Phone masks"). */
function nationalNumberHint(t: TFunction, telCode: string): string | undefined {
  const lengths = COUNTRIES.filter((c) => c.telCode === telCode).flatMap((c) => [c.min, c.max]);
  if (lengths.length === 0) return undefined;
  const [min, max] = [Math.min(...lengths), Math.max(...lengths)];
  return t('auth:phone_digits_hint', { digits: min === max ? String(min) : `${min}–${max}` });
}

export default observer(RegistrationForm);
