import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { NextSteps } from '../shared/NextSteps';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { CheckField, FormNote } from '../shared/FormFields';
import type { PaymentHistoryProps } from '../../domain/widgetProps/PaymentHistory';
import '../shared/a11y.css';
import '../shared/forms.css';
import './PaymentHistory.css';
import { useSiteTime } from '../shared/siteTime';
import { ColumnHeads } from '../shared/ColumnHeads';

function PaymentHistory(_: WidgetRenderProps<PaymentHistoryProps>) {
  const { t } = useTranslation();
  const { account } = useStores();
  const titleId = useId();
  // The server pages at a fixed size: the first (full) page tells it.
  const pageSize = useRef(0);
  const entries = account.history;
  const page = account.historyPageNumber;
  pageSize.current = Math.max(pageSize.current, entries.length);

  useEffect(() => {
    void account.loadHistory(1, false);
  }, [account]);

  const siteTime = useSiteTime();
  const pages =
    pageSize.current > 0 ? Math.max(1, Math.ceil(account.historyTotalCount / pageSize.current)) : 1;
  const go = (to: number) => void account.loadHistory(to, account.historyIncludeArchive);

  return (
    <section className="office-panel payment-history" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:historypay_title')}</h1>
      <CheckField
        label={t('office:history_include_archive')}
        checked={account.historyIncludeArchive}
        onChange={(checked) => void account.loadHistory(1, checked)}
      />
      {account.historyError && <FormNote>{account.historyError}</FormNote>}
      {entries.length === 0 ? (
        !account.historyLoading &&
        !account.historyError && (
          <>
            <p>{t('office:history_empty')}</p>
            <NextSteps
              steps={[{ path: 'office/recharge', textKey: 'office:nav_recharge', primary: true }]}
            />
          </>
        )
      ) : (
        <table className="payment-history__table" aria-busy={account.historyLoading}>
          <caption className="visually-hidden">{t('office:historypay_title')}</caption>
          <ColumnHeads
            columns={[
              t('office:history_date'),
              t('office:history_type'),
              t('office:history_amount'),
              t('office:history_status'),
            ]}
          />
          <tbody>
            {entries.map((p) => (
              <tr key={p.id} data-testid="payment-row" data-type={p.type} data-status={p.status}>
                <td>{siteTime.format(p.created_at)}</td>
                <td>{t(`office:payment_type_${p.type}`)}</td>
                <td className="payment-history__amount">
                  {account.format(p.amount, { currencyId: p.currency_id, iso: p.iso })}
                </td>
                <td>{t(`office:payment_status_${p.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="form__actions" aria-label={t('office:history_pages')}>
          <button
            type="button"
            className="button"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            {t('office:history_previous')}
          </button>
          <span aria-live="polite">{t('office:history_page_of', { page, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            {t('office:history_next')}
          </button>
        </nav>
      )}
    </section>
  );
}

export default observer(PaymentHistory);
