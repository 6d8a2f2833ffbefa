import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { useCoupon, useStores } from '../shared/stores';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { BET_HISTORY_PATH, printCouponPath } from '../shared/bets/betPaths';
import { BetRefusals } from './CouponBets';
import { refusalText } from './refusalText';

export const DEPOSIT_PATH = 'office/recharge';

/**
 * One polite live region, always on the page, that words what placing did: screen readers hear
 * refusals, failures and the success without the focus moving.
 */
export const CouponAnnouncer = observer(function CouponAnnouncer() {
  const { t } = useTranslation();
  const stores = useStores();
  const coupon = useCoupon();
  let text = '';
  if (coupon.placement.placeStatus === 'placing') text = t('coupon:placing');
  else if (coupon.placement.placeStatus === 'success') {
    text = [
      t('coupon:success_title'),
      ...coupon.placement.successCoupons.map((c) => t('coupon:success_coupon', { id: c.id })),
    ].join('. ');
  } else if (coupon.placement.placeStatus === 'refused') {
    text = [
      t('coupon:refusals_title'),
      ...coupon.placement.refusals.map((r) => refusalText(t, r, { global: stores.global, coupon })),
    ].join(' ');
  } else if (coupon.placement.placeStatus === 'failed')
    text = t(failureKey(coupon.placement.failure));
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="coupon-announcer">
      {text}
    </div>
  );
});

function failureKey(failure: { retryable: boolean; status: number } | null): string {
  if (!failure) return '';
  if (failure.retryable) return 'coupon:failed_network';
  return failure.status === 401 ? 'coupon:failed_signed_out' : 'coupon:failed_other';
}

/** Refusals of the whole coupon, a failure with its retry, and the deposit link. */
export const CouponProblems = observer(function CouponProblems() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const lng = useCurrentLanguage();
  const refusals = coupon.placement.couponRefusals;
  const failure = coupon.placement.placeStatus === 'failed' ? coupon.placement.failure : null;
  if (refusals.length === 0 && !failure && !coupon.placement.hasInsufficientFunds) return null;
  return (
    <div className="coupon__problems" data-testid="coupon-problems">
      {refusals.length > 0 ? (
        <p className="coupon__problems-title">{t('coupon:refusals_title')}</p>
      ) : null}
      <BetRefusals refusals={refusals} />
      {coupon.placement.hasInsufficientFunds ? (
        <Link
          className="coupon-button coupon-button--primary"
          to={localizedPath(lng, DEPOSIT_PATH)}
          data-testid="coupon-deposit"
        >
          {t('coupon:deposit')}
        </Link>
      ) : null}
      {failure ? (
        <div className="coupon-refusal" data-testid="coupon-failure">
          <span>{t(failureKey(failure))}</span>
          {failure.retryable ? (
            <button
              type="button"
              className="coupon-button coupon-button--small"
              onClick={() => void coupon.placement.retry()}
            >
              {t('coupon:retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});

/** The accepted coupons, with links to print each and to the bet history. */
export const CouponSuccess = observer(function CouponSuccess() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const lng = useCurrentLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="coupon-success" data-testid="coupon-success">
      <h3 className="coupon-success__title" tabIndex={-1} ref={heading}>
        {t('coupon:success_title')}
      </h3>
      <ul className="coupon-success__list">
        {coupon.placement.successCoupons.map((placed) => (
          <li key={placed.id} className="coupon-success__item" data-coupon-id={placed.id}>
            <strong>{t('coupon:success_coupon', { id: placed.id })}</strong>
            <span>
              {t('coupon:success_stake', { amount: coupon.stakes.formatMajor(placed.amount) })}
            </span>
            <span>
              {t('coupon:success_win', { amount: coupon.stakes.formatMajor(placed.possibleWin) })}
            </span>
            <Link className="coupon-link" to={localizedPath(lng, printCouponPath(placed.id))}>
              {t('coupon:print', { id: placed.id })}
            </Link>
          </li>
        ))}
      </ul>
      <div className="coupon__actions">
        <Link className="coupon-button" to={localizedPath(lng, BET_HISTORY_PATH)}>
          {t('coupon:history')}
        </Link>
        <button
          type="button"
          className="coupon-button coupon-button--primary"
          onClick={coupon.placement.dismissResult}
        >
          {t('coupon:continue')}
        </button>
      </div>
    </div>
  );
});
