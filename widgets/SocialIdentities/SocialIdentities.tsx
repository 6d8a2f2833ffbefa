import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { DATE_ONLY, useTranslation } from '../../runtime/i18n';
import { useSearchParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { useFailureText } from '../shared/failureText';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSocialError } from '../shared/useSocialError';
import type { SocialIdentitiesProps } from '../../domain/widgetProps/SocialIdentities';
import '../shared/forms.css';
import './SocialIdentities.css';
import { useSiteTime } from '../shared/siteTime';

function SocialIdentities(_: WidgetRenderProps<SocialIdentitiesProps>) {
  const { t } = useTranslation();
  const social = useStores().social.loaded;
  const wordFailure = useFailureText();
  const language = useCurrentLanguage();
  const callbackError = useSocialError();
  const [params] = useSearchParams();
  const linkedNow = params.get('socialLinked');
  const titleId = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void social.loadIdentities();
  }, [social]);

  const nameOf = (id: string) =>
    social.identities.find((i) => i.provider === id)?.providerName ??
    social.linkable.find((p) => p.id === id)?.name ??
    id;
  const shown =
    message ??
    (callbackError
      ? { text: wordFailure({ reason: callbackError }), error: true }
      : linkedNow && social.identitiesLoaded
        ? { text: t('social:linked_done', { provider: nameOf(linkedNow) }), error: false }
        : null);

  const unlink = async (providerId: string, providerName: string) => {
    setBusy(true);
    const result = await social.unlink(providerId);
    setBusy(false);
    setMessage(
      result.ok
        ? { text: t('social:unlinked_done', { provider: providerName }), error: false }
        : { text: wordFailure(result), error: true },
    );
  };

  const siteTime = useSiteTime();
  const date = { format: (d: Date) => siteTime.format(d, DATE_ONLY) };
  return (
    <section className="office-panel social-identities" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('social:linked_title')}</h2>
      <p>{t('social:linked_intro')}</p>
      {shown && (
        <p className={shown.error ? 'form__error' : 'form__success'} role="status">
          {shown.text}
        </p>
      )}
      {social.identitiesLoaded && (
        <>
          {social.identities.length === 0 ? (
            <p>{t('social:linked_none')}</p>
          ) : (
            <ul className="social-identities__list item-list">
              {social.identities.map((identity) => (
                <li key={identity.provider} className="social-identities__item item-list__item">
                  <span>
                    <strong>{identity.providerName}</strong>
                    {identity.email && <> · {identity.email}</>}
                    <br />
                    <small>
                      {t('social:linked_since', { date: date.format(new Date(identity.linkedAt)) })}
                    </small>
                  </span>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void unlink(identity.provider, identity.providerName)}
                  >
                    {t('social:unlink_button', { provider: identity.providerName })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {social.linkable.length > 0 && (
            <div className="form__actions">
              {social.linkable.map((provider) => (
                <a
                  key={provider.id}
                  className="button button--primary"
                  href={social.startUrl(provider.id, 'link', { language })}
                >
                  {t('social:link_button', { provider: provider.name })}
                </a>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}

export default observer(SocialIdentities);
