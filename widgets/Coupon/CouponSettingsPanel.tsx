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
  return (
    <SettingTextField
      label={t('coupon:exact_coef')}
      initialText={() => String(coupon.settings.settings.exactCoef)}
      accept={(text) =>
        coupon.settings.setExactCoef(text.trim() === '' ? 0 : Number(text.replace(',', '.')))
      }
      error={t('coupon:exact_coef_invalid')}
    />
  );
});

const OneClickFields = observer(function OneClickFields() {
  const { t } = useTranslation();
  const coupon = useCoupon();
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
      <SettingTextField
        label={t('coupon:one_click_amount')}
        initialText={() => coupon.stakes.toInputText(coupon.oneClick.oneClickAmount)}
        accept={(text) => coupon.oneClick.setOneClickAmountText(text)}
      />
    </div>
  );
});

/**
 * A setting typed as text (the exact coefficient, the one-click amount): kept as typed, given to
 * the store on each change; marked invalid while the store refuses it (`accept` false), with
 * `error` shown below it where given.
 */
function SettingTextField(p: {
  label: string;
  initialText: () => string;
  accept: (text: string) => boolean;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState(p.initialText);
  const [invalid, setInvalid] = useState(false);
  const errorShown = invalid && p.error !== undefined;
  return (
    <div className="coupon-field">
      <label htmlFor={id}>{p.label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={errorShown ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setInvalid(!p.accept(next));
        }}
      />
      {errorShown ? (
        <p id={`${id}-error`} className="coupon-amount__error">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}
