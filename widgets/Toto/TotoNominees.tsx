import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useTotoNominees } from '../shared/toto/totoQueries';
import { useStores } from '../shared/stores';
import { TotoGamesTable } from './TotoGamesTable';
import { DEFAULT_GAMES_PER_DRAW, TotoEmpty, TotoLoadError, TotoSkeleton } from './TotoStates';

/** The games proposed for the draw after the open ones: read-only. */
export const TotoNominees = observer(function TotoNominees() {
  const { t } = useTranslation();
  const { config } = useStores();
  const query = useTotoNominees();
  if (query.isError && !query.data) {
    return <TotoLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    const rows = config.config.toto?.gamesPerDraw ?? DEFAULT_GAMES_PER_DRAW;
    return <TotoSkeleton rows={rows} labelKey="toto:nominees_loading" />;
  }
  if (query.data.games.length === 0) return <TotoEmpty textKey="toto:nominees_empty" />;
  return (
    <div className="toto-nominees">
      <p className="toto-muted">{t('toto:nominees_note')}</p>
      <TotoGamesTable games={query.data.games} captionKey="toto:nominees_caption" />
    </div>
  );
});
