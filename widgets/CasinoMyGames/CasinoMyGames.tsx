import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useFavorites, useRecent } from '../shared/casino/casinoQueries';
import { GameGrid } from '../shared/casino/GameTile';
import { GameSkeleton } from '../shared/casino/GameSkeleton';
import { EmptyState, LoadError } from '../shared/casino/ListStates';
import { useFavoriteControl } from '../shared/casino/useFavoriteControl';
import type { CasinoMyGamesProps } from '../../domain/widgetProps/CasinoMyGames';
import '../shared/a11y.css';
import '../shared/casino/casino.css';

const MyGamesList = observer(function MyGamesList({
  props,
  titleId,
}: {
  props: CasinoMyGamesProps;
  titleId: string;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { session } = useStores();
  const recent = useRecent();
  const favoritesQuery = useFavorites();
  const favorites = useFavoriteControl();
  const query = props.list === 'recent' ? recent : favoritesQuery;
  const items = query.data?.items ?? [];
  const row = props.layout === 'row';
  const Heading = props.level === 1 ? 'h1' : 'h2';
  if (
    props.hideWhenEmpty &&
    (!session.isAuthenticated || (query.isSuccess && items.length === 0))
  ) {
    return null;
  }
  return (
    <section className="casino casino-my-games" aria-labelledby={titleId} data-list={props.list}>
      <div className="casino__head">
        <Heading id={titleId}>{t(props.titleKey)}</Heading>
        {props.moreLabelKey && props.moreTo !== undefined && items.length > 0 && (
          <Link to={localizedPath(lng, props.moreTo)}>{t(props.moreLabelKey)}</Link>
        )}
      </div>
      {!session.isAuthenticated ? (
        <EmptyState textKey="casino:sign_in_for_my_games" />
      ) : query.isPending ? (
        <GameSkeleton gameTiles={row ? 6 : undefined} otherGameTiles={row ? 0 : undefined} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState textKey={props.emptyKey} />
      ) : (
        <GameGrid games={items} favorites={favorites} row={row} label={t(props.titleKey)} />
      )}
    </section>
  );
});

/** The customer's recently played games or favourites; guests are asked to sign in. */
export default function CasinoMyGames({ props }: WidgetRenderProps<CasinoMyGamesProps>) {
  const titleId = useId();
  return (
    <QueryScope>
      <MyGamesList props={props} titleId={titleId} />
    </QueryScope>
  );
}
