import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../runtime/i18n';
import type { BookedCoupon } from '../../../stores';
import { legResultText, useCouponFormat } from './couponFormat';
import './bets.css';
import { ColumnHeads } from '../ColumnHeads';

/** The legs of a booked coupon as a table: game and start, market, outcome, coefficient, result. */
export const CouponLegs = observer(function CouponLegs({ coupon }: { coupon: BookedCoupon }) {
  const { t } = useTranslation();
  const format = useCouponFormat();
  return (
    <table className="coupon-legs">
      <caption className="coupon-legs__caption">
        {t('history:legs_caption', { id: coupon.id })}
      </caption>
      <ColumnHeads
        columns={[
          t('history:leg_game'),
          t('history:leg_market'),
          t('history:leg_outcome'),
          t('history:leg_coef'),
          t('history:leg_result'),
        ]}
      />
      <tbody>
        {coupon.legs.map((leg) => (
          <tr key={leg.outcomeId} data-testid={`coupon-leg-${leg.outcomeId}`}>
            <td>
              <span className="coupon-legs__game">{leg.opponents.join(' — ')}</span>
              <span className="coupon-legs__start">
                {format.start(leg.startAt)}
                {leg.isLive ? ` · ${t('history:live')}` : ''}
              </span>
            </td>
            <td>{leg.marketName}</td>
            <td>{leg.outcomeName}</td>
            <td className="coupon-legs__number">{format.coef(leg.coef)}</td>
            <td>
              <span className="bet-status" data-status={leg.result ?? 'open'}>
                {legResultText(t, leg.result)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
