import { useId, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { couponReturn } from '../../domain/coupon';
import type { BookedCoupon } from '../../stores';
import { CouponLegs } from '../shared/bets/CouponLegs';
import { CashOutControl, useCashOutOffers } from '../shared/bets/CashOut';
import { couponStatusText, couponTypeText, useCouponFormat } from '../shared/bets/couponFormat';
import { printCouponPath } from '../shared/bets/betPaths';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';

/** The columns of a coupon row, in order (each header is `history:col_<name>`). */
export const BET_HISTORY_COLUMNS = [
  'number',
  'date',
  'type',
  'stake',
  'coef',
  'return',
  'status',
  'legs',
] as const;

/** A history row's status, worded as a coupon's. */
export function StatusCell({ status }: { status: Parameters<typeof couponStatusText>[1] }) {
  const { t } = useTranslation();
  return (
    <td>
      <span className="bet-status" data-status={status}>
        {couponStatusText(t, status)}
      </span>
    </td>
  );
}

/** A history row's last cell: the button that opens and closes its details row (`detailsId`). */
export function DetailsToggleCell({
  open,
  detailsId,
  onToggle,
  children,
}: {
  open: boolean;
  detailsId: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <td>
      <button
        type="button"
        className="button bet-history__toggle"
        aria-expanded={open}
        {...(open ? { 'aria-controls': detailsId } : {})}
        onClick={onToggle}
      >
        {children}
      </button>
    </td>
  );
}

/** A coupon: its row, and below it, when opened, its legs and the printable coupon link. */
export const BetHistoryRow = observer(function BetHistoryRow({ coupon }: { coupon: BookedCoupon }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const format = useCouponFormat();
  const [open, setOpen] = useState(false);
  const legsId = useId();
  const money = (amount: number) => format.money(amount, coupon.currencyId);
  const result = couponReturn(coupon);
  const isOpen = coupon.status === 'open';
  useCashOutOffers(isOpen);
  return (
    <tbody className="bet-history__coupon" data-open={open}>
      <tr data-testid={`bet-history-row-${coupon.id}`} data-status={coupon.status}>
        <th scope="row">{t('history:coupon_number', { id: coupon.id })}</th>
        <td>{format.dateTime(coupon.placedAt)}</td>
        <td>{couponTypeText(t, coupon)}</td>
        <td className="bet-history__number">
          {money(coupon.amount)}
          {coupon.isFreeBet ? (
            <span className="bet-history__free-bet" data-testid="bet-history-free-bet">
              {' '}
              {t('history:free_bet')}
            </span>
          ) : null}
        </td>
        <td className="bet-history__number">{format.coef(coupon.coef)}</td>
        <td className="bet-history__number">
          <span className="bet-history__return-kind">{t(`history:return_${result.kind}`)}</span>{' '}
          {money(result.amount)}
          {coupon.hyperBonus !== undefined && coupon.hyperBonus > 0 ? (
            <span className="bet-history__tax" data-testid="bet-history-hyper-bonus">
              {t('history:hyper_bonus_paid', {
                percent: coupon.hyperBonusPercent,
                amount: money(coupon.hyperBonus),
              })}
            </span>
          ) : null}
          {coupon.tax !== undefined && coupon.tax > 0 ? (
            <span className="bet-history__tax" data-testid="bet-history-tax">
              {t('history:tax_withheld', { amount: money(coupon.tax) })}
            </span>
          ) : null}
          {isOpen ? <CashOutControl couponId={coupon.id} ns="history" /> : null}
        </td>
        <StatusCell status={coupon.status} />
        <DetailsToggleCell open={open} detailsId={legsId} onToggle={() => setOpen(!open)}>
          {t(open ? 'history:legs_hide' : 'history:legs_show', { count: coupon.legs.length })}
        </DetailsToggleCell>
      </tr>
      {open ? (
        <tr className="bet-history__details" id={legsId}>
          <td colSpan={BET_HISTORY_COLUMNS.length}>
            <CouponLegs coupon={coupon} />
            {coupon.refId ? (
              <p className="bet-history__ref" data-testid="bet-history-ref-id">
                {t('history:loaded_from_code', { code: coupon.refId })}
              </p>
            ) : null}
            <Link
              className="bet-history__print"
              to={localizedPath(lng, printCouponPath(coupon.id))}
            >
              {t('history:print_link', { id: coupon.id })}
            </Link>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
});
