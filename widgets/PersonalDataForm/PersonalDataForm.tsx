import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { TextField, FormNote, FormActions } from '../shared/FormFields';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import type { PersonalDataFormProps } from '../../domain/widgetProps/PersonalDataForm';
import '../shared/forms.css';
import '../shared/shimmer.css';

/** The editable fields of SPEC section 3 "Personal data fields", in the order shown. */
const EDITABLE_FIELDS = [
  { name: 'user_name', type: 'text', autoComplete: 'given-name' },
  { name: 'user_surname', type: 'text', autoComplete: 'family-name' },
  { name: 'user_middle_name', type: 'text', autoComplete: 'additional-name' },
  { name: 'user_birthday_date', type: 'date', autoComplete: 'bday' },
  { name: 'user_birthday_place', type: 'text', autoComplete: 'off' },
  { name: 'user_geo_location_city', type: 'text', autoComplete: 'address-level2' },
  { name: 'user_registration_address', type: 'text', autoComplete: 'street-address' },
  { name: 'user_passport_series', type: 'text', autoComplete: 'off' },
  { name: 'user_passport_number', type: 'text', autoComplete: 'off' },
  { name: 'user_passport_issue_date', type: 'date', autoComplete: 'off' },
  { name: 'user_passport_issued_by', type: 'text', autoComplete: 'off' },
] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number]['name'];
const EDITABLE_NAMES: ReadonlySet<string> = new Set(EDITABLE_FIELDS.map((f) => f.name));
/** Shown, not edited here: the account's identity. */
const READ_ONLY_FIELDS = ['user_login', 'user_email', 'user_phone_number'] as const;

function PersonalDataForm(_: WidgetRenderProps<PersonalDataFormProps>) {
  const { t } = useTranslation();
  const { userConfig } = useStores();
  const lng = useCurrentLanguage();
  const titleId = useId();
  const [draft, setDraft] = useState<Partial<Record<EditableField, string>> | null>(null);
  const [status, setStatus] = useState<
    { ok: true } | { ok: false; failure: WordableFailure } | null
  >(null);
  const failureText = useFailureText();
  // A refusal about a field of the form is shown at that field, any other below the form.
  const failure = status && !status.ok ? status.failure : null;
  const failedField =
    failure?.field !== undefined && EDITABLE_NAMES.has(failure.field) ? failure.field : null;
  const [busy, setBusy] = useState(false);
  const data = userConfig.personalData;

  const [loadFailure, setLoadFailure] = useState<WordableFailure | null>(null);

  useEffect(() => {
    void userConfig.loadPersonalData().then((result) => {
      if (!result.ok) setLoadFailure(result);
    });
  }, [userConfig]);

  const value = (name: EditableField) => draft?.[name] ?? stringOf(data?.[name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    setStatus(null);
    const result = await userConfig.savePersonalData(draft);
    setBusy(false);
    if (result.ok) {
      setDraft(null);
      setStatus({ ok: true });
    } else {
      setStatus({ ok: false, failure: result });
    }
  };

  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:account_title')}</h1>
      {loadFailure && !data ? (
        <p className="form__error" role="alert">
          {failureText(loadFailure)}
        </p>
      ) : (
        // There from the first paint, the values shimmering until they arrive: the form below
        // does not move when they do.
        <dl className="office-panel__facts" aria-busy={data ? undefined : true}>
          {READ_ONLY_FIELDS.map((name) => (
            <div key={name}>
              <dt>{t(`office:pd_${name}`)}</dt>
              <dd>
                {data ? (
                  stringOf(data[name]) || t('office:not_set')
                ) : (
                  <span className="shimmer office-panel__pending" />
                )}
                {/* The phone is bound, changed and unbound with SMS codes under security
                    (SPEC section 4 "Phone bind"), never typed in here. */}
                {name === 'user_phone_number' && (
                  <>
                    {' '}
                    <Link to={localizedPath(lng, 'office/security')}>
                      {t('office:pd_phone_manage')}
                    </Link>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {EDITABLE_FIELDS.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={t(`office:pd_${f.name}`)}
            type={f.type}
            autoComplete={f.autoComplete}
            value={value(f.name)}
            onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))}
            error={failure && failedField === f.name ? failureText(failure) : null}
          />
        ))}
        {status?.ok && <FormNote kind="success">{t('office:saved')}</FormNote>}
        {failure && failedField === null && (
          <p className="form__error" role="status">
            {failureText(failure)}
          </p>
        )}
        <FormActions submit={t('office:save')} disabled={busy || !draft} />
      </form>
    </section>
  );
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export default observer(PersonalDataForm);
