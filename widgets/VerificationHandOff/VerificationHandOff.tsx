import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useLazyStore } from '../shared/stores';
import { useFailureText } from '../shared/failureText';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { VerificationHandOffProps } from '../../domain/widgetProps/VerificationHandOff';
import '../shared/forms.css';
import { verificationStore } from '../../stores/verification';
import { FormNote } from '../shared/FormFields';

function VerificationHandOff(_: WidgetRenderProps<VerificationHandOffProps>) {
  const { t } = useTranslation();
  const verification = useLazyStore(verificationStore);
  const wordFailure = useFailureText();
  const language = useCurrentLanguage();
  const titleId = useId();

  useEffect(() => {
    void verification.loadHandOff(language);
  }, [verification, language]);

  const handOff = verification.handOff;
  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('verification:handoff_title')}</h1>
      {verification.error && !handOff && <FormNote>{wordFailure(verification.error)}</FormNote>}
      {handOff?.mode === 'local' && (
        <>
          <p>{t('verification:handoff_local_intro')}</p>
          <ol>
            <li>{t('verification:handoff_local_step_upload')}</li>
            <li>{t('verification:handoff_local_step_review')}</li>
            <li>{t('verification:handoff_local_step_result')}</li>
          </ol>
          <div className="form__actions">
            <Link
              className="button button--primary"
              to={localizedPath(language, 'office/verification')}
            >
              {t('verification:handoff_local_button')}
            </Link>
          </div>
        </>
      )}
      {handOff?.mode === 'external' && handOff.url && (
        <>
          <p>{t('verification:handoff_external_intro')}</p>
          <div className="form__actions">
            <a className="button button--primary" href={handOff.url} rel="noopener noreferrer">
              {t('verification:handoff_external_button')}
            </a>
          </div>
        </>
      )}
    </section>
  );
}

export default observer(VerificationHandOff);
