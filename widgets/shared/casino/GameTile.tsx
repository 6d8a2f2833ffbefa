import { useTranslation } from '../../../runtime/i18n';
import { Link } from 'react-router-dom';
import { GAME_TAGS, type CasinoGame } from '../../../domain/casino/catalogueTypes';
import { localizedPath } from '../localizedPath';
import { useCurrentLanguage } from '../useCurrentLanguage';
import { useNearViewport } from '../../../runtime/render/useNearViewport';
import { gamePath } from './casinoPaths';

export interface FavoriteControl {
  isFavorite: (gameId: number) => boolean;
  toggle: (game: CasinoGame, isFavorite: boolean) => void;
}

/**
 * One game: its generated art (the gradient of its colours shows until the picture arrives, so
 * a tile is never blank; the picture is asked for only when the tile comes near the viewport), the badge of its tag, name and provider, a play hint on hover and
 * focus, and a favourite star for a signed-in customer.
 */
export function GameTile({
  game,
  favorites,
}: {
  game: CasinoGame;
  favorites?: FavoriteControl | undefined;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const tag = game.tagId === null ? undefined : GAME_TAGS[game.tagId];
  const isFavorite = favorites?.isFavorite(game.id) ?? false;
  const [artRef, artNear] = useNearViewport<HTMLSpanElement>();
  return (
    <li className="casino-tile" data-game-id={game.id} data-provider={game.provider}>
      <Link
        to={localizedPath(lng, gamePath(game))}
        className="casino-tile__link"
        aria-label={t('casino:tile_label', { name: game.name, provider: game.providerName })}
      >
        <span
          ref={artRef}
          className="casino-tile__art"
          style={{
            backgroundImage: `linear-gradient(135deg, ${game.colours.from}, ${game.colours.to})`,
          }}
        >
          {artNear && <img src={game.image} alt="" decoding="async" width={240} height={180} />}
          {tag && (
            <span className="casino-tile__badge" data-tag={tag}>
              {t(`casino:tag_${tag}`)}
            </span>
          )}
          <span className="casino-tile__play" aria-hidden="true">
            {t(game.playable ? 'casino:play' : 'casino:details')}
          </span>
        </span>
        <span className="casino-tile__name">{game.name}</span>
        <span className="casino-tile__provider">{game.providerName}</span>
      </Link>
      {favorites && (
        <button
          type="button"
          className="casino-tile__favorite"
          aria-pressed={isFavorite}
          aria-label={t(isFavorite ? 'casino:favorite_remove' : 'casino:favorite_add', {
            name: game.name,
          })}
          onClick={() => favorites.toggle(game, !isFavorite)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
          </svg>
        </button>
      )}
    </li>
  );
}

/** Tiles in a responsive grid (or one scrolling row). */
export function GameGrid({
  games,
  favorites,
  row = false,
  label,
}: {
  games: readonly CasinoGame[];
  favorites?: FavoriteControl | undefined;
  row?: boolean;
  label?: string;
}) {
  return (
    <ul className={row ? 'casino-row' : 'casino-grid'} aria-label={label}>
      {games.map((game) => (
        <GameTile key={game.id} game={game} favorites={favorites} />
      ))}
    </ul>
  );
}

/** "Show more" under a paged game list while it has a next page (worded as loading while it comes). */
export function ShowMore({
  pages,
}: {
  pages: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className="casino-button casino-more"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {t(pages.isFetchingNextPage ? 'casino:loading' : 'casino:show_more')}
    </button>
  );
}
