import { useTranslation } from '../../runtime/i18n';
import { TOTO_PICKS, type TotoGameView, type TotoPick } from '../../domain/toto/index';
import { ColumnHeads } from '../shared/ColumnHeads';
import { useTotoFormat } from './totoFormat';
import type { Picks } from './ticketDraft';

/** The words of each pick's button: what it predicts, with the team's name. */
const PICK_TEXT = {
  '1': 'toto:pick_1_name',
  X: 'toto:pick_x_name',
  '2': 'toto:pick_2_name',
} as const;

/**
 * The games of a draw in a dense table: position, start, teams and championship; with `picks`,
 * three toggle buttons 1 / X / 2 per game (several per game allowed); with `results`, the score
 * and the outcome (a cancelled game marked).
 */
export function TotoGamesTable(p: {
  games: readonly TotoGameView[];
  captionKey: string;
  captionValues?: Record<string, string | number>;
  picks?: Picks | undefined;
  onToggle?: ((position: number, pick: TotoPick) => void) | undefined;
  results?: boolean;
}) {
  const { t } = useTranslation();
  const format = useTotoFormat();
  const picking = p.picks !== undefined && p.onToggle !== undefined;
  return (
    <table className="toto-games" data-picking={picking}>
      <caption className="visually-hidden">{t(p.captionKey, p.captionValues)}</caption>
      <ColumnHeads
        columns={[
          { label: t('toto:col_position'), className: 'toto-games__pos' },
          { label: t('toto:col_start'), className: 'toto-games__start' },
          t('toto:col_match'),
          ...(picking
            ? TOTO_PICKS.map((pick) => ({ label: pick, className: 'toto-games__pick' }))
            : []),
          ...(p.results
            ? [
                { label: t('toto:col_score'), className: 'toto-games__score' },
                { label: t('toto:col_outcome'), className: 'toto-games__outcome' },
              ]
            : []),
        ]}
      />
      <tbody>
        {p.games.map((game) => {
          const chosen = p.picks?.[game.position] ?? [];
          const match = `${game.home} – ${game.away}`;
          return (
            <tr
              key={game.gameId}
              data-testid={`toto-game-${game.position}`}
              data-cancelled={game.outcome === 'cancelled' || undefined}
            >
              <td className="toto-games__pos">{game.position + 1}</td>
              <td className="toto-games__start">
                <time dateTime={game.startAt}>{format.start(game.startAt)}</time>
              </td>
              <th scope="row" className="toto-games__match">
                <span className="toto-games__teams">{match}</span>
                <span className="toto-games__champ">{game.champName}</span>
              </th>
              {picking
                ? TOTO_PICKS.map((pick) => (
                    <td key={pick} className="toto-games__pick">
                      <button
                        type="button"
                        className="toto-pick"
                        aria-pressed={chosen.includes(pick)}
                        aria-label={t(PICK_TEXT[pick], {
                          position: game.position + 1,
                          home: game.home,
                          away: game.away,
                        })}
                        onClick={() => p.onToggle?.(game.position, pick)}
                      >
                        {pick}
                      </button>
                    </td>
                  ))
                : null}
              {p.results ? (
                <>
                  <td className="toto-games__score">{game.score ?? '—'}</td>
                  <td className="toto-games__outcome">
                    {game.outcome === null ? (
                      <span className="toto-muted">{t('toto:outcome_pending')}</span>
                    ) : game.outcome === 'cancelled' ? (
                      <span className="toto-badge" data-status="cancelled">
                        {t('toto:outcome_cancelled')}
                        <span aria-hidden="true">*</span>
                      </span>
                    ) : (
                      <span className="toto-outcome">{game.outcome}</span>
                    )}
                  </td>
                </>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
