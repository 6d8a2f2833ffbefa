import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { dateTimeFormat, useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type {
  CashbackAccountView,
  CashbackAnswer,
  CashbackPaidView,
} from '../../domain/casino/catalogueBonusTypes';
import { QueryScope } from '../shared/bets/QueryScope';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useCashback } from '../shared/casino/casinoQueries';
import { formatDateTime } from '../shared/casino/dates';
import { QueryStates } from '../shared/casino/ListStates';
import { formatCasinoMoney } from '../shared/casino/money';
import type { CasinoCashbackProps } from '../../domain/widgetProps/CasinoCashback';
import '../shared/a11y.css';
import '../shared/casino/casino.css';
import { useSiteTime } from '../shared/siteTime';
import { ColumnHeads } from '../shared/ColumnHeads';

function percent(hundredths: number): string {
  return `${(hundredths / 100).toFixed(hundredths % 100 === 0 ? 0 : 2)} %`;
}

function AccountCashback({ line }: { line: CashbackAccountView }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatCasinoMoney(amount, line.currencyId);
  const sums = [
    ['casino:cashback_stakes', line.stakes],
    ['casino:cashback_wins', line.wins],
    ['casino:cashback_rollbacks', line.rollbacks],
    ['casino:cashback_net_loss', line.netLoss],
  ] as const;
  return (
    <div className="casino-panel" data-currency={line.currencyId}>
      <dl className="casino-cashback__figures">
        {sums.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('casino:cashback_rate')}</dt>
          <dd>
            {line.percentHundredths === null
              ? t('casino:cashback_no_tier')
              : percent(line.percentHundredths)}
          </dd>
        </div>
        <div className="casino-cashback__earned">
          <dt>{t('casino:cashback_earned')}</dt>
          <dd>{money(line.cashback)}</dd>
        </div>
      </dl>
      <table className="casino-table">
        <caption>{t('casino:cashback_tiers')}</caption>
        <ColumnHeads
          columns={[
            t('casino:cashback_tier_from'),
            { label: t('casino:cashback_rate'), numeric: true },
          ]}
        />
        <tbody>
          {line.tiers.map((tier) => (
            <tr
              key={tier.fromLoss}
              data-me={tier.percentHundredths === line.percentHundredths || undefined}
            >
              <td>{money(tier.fromLoss)}</td>
              <td data-numeric>{percent(tier.percentHundredths)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A period's days as the page language writes them: its first day to its last (end exclusive). */
function periodDays(paid: CashbackPaidView, lng: string): string {
  const day = dateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const last = new Date(Date.parse(paid.periodEnd) - 1);
  return `${day.format(new Date(paid.periodStart))} – ${day.format(last)}`;
}

/** How a closed period is paid (the brand's rule, server/bonus/cashback.ts). */
function PayoutRule({ payout }: { payout: CashbackAnswer['payout'] }) {
  const { t } = useTranslation();
  return (
    <p data-testid="cashback-payout-rule">
      {payout.multiplier > 0
        ? t('casino:cashback_payout_bonus', {
            multiplier: payout.multiplier,
            days: payout.expiryDays,
          })
        : t('casino:cashback_payout_main')}
    </p>
  );
}

/** The cashback paid for the last closed periods, newest first. */
function PaidList({ paid }: { paid: CashbackPaidView[] }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const titleId = useId();
  return (
    <div className="casino-panel casino-cashback__paid">
      <h2 id={titleId}>{t('casino:cashback_paid_title')}</h2>
      {paid.length === 0 ? (
        <p>{t('casino:cashback_paid_empty')}</p>
      ) : (
        <table className="casino-table" aria-labelledby={titleId}>
          <ColumnHeads
            columns={[
              t('casino:cashback_paid_period'),
              { label: t('casino:cashback_paid_amount'), numeric: true },
              t('casino:cashback_paid_date'),
              t('casino:cashback_paid_to'),
            ]}
          />
          <tbody>
            {paid.map((row) => (
              <tr key={`${row.periodStart}:${row.currencyId}`} data-testid="cashback-paid-row">
                <td>{periodDays(row, lng)}</td>
                <td data-numeric>{formatCasinoMoney(row.amount, row.currencyId)}</td>
                <td>{formatDateTime(row.paidAt, lng, zone)}</td>
                <td>{t(`casino:cashback_paid_to_${row.paidTo}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const Cashback = observer(function Cashback({ props }: { props: CasinoCashbackProps }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const cashback = useCashback(props.program);
  if (cashback.isPending || cashback.isError) return <QueryStates query={cashback} />;
  const data = cashback.data;
  return (
    <>
      <p>
        {t('casino:cashback_period', {
          from: formatDateTime(data.periodStart, lng, zone),
          to: formatDateTime(data.periodEnd, lng, zone),
        })}
      </p>
      <PayoutRule payout={data.payout} />
      {data.accounts.map((line) => (
        <AccountCashback key={line.currencyId} line={line} />
      ))}
      <PaidList paid={data.paid} />
    </>
  );
});

/**
 * The customer's casino cashback of a programme: this period's figures, tier and estimate, how a
 * closed period is paid, and the cashback paid for the last closed periods.
 */
export default function CasinoCashback({ props }: WidgetRenderProps<CasinoCashbackProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="casino office-panel casino-cashback" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(props.titleKey)}</h1>
      <p>{t(`casino:cashback_${props.program}_intro`)}</p>
      <QueryScope>
        <Cashback props={props} />
      </QueryScope>
    </section>
  );
}
