import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { ChangeCoefAction } from '../../domain/coupon';
import { useCoupon } from '../shared/stores';
import { CouponCheck } from './CouponCheck';

const CHANGE_COEF_ACTIONS: readonly ChangeCoefAction[] = [0, 1, 2];

/** SPEC section 3 "Coupon settings", behind a disclosure button. */
export const CouponSettingsPanel = observer(function CouponSettingsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="coupon-settings">
      <button
        type="button"
        className="coupon-settings__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⚙ </span>
        {t('coupon:settings_open')}
      </button>
      {open ? (
        <div id={panelId} className="coupon-settings__panel" data-testid="coupon-settings">
          <SettingsFields />
        </div>
      ) : null}
    </div>
  );
});

const SettingsFields = observer(function SettingsFields() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const store = coupon.settings;
  const settings = store.settings;
  const name = useId();
  return (
    <>
      <fieldset className="coupon-settings__group">
        <legend>{t('coupon:change_coef_label')}</legend>
        {CHANGE_COEF_ACTIONS.map((action) => (
          <label key={action} className="coupon-check">
            <input
              type="radio"
              name={name}
              value={action}
              checked={settings.changeCoefAction === action}
              onChange={() => store.setChangeCoefAction(action)}
            />
            <span>{t(`coupon:change_coef_${action}`)}</span>
          </label>
        ))}
      </fieldset>
      <ExactCoefField />
      <CouponCheck
        checked={settings.isDropOnScoreChange}
        onChange={(on) => store.setDropOnScoreChange(on)}
        textKey="coupon:drop_on_score_change"
      />
      {coupon.oneClick.isOneClickAvailable ? <OneClickFields /> : null}
      <CouponCheck
        checked={settings.isBalanceShown}
        onChange={(on) => store.setBalanceShown(on)}
        textKey="coupon:show_balance"
      />
      <CouponCheck
        checked={settings.isPossibleWinShown}
        onChange={(on) => store.setPossibleWinShown(on)}
        textKey="coupon:show_possible_win"
      />
      <CouponCheck
        checked={settings.isSelectAccountShown}
        onChange={(on) => store.setSelectAccountShown(on)}
        textKey="coupon:show_account"
      />
    </>
  );
});

const ExactCoefField = observer(function ExactCoefField() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const id = useId();
  const current = coupon.settings.settings.exactCoef;
  const [text, setText] = useState(String(current));
  const [invalid, setInvalid] = useState(false);
  return (
    <div className="coupon-field">
      <label htmlFor={id}>{t('coupon:exact_coef')}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const value = next.trim() === '' ? 0 : Number(next.replace(',', '.'));
          setInvalid(!coupon.settings.setExactCoef(value));
        }}
      />
      {invalid ? (
        <p id={`${id}-error`} className="coupon-amount__error">
          {t('coupon:exact_coef_invalid')}
        </p>
      ) : null}
    </div>
  );
});

const OneClickFields = observer(function OneClickFields() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const id = useId();
  const [text, setText] = useState(() => coupon.stakes.toInputText(coupon.oneClick.oneClickAmount));
  const [invalid, setInvalid] = useState(false);
  return (
    <div className="coupon-settings__group">
      <label className="coupon-check">
        <input
          type="checkbox"
          role="switch"
          checked={coupon.oneClick.isOneClickActive}
          onChange={(event) => coupon.oneClick.requestOneClick(event.target.checked)}
        />
        <span>{t('coupon:one_click')}</span>
      </label>
      <div className="coupon-field">
        <label htmlFor={id}>{t('coupon:one_click_amount')}</label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(!coupon.oneClick.setOneClickAmountText(event.target.value));
          }}
        />
      </div>
    </div>
  );
});
