// The auto cash-out rule of an open coupon (docs/cash-out.md "Auto cash-out"): "sell when the value
// reaches X" and/or "when it falls to Y", read from the offer, set or changed in a small form whose
// lines are checked before they are sent (each error worded under its field), and removed. The
// server executes the rule; the answer and any refusal are worded from the dictionaries.
import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../runtime/i18n';
import type { AutoRuleErrorCode, CashOutOffer } from '../../../stores';
import { cashOutCredit, checkAutoRule } from '../../../stores/sports/CashOutStore';
import { useStores } from '../stores';

type Errors = { takeAt?: AutoRuleErrorCode; stopAt?: AutoRuleErrorCode };

/** What a cash-out action did, or why it was refused. */
export type CashOutMessage = { text: string; error: boolean };

/** The line under a cash-out control that says what its last action did (an alert if refused). */
export function CashOutNote({
  message,
  testId,
}: {
  message: CashOutMessage | null;
  testId: string;
}) {
  if (!message) return null;
  return (
    <p
      className="cash-out__message"
      role={message.error ? 'alert' : 'status'}
      data-error={message.error}
      data-testid={testId}
    >
      {message.text}
    </p>
  );
}

export const AutoCashOut = observer(function AutoCashOut({
  offer,
  ns,
  money,
}: {
  offer: CashOutOffer;
  ns: 'coupon' | 'history';
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const cashOut = useStores().cashOut.loaded;
  const takeId = useId();
  const stopId = useId();
  const [editing, setEditing] = useState(false);
  const [takeText, setTakeText] = useState('');
  const [stopText, setStopText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<CashOutMessage | null>(null);
  const rule = offer.autoRule ?? null;
  const pending = cashOut.pending === offer.couponId;

  const errorText = (code: AutoRuleErrorCode) =>
    t(`${ns}:auto_cash_out_error_${code}`, {
      amount: money(cashOutCredit(offer)?.net ?? offer.value ?? 0),
    });
  const refusalText = (code: string) =>
    code === 'coupon_settled'
      ? t(`${ns}:cash_out_refusal_coupon_settled`)
      : t(`${ns}:auto_cash_out_failed`);

  const open = () => {
    setTakeText(rule?.takeAt != null ? String(rule.takeAt) : '');
    setStopText(rule?.stopAt != null ? String(rule.stopAt) : '');
    setErrors({});
    setMessage(null);
    setEditing(true);
  };

  const save = async () => {
    const checked = checkAutoRule(takeText, stopText, offer);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const outcome = await cashOut.saveAutoRule(offer.couponId, checked.rule);
    if (outcome.kind === 'saved') {
      setEditing(false);
      setMessage({ text: t(`${ns}:auto_cash_out_saved`), error: false });
    } else {
      setMessage({
        text:
          outcome.kind === 'refused' ? refusalText(outcome.code) : t(`${ns}:auto_cash_out_failed`),
        error: true,
      });
    }
  };

  const remove = async () => {
    const outcome = await cashOut.saveAutoRule(offer.couponId, { takeAt: null, stopAt: null });
    setMessage(
      outcome.kind === 'saved'
        ? { text: t(`${ns}:auto_cash_out_removed`), error: false }
        : {
            text:
              outcome.kind === 'refused'
                ? refusalText(outcome.code)
                : t(`${ns}:auto_cash_out_failed`),
            error: true,
          },
    );
  };

  const ruleText =
    rule === null
      ? null
      : rule.takeAt !== null && rule.stopAt !== null
        ? t(`${ns}:auto_cash_out_rule_both`, {
            take: money(rule.takeAt),
            stop: money(rule.stopAt),
          })
        : rule.takeAt !== null
          ? t(`${ns}:auto_cash_out_rule_take`, { amount: money(rule.takeAt) })
          : t(`${ns}:auto_cash_out_rule_stop`, { amount: money(rule.stopAt ?? 0) });

  const field = (
    id: string,
    name: 'takeAt' | 'stopAt',
    value: string,
    onChange: (text: string) => void,
  ) => {
    const error = errors[name];
    return (
      <div className="auto-cash-out__field">
        <label htmlFor={id}>
          {t(
            name === 'takeAt' ? `${ns}:auto_cash_out_take_label` : `${ns}:auto_cash_out_stop_label`,
          )}
        </label>
        <input
          id={id}
          className="cash-out__amount"
          data-testid={name === 'takeAt' ? 'auto-cash-out-take' : 'auto-cash-out-stop'}
          inputMode="decimal"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {error ? (
          <p
            id={`${id}-error`}
            className="auto-cash-out__error"
            data-testid={`auto-cash-out-${name}-error`}
          >
            {errorText(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="auto-cash-out" data-testid="auto-cash-out">
      {ruleText !== null && !editing ? (
        <p className="auto-cash-out__rule" data-testid="auto-cash-out-rule">
          {ruleText}
        </p>
      ) : null}
      {!editing ? (
        <div className="cash-out__actions">
          <button type="button" className="button" data-testid="auto-cash-out-open" onClick={open}>
            {t(rule === null ? `${ns}:auto_cash_out_button` : `${ns}:auto_cash_out_change`)}
          </button>
          {rule !== null ? (
            <button
              type="button"
              className="button"
              data-testid="auto-cash-out-remove"
              disabled={pending}
              onClick={() => void remove()}
            >
              {t(`${ns}:auto_cash_out_remove`)}
            </button>
          ) : null}
        </div>
      ) : (
        <form
          className="cash-out__confirm"
          aria-label={t(`${ns}:auto_cash_out_title`)}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p className="cash-out__title">{t(`${ns}:auto_cash_out_title`)}</p>
          <p className="auto-cash-out__hint">{t(`${ns}:auto_cash_out_hint`)}</p>
          {field(takeId, 'takeAt', takeText, setTakeText)}
          {field(stopId, 'stopAt', stopText, setStopText)}
          <div className="cash-out__actions">
            <button
              type="submit"
              className="button button--primary"
              data-testid="auto-cash-out-save"
              disabled={pending}
            >
              {t(`${ns}:auto_cash_out_save`)}
            </button>
            <button
              type="button"
              className="button"
              data-testid="auto-cash-out-cancel"
              onClick={() => setEditing(false)}
            >
              {t(`${ns}:cash_out_cancel`)}
            </button>
          </div>
        </form>
      )}
      <CashOutNote message={message} testId="auto-cash-out-message" />
    </div>
  );
});
