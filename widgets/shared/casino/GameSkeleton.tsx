import { useTranslation } from '../../../runtime/i18n';
import { SKELETON_GAME_TILES, SKELETON_OTHER_GAME_TILES } from '../../../domain';
import '../shimmer.css';

/**
 * Placeholders in the shape of a games grid while it loads (SPEC section 2: 16 game tiles and 2
 * other-game tiles), announced once to assistive technology.
 */
export function GameSkeleton({
  gameTiles = SKELETON_GAME_TILES,
  otherGameTiles = SKELETON_OTHER_GAME_TILES,
  labelKey = 'casino:loading',
}: {
  gameTiles?: number;
  otherGameTiles?: number;
  /** The dictionary key of what assistive technology is told while it loads. */
  labelKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="casino-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t(labelKey)}</span>
      <div className="casino-grid" aria-hidden="true">
        {Array.from({ length: gameTiles }, (_, i) => (
          <div key={i} className="casino-skeleton__tile shimmer" data-kind="game" />
        ))}
      </div>
      {otherGameTiles > 0 && (
        <div className="casino-skeleton__others" aria-hidden="true">
          {Array.from({ length: otherGameTiles }, (_, i) => (
            <div key={i} className="casino-skeleton__tile shimmer" data-kind="other-game" />
          ))}
        </div>
      )}
    </div>
  );
}
