import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { useSearchParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { useGameSearch } from '../shared/casino/casinoQueries';
import { GameGrid, ShowMore } from '../shared/casino/GameTile';
import { GameSkeleton } from '../shared/casino/GameSkeleton';
import { EmptyState, LoadError } from '../shared/casino/ListStates';
import { SearchBox } from '../shared/casino/SearchBox';
import { useFavoriteControl } from '../shared/casino/useFavoriteControl';
import type { CasinoSearchProps } from '../../domain/widgetProps/CasinoSearch';
import '../shared/casino/casino.css';

const SearchResults = observer(function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const results = useGameSearch(q);
  const favorites = useFavoriteControl();
  if (q.trim() === '') return <EmptyState textKey="casino:search_hint" />;
  if (results.isPending) return <GameSkeleton />;
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  if (results.isError && items.length === 0) {
    return <LoadError error={results.error} onRetry={() => void results.refetch()} />;
  }
  if (items.length === 0) return <EmptyState textKey="casino:search_empty" />;
  return (
    <>
      <p className="casino-count" aria-live="polite">
        {t('casino:search_count', { count: results.data?.pages[0]?.total ?? 0, q: q.trim() })}
      </p>
      <GameGrid games={items} favorites={favorites} />
      <ShowMore pages={results} />
    </>
  );
});

/** Game search: the text lives in the URL (?q=), so a search can be shared and reloaded. */
export default function CasinoSearch({ props }: WidgetRenderProps<CasinoSearchProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [query, setQuery] = useSearchParams();
  const q = query.get('q') ?? '';
  return (
    <section className="casino casino-search-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(props.titleKey)}</h1>
      <SearchBox
        key={q}
        initial={q}
        onSearch={(text) => setQuery(text ? { q: text } : {}, { replace: true })}
      />
      <QueryScope>
        <SearchResults q={q} />
      </QueryScope>
    </section>
  );
}
