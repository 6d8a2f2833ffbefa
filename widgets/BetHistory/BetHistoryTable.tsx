import { useTranslation } from 'react-i18next';
import type { BookedCoupon } from '../../stores';
import { BetHistoryRow, BET_HISTORY_COLUMNS } from './BetHistoryRow';

/** One page of coupons; each row opens to its legs. */
export function BetHistoryTable(p: { coupons: readonly BookedCoupon[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="bet-history__table" aria-busy={p.busy}>
      <caption className="visually-hidden">{t('history:table_caption')}</caption>
      <thead>
        <tr>
          {BET_HISTORY_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`history:col_${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      {p.coupons.map((coupon) => (
        <BetHistoryRow key={coupon.id} coupon={coupon} />
      ))}
    </table>
  );
}
