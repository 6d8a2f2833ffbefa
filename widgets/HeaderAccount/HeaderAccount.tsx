import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isSitePath, RETURN_URL_PARAM } from '../../runtime/router';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { isRegistrationAvailable } from '../../domain/registrationAvailability';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { ModalDialog } from '../shared/ModalDialog';
import { HIDDEN_AMOUNT } from '../shared/hiddenAmount';
import { DialogCloseContext } from '../shared/DialogContext';
import { isPlainClick, rechargeOpensAsModal } from '../shared/rechargeModal';
import type { HeaderAccountProps } from '../../domain/widgetProps/HeaderAccount';
import '../shared/a11y.css';
import '../shared/forms.css';
import './HeaderAccount.css';

// SPEC section 5 "Recharge modal": loaded on its first opening only.
const RechargeModal = lazy(() => import('./RechargeModal'));

function HeaderAccount({ props, slots }: WidgetRenderProps<HeaderAccountProps>) {
  const { t } = useTranslation();
  const { session, config, authForm } = useStores();
  const open = authForm.isOpen ? 'signIn' : authForm.isRegistrationOpen ? 'registration' : null;
  const close = open === 'signIn' ? authForm.close : authForm.closeRegistration;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const returnUrl = new URLSearchParams(search).get(RETURN_URL_PARAM);
  const guest = !session.isAuthenticated;

  // SPEC section 6: a guest sent from a page that needs sign-in arrives with the page asked for
  // in the address, and the sign-in dropdown opens; signing in there goes back to it
  // (useAfterSignIn).
  useEffect(() => {
    if (guest && isSitePath(returnUrl)) authForm.open();
  }, [guest, returnUrl, authForm]);

  /** Closed without signing in: the way back is dropped with it. */
  const dismiss = () => {
    close();
    if (returnUrl === null) return;
    const query = new URLSearchParams(search);
    query.delete(RETURN_URL_PARAM);
    const rest = query.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  };

  // The dialog stays open across sign-in: registration shows the generated credentials after it.
  const dialog =
    open === null ? null : (
      <ModalDialog
        title={t(open === 'signIn' ? 'auth:sign_in_title' : 'auth:registration_title')}
        closeLabel={t('auth:close')}
        onClose={dismiss}
        placement={open === 'registration' ? (props.registrationPlacement ?? 'center') : 'center'}
      >
        <DialogCloseContext.Provider value={close}>{slots[open]}</DialogCloseContext.Provider>
      </ModalDialog>
    );

  // One tree for both states, the dialog always last: signing in inside the dialog (one-click
  // registration) must not remount it, or the generated credentials would be lost.
  return (
    <div className="header-account">
      {session.isAuthenticated ? (
        <SignedIn />
      ) : (
        <>
          <button type="button" className="button" onClick={() => authForm.open()}>
            {t('auth:sign_in')}
          </button>
          {isRegistrationAvailable(config.config) && (
            <button
              type="button"
              className="button button--primary"
              onClick={authForm.openRegistration}
            >
              {t('auth:register')}
            </button>
          )}
        </>
      )}
      {dialog}
    </div>
  );
}

const SignedIn = observer(function SignedIn() {
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

export default observer(HeaderAccount);
