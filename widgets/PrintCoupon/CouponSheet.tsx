import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { failureOf } from '../../runtime/api';
import { couponReturn } from '../../domain/coupon';
import type { BookedCoupon } from '../../stores';
import { useBookedCoupon } from '../shared/bets/betQueries';
import { BET_HISTORY_PATH } from '../shared/bets/betPaths';
import { CouponLegs } from '../shared/bets/CouponLegs';
import { HistoryProblem } from '../shared/bets/HistoryProblem';
import { couponStatusText, couponTypeText, useCouponFormat } from '../shared/bets/couponFormat';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';

/** The coupon the server answered for the signed-in customer, or why there is none. */
export const CouponSheet = observer(function CouponSheet({ couponId }: { couponId: string }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const query = useBookedCoupon(couponId);
  const historyLink = (
    <Link className="print-coupon__screen-only" to={localizedPath(lng, BET_HISTORY_PATH)}>
      {t('history:back_to_history')}
    </Link>
  );
  if (query.isPending) return <p role="status">{t('history:print_loading')}</p>;
  if (query.isError) {
    // Another customer's coupon and an unknown one both answer 404: not found either way.
    if (failureOf(query.error)?.status === 404) {
      return (
        <>
          <p role="status">{t('history:print_not_found', { id: couponId })}</p>
          {historyLink}
        </>
      );
    }
    return (
      <HistoryProblem
        className="print-coupon__problem"
        textKey="history:print_error"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      <CouponFacts coupon={query.data} />
      <CouponLegs coupon={query.data} />
      <div className="form__actions print-coupon__screen-only">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('history:print_button')}
        </button>
        {historyLink}
      </div>
    </>
  );
});

/** Date, type, stake, coefficient, possible win or payout, status (and when it settled). */
const CouponFacts = observer(function CouponFacts({ coupon }: { coupon: BookedCoupon }) {
  const { t } = useTranslation();
  const format = useCouponFormat();
  const money = (amount: number) => format.money(amount, coupon.currencyId);
  const result = couponReturn(coupon);
  const facts: [label: string, value: string][] = [
    [t('history:field_placed'), format.dateTime(coupon.placedAt)],
    [t('history:field_type'), couponTypeText(t, coupon)],
    [t('history:field_stake'), money(coupon.amount)],
    [t('history:field_coef'), format.coef(coupon.coef)],
    [t(`history:return_${result.kind}`), money(result.amount)],
    // SPEC partnerHasTaxes: the winnings tax withheld from the payout.
    ...(coupon.tax !== undefined && coupon.tax > 0
      ? [[t('history:field_tax'), money(coupon.tax)] as [string, string]]
      : []),
    [t('history:field_status'), couponStatusText(t, coupon.status)],
  ];
  if (coupon.settledAt) facts.push([t('history:field_settled'), format.dateTime(coupon.settledAt)]);
  return (
    <dl className="print-coupon__facts" data-status={coupon.status}>
      {facts.map(([label, value]) => (
        <div key={label} className="print-coupon__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
});
