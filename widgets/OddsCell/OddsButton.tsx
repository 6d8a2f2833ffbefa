import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { isLockedBet } from '../../domain/sports/liveRule';
import { useStores } from '../shared/stores';
import { OutlineSvg } from '../shared/OutlineSvg';
import '../shared/a11y.css';
import '../shared/control.css';
import './OddsCell.css';

export interface OddsButtonProps {
  outcomeId: number;
  /** Shows the outcome's name beside the price (the game page); lists show the price alone. */
  showName?: boolean;
  /** Recorded on the bet (SPEC section 3 Bet pageType). */
  pageType?: string;
}

/** The texts it needs live in the `odds` dictionary: pages showing odds list it. */
export const ODDS_DICTIONARY = 'odds';

function LockIcon() {
  return (
    <OutlineSvg
      className="odds-cell__lock"
      size={12}
      strokeWidth={2.5}
      square
      d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"
    />
  );
}

/**
 * One outcome's price in the chosen coefficient view (SPEC section 9). It observes only its own
 * outcome, market, coupon entry and the coefficient view, so a live change re-renders this cell
 * alone. Shows the direction of the last change for a few seconds and a lock when the bet would be
 * locked (SPEC section 4: blocked, dependent or banned from express); a click puts the outcome in
 * the coupon or takes it out (aria-pressed); with one-click on it places a single at once.
 */
function OddsButton({ outcomeId, showName = false, pageType }: OddsButtonProps) {
  const { t } = useTranslation(ODDS_DICTIONARY);
  const { sports, coupon, global } = useStores();
  const outcome = sports.outcome(outcomeId);
  if (!outcome) {
    return (
      <span className="odds-cell odds-cell--missing" aria-hidden="true">
        -
      </span>
    );
  }
  const market = sports.market(outcome.marketId);
  // The coupon loads on first use (stores/sports/lazyCoupon.ts): until then nothing is in it.
  const loaded = coupon.current;
  const selected = loaded?.slip.hasBet(outcomeId) ?? false;
  const isDepend = loaded?.slip.isDependent(outcomeId, outcome.gameId) ?? false;
  const locked = isLockedBet({
    isBlocked: outcome.isBlocked,
    isDepend,
    isBannedExpress: market?.isBannedExpress ?? false,
  });
  // A blocked price cannot be bet on; a bet already in the coupon can always be taken out.
  const disabled = outcome.isBlocked && !selected;
  // SPEC section 3 coefIndicationType: the arrow, the colour, both or neither.
  const indication = global.coefIndication;
  const movement = indication.arrow || indication.colour ? outcome.movement : undefined;

  const onClick = () => {
    if (disabled) return;
    const game = sports.game(outcome.gameId);
    if (!game || !market) return;
    const extras = pageType ? { pageType } : {};
    coupon.load().then(
      (store) => {
        // SPEC section 4 one-click: the price is bet at once as a single with the one-click
        // stake, through the coupon's placement (its result shows in the slip).
        if (store.oneClick.isOneClickActive) {
          void store.oneClick.placeOneClick(outcome, game, market, extras);
          return;
        }
        store.slip.toggleBet(outcome, game, market, extras);
      },
      // The coupon's chunk did not load (offline, or gone after a deploy): the click did nothing,
      // and the next one asks again.
      (error: unknown) => console.warn('the coupon did not load', error),
    );
  };

  const classes = ['odds-cell', 'focus-ring'];
  if (movement && indication.colour) classes.push(`odds-cell--${movement}`);
  if (locked) classes.push('odds-cell--locked');
  if (outcome.isBlocked) classes.push('odds-cell--blocked');
  if (selected) classes.push('odds-cell--selected');

  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      data-outcome-id={outcomeId}
      data-one-click={loaded?.oneClick.isOneClickActive || undefined}
      onClick={onClick}
    >
      {showName ? <span className="odds-cell__name">{outcome.name}</span> : null}
      {!showName ? <span className="visually-hidden">{outcome.name} </span> : null}
      {locked ? <LockIcon /> : null}
      <span className="odds-cell__coef">
        {outcome.isBlocked ? '' : global.formatCoef(outcome.coef)}
      </span>
      {movement && indication.arrow ? (
        <span className="odds-cell__movement" aria-hidden="true" data-movement={movement} />
      ) : null}
      {movement ? (
        <span className="visually-hidden">
          {' '}
          {t(movement === 'up' ? 'odds:movement_up' : 'odds:movement_down')}
        </span>
      ) : null}
      {locked ? <span className="visually-hidden"> {t('odds:locked')}</span> : null}
    </button>
  );
}

export default observer(OddsButton);
