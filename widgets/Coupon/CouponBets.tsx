import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { COUPON_TYPES, type CouponRefusal } from '../../domain/coupon';
import type { CouponBet } from '../../stores';
import { useCoupon, useStores } from '../shared/stores';
import { AmountField } from './AmountField';
import { refusalText } from './refusalText';

/** The selections, each with its price (old -> new when it moved) and what concerns it. */
export const CouponBets = observer(function CouponBets() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  return (
    <div className="coupon__bets">
      <ul className="coupon__bet-list" aria-label={t('coupon:bets_label')}>
        {coupon.slip.bets.map((bet) => (
          <BetRow key={bet.id} bet={bet} />
        ))}
      </ul>
      {coupon.prices.hasUnacceptedChanges && coupon.slip.bets.length > 1 ? (
        <button
          type="button"
          className="coupon-button"
          onClick={() => coupon.prices.acceptNewOdds()}
        >
          {t('coupon:accept_all_odds')}
        </button>
      ) : null}
      <button type="button" className="coupon-link coupon__clear" onClick={coupon.slip.clear}>
        {t('coupon:clear')}
      </button>
    </div>
  );
});

const BetRow = observer(function BetRow({ bet }: { bet: CouponBet }) {
  const { t } = useTranslation();
  const stores = useStores();
  const coupon = useCoupon();
  const { global } = stores;
  const blockSelectId = useId();
  const type = coupon.activeTypeId;
  const change = coupon.prices.coefChange(bet.id);
  const locked = coupon.slip.isLocked(bet.id);
  const blocked = coupon.prices.isBetBlocked(bet);
  const refusals = coupon.placement.refusalsFor(bet.id);
  const isBanker = coupon.system.isBanker(bet.id);
  const classes = ['coupon-bet'];
  if (locked) classes.push('coupon-bet--locked');
  if (refusals.length > 0) classes.push('coupon-bet--refused');
  if (isBanker) classes.push('coupon-bet--banker');

  return (
    <li className={classes.join(' ')} data-testid={`coupon-bet-${bet.id}`} data-outcome-id={bet.id}>
      <div className="coupon-bet__head">
        <span className="coupon-bet__game">
          {bet.market.isLive ? <span className="coupon-bet__live">{t('coupon:live')}</span> : null}
          {bet.market.names.opponents.join(' — ')}
        </span>
        <button
          type="button"
          className="coupon-bet__remove"
          aria-label={`${t('coupon:remove_bet')}: ${bet.market.names.outcome}`}
          title={t('coupon:remove_bet')}
          onClick={() => coupon.slip.removeBet(bet.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="coupon-bet__pick">
        <span className="coupon-bet__market">
          {bet.market.names.market}: <strong>{bet.market.names.outcome}</strong>
        </span>
        <span
          className={`coupon-bet__coef${change ? ` coupon-bet__coef--${change.direction}` : ''}`}
          data-testid="coupon-bet-coef"
        >
          <span className="visually-hidden">{t('coupon:odds_label')} </span>
          {change ? (
            <>
              <s className="coupon-bet__coef-old" aria-hidden="true">
                {global.formatCoef(change.previous)}
              </s>
              <span aria-hidden="true"> → </span>
              <span aria-hidden="true">{global.formatCoef(change.current)}</span>
              <span
                className="coupon-bet__arrow"
                aria-hidden="true"
                data-direction={change.direction}
              />
              <span className="visually-hidden">
                {t('coupon:odds_changed_from', {
                  previous: global.formatCoef(change.previous),
                  current: global.formatCoef(change.current),
                })}
                {'. '}
                {t(change.direction === 'up' ? 'coupon:odds_up' : 'coupon:odds_down')}
              </span>
            </>
          ) : (
            global.formatCoef(bet.market.coef)
          )}
        </span>
      </div>
      {blocked ? <p className="coupon-bet__flag">{t('coupon:locked')}</p> : null}
      {bet.isDepend && type !== COUPON_TYPES.singles ? (
        <p className="coupon-bet__flag">{t('coupon:dependent')}</p>
      ) : null}
      {type === COUPON_TYPES.system && coupon.system.isActiveSystemBanker ? (
        <button
          type="button"
          className="coupon-bet__banker"
          aria-pressed={isBanker}
          disabled={!coupon.system.canBeBanker(bet.id)}
          onClick={() => coupon.system.toggleBanker(bet.id)}
        >
          {t('coupon:banker')}
        </button>
      ) : null}
      {type === COUPON_TYPES.blocks ? (
        <div className="coupon-field coupon-field--inline">
          <label htmlFor={blockSelectId}>{t('coupon:block_label')}</label>
          <select
            id={blockSelectId}
            value={coupon.system.blockOf(bet.id)}
            onChange={(event) => coupon.system.setBetBlock(bet.id, Number(event.target.value))}
          >
            {coupon.system.blockChoices.map((block) => (
              <option key={block} value={block}>
                {t('coupon:block_option', { block })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {type === COUPON_TYPES.singles ? (
        <AmountField target={{ kind: 'bet', betId: bet.id }} label={t('coupon:amount')} compact />
      ) : null}
      <BetRefusals refusals={refusals} betId={bet.id} />
    </li>
  );
});

/** Refusals next to the bet they concern; odds_changed offers to accept the new price. */
export const BetRefusals = observer(function BetRefusals({
  refusals,
  betId,
}: {
  refusals: CouponRefusal[];
  betId?: number;
}) {
  const { t } = useTranslation();
  const stores = useStores();
  const coupon = useCoupon();
  if (refusals.length === 0) return null;
  return (
    <ul className="coupon-refusals">
      {refusals.map((refusal) => (
        <li
          key={`${refusal.code}-${refusal.outcomeId ?? ''}-${refusal.blockId ?? ''}`}
          className="coupon-refusal"
          data-testid="coupon-refusal"
          data-code={refusal.code}
        >
          <span>{refusalText(t, refusal, { global: stores.global, coupon })}</span>
          {refusal.code === 'odds_changed' && betId !== undefined ? (
            <button
              type="button"
              className="coupon-button coupon-button--small"
              onClick={() => coupon.prices.acceptNewOdds(betId)}
            >
              {t('coupon:accept_odds')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
});
