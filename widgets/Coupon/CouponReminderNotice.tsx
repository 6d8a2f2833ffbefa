import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useCoupon } from '../shared/stores';

/** The reminder notice of SPEC section 4 (shown once per session). */
export const CouponReminderNotice = observer(function CouponReminderNotice({
  onOpen,
}: {
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const coupon = useCoupon();
  if (!coupon.reminder.isVisible || coupon.slip.count === 0) return null;
  return (
    <div className="coupon-reminder" role="status" data-testid="coupon-reminder">
      <span>{t('coupon:reminder')}</span>
      <button type="button" className="coupon-button coupon-button--primary" onClick={onOpen}>
        {t('coupon:reminder_open')}
      </button>
      <button type="button" className="coupon-button" onClick={coupon.reminder.dismiss}>
        {t('coupon:reminder_dismiss')}
      </button>
    </div>
  );
});
