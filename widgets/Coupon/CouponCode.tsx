import { useId, type ReactNode } from 'react';
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
        <CodeRow
          id={id}
          label={t('coupon:load_label')}
          value={coupon.codes.loadCouponInputValue}
          maxLength={32}
          invalid={message !== null}
          onChange={(value) => coupon.codes.setLoadCouponInputValue(value)}
        >
          <button type="submit" className="coupon-button" disabled={status === 'loading'}>
            {t('coupon:load')}
          </button>
        </CodeRow>
        {message ? (
          <p id={`${id}-error`} className="coupon-amount__error" role="status">
            {t(message)}
          </p>
        ) : null}
      </form>
    </div>
  );
});

/**
 * A code typed and sent (a saved slip's, a promo code): its label, then the field and the form's
 * button (`children`) in a row. While `invalid` the field points at its error, the element of id
 * `${id}-error` that the form shows under the row.
 */
export function CodeRow(p: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  invalid: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={p.id}>{p.label}</label>
      <div className="coupon-code__row">
        <input
          id={p.id}
          value={p.value}
          autoComplete="off"
          maxLength={p.maxLength}
          aria-invalid={p.invalid || undefined}
          aria-describedby={p.invalid ? `${p.id}-error` : undefined}
          onChange={(event) => p.onChange(event.target.value)}
        />
        {p.children}
      </div>
    </>
  );
}
