import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { DocumentKind } from '../../domain/verification/verificationState';
import { useStores, useLazyStore } from '../shared/stores';
import { useFailureText } from '../shared/failureText';
import type { VerificationPanelProps } from '../../domain/widgetProps/VerificationPanel';
import '../shared/forms.css';
import './VerificationPanel.css';
import { verificationStore } from '../../stores/verification';
import { useSiteTime } from '../shared/siteTime';
import { FormActions, FormNote } from '../shared/FormFields';

const MIB = 1024 * 1024;

function VerificationPanel({ props }: WidgetRenderProps<VerificationPanelProps>) {
  const { t } = useTranslation();
  const { userConfig } = useStores();
  const verification = useLazyStore(verificationStore);
  const wordFailure = useFailureText();
  const titleId = useId();
  const statusId = useId();
  const fileId = useId();
  const kindId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const kinds = props.kinds as DocumentKind[];
  const [kind, setKind] = useState<DocumentKind>(kinds[0] ?? 'passport');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    void verification.load();
  }, [verification]);

  const overview = verification.overview;
  const state = overview?.case.state;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setMessage({ text: t('verification:file_required'), error: true });
      return;
    }
    setMessage(null);
    const result = await verification.upload(kind, file, file.name);
    if (result.ok) {
      if (fileInput.current) fileInput.current.value = '';
      setMessage({ text: t('verification:uploaded_done'), error: false });
      // The office menu's badge and the gates read the user config.
      void userConfig.load();
    } else {
      setMessage({ text: wordFailure(result), error: true });
    }
  };

  const siteTime = useSiteTime();
  const date = { format: (d: Date) => siteTime.format(d) };
  const maxMb = Math.round((overview?.maxBytes ?? 5 * MIB) / MIB);
  return (
    <section className="office-panel verification-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(props.titleKey)}</h1>
      <p>{t(props.introKey)}</p>
      {verification.error && !overview && <FormNote>{wordFailure(verification.error)}</FormNote>}
      {overview && state && (
        <>
          <div
            className="verification-panel__status"
            data-state={state}
            role="status"
            aria-labelledby={statusId}
            data-testid="verification-status"
          >
            <h2 id={statusId}>{t(`verification:state_${state}`)}</h2>
            <p>{t(`verification:state_${state}_hint`)}</p>
            {state === 'rejected' && overview.case.rejectionReason && (
              <p>
                <strong>{t('verification:rejection_reason')}</strong>{' '}
                <span dir="auto">{overview.case.rejectionReason}</span>
              </p>
            )}
            {overview.case.requestedKind && state !== 'approved' && state !== 'pending' && (
              <p>
                <strong>{t('verification:requested_kind')}</strong>{' '}
                {t(`verification:kind_${overview.case.requestedKind}`)}
              </p>
            )}
            {overview.pendingCount > 0 && (
              <p>{t('verification:pending_count', { count: overview.pendingCount })}</p>
            )}
          </div>

          {state !== 'approved' && (
            <form className="form" onSubmit={(e) => void submit(e)} noValidate>
              <h2>{t('verification:upload_heading')}</h2>
              <div className="form__field">
                <label htmlFor={kindId}>{t('verification:kind_label')}</label>
                <select
                  id={kindId}
                  value={kind}
                  onChange={(e) => setKind(e.target.value as DocumentKind)}
                >
                  {kinds.map((k) => (
                    <option key={k} value={k}>
                      {t(`verification:kind_${k}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="form__field">
                <label htmlFor={fileId}>{t('verification:file_label')}</label>
                <input
                  id={fileId}
                  ref={fileInput}
                  type="file"
                  name="file"
                  accept="image/jpeg,image/png,application/pdf"
                  aria-describedby={hintId}
                />
                <p id={hintId} className="form__hint">
                  {t('verification:file_hint', { size: maxMb })}
                </p>
              </div>
              {message && (
                <p className={message.error ? 'form__error' : 'form__success'} role="status">
                  {message.text}
                </p>
              )}
              <FormActions
                submit={t(
                  verification.uploading ? 'verification:uploading' : 'verification:upload_button',
                )}
                disabled={verification.uploading}
              />
            </form>
          )}

          <h2>{t('verification:documents_heading')}</h2>
          {overview.documents.length === 0 ? (
            <p>{t('verification:documents_none')}</p>
          ) : (
            <ul className="verification-panel__documents item-list">
              {overview.documents.map((doc) => (
                <li
                  key={doc.id}
                  className="verification-panel__document item-list__item"
                  data-status={doc.status}
                >
                  <span>
                    <strong>{t(`verification:kind_${doc.kind}`)}</strong>
                    {' · '}
                    <span className="verification-panel__badge" data-status={doc.status}>
                      {t(`verification:doc_status_${doc.status}`)}
                    </span>
                    <br />
                    <small>
                      {t('verification:doc_uploaded', {
                        date: date.format(new Date(doc.uploadedAt)),
                      })}
                    </small>
                    {doc.reason && (
                      <>
                        <br />
                        <small dir="auto">{doc.reason}</small>
                      </>
                    )}
                  </span>
                  <a
                    className="button"
                    href={verification.documentUrl(doc.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('verification:doc_open')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export default observer(VerificationPanel);
