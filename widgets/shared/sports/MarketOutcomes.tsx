import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import type { MarketModel } from '../../../stores';
import { MarketKind } from '../../../domain/sports/types';
import { useStores } from '../stores';
import OddsButton from '../../OddsCell/OddsButton';
import { paramText, type MarketColumn } from './marketColumns';

/**
 * A market's outcomes as odds cells; the market name labels the group. In a dense list's column
 * (`column`) the cells keep the column's widths and a total's or handicap's line stands before
 * them, under the championship's header (MarketHeads).
 */
export const MarketOutcomes = observer(function MarketOutcomes({
  market,
  compact = false,
  column,
}: {
  market: MarketModel;
  compact?: boolean;
  column?: MarketColumn;
}) {
  const { sports } = useStores();
  // An outright's outcomes are its runners: named even in a compact list, and wrapped.
  const named = market.kind === MarketKind.Special;
  const style = column?.cells ? ({ '--cells': column.cells } as CSSProperties) : undefined;
  return (
    <div
      className="market-outcomes"
      role="group"
      aria-label={market.name}
      data-compact={compact || undefined}
      data-named={named || undefined}
      data-column={column ? column.key : undefined}
      data-param={column?.withParam || undefined}
      style={style}
    >
      <div className="market-outcomes__name" aria-hidden="true">
        {market.name}
      </div>
      {column?.withParam ? (
        <span className="market-outcomes__param" dir="ltr" aria-hidden="true">
          {paramText(market)}
        </span>
      ) : null}
      <div className="market-outcomes__cells">
        {sports.outcomesOf(market).map((outcome) => (
          <OddsButton key={outcome.id} outcomeId={outcome.id} showName={!compact || named} />
        ))}
      </div>
    </div>
  );
});

/** A column's place in a row whose game has no market of that kind: its width, kept empty. */
export function EmptyColumn({ column }: { column: MarketColumn }) {
  const style = column.cells ? ({ '--cells': column.cells } as CSSProperties) : undefined;
  return (
    <div
      className="market-empty"
      data-compact
      data-column={column.key}
      data-param={column.withParam || undefined}
      style={style}
      aria-hidden="true"
    />
  );
}
