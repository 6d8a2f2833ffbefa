import { observer } from 'mobx-react-lite';
import type { MarketModel } from '../../../stores';
import { MarketKind } from '../../../domain/sports/types';
import { useStores } from '../stores';
import OddsButton from '../../OddsCell/OddsButton';

/** A market's outcomes as odds cells; the market name labels the group. */
export const MarketOutcomes = observer(function MarketOutcomes({
  market,
  compact = false,
}: {
  market: MarketModel;
  compact?: boolean;
}) {
  const { sports } = useStores();
  // An outright's outcomes are its runners: named even in a compact list, and wrapped.
  const named = market.kind === MarketKind.Special;
  return (
    <div
      className="market-outcomes"
      role="group"
      aria-label={market.name}
      data-compact={compact || undefined}
      data-named={named || undefined}
    >
      <div className="market-outcomes__name" aria-hidden="true">
        {market.name}
      </div>
      <div className="market-outcomes__cells">
        {sports.outcomesOf(market).map((outcome) => (
          <OddsButton key={outcome.id} outcomeId={outcome.id} showName={!compact || named} />
        ))}
      </div>
    </div>
  );
});
