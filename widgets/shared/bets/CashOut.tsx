// Cash-out of an open coupon (docs/cash-out.md): its current value, green above the stake and red
// below, kept live by the cash-out store; "Cash out" opens a confirmation with the amount (all of
// it, or a part from the least part up), and the answer is worded from the dictionaries. Below it,
// the coupon's auto cash-out rule (AutoCashOut).
import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../runtime/i18n';
import type { CashOutOutcome } from '../../../stores';
import { cashOutCredit } from '../../../stores/sports/CashOutStore';
import { useCashOut } from './useCashOut';
import { AutoCashOut, CashOutNote, type CashOutMessage } from './AutoCashOut';
import { useCouponFormat } from './couponFormat';
import './cashOut.css';

/** Keeps the cash-out offers current while the calling view is shown. */
export function useCashOutOffers(enabled: boolean): void {
  const cashOut = useCashOut();
  useEffect(() => (enabled && cashOut ? cashOut.watch() : undefined), [cashOut, enabled]);
}

export const CashOutControl = observer(function CashOutControl({
  couponId,
  compact = false,
  ns = 'coupon',
}: {
  couponId: number;
  /** The dictionary the page holds the cash-out texts in (the slip's coupon, the history's). */
  ns?: 'coupon' | 'history';
  /** The slip's narrow column: value and button stacked. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const cashOut = useCashOut();
  const format = useCouponFormat();
  const amountId = useId();
  const [confirming, setConfirming] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState<CashOutMessage | null>(null);
  const offer = cashOut?.offer(couponId);
  if (!cashOut || !offer) return null;
  const money = (amount: number) => format.money(amount, offer.currencyId);
  const pending = cashOut.pending === couponId;

  const worded = (outcome: CashOutOutcome): { text: string; error: boolean } => {
    if (outcome.kind === 'done') {
      // What the account was credited: the amount taken less the tax withheld from it.
      const credited = outcome.amount - (outcome.tax ?? 0);
      return outcome.status === 'cashed_out'
        ? { text: t(`${ns}:cash_out_done`, { amount: money(credited) }), error: false }
        : {
            text: t(`${ns}:cash_out_done_part`, {
              amount: money(credited),
              rest: money(outcome.liveAmount),
            }),
            error: false,
          };
    }
    if (outcome.kind === 'refused') {
      return {
        text: t(`${ns}:cash_out_refusal_${outcome.code}`, {
          amount: money(outcome.newValue ?? 0),
        }),
        error: true,
      };
    }
    return { text: t(`${ns}:cash_out_failed`), error: true };
  };

  const send = async () => {
    const typed = Number(amountText.replace(',', '.'));
    const amount =
      amountText.trim() === '' || !Number.isFinite(typed) || offer.value === null
        ? undefined
        : typed;
    const outcome = await cashOut.cashOut(couponId, amount);
    setMessage(worded(outcome));
    if (
      outcome.kind === 'done' ||
      (outcome.kind === 'refused' && outcome.code !== 'cash_out_value_changed')
    ) {
      setConfirming(false);
      setAmountText('');
    }
  };

  // The value shown is what a cash-out credits: the offer less the coupon's winnings tax.
  const whole = cashOutCredit(offer);
  const typed = Number(amountText.replace(',', '.')) || 0;
  const confirmed = amountText.trim() === '' ? whole : cashOutCredit(offer, typed);
  const trend = whole === null ? 'none' : whole.net >= offer.liveAmount ? 'up' : 'down';
  return (
    <div
      className="cash-out"
      data-compact={compact}
      data-testid={`cash-out-${couponId}`}
      data-trend={trend}
    >
      {whole === null ? (
        <span className="cash-out__none" data-testid="cash-out-none">
          {t(
            offer.reason === 'suspended'
              ? `${ns}:cash_out_suspended`
              : offer.reason === 'excluded'
                ? `${ns}:cash_out_excluded`
                : `${ns}:cash_out_none`,
          )}
        </span>
      ) : (
        <>
          <span className="cash-out__value" data-testid="cash-out-value" data-value={whole.net}>
            {t(`${ns}:cash_out_value`, { amount: money(whole.net) })}
          </span>
          {whole.tax > 0 ? (
            <span className="cash-out__tax" data-testid="cash-out-tax" data-value={whole.tax}>
              {t(`${ns}:cash_out_tax`, { amount: money(whole.tax) })}
            </span>
          ) : null}
          {!confirming ? (
            <button
              type="button"
              className="button cash-out__open"
              data-testid="cash-out-button"
              onClick={() => {
                setMessage(null);
                setConfirming(true);
              }}
            >
              {t(`${ns}:cash_out_button`)}
            </button>
          ) : null}
        </>
      )}
      {confirming && whole !== null ? (
        <div
          className="cash-out__confirm"
          role="group"
          aria-label={t(`${ns}:cash_out_confirm_title`)}
        >
          <p className="cash-out__title">{t(`${ns}:cash_out_confirm_title`)}</p>
          <label htmlFor={amountId}>{t(`${ns}:cash_out_amount_label`)}</label>
          <input
            id={amountId}
            className="cash-out__amount"
            data-testid="cash-out-amount"
            inputMode="decimal"
            placeholder={t(`${ns}:cash_out_whole`, { amount: money(whole.net) })}
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
          {confirmed && confirmed.tax > 0 ? (
            <p className="cash-out__tax" data-testid="cash-out-confirm-tax">
              {t(`${ns}:cash_out_tax`, { amount: money(confirmed.tax) })}
            </p>
          ) : null}
          <div className="cash-out__actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="cash-out-confirm"
              disabled={pending}
              onClick={() => void send()}
            >
              {pending
                ? t(`${ns}:cash_out_sending`)
                : t(`${ns}:cash_out_confirm`, { amount: money(confirmed?.net ?? typed) })}
            </button>
            <button
              type="button"
              className="button"
              data-testid="cash-out-cancel"
              onClick={() => setConfirming(false)}
            >
              {t(`${ns}:cash_out_cancel`)}
            </button>
          </div>
        </div>
      ) : null}
      <AutoCashOut offer={offer} ns={ns} money={money} />
      <CashOutNote message={message} testId="cash-out-message" />
    </div>
  );
});

/** "My bets": the open coupons with their cash-out. */
export const OpenBetsCashOut = observer(function OpenBetsCashOut() {
  const { t } = useTranslation();
  const cashOut = useCashOut();
  const format = useCouponFormat();
  useCashOutOffers(true);
  if (!cashOut) return null;
  const offers = [...cashOut.offers.values()];
  if (offers.length === 0) return null;
  return (
    <section className="cash-out-list" aria-label={t('coupon:cash_out_open_title')}>
      <ul>
        {offers.map((offer) => (
          <li key={offer.couponId} data-testid={`my-bet-${offer.couponId}`}>
            <span className="cash-out-list__coupon">
              {t('coupon:cash_out_coupon', { id: offer.couponId })}
              {' · '}
              {t('coupon:cash_out_stake', {
                amount: format.money(offer.liveAmount, offer.currencyId),
              })}
            </span>
            <CashOutControl couponId={offer.couponId} compact />
          </li>
        ))}
      </ul>
    </section>
  );
});
