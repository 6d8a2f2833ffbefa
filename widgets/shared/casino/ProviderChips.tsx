import { useTranslation } from '../../../runtime/i18n';
import type { CasinoProvider } from '../../../domain/casino/catalogueTypes';

/** Provider filter: one chip a provider (with its count), and "all"; one is pressed. */
export function ProviderChips({
  providers,
  selected,
  onSelect,
}: {
  providers: readonly CasinoProvider[];
  selected: string | undefined;
  onSelect: (provider: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="casino-chips" role="group" aria-label={t('casino:providers_filter')}>
      <button
        type="button"
        className="casino-chip"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t('casino:all_providers')}
      </button>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="casino-chip"
          data-provider={provider.id}
          aria-pressed={selected === provider.id}
          onClick={() => onSelect(selected === provider.id ? undefined : provider.id)}
        >
          {provider.name}
          <span className="casino-chip__count">{provider.gamesCount}</span>
        </button>
      ))}
    </div>
  );
}
