import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useStores } from '../shared/stores';
import { EmailField } from '../shared/FormFields';
import { leaveAppFor } from '../shared/pageNavigation';
import {
  credentialsLines,
  credentialsMailto,
  saveCredentialsFile,
  saveCredentialsImage,
  type Credentials,
} from './credentialsExport';

/**
 * After one-click registration: the generated ID and password, shown once, with the save choices
 * of SPEC section 4 "Registration choices" (0 file, 1 image, 2 e-mail).
 */
export const CredentialsPanel = observer(function CredentialsPanel(p: {
  credentials: Credentials;
  onDone: () => void;
  level?: 1 | 2;
}) {
  const { t } = useTranslation();
  const { config } = useStores();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const lines = () =>
    credentialsLines(p.credentials, {
      site: config.config.name,
      login: t('auth:credentials_login'),
      password: t('auth:credentials_password'),
    });

  // The content of the form was replaced: move focus to the new heading.
  useEffect(() => heading.current?.focus(), []);

  const sendByEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setStatus({ ok: false, message: t('auth:credentials_email_invalid') });
      return;
    }
    setStatus(null);
    leaveAppFor(credentialsMailto(address, t('auth:credentials_title'), lines()));
  };

  const Title = p.level === 2 ? 'h2' : 'h1';
  return (
    <section className="credentials-panel" aria-labelledby={titleId}>
      <Title id={titleId} ref={heading} tabIndex={-1}>
        {t('auth:credentials_title')}
      </Title>
      <p className="form__hint">{t('auth:credentials_hint')}</p>
      <dl className="credentials-panel__list">
        <dt>{t('auth:credentials_login')}</dt>
        <dd data-testid="generated-login">{p.credentials.login}</dd>
        <dt>{t('auth:credentials_password')}</dt>
        <dd data-testid="generated-password">{p.credentials.password}</dd>
      </dl>
      <div className="form__actions">
        <button type="button" className="button" onClick={() => saveCredentialsFile(lines())}>
          {t('auth:credentials_save_file')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void saveCredentialsImage(lines()).then((saved) => {
              if (!saved) setStatus({ ok: false, message: t('auth:credentials_image_failed') });
            })
          }
        >
          {t('auth:credentials_save_image')}
        </button>
      </div>
      <form className="form" onSubmit={sendByEmail} noValidate>
        <EmailField
          label={t('auth:credentials_email_label')}
          hint={t('auth:credentials_email_hint')}
          value={email}
          onChange={setEmail}
          required
        />
        <div className="form__actions">
          <button type="submit" className="button">
            {t('auth:credentials_save_email')}
          </button>
        </div>
      </form>
      {status && (
        <p className={status.ok ? 'form__success' : 'form__error'} role="status">
          {status.message}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={p.onDone}>
          {t('auth:credentials_done')}
        </button>
      </div>
    </section>
  );
});
