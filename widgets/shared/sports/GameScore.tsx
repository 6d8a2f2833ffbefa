import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../runtime/i18n';
import type { GameModel } from '../../../stores';
import { phaseOf } from './gameTime';

/** The score of a started game ('2:1'), with the period scores for screen readers and on hover. */
export const GameScore = observer(function GameScore({ game }: { game: GameModel }) {
  const { t } = useTranslation();
  if (phaseOf(game) === 'upcoming') return null;
  const { home, away, formatted, points } = game.score;
  return (
    <span className="game-score" title={formatted}>
      <span className="visually-hidden">{t('sports:score_label')} </span>
      <span aria-hidden="true">
        {home}:{away}
      </span>
      <span className="visually-hidden">{formatted}</span>
      {points ? <span className="game-score__points"> ({points})</span> : null}
    </span>
  );
});
