import { useLocation, useNavigate } from 'react-router-dom';
import { isSitePath, RETURN_URL_PARAM, routeAfterLogin } from '../../runtime/router';
import { useCloseDialog } from './DialogContext';
import { useCurrentLanguage } from './useCurrentLanguage';

/**
 * What a sign-in or registration form does once the customer is signed in: inside a dialog it
 * closes the dialog and the customer stays on the page, unless the page's address carries a
 * return address (the sign-in dropdown a guarded page opened on home, SPEC section 6): then
 * there. On a page of its own (user/login, registration) it follows the return rule of SPEC
 * section 4 "Session" (return URL, else home).
 */
export function useAfterSignIn(): () => void {
  const close = useCloseDialog();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const lng = useCurrentLanguage();
  return () => {
    const returnUrl = new URLSearchParams(search).get(RETURN_URL_PARAM);
    if (close) {
      close();
      if (!isSitePath(returnUrl)) return;
    }
    navigate(routeAfterLogin({ lng, returnUrl, currentPath: pathname }), { replace: true });
  };
}
