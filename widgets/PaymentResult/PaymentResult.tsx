import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { findPayment, usePaymentFollowUp } from './usePaymentFollowUp';
import type { PaymentResultProps } from '../../domain/widgetProps/PaymentResult';
import '../shared/forms.css';

/** The outcomes the route allows (schemas/routes.json constrains the param to these). */
const RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;
type PaymentOutcome = (typeof RESULTS)[number];

function PaymentResult({ props }: WidgetRenderProps<PaymentResultProps>) {
  const { t } = useTranslation();
  const { account, session } = useStores();
  const lng = useCurrentLanguage();
  const titleId = useId();
  const { result: param } = useParams();
  const [search] = useSearchParams();
  const result: PaymentOutcome = RESULTS.find((r) => r === param) ?? 'pending';
  const paymentId = search.get('paymentId');

  usePaymentFollowUp(account, paymentId, session.isAuthenticated);
  const payment = paymentId === null ? undefined : findPayment(account.history, paymentId);

  return (
    <section className="office-panel payment-result" data-result={result} aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`office:payment_${props.operation}_${result}_title`)}</h1>
      <p>
        {t(
          // A withdrawal leaves the balance: its success says where the money goes, not that it arrives.
          props.operation === 'withdraw' && result === 'success'
            ? 'office:payment_withdraw_success_text'
            : `office:payment_result_${result}_text`,
        )}
      </p>
      {paymentId && <p className="form__hint">{t('office:payment_id', { id: paymentId })}</p>}
      {payment && (
        <p role="status" data-testid="payment-status">
          {t('office:payment_status_line', {
            status: t(`office:payment_status_${payment.status}`),
            amount: account.format(payment.amount, {
              currencyId: payment.currency_id,
              iso: payment.iso,
            }),
          })}
        </p>
      )}
      <div className="form__actions">
        <Link className="button button--primary" to={localizedPath(lng, 'office/historypay')}>
          {t('office:go_to_history')}
        </Link>
        <Link
          className="button"
          to={localizedPath(
            lng,
            props.operation === 'deposit' ? 'office/recharge' : 'office/deduce',
          )}
        >
          {t(props.operation === 'deposit' ? 'office:deposit_again' : 'office:withdraw_again')}
        </Link>
      </div>
    </section>
  );
}

export default observer(PaymentResult);
