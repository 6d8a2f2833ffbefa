import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useCoupon } from '../shared/stores';

const LOAD_MESSAGES = {
  invalid: 'coupon:load_invalid',
  not_found: 'coupon:load_not_found',
  failed: 'coupon:load_failed',
} as const;

/** Save the slip to a code (anyone can load it), or load a slip from a code. */
export const CouponCode = observer(function CouponCode() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const id = useId();
  const status = coupon.codes.loadStatus;
  const message =
    status === 'invalid' || status === 'not_found' || status === 'failed'
      ? LOAD_MESSAGES[status]
      : null;
  return (
    <div className="coupon-code">
      {coupon.slip.count > 0 ? (
        <div className="coupon-code__save">
          <button
            type="button"
            className="coupon-link"
            disabled={coupon.codes.saveStatus === 'saving'}
            onClick={() => void coupon.codes.saveToCode()}
          >
            {t('coupon:save')}
          </button>
          {coupon.codes.saveStatus === 'saved' && coupon.codes.savedCode ? (
            <p className="coupon__notice" role="status" data-testid="coupon-saved-code">
              {t('coupon:saved_code', { code: coupon.codes.savedCode })}
            </p>
          ) : null}
          {coupon.codes.saveStatus === 'failed' ? (
            <p className="coupon-amount__error" role="status">
              {t('coupon:save_failed')}
            </p>
          ) : null}
        </div>
      ) : null}
      <form
        className="coupon-code__load"
        onSubmit={(event) => {
          event.preventDefault();
          void coupon.codes.loadFromCode();
        }}
      >
        <label htmlFor={id}>{t('coupon:load_label')}</label>
        <div className="coupon-code__row">
          <input
            id={id}
            value={coupon.codes.loadCouponInputValue}
            autoComplete="off"
            maxLength={32}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => coupon.codes.setLoadCouponInputValue(event.target.value)}
          />
          <button type="submit" className="coupon-button" disabled={status === 'loading'}>
            {t('coupon:load')}
          </button>
        </div>
        {message ? (
          <p id={`${id}-error`} className="coupon-amount__error" role="status">
            {t(message)}
          </p>
        ) : null}
      </form>
    </div>
  );
});
