// Analytics events of the client (SPEC section 7): page views from the router, and registration,
// sign-in, deposit and bet placed from the answers of their API calls, so no store or widget
// needs to know about analytics. The store drops everything without consent.
import {
  ANALYTICS_DELAY_MS,
  isRegistrationPath,
  type AnalyticsEventName,
} from '../../domain/app/analyticsContract';
import type { ApiInterceptor } from '../../runtime/api/interceptors';
import { ACCOUNT_PATHS, AUTH_PATHS, USER_PATHS } from '../../stores/authPaths';
import { MESSAGE_LINK_PATHS } from '../../stores/MessageLinksStore';
import { COUPON_PATHS } from '../../stores/sports/couponPaths';
import type { RootStore } from '../../stores';

const EVENT_OF_CALL: Record<string, AnalyticsEventName> = {
  [AUTH_PATHS.register]: 'registration',
  [AUTH_PATHS.login]: 'login',
  [AUTH_PATHS.loginSms]: 'login',
  [AUTH_PATHS.loginTwoStep]: 'login',
  [ACCOUNT_PATHS.deposit]: 'deposit',
  [COUPON_PATHS.place]: 'bet_placed',
};

/** SPEC section 8's analytics error codes: the calls whose refusal or failure is counted. */
const ERROR_EVENT_OF_CALL: Record<string, AnalyticsEventName> = {
  [AUTH_PATHS.login]: 'login_error',
  [AUTH_PATHS.loginSms]: 'login_error',
  [AUTH_PATHS.loginTwoStep]: 'login_error',
  [AUTH_PATHS.register]: 'registration_error',
  [AUTH_PATHS.passwordForgot]: 'password_recovery_error',
  [AUTH_PATHS.passwordCheckCode]: 'password_recovery_error',
  [AUTH_PATHS.passwordReset]: 'password_recovery_error',
  [USER_PATHS.phoneSendCode]: 'phone_binding_error',
  [USER_PATHS.phoneBind]: 'phone_binding_error',
  [USER_PATHS.phoneUnbind]: 'phone_binding_error',
  [MESSAGE_LINK_PATHS.accountVerify]: 'email_binding_error',
  [MESSAGE_LINK_PATHS.sendActivation]: 'email_binding_error',
  [ACCOUNT_PATHS.deposit]: 'wallet_error',
  [ACCOUNT_PATHS.withdraw]: 'wallet_error',
  [ACCOUNT_PATHS.currency]: 'wallet_error',
  [USER_PATHS.password]: 'password_change_error',
};

/**
 * Records the event of a call that is one: a success (2xx) as itself, a refusal or a server
 * failure (4xx, 5xx, after the chain's retries) as its error event. No answer (offline) is not
 * counted: nothing could be sent anyway.
 */
export function analyticsOfCalls(track: (name: AnalyticsEventName) => void): ApiInterceptor {
  return async (request, next) => {
    const response = await next(request);
    const path = request.path.split('?')[0] ?? '';
    const name = EVENT_OF_CALL[path];
    if (name && response.status >= 200 && response.status < 300) track(name);
    const error = ERROR_EVENT_OF_CALL[path];
    if (error && response.status >= 400) track(error);
    return response;
  };
}

/**
 * The consent analytics follow, and sending when back online or leaving; answers the function
 * the router calls with each location it settles on (a page view when the path changed).
 */
export function followAnalytics(
  stores: Pick<RootStore, 'analytics' | 'consent'>,
): (pathname: string) => void {
  stores.consent.onChange(() => stores.analytics.consentChanged());
  window.addEventListener('online', () => void stores.analytics.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void stores.analytics.flush();
  });
  let last: string | null = null;
  return (pathname) => {
    if (pathname === last) return;
    last = pathname;
    stores.analytics.track('page_view', pathname);
  };
}

/**
 * SPEC section 9: the analytics counters (SPEC section 7) load 10 s after ready, at once on a
 * registration page; `load` runs once. Answers the function the router calls with each path.
 */
export function scheduleCounterLoad(
  load: () => void,
  delay: (run: () => void, ms: number) => unknown,
): (pathname: string) => void {
  let due = true;
  const run = () => {
    if (due) load();
    due = false;
  };
  delay(run, ANALYTICS_DELAY_MS);
  return (pathname) => {
    if (isRegistrationPath(pathname)) run();
  };
}
