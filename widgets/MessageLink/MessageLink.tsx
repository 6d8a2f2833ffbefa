import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores, useLazyStore } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import type { MessageLinkProps } from '../../domain/widgetProps/MessageLink';
import '../shared/forms.css';
import { messageLinksStore } from '../../stores/MessageLinksStore';
import { FormNote } from '../shared/FormFields';

type State =
  | { step: 'idle' }
  | { step: 'busy' }
  | { step: 'done'; email?: string }
  | { step: 'failed'; failure: WordableFailure };

function MessageLink({ props }: WidgetRenderProps<MessageLinkProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const messageLinks = useLazyStore(messageLinksStore);
  const lng = useCurrentLanguage();
  const failureText = useFailureText();
  const titleId = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { step: 'busy' } : { step: 'idle' });
  const [resent, setResent] = useState<'no' | 'busy' | 'yes' | WordableFailure>('no');
  // One post per token: a re-render (or React's development double effect) must not spend it twice.
  const posted = useRef<string | null>(null);
  const link = props.link;

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    setState({ step: 'busy' });
    const action =
      link === 'accountverify'
        ? messageLinks.verifyAccount(token)
        : messageLinks.stopNewsletter(token);
    void action.then((result) =>
      setState(
        result.ok
          ? { step: 'done', ...('email' in result ? { email: String(result.email) } : {}) }
          : { step: 'failed', failure: result },
      ),
    );
  }, [token, link, messageLinks]);

  const resend = async () => {
    setResent('busy');
    const result = await messageLinks.sendActivation();
    setResent(result.ok ? 'yes' : result);
  };

  const canResend = link === 'accountverify' && session.isAuthenticated && state.step !== 'done';

  return (
    <section className="office-panel" aria-labelledby={titleId} aria-busy={state.step === 'busy'}>
      <h1 id={titleId}>{t(`access:${link}_title`)}</h1>
      {state.step === 'idle' && (
        <>
          <p>{t(`access:${link}_p1`)}</p>
          <p>{t(`access:${link}_p2`)}</p>
        </>
      )}
      {state.step === 'busy' && <p role="status">{t(`access:${link}_busy`)}</p>}
      {state.step === 'done' && (
        <p role="status" data-testid="message-link-done">
          {t(`access:${link}_done`, { email: state.email ?? '' })}
        </p>
      )}
      {state.step === 'failed' && (
        <>
          <p className="form__error" role="alert">
            {failureText(state.failure)}
          </p>
          <p>{t(`access:${link}_p2`)}</p>
        </>
      )}
      {resent === 'yes' && <p role="status">{t('access:accountverify_resent')}</p>}
      {typeof resent === 'object' && <FormNote>{failureText(resent)}</FormNote>}
      <div className="form__actions">
        {canResend && resent !== 'yes' && (
          <button
            type="button"
            className="button button--primary"
            disabled={resent === 'busy'}
            onClick={() => void resend()}
          >
            {t('access:accountverify_resend')}
          </button>
        )}
        {props.offerPhoneBinding && session.isAuthenticated && state.step !== 'done' && (
          <Link className="button" to={localizedPath(lng, 'office/security')}>
            {t('access:activation_bind_phone')}
          </Link>
        )}
        {session.isAuthenticated ? (
          <Link className="button" to={localizedPath(lng, 'office/settings')}>
            {t('access:message_link_settings')}
          </Link>
        ) : (
          <Link className="button" to={localizedPath(lng, '')}>
            {t('access:message_link_home')}
          </Link>
        )}
      </div>
    </section>
  );
}

export default observer(MessageLink);
