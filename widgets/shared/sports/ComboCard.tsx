import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../runtime/i18n';
import type { Combo } from '../../../domain/sports/combos';
import { localizedPath } from '../localizedPath';
import { useStores } from '../stores';
import { useCurrentLanguage } from '../useCurrentLanguage';
import { gameLink } from './gameLink';
import '../a11y.css';

/** The dictionary keys of a combo card's total and of its button, before and after adding. */
export interface ComboCardTexts {
  total: string;
  add: string;
  added: string;
}

/**
 * A ready-made express: its legs (the game, linked, the pick and its odds), the total odds and a
 * button that puts every leg in the coupon as ordinary bets. `block` names the widget's classes
 * (`<block>__legs`, `<block>__leg`, `<block>__pick` ...; the button is also `combo-card__add`, the
 * look sports.css gives it); `pageType` is what the bets are marked with.
 */
export const ComboCard = observer(function ComboCard({
  combo,
  block,
  texts,
  pageType,
}: {
  combo: Combo;
  block: string;
  texts: ComboCardTexts;
  pageType: string;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { sports, coupon, global } = useStores();
  const inCoupon =
    !!coupon.current && combo.legs.every((leg) => coupon.current?.slip.hasBet(leg.outcomeId));

  const addAll = () => {
    coupon.load().then(
      (store) => {
        for (const leg of combo.legs) {
          const outcome = sports.outcome(leg.outcomeId);
          const game = sports.game(leg.gameId);
          const market = outcome ? sports.market(outcome.marketId) : undefined;
          if (outcome && game && market) {
            store.slip.addBet(outcome, game, market, { pageType });
          }
        }
      },
      (error: unknown) => console.warn('the coupon did not load', error),
    );
  };

  return (
    <>
      <ul className={`${block}__legs`}>
        {combo.legs.map((leg) => {
          const game = sports.game(leg.gameId);
          const outcome = sports.outcome(leg.outcomeId);
          const match = game ? game.opponents.map((o) => o.name).join(' – ') : String(leg.gameId);
          return (
            <li key={leg.outcomeId} className={`${block}__leg`} data-outcome-id={leg.outcomeId}>
              {game ? (
                <Link to={localizedPath(lng, gameLink(game, sports.isGameLive(game.id)))}>
                  {match}
                </Link>
              ) : (
                <span>{match}</span>
              )}
              <span className={`${block}__pick`}>{outcome?.name}</span>
              <span className={`${block}__coef`}>{global.formatCoef(leg.coef)}</span>
            </li>
          );
        })}
      </ul>
      <p className={`${block}__total`}>{t(texts.total, { coef: global.formatCoef(combo.coef) })}</p>
      <button
        type="button"
        className={`combo-card__add ${block}__add focus-ring`}
        aria-pressed={inCoupon}
        onClick={addAll}
      >
        {t(inCoupon ? texts.added : texts.add)}
      </button>
    </>
  );
});
