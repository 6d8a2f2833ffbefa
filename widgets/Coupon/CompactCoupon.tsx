import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useCoupon } from '../shared/stores';
import { CouponReminderNotice } from './CouponReminderNotice';

/**
 * Narrow widths: a bar fixed at the bottom with the count and the possible win; it expands the
 * slip over the page and folds it again.
 */
export const CompactCoupon = observer(function CompactCoupon({
  children,
}: {
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const sheetId = useId();
  const open = coupon.panel.isVisibleQuickCoupon;
  const win = coupon.stakes.format(coupon.possibleWin);
  return (
    <div className="coupon-compact" data-open={open || undefined}>
      {open ? (
        <div id={sheetId} className="coupon-compact__sheet">
          <button
            type="button"
            className="coupon-compact__close"
            onClick={() => coupon.panel.setQuickCouponVisible(false)}
          >
            {t('coupon:compact_close')}
          </button>
          {children}
        </div>
      ) : (
        <CouponReminderNotice onOpen={() => coupon.panel.setQuickCouponVisible(true)} />
      )}
      {!open ? (
        <button
          type="button"
          className="coupon-compact__bar"
          aria-expanded={false}
          aria-label={t('coupon:compact_open', { count: coupon.slip.count, win })}
          data-testid="coupon-compact-bar"
          onClick={() => coupon.panel.setQuickCouponVisible(true)}
        >
          <span className="coupon-compact__count">
            {t('coupon:compact_count', { count: coupon.slip.count })}
          </span>
          {coupon.slip.count > 0 ? <span className="coupon-compact__win">{win}</span> : null}
        </button>
      ) : null}
    </div>
  );
});
