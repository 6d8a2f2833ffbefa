import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useCoupon } from '../shared/stores';

/** SPEC section 4: one-click with bets in the coupon asks before clearing them. */
export const OneClickConfirmation = observer(function OneClickConfirmation() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const titleId = useId();
  const textId = useId();
  if (!coupon.oneClick.isOneClickConfirmationOpen) return null;
  return (
    <div
      className="coupon-confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="coupon-one-click-confirm"
    >
      <p id={titleId} className="coupon-confirm__title">
        {t('coupon:one_click_confirm_title')}
      </p>
      <p id={textId}>{t('coupon:one_click_confirm_text')}</p>
      <div className="coupon__actions">
        <button
          type="button"
          className="coupon-button coupon-button--primary"
          // The dialog appears because the customer just asked for it: focus goes to its answer.
          autoFocus
          onClick={coupon.oneClick.confirmOneClick}
        >
          {t('coupon:one_click_confirm')}
        </button>
        <button type="button" className="coupon-button" onClick={coupon.oneClick.declineOneClick}>
          {t('coupon:one_click_cancel')}
        </button>
      </div>
    </div>
  );
});
