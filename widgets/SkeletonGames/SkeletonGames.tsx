import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { SKELETON_GAME_TILES, SKELETON_OTHER_GAME_TILES } from '../../domain';
import type { SkeletonGamesProps } from './props';
import '../shared/a11y.css';
import '../shared/shimmer.css';
import './SkeletonGames.css';

function tiles(count: number, kind: 'game' | 'other-game') {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(<div key={i} className="skeleton-games__tile shimmer" data-kind={kind} />);
  }
  return out;
}

/** Placeholders in the shape of the game lists while they load (SPEC section 2). */
export default function SkeletonGames({ props }: WidgetRenderProps<SkeletonGamesProps>) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-games" role="status" aria-busy="true">
      <span className="visually-hidden">{t(props.labelKey)}</span>
      <div className="skeleton-games__grid" aria-hidden="true">
        {tiles(props.gameTiles ?? SKELETON_GAME_TILES, 'game')}
      </div>
      <div className="skeleton-games__others" aria-hidden="true">
        {tiles(props.otherGameTiles ?? SKELETON_OTHER_GAME_TILES, 'other-game')}
      </div>
    </div>
  );
}
