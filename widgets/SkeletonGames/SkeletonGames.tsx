import type { WidgetRenderProps } from '../../runtime/render/types';
import { GameSkeleton } from '../shared/casino/GameSkeleton';
import type { SkeletonGamesProps } from '../../domain/widgetProps/SkeletonGames';
import '../shared/a11y.css';
import '../shared/casino/casino.css';

/**
 * Placeholders in the shape of the game lists while they load (SPEC section 2), for a schema to
 * place: the casino's own skeleton, with the counts and the announcement from the props.
 */
export default function SkeletonGames({ props }: WidgetRenderProps<SkeletonGamesProps>) {
  return (
    <GameSkeleton
      labelKey={props.labelKey}
      gameTiles={props.gameTiles}
      otherGameTiles={props.otherGameTiles}
    />
  );
}
