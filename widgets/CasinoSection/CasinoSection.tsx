import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { CASINO_SUBCATEGORIES, type GameTagId } from '../../domain/casino/catalogueTypes';
import { QueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useGames, useProviders } from '../shared/casino/casinoQueries';
import { sectionRoute } from '../shared/casino/casinoPaths';
import { GameGrid, ShowMore } from '../shared/casino/GameTile';
import { GameSkeleton } from '../shared/casino/GameSkeleton';
import { EmptyState, LoadError } from '../shared/casino/ListStates';
import { ProviderChips } from '../shared/casino/ProviderChips';
import { SearchBox } from '../shared/casino/SearchBox';
import { useFavoriteControl } from '../shared/casino/useFavoriteControl';
import type { CasinoSectionProps } from '../../domain/widgetProps/CasinoSection';
import '../shared/a11y.css';
import '../shared/casino/casino.css';

const PROVIDER_QUERY = 'provider';

function Subcategories({ section, current }: { section: string; current: string | undefined }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const subcategories = (CASINO_SUBCATEGORIES as Record<string, readonly string[]>)[section];
  if (!subcategories) return null;
  const base = sectionRoute(section);
  return (
    <nav className="casino-chips" aria-label={t('casino:subcategories_label')}>
      <Link
        className="casino-chip"
        to={localizedPath(lng, base)}
        aria-current={current === undefined ? 'page' : undefined}
      >
        {t('casino:all_games')}
      </Link>
      {subcategories.map((sub) => (
        <Link
          key={sub}
          className="casino-chip"
          to={localizedPath(lng, `${base}/${sub}`)}
          aria-current={current === sub ? 'page' : undefined}
        >
          {t(`casino:sub_${sub.replace(/-/g, '_')}`)}
        </Link>
      ))}
    </nav>
  );
}

const SectionGames = observer(function SectionGames({ props }: { props: CasinoSectionProps }) {
  const { t } = useTranslation();
  const params = useParams();
  const [query, setQuery] = useSearchParams();
  const { pathname } = useLocation();
  const subcategory = props.subcategoryParam ? params[props.subcategoryParam] : undefined;
  const routeProvider = props.providerParam ? params[props.providerParam] : undefined;
  const fixedProvider = props.provider ?? routeProvider;
  const chosenProvider = query.get(PROVIDER_QUERY) ?? undefined;
  const provider = fixedProvider ?? chosenProvider;
  const showChips = (props.showProviderFilter ?? true) && fixedProvider === undefined;
  const providers = useProviders();
  const favorites = useFavoriteControl();
  const games = useGames({
    ...(props.section ? { section: props.section } : {}),
    ...(subcategory ? { subcategory } : {}),
    ...(provider ? { provider } : {}),
    ...(props.tagId ? { tagId: props.tagId as GameTagId } : {}),
    sort: props.sort ?? 'popular',
    pageSize: props.pageSize ?? 24,
  });
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  const total = games.data?.pages[0]?.total ?? 0;
  const selectProvider = (id: string | undefined) => {
    const next = new URLSearchParams(query);
    if (id) next.set(PROVIDER_QUERY, id);
    else next.delete(PROVIDER_QUERY);
    setQuery(next, { replace: true });
  };
  const providerName = providers.data?.items.find((p) => p.id === fixedProvider)?.name;
  return (
    <>
      {(props.showSearch ?? true) && <SearchBox key={pathname} />}
      {props.section && (props.showSubcategories ?? true) && (
        <Subcategories section={props.section} current={subcategory} />
      )}
      {showChips && providers.data && (
        <ProviderChips
          providers={providers.data.items.filter((p) => p.gamesCount > 0)}
          selected={chosenProvider}
          onSelect={selectProvider}
        />
      )}
      {providerName && routeProvider && <p className="casino-provider-name">{providerName}</p>}
      {games.isPending ? (
        <GameSkeleton />
      ) : games.isError && items.length === 0 ? (
        <LoadError error={games.error} onRetry={() => void games.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState textKey={props.emptyKey ?? 'casino:games_empty'}>
          {chosenProvider && (
            <button
              type="button"
              className="casino-button"
              onClick={() => selectProvider(undefined)}
            >
              {t('casino:all_providers')}
            </button>
          )}
        </EmptyState>
      ) : (
        <>
          <p className="casino-count" aria-live="polite">
            {t('casino:games_count', { count: total })}
          </p>
          <GameGrid games={items} favorites={favorites} />
          <ShowMore pages={games} />
        </>
      )}
    </>
  );
});

/** A section's games (SPEC section 2 casino pages), filtered by the route and the chips. */
export default function CasinoSection({ props }: WidgetRenderProps<CasinoSectionProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className="casino casino-section"
      aria-labelledby={titleId}
      data-section={props.section}
    >
      <div className="casino__head">
        <h1 id={titleId}>{t(props.titleKey)}</h1>
      </div>
      <QueryScope>
        <SectionGames props={props} />
      </QueryScope>
    </section>
  );
}
