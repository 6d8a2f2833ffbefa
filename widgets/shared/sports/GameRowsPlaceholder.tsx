import '../control.css';
import '../../OddsCell/OddsCell.css';
import './sports.css';

const OUTCOMES = 3;
/** Rows a list without a limit holds while loading, and the most any list holds. */
const DEFAULT_ROWS = 8;
const MAX_ROWS = 20;

/** How many placeholder rows a list of at most `limit` games holds. */
export function placeholderRows(limit: number | undefined): number {
  return Math.min(limit ?? DEFAULT_ROWS, MAX_ROWS);
}

/**
 * Loading rows in the shape of `GameRow` (same classes, so the same subgrid, paddings and line
 * heights): a list that fills in takes exactly the room its placeholder held, so nothing below it
 * moves when the games arrive (the home page's top lists were 0.03-0.05 of its layout
 * shift). Hidden from assistive technology; `ListState` announces the loading.
 */
export function GameRowsPlaceholder({ count }: { count: number }) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      <li key={i} className="game-row game-row--placeholder">
        <div className="game-row__time">
          <span className="game-clock placeholder-bar">{'\u00a0'}</span>
        </div>
        <div className="game-row__teams">
          <span className="game-row__link">
            {[0, 1].map((team) => (
              <span key={team} className="game-row__team">
                <span className="team-badge placeholder-badge" />
                <span className="placeholder-bar">{'\u00a0'}</span>
              </span>
            ))}
          </span>
        </div>
        <div className="game-row__score" />
        <div className="game-row__markets">
          <div className="market-outcomes" data-compact>
            <div className="market-outcomes__name">{'\u00a0'}</div>
            <div className="market-outcomes__cells">
              {Array.from({ length: OUTCOMES }, (_, cell) => (
                <span key={cell} className="odds-cell odds-cell--placeholder">
                  {'\u00a0'}
                </span>
              ))}
            </div>
          </div>
        </div>
        <div className="game-row__more" />
      </li>,
    );
  }
  return (
    <ul className="game-list" aria-hidden="true">
      {rows}
    </ul>
  );
}
