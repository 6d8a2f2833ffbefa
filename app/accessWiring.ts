import { comparer, reaction } from 'mobx';
import type { ApiInterceptor } from '../runtime/api';
import type { RuleContext } from '../runtime/render/types';
import type { FocusSource, RootStore } from '../stores';
import type { DataRouter as AppRouter } from 'react-router-dom';

/** The window getting the focus back (the maintenance config is re-read then). */
export function windowFocus(): FocusSource {
  return {
    subscribe(onFocus) {
      window.addEventListener('focus', onFocus);
      return () => window.removeEventListener('focus', onFocus);
    },
  };
}

/**
 * SPEC section 4: when maintenance starts, open tabs go to /{lng}/maintenance; when it ends, back
 * to the page they were on (home if they opened the maintenance page themselves). Polling starts
 * here, for the life of the app.
 */
export function followMaintenance(
  stores: RootStore,
  routerRef: { current: AppRouter | null },
  language: () => string,
): void {
  let returnTo: string | null = null;
  const onMaintenancePage = (path: string) => /^\/[a-z]{2}\/maintenance\/?$/.test(path);
  reaction(
    () => stores.access.maintenanceActive,
    (active) => {
      const router = routerRef.current;
      if (!router) return;
      const { pathname, search } = router.state.location;
      const lng = language();
      if (active && !onMaintenancePage(pathname)) {
        returnTo = pathname + search;
        void router.navigate(`/${lng}/maintenance`, { replace: true });
      } else if (!active && onMaintenancePage(pathname)) {
        void router.navigate(returnTo ?? `/${lng}`, { replace: true });
        returnTo = null;
      }
    },
  );
  stores.access.startMaintenanceWatch();
}

/**
 * SPEC section 4 "Bans" and "Other transitions" (terms): the ban and the terms flag arrive with the
 * session data (loaded after the page is ready); when either changes, the page's guards run again,
 * so a banned customer leaves at once and one whose terms changed goes to confirm them.
 */
export function followUserGuards(
  stores: RootStore,
  routerRef: { current: AppRouter | null },
): void {
  reaction(
    () =>
      [
        stores.session.user.banLevel,
        stores.session.user.banVersion,
        stores.session.user.isTermsChanged,
        // SPEC section 3 "User config": line or live closed while a page of it is open.
        stores.userConfig.sportsAccess.disallowLine,
        stores.userConfig.sportsAccess.disallowLive,
      ] as const,
    () => void routerRef.current?.revalidate(),
    { equals: comparer.structural },
  );
}

/**
 * The user the guards and visibleIf rules see: the session's, with the line and live closures of
 * the user config (SPEC section 3), which arrive after the session (followUserGuards re-runs the
 * guards then).
 */
export function userOfRules(
  stores: Pick<RootStore, 'session' | 'userConfig'>,
): RuleContext['user'] {
  const { disallowLine, disallowLive } = stores.userConfig.sportsAccess;
  const user = stores.session.user;
  if (!user.isAuthenticated || (!disallowLine && !disallowLive)) return user;
  return { ...user, disallowLineSport: disallowLine, disallowLiveSport: disallowLive };
}

/** The refusal reason every customer API answers a banned customer (server/access). */
export const CUSTOMER_BANNED = 'customer_banned';

/**
 * A 403 `customer_banned` means the ban was set while the page was open: the session data is
 * read again (one read at a time), and followUserGuards sends the customer away. SPEC section 4
 * "Bans": navigation is blocked while the navigation-blocked flag is set; it is set for the
 * read, so that no page opens on the guards' old answer (a banned customer let in) before the
 * ban is known.
 */
export function banRefusals(
  reloadSession: () => Promise<unknown>,
  lockNavigation: (locked: boolean) => void = () => undefined,
): ApiInterceptor {
  let reloading: Promise<unknown> | null = null;
  return async (request, next) => {
    const response = await next(request);
    const reason = (response.json as { reason?: unknown } | undefined)?.reason;
    if (response.status === 403 && reason === CUSTOMER_BANNED && reloading === null) {
      lockNavigation(true);
      const unlock = () => {
        reloading = null;
        lockNavigation(false);
      };
      // A failed read unlocks too: the lock never outlives the read.
      reloading = reloadSession().then(unlock, unlock);
    }
    return response;
  };
}
