import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../runtime/i18n';
import type { MarketColumn } from './marketColumns';

/**
 * A dense list's header row (SPEC section 2 layout): the championship's (or sport's) name where
 * the time and teams stand, then each market column's title over its cells' labels, once for all
 * the rows below. Screen readers get each group's market name on the row itself.
 */
export function MarketHeads({ title, columns }: { title: ReactNode; columns: MarketColumn[] }) {
  const { t } = useTranslation();
  return (
    <div className="game-list__heads">
      {title}
      <div className="game-row__markets game-list__columns" aria-hidden="true">
        {columns.map((column) => (
          <div
            key={column.key}
            className="market-head"
            data-param={column.withParam || undefined}
            data-named={column.cells === 0 || undefined}
            style={column.cells ? ({ '--cells': column.cells } as CSSProperties) : undefined}
          >
            <span className="market-head__title">{t(column.titleKey)}</span>
            {column.withParam ? <span className="market-head__param" /> : null}
            {column.cellKeys.map((key) => (
              <span key={key} className="market-head__cell">
                {t(key)}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
