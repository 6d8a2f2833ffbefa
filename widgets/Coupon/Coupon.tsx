import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useCoupon, useStores } from '../shared/stores';
import { CouponSlip } from './CouponSlip';
import { CompactCoupon } from './CompactCoupon';
import type { CouponProps } from '../../domain/widgetProps/Coupon';
import '../shared/a11y.css';
import '../shared/control.css';
import './Coupon.css';

/**
 * The bet slip. On desktop widths it sits in the right column; below the narrowest layout width
 * (UiStore.device 'mobile') it is a bottom bar with the count and possible win that expands.
 */
function Coupon({ props }: WidgetRenderProps<CouponProps>) {
  const coupon = useCoupon();
  const { ui, sports, session } = useStores();
  const compact = ui.device === 'mobile';
  // SPEC section 4: no reminder while the slip is on screen.
  const open = compact ? coupon.panel.isVisibleQuickCoupon : coupon.panel.tab === 'coupon';
  useEffect(() => {
    coupon.reminder.setCouponOpen(open);
    return () => coupon.reminder.setCouponOpen(false);
  }, [coupon, open]);

  // The bets follow the live prices of their games (the ones the sports store holds).
  const known = coupon.slip.gameIds.filter((id) => sports.game(id) !== undefined).join(',');
  useEffect(() => {
    if (known === '') return undefined;
    return sports.subscribe(known.split(',').map(Number));
  }, [sports, known]);

  const signedIn = session.isAuthenticated;
  useEffect(() => {
    if (!signedIn) return;
    void coupon.panel.loadOpenBetsCount();
    void coupon.freeBets.loadFreeBets();
  }, [coupon, signedIn]);

  const slip = (
    <CouponSlip titleKey={props.titleKey ?? 'coupon:title'} showCode={props.showCode ?? true} />
  );
  return compact ? <CompactCoupon>{slip}</CompactCoupon> : slip;
}

export default observer(Coupon);
