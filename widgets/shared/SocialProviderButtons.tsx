import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { SocialPurpose } from '../../domain/social/socialConstants';
import { noteSocialAttempt } from '../../stores/analytics/analyticsCounters';
import type { SocialStartChoice } from '../../stores/social';
import { useStores } from './stores';
import './SocialProviderButtons.css';

interface SocialProviderButtonsProps {
  purpose: SocialPurpose;
  choice: SocialStartChoice;
}

/**
 * One button per provider the brand offers. Each is a plain link to the server's start URL:
 * the browser leaves for the provider and comes back signed in (or linked).
 */
function SocialProviderButtons({ purpose, choice }: SocialProviderButtonsProps) {
  const { t } = useTranslation();
  const { social: holder, consent } = useStores();
  const social = holder.loaded;
  // SPEC section 3 analytics counter socialData: the provider of a sign-in or registration.
  const note = (providerId: string) => {
    if (purpose === 'link' || !consent.marketing) return;
    try {
      noteSocialAttempt(window.localStorage, Date.now(), providerId);
    } catch {
      // No storage: nothing is kept.
    }
  };

  useEffect(() => {
    void social.loadProviders();
  }, [social]);

  if (!social.providersLoaded) return null;
  if (social.providers.length === 0) {
    return <p className="form__hint">{t('auth:social_providers_unavailable')}</p>;
  }
  return (
    <ul className="social-buttons">
      {social.providers.map((provider) => (
        <li key={provider.id}>
          <a
            className="button social-buttons__button"
            href={social.startUrl(provider.id, purpose, choice)}
            data-provider={provider.id}
            onClick={() => note(provider.id)}
          >
            {t('auth:social_continue_with', { provider: provider.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default observer(SocialProviderButtons);
