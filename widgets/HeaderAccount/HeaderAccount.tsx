import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSitePath, RETURN_URL_PARAM } from '../../runtime/router';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { isRegistrationAvailable } from '../../domain/registrationAvailability';
import { useStores } from '../shared/stores';
import { ModalDialog } from '../shared/ModalDialog';
import { DialogCloseContext } from '../shared/DialogContext';
import type { HeaderAccountProps } from '../../domain/widgetProps/HeaderAccount';
import '../shared/a11y.css';
import '../shared/forms.css';
import './HeaderAccount.css';

// The signed-in part is a chunk of its own: a guest's page never loads it.
const SignedInAccount = lazy(() => import('./SignedInAccount'));

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
        <Suspense fallback={<span className="header-account__pending" aria-busy="true" />}>
          <SignedInAccount />
        </Suspense>
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

export default observer(HeaderAccount);
