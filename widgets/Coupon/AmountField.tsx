import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { AmountTarget } from '../../stores';
import { useCoupon } from '../shared/stores';

/**
 * A stake input with step buttons (SPEC section 3 amountStep). The text is the customer's while
 * typing; it follows the store when the amount changes elsewhere (steps, auto-max, currency).
 */
export const AmountField = observer(function AmountField({
  target,
  label,
  compact = false,
  testId,
}: {
  target: AmountTarget;
  label: string;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const id = useId();
  const value = coupon.stakes.amountOf(target);
  // A free bet fixes the stake at its amount (docs/bonus.md "Free bets").
  const fixed = coupon.freeBets.freeBet !== null;
  const [text, setText] = useState(() => coupon.stakes.toInputText(value));
  const [invalid, setInvalid] = useState(false);
  const textRef = useRef(text);
  textRef.current = text;

  useEffect(() => {
    const typed = textRef.current;
    if (typed.trim() === '' && value === 0) return;
    if (coupon.stakes.parseAmount(typed) !== value) {
      setText(coupon.stakes.toInputText(value));
      setInvalid(false);
    }
  }, [coupon, value]);

  const onChange = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      coupon.stakes.setAmount(target, 0);
      setInvalid(false);
      return;
    }
    setInvalid(!coupon.stakes.setAmountText(target, next));
  };

  return (
    <div className={`coupon-amount${compact ? ' coupon-amount--compact' : ''}`}>
      <label htmlFor={id} className="coupon-amount__label">
        {label}
      </label>
      <div className="coupon-amount__row">
        <button
          type="button"
          className="coupon-amount__step"
          aria-label={t('coupon:amount_decrease')}
          disabled={fixed}
          onClick={() => coupon.stakes.stepAmount(target, -1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="coupon-amount__input"
          inputMode="decimal"
          autoComplete="off"
          value={fixed ? coupon.stakes.toInputText(value) : text}
          readOnly={fixed}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="coupon-amount__step"
          aria-label={t('coupon:amount_increase')}
          disabled={fixed}
          onClick={() => coupon.stakes.stepAmount(target, 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="coupon-amount__error">
          {t('coupon:amount_invalid')}
        </p>
      ) : null}
    </div>
  );
});
