import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useLazyStore, useStores } from '../shared/stores';
import { userTransferStore } from '../../stores/office/userTransferStore';
import { useFailureText } from '../shared/failureText';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { ActionFailure } from '../../stores/actionResult';
import type { UserTransferLandingProps } from '../../domain/widgetProps/UserTransferLanding';
import '../shared/forms.css';

/** The token of `#token=<token>` (the fragment never reaches a server log). */
function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

function UserTransferLanding(_: WidgetRenderProps<UserTransferLandingProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const transfer = useLazyStore(userTransferStore);
  const wordFailure = useFailureText();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const started = useRef(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenOfHash(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setFailure({ ok: false, message: 'no token', reason: 'transfer_token_invalid' });
      return;
    }
    void (async () => {
      const result = await transfer.receive(token);
      if (!result.ok) {
        setFailure(result);
        return;
      }
      await session.check();
      void navigate(localizedPath(language, 'office/account'), { replace: true });
    })();
  }, [transfer, session, navigate, language]);

  return (
    <section className="office-panel user-transfer-landing" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('referral:landing_title')}</h1>
      {failure ? (
        <>
          <p className="form__error" role="alert">
            {wordFailure(failure)}
          </p>
          <Link className="button" to={localizedPath(language, '')}>
            {t('referral:landing_home')}
          </Link>
        </>
      ) : (
        <p role="status">{t('referral:landing_wait')}</p>
      )}
    </section>
  );
}

export default observer(UserTransferLanding);
