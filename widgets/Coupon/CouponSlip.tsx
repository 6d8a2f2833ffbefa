import { useId } from 'react';
import { OpenBetsCashOut } from '../shared/bets/CashOut';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { useCoupon, useStores } from '../shared/stores';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { CouponBets } from './CouponBets';
import { CouponStake } from './CouponStake';
import { CouponSettingsPanel } from './CouponSettingsPanel';
import { BET_HISTORY_PATH } from '../shared/bets/betPaths';
import { CouponAnnouncer, CouponProblems, CouponSuccess } from './CouponResult';
import { CouponCode } from './CouponCode';
import { CouponReminderNotice } from './CouponReminderNotice';
import { OneClickConfirmation } from './OneClickConfirmation';

/** The whole slip: tabs, bets, stake and placing, settings, result. */
export const CouponSlip = observer(function CouponSlip({
  titleKey,
  showCode,
}: {
  titleKey: string;
  showCode: boolean;
}) {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const { session } = useStores();
  const lng = useCurrentLanguage();
  const headingId = useId();
  const tabsId = useId();
  const showResult = coupon.placement.placeStatus === 'success';
  const myBets = coupon.panel.tab === 'myBets';

  return (
    <section className="coupon" aria-labelledby={headingId} data-testid="coupon">
      <header className="coupon__header">
        <h2 id={headingId} className="coupon__title">
          {t(titleKey)}
          {coupon.slip.count > 0 ? (
            <span className="coupon__count" data-testid="coupon-count">
              {coupon.slip.count}
            </span>
          ) : null}
        </h2>
      </header>
      <div className="coupon__tabs" role="tablist" aria-label={t('coupon:tabs_label')}>
        <button
          type="button"
          role="tab"
          id={`${tabsId}-coupon`}
          aria-selected={!myBets}
          aria-controls={`${tabsId}-panel`}
          className="coupon__tab"
          onClick={() => coupon.panel.setTab('coupon')}
        >
          {t('coupon:tab_coupon')}
        </button>
        <button
          type="button"
          role="tab"
          id={`${tabsId}-bets`}
          aria-selected={myBets}
          aria-controls={`${tabsId}-panel`}
          className="coupon__tab"
          onClick={() => coupon.panel.setTab('myBets')}
        >
          {t('coupon:tab_my_bets')}
          {session.isAuthenticated && coupon.panel.openBetsCount !== null ? (
            <span className="coupon__count">{coupon.panel.openBetsCount}</span>
          ) : null}
        </button>
      </div>
      <div
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${myBets ? 'bets' : 'coupon'}`}
        className="coupon__panel"
      >
        <CouponAnnouncer />
        {myBets ? (
          <div className="coupon__my-bets">
            <CouponReminderNotice onOpen={() => coupon.panel.setTab('coupon')} />
            {session.isAuthenticated && coupon.panel.openBetsCount !== null ? (
              <p>{t('coupon:my_bets_open', { count: coupon.panel.openBetsCount })}</p>
            ) : null}
            {session.isAuthenticated ? <OpenBetsCashOut /> : null}
            <Link className="coupon-link" to={localizedPath(lng, BET_HISTORY_PATH)}>
              {t('coupon:my_bets_link')}
            </Link>
          </div>
        ) : showResult ? (
          <CouponSuccess />
        ) : (
          <>
            <OneClickConfirmation />
            {coupon.oneClick.isOneClickActive ? (
              <p className="coupon__notice" data-testid="coupon-one-click-on">
                {t('coupon:one_click_on', {
                  amount: coupon.stakes.format(coupon.oneClick.oneClickAmount),
                })}
              </p>
            ) : null}
            {coupon.isCouponLoadedFromCode ? (
              <p className="coupon__notice">{t('coupon:loaded_from_code')}</p>
            ) : null}
            {coupon.slip.count === 0 ? (
              <p className="coupon__empty" data-testid="coupon-empty">
                {t('coupon:empty')}
              </p>
            ) : (
              <>
                <CouponBets />
                <CouponStake />
              </>
            )}
            <CouponProblems />
            {showCode ? <CouponCode /> : null}
            <CouponSettingsPanel />
          </>
        )}
      </div>
    </section>
  );
});
