import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../../runtime/i18n';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { HIDDEN_AMOUNT } from '../shared/hiddenAmount';
import { isPlainClick, rechargeOpensAsModal } from '../shared/rechargeModal';

// The signed-in customer's part of the header: balance, account switch, deposit, office and sign
// out. A chunk of its own (a guest's page never loads it), asked for as soon as the session says
// the customer is signed in (HeaderAccount.tsx).

// SPEC section 5 "Recharge modal": loaded on its first opening only.
const RechargeModal = lazy(() => import('./RechargeModal'));

const SignedInAccount = observer(function SignedInAccount() {
  const { t } = useTranslation();
  const { session, account, userConfig } = useStores();
  const lng = useCurrentLanguage();
  const switcherId = useId();
  // SPEC section 3 "User config" user_hide_balance (switched in the office settings).
  const hidden = userConfig.hidesBalance;
  const accounts = account.switchableAccounts;
  const { pathname } = useLocation();
  const [recharging, setRecharging] = useState(false);
  // Any navigation (a link inside the modal) closes it.
  useEffect(() => setRecharging(false), [pathname]);

  // The header is the first to need the accounts after sign-in or a reload.
  useEffect(() => {
    if (!account.isLoaded && !account.loading) void account.load();
  }, [account]);
  return (
    <>
      <div className="header-account__balance" aria-live="polite">
        <span className="header-account__balance-label">{t('auth:balance')}</span>
        {hidden ? (
          <span className="header-account__balance-value" data-testid="header-balance-hidden">
            <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
            <span className="visually-hidden">{t('auth:balance_hidden')}</span>
          </span>
        ) : (
          <span className="header-account__balance-value" data-testid="header-balance">
            {account.balance}
          </span>
        )}
        {!hidden && account.bonusesMoney && (
          <span className="header-account__balance-label" data-testid="header-bonuses">
            {t('auth:bonus_money', { amount: account.bonusesMoney })}
          </span>
        )}
      </div>
      {userConfig.isVip && (
        <span className="header-account__vip" data-testid="header-user-status">
          {t('auth:user_status_vip')}
        </span>
      )}
      {account.isAccountFrozen && (
        <span
          className="header-account__frozen"
          data-testid="header-account-frozen"
          title={t('auth:account_frozen_hint')}
        >
          {t('auth:account_frozen')}
          <span className="visually-hidden">{t('auth:account_frozen_hint')}</span>
        </span>
      )}
      {accounts.length > 1 && (
        <div className="header-account__switcher">
          <label htmlFor={switcherId}>{t('auth:active_account')}</label>
          <select
            id={switcherId}
            value={String(account.activeAccount?.id ?? '')}
            onChange={(e) => void account.setActive(Number(e.target.value))}
          >
            {accounts.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {hidden ? (a.label ?? a.iso) : `${a.label ?? a.iso}: ${account.format(a.money, a)}`}
              </option>
            ))}
          </select>
        </div>
      )}
      <Link
        className="button button--primary"
        to={localizedPath(lng, 'office/recharge')}
        onClick={(event) => {
          if (!isPlainClick(event) || !rechargeOpensAsModal(pathname)) return;
          event.preventDefault();
          setRecharging(true);
        }}
      >
        {t('auth:deposit')}
      </Link>
      {recharging && (
        <Suspense fallback={null}>
          <RechargeModal onClose={() => setRecharging(false)} />
        </Suspense>
      )}
      <Link className="button" to={localizedPath(lng, 'office/account')}>
        {t('auth:my_account')}
      </Link>
      <button type="button" className="button" onClick={() => void session.logout()}>
        {t('auth:sign_out')}
      </button>
    </>
  );
});

export default SignedInAccount;
