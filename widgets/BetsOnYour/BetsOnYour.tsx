import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { buildCombos, type Combo } from '../../domain/sports/combos';
import type { BetsOnYourProps } from '../../domain/widgetProps/BetsOnYour';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { gameLink } from '../shared/sports/gameLink';
import { topSource } from '../shared/sports/gameSources';
import { ListState } from '../shared/sports/ListState';
import { useGameLists } from '../shared/sports/useGameLists';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './BetsOnYour.css';

/** Top line games read to build the combinations from. */
const TOP_LIMIT = 30;

/**
 * "Bets on your ..." (SPEC section 2 page type betsonyour): ready-made accumulators of the top
 * line games, each leg the favourite of a game's main market. "Add to coupon" puts every leg in the
 * coupon as ordinary bets (an express), placed as any other.
 */
export default observer(function BetsOnYour({ props }: WidgetRenderProps<BetsOnYourProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { sports, coupon, global } = useStores();
  const lists = useGameLists([topSource('line', TOP_LIMIT)], TOP_LIMIT);
  const candidates = lists.games.map((game) => {
    const market = sports.marketsOf(game)[0];
    return { gameId: game.id, outcomes: market ? sports.outcomesOf(market) : [] };
  });
  const combos = buildCombos(candidates, props.legs ?? 3, props.combos ?? 4);

  const add = (combo: Combo) => {
    coupon.load().then(
      (store) => {
        for (const leg of combo.legs) {
          const outcome = sports.outcome(leg.outcomeId);
          const game = sports.game(leg.gameId);
          const market = outcome ? sports.market(outcome.marketId) : undefined;
          if (outcome && game && market) {
            store.slip.addBet(outcome, game, market, { pageType: 'betsonyour' });
          }
        }
      },
      (error: unknown) => console.warn('the coupon did not load', error),
    );
  };

  return (
    <section className="sports-block bets-on-your" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      <ListState lists={lists} empty={combos.length === 0} emptyKey={props.emptyKey}>
        <ol className="bets-on-your__list">
          {combos.map((combo, index) => {
            const inCoupon =
              coupon.current !== null &&
              coupon.current !== undefined &&
              combo.legs.every((leg) => coupon.current?.slip.hasBet(leg.outcomeId));
            return (
              <li
                key={combo.legs.map((l) => l.outcomeId).join('-')}
                className="bets-on-your__combo"
              >
                <h3>{t('sports:betsonyour_combo', { number: index + 1 })}</h3>
                <ul className="bets-on-your__legs">
                  {combo.legs.map((leg) => {
                    const game = sports.game(leg.gameId);
                    const outcome = sports.outcome(leg.outcomeId);
                    const match = game
                      ? game.opponents.map((o) => o.name).join(' – ')
                      : String(leg.gameId);
                    return (
                      <li
                        key={leg.outcomeId}
                        className="bets-on-your__leg"
                        data-outcome-id={leg.outcomeId}
                      >
                        {game ? (
                          <Link to={localizedPath(lng, gameLink(game, sports.isGameLive(game.id)))}>
                            {match}
                          </Link>
                        ) : (
                          <span>{match}</span>
                        )}
                        <span className="bets-on-your__pick">{outcome?.name}</span>
                        <span className="bets-on-your__coef">{global.formatCoef(leg.coef)}</span>
                      </li>
                    );
                  })}
                </ul>
                <p className="bets-on-your__total">
                  {t('sports:betsonyour_total', { coef: global.formatCoef(combo.coef) })}
                </p>
                <button
                  type="button"
                  className="bets-on-your__add focus-ring"
                  aria-pressed={inCoupon}
                  onClick={() => add(combo)}
                >
                  {t(inCoupon ? 'sports:betsonyour_added' : 'sports:betsonyour_add')}
                </button>
              </li>
            );
          })}
        </ol>
      </ListState>
    </section>
  );
});
