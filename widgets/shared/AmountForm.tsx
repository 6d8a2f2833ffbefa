import { useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { parseAmountToMinor } from '../../domain/session';
import { TextField, FormActions } from './FormFields';
import { useFailureText, type WordableFailure } from './failureText';
import { useStores } from './stores';
import './forms.css';

/** A refused payment as the store gives it: worded here from its reason, never its message. */
export type AmountSubmitResult = { ok: true } | AmountFailure;

/** A refused payment; a limit refusal also says how much the limit leaves (minor units). */
export type AmountFailure = { ok: false; remaining?: number } & WordableFailure;

/**
 * An amount in the active account's currency, typed in major units and handed on in integer minor
 * units (the unit of every money API, contracts.md). Used by recharge and deduce.
 */
export const AmountForm = observer(function AmountForm(p: {
  labelKey: string;
  submitKey: string;
  onSubmit: (amountMinor: number) => Promise<AmountSubmitResult>;
  /** More about a refusal, shown under the field (e.g. what a deposit limit leaves). */
  failureDetail?: (failure: AmountFailure) => ReactNode;
  /** Fields after the amount (the deposit's payment method). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { account, userConfig } = useStores();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  // A typed amount that is no amount, or the server's refusal (worded at render).
  const [error, setError] = useState<'amount_invalid' | AmountFailure | null>(null);
  const failureText = useFailureText();
  const active = account.activeAccount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = active ? parseAmountToMinor(amount, active.currencyId) : null;
    if (minor === null) {
      setError('amount_invalid');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await p.onSubmit(minor);
    setBusy(false);
    if (!result.ok) setError(result);
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      {/* SPEC section 3 user_hide_balance: no balance line while the customer hides it. */}
      {active && !userConfig.hidesBalance && (
        <p className="form__hint">{t('office:balance_line', { balance: account.balance })}</p>
      )}
      <TextField
        label={t(p.labelKey, { currency: active?.iso ?? '' })}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        required
        error={
          error === null
            ? null
            : error === 'amount_invalid'
              ? t('office:amount_invalid')
              : failureText(error, t('office:payment_failed'))
        }
      />
      {p.children}
      {error !== null && error !== 'amount_invalid' && p.failureDetail?.(error)}
      <FormActions submit={t(p.submitKey)} disabled={busy} />
    </form>
  );
});
