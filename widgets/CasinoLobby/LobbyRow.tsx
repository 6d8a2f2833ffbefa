import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { CasinoLobbyRow } from '../../runtime/schema/types';
import type { CasinoGame, CasinoSectionId, GamesQuery } from '../../domain/casino/catalogueTypes';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useFavorites, useGames, useProviders, useRecent } from '../shared/casino/casinoQueries';
import { providerPath, sectionRoute } from '../shared/casino/casinoPaths';
import { GameGrid, type FavoriteControl } from '../shared/casino/GameTile';
import { GameSkeleton } from '../shared/casino/GameSkeleton';
import { LoadError } from '../shared/casino/ListStates';
import { sectionNameKey } from '../shared/casino/sectionNames';

const DEFAULT_ROW_LIMIT = 12;

interface RowView {
  title: string;
  more: string | undefined;
  games: readonly CasinoGame[];
  pending: boolean;
  error: unknown;
  retry: () => void;
}

function catalogueQuery(row: CasinoLobbyRow, limit: number): Omit<GamesQuery, 'page'> {
  switch (row.kind) {
    case 'new':
      return { sort: 'new', pageSize: limit };
    case 'jackpot':
      return { tagId: 3, pageSize: limit };
    case 'section':
      return { section: row.section as CasinoSectionId, pageSize: limit };
    case 'provider':
      return { provider: row.provider ?? '', pageSize: limit };
    default:
      return { sort: 'popular', pageSize: limit };
  }
}

/** One row of the lobby: a title, a link to all of it, and a scrolling row of tiles. */
export const LobbyRow = observer(function LobbyRow({
  row,
  favorites,
}: {
  row: CasinoLobbyRow;
  favorites: FavoriteControl | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { session } = useStores();
  const limit = row.limit ?? DEFAULT_ROW_LIMIT;
  const personal = row.kind === 'recent' || row.kind === 'favorites';
  const catalogue = useGames(catalogueQuery(row, limit), !personal);
  const recent = useRecent();
  const favoriteList = useFavorites();
  const providers = useProviders();
  const view = ((): RowView => {
    if (personal) {
      const query = row.kind === 'recent' ? recent : favoriteList;
      return {
        title: t(row.kind === 'recent' ? 'casino:recent_title' : 'casino:favorites_title'),
        more: row.kind === 'recent' ? 'my-casino' : 'my-casino/favorites',
        games: (query.data?.items ?? []).slice(0, limit),
        pending: query.isPending,
        error: query.error,
        retry: () => void query.refetch(),
      };
    }
    const providerName = providers.data?.items.find((p) => p.id === row.provider)?.name;
    const title =
      row.kind === 'section'
        ? t(sectionNameKey(row.section ?? ''))
        : row.kind === 'provider'
          ? (providerName ?? row.provider ?? '')
          : t(`casino:row_${row.kind}`);
    const more =
      row.kind === 'section'
        ? sectionRoute(row.section ?? '')
        : row.kind === 'provider'
          ? providerPath(row.provider ?? '')
          : row.kind === 'new'
            ? 'games?sort=new'
            : 'games';
    return {
      title,
      more,
      games: catalogue.data?.pages[0]?.items ?? [],
      pending: catalogue.isPending,
      error: catalogue.error,
      retry: () => void catalogue.refetch(),
    };
  })();
  // Personal rows are for signed-in customers, and a row with nothing in it is left out.
  if (personal && !session.isAuthenticated) return null;
  if (!view.pending && !view.error && view.games.length === 0) return null;
  return (
    <section className="casino-lobby__row" aria-labelledby={titleId} data-row={row.kind}>
      <div className="casino__head">
        <h2 id={titleId}>{view.title}</h2>
        {view.more !== undefined && (
          <Link to={localizedPath(lng, view.more)}>{t('casino:see_all')}</Link>
        )}
      </div>
      {view.pending ? (
        <GameSkeleton gameTiles={6} otherGameTiles={0} />
      ) : view.error ? (
        <LoadError error={view.error} onRetry={view.retry} />
      ) : (
        <GameGrid games={view.games} favorites={favorites} row label={view.title} />
      )}
    </section>
  );
});
