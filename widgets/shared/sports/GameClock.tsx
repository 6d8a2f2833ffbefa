import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../runtime/i18n';
import type { GameModel } from '../../../stores';
import { useStores } from '../stores';
import { clockText, phaseOf, startText } from './gameTime';
import { periodKind, periodLabelKey } from './periodLabel';

/**
 * The time cell of a game: the start before it begins, then the period and the running clock,
 * then its end. Observes only the game's status, clock and period.
 */
export const GameClock = observer(function GameClock({
  game,
  withDate = true,
}: {
  game: GameModel;
  withDate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { global, sports } = useStores();
  const phase = phaseOf(game);
  if (phase === 'upcoming') {
    const text = startText(game.startAt, i18n.language, {
      tzOffsetHours: global.timeZone,
      is12h: global.is12h,
      withDate,
    });
    return (
      <span className="game-clock" data-phase={phase}>
        <span className="visually-hidden">{t('sports:starts_at')} </span>
        <time dateTime={new Date(game.startAt * 1000).toISOString()}>{text}</time>
      </span>
    );
  }
  if (phase === 'inPlay' && game.timeSec !== null) {
    const sport = sports.sport(game.sportId);
    return (
      <span className="game-clock" data-phase={phase}>
        <span className="game-clock__period">
          {t(periodLabelKey(periodKind(sport?.slug, sport?.isCyber)), { period: game.period })}
        </span>{' '}
        <span
          className="game-clock__time"
          aria-label={t('sports:clock_label', { time: clockText(game.timeSec) })}
        >
          {clockText(game.timeSec)}
        </span>
      </span>
    );
  }
  return (
    <span className="game-clock" data-phase={phase}>
      {t(`sports:phase_${phase}`)}
    </span>
  );
});
