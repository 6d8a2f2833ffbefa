import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { buildCombos } from '../../domain/sports/combos';
import type { BetsOnYourProps } from '../../domain/widgetProps/BetsOnYour';
import { useStores } from '../shared/stores';
import { ComboCard } from '../shared/sports/ComboCard';
import { topSource } from '../shared/sports/gameSources';
import { ListState } from '../shared/sports/ListState';
import { useGameLists } from '../shared/sports/useGameLists';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './BetsOnYour.css';

/** Top line games read to build the combinations from. */
const TOP_LIMIT = 30;

const BETS_ON_YOUR_TEXTS = {
  total: 'sports:betsonyour_total',
  add: 'sports:betsonyour_add',
  added: 'sports:betsonyour_added',
};

/**
 * "Bets on your ..." (SPEC section 2 page type betsonyour): ready-made accumulators of the top
 * line games, each leg the favourite of a game's main market. "Add to coupon" puts every leg in the
 * coupon as ordinary bets (an express), placed as any other.
 */
export default observer(function BetsOnYour({ props }: WidgetRenderProps<BetsOnYourProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { sports } = useStores();
  const lists = useGameLists([topSource('line', TOP_LIMIT)], TOP_LIMIT);
  const candidates = lists.games.map((game) => {
    const market = sports.marketsOf(game)[0];
    return { gameId: game.id, outcomes: market ? sports.outcomesOf(market) : [] };
  });
  const combos = buildCombos(candidates, props.legs ?? 3, props.combos ?? 4);

  return (
    <section className="sports-block bets-on-your" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      <ListState lists={lists} empty={combos.length === 0} emptyKey={props.emptyKey}>
        <ol className="bets-on-your__list">
          {combos.map((combo, index) => (
            <li key={combo.legs.map((l) => l.outcomeId).join('-')} className="bets-on-your__combo">
              <h3>{t('sports:betsonyour_combo', { number: index + 1 })}</h3>
              <ComboCard
                combo={combo}
                block="bets-on-your"
                texts={BETS_ON_YOUR_TEXTS}
                pageType="betsonyour"
              />
            </li>
          ))}
        </ol>
      </ListState>
    </section>
  );
});
