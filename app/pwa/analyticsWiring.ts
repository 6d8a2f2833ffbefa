// Analytics events of the client (SPEC section 7): page views from the router, and registration,
// sign-in, deposit and bet placed from the answers of their API calls, so no store or widget
// needs to know about analytics. The store drops everything without consent.
import type { AnalyticsEventName } from '../../domain/app/analyticsContract';
import type { ApiInterceptor } from '../../runtime/api/interceptors';
import { ACCOUNT_PATHS, AUTH_PATHS } from '../../stores/authPaths';
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

/** Records the event of a successful call that is one (the interceptor sees every call). */
export function analyticsOfCalls(track: (name: AnalyticsEventName) => void): ApiInterceptor {
  return async (request, next) => {
    const response = await next(request);
    const name = EVENT_OF_CALL[request.path.split('?')[0] ?? ''];
    if (name && response.status >= 200 && response.status < 300) track(name);
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
