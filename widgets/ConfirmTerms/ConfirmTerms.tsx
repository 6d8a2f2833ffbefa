import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import type { ConfirmTermsProps } from '../../domain/widgetProps/ConfirmTerms';
import '../shared/forms.css';
import { FormNote } from '../shared/FormFields';

function ConfirmTerms(_: WidgetRenderProps<ConfirmTermsProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const lng = useCurrentLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<WordableFailure | null>(null);
  const failureText = useFailureText();

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await session.confirmTerms();
    setBusy(false);
    if (result.ok) navigate(localizedPath(lng, ''), { replace: true });
    else setError(result);
  };

  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('auth:terms_title')}</h1>
      <p>{t('auth:terms_text')}</p>
      <p>
        <Link to={localizedPath(lng, 'rules/1')}>{t('auth:terms_read_rules')}</Link>
      </p>
      {error && <FormNote>{failureText(error)}</FormNote>}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {t('auth:terms_accept')}
        </button>
        <button type="button" className="button" onClick={() => void session.logout()}>
          {t('auth:sign_out')}
        </button>
      </div>
    </section>
  );
}

export default observer(ConfirmTerms);
