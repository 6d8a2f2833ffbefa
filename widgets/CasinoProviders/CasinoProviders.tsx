import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useProviders } from '../shared/casino/casinoQueries';
import { providerPath } from '../shared/casino/casinoPaths';
import { EmptyState, QueryStates } from '../shared/casino/ListStates';
import { TitledSection } from '../shared/casino/TitledSection';
import type { CasinoProvidersProps } from '../../domain/widgetProps/CasinoProviders';
import '../shared/casino/casino.css';

function ProviderList() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const providers = useProviders();
  if (providers.isPending || providers.isError) return <QueryStates query={providers} />;
  const items = providers.data.items.filter((p) => p.gamesCount > 0);
  if (items.length === 0) return <EmptyState textKey="casino:providers_empty" />;
  return (
    <ul className="casino-section-cards casino-providers">
      {items.map((provider) => (
        <li key={provider.id}>
          <Link
            className="casino-section-card"
            data-provider={provider.id}
            to={localizedPath(lng, providerPath(provider.id))}
          >
            <strong>{provider.name}</strong>
            <span className="casino-section-card__count">
              {t('casino:games_count', { count: provider.gamesCount })}
            </span>
            {!provider.isConnected && (
              <span className="casino-section-card__count">
                {t('casino:provider_not_connected')}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The game providers, each with how many of its games the visitor may open. */
export default function CasinoProviders({ props }: WidgetRenderProps<CasinoProvidersProps>) {
  return (
    <TitledSection titleKey={props.titleKey}>
      <ProviderList />
    </TitledSection>
  );
}
