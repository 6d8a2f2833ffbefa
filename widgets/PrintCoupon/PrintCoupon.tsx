import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { useStores } from '../shared/stores';
import { CouponSheet } from './CouponSheet';
import type { PrintCouponProps } from '../../domain/widgetProps/PrintCoupon';
import '../shared/a11y.css';
import '../shared/forms.css';
import '../shared/bets/bets.css';
import './PrintCoupon.css';

/**
 * One coupon for paper (SPEC section 2 print-coupon/{couponId}): the owner sees it; a guest is
 * asked to sign in first, and stays on the page to see it afterwards.
 */
function PrintCoupon(_: WidgetRenderProps<PrintCouponProps>) {
  const { t } = useTranslation();
  const { couponId = '' } = useParams();
  const { session, authForm } = useStores();
  const titleId = useId();
  return (
    <article className="print-coupon bets-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('history:print_heading', { id: couponId })}</h1>
      {session.isAuthenticated ? (
        <QueryScope>
          <CouponSheet couponId={couponId} />
        </QueryScope>
      ) : (
        <div className="print-coupon__sign-in">
          <p>{t('history:print_sign_in')}</p>
          <button type="button" className="button button--primary" onClick={() => authForm.open()}>
            {t('history:sign_in')}
          </button>
        </div>
      )}
    </article>
  );
}

export default observer(PrintCoupon);
