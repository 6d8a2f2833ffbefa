import { reaction } from 'mobx';
import type { ApiHandlers } from '../runtime/api';
import type { RootStore } from './index';

/**
 * Follows the signed-in user: loads the accounts, user config and limits on sign-in (the limits
 * start their ping), forgets them on sign-out. A banned customer's limits are not asked for (the
 * server refuses them: SPEC section 6, limits and the session ping are for authorised users), and
 * are forgotten when a ban arrives. Returns the function that stops following.
 */
export function connectSessionStores(
  stores: Pick<RootStore, 'session' | 'account' | 'userConfig' | 'limits'>,
): () => void {
  const stopUser = reaction(
    () => stores.session.userId,
    (userId) => {
      stores.account.reset();
      stores.userConfig.reset();
      if (userId !== null) {
        void stores.account.load();
        void stores.userConfig.load();
        // The account movements pushed to this tab re-read the accounts: app/pushStream.ts.
      }
    },
    { fireImmediately: true },
  );
  // The limits store is made on first use (its code a chunk of its own): on sign-in it loads, and
  // starts if the same customer is still signed in, unbanned, when it arrives.
  const limitsFor = (userId: string | number | null) =>
    stores.session.userId === userId && stores.session.banLevel === 0;
  const stopLimits = reaction(
    () => ({ userId: stores.session.userId, banned: stores.session.banLevel > 0 }),
    ({ userId, banned }) => {
      stores.limits.current?.reset();
      if (userId !== null && !banned) {
        stores.limits.load().then(
          (limits) => {
            if (!limitsFor(userId)) return;
            void limits.load();
            limits.startPinging();
          },
          (error: unknown) => console.warn('the limits store did not load', error),
        );
      }
    },
    { fireImmediately: true, equals: (a, b) => a.userId === b.userId && a.banned === b.banned },
  );
  return () => {
    stopUser();
    stopLimits();
    stores.limits.current?.reset();
  };
}

/**
 * Plugs the stores into the API client's SPEC section 8 chain: captcha codes ask the captcha
 * store; a 401 no new token cures signs the visitor out here; a 451 with exception_code 1 marks
 * the terms changed and goes to confirm-terms.
 */
export function connectApiHandlers(
  handlers: ApiHandlers,
  stores: Pick<RootStore, 'session' | 'captcha'>,
  goToConfirmTerms: () => void,
): void {
  handlers.captcha = stores.captcha.ask;
  handlers.onSignedOut = () => {
    if (stores.session.isAuthenticated) stores.session.becomeGuest();
  };
  handlers.onTermsRequired = () => {
    stores.session.setUser({ ...stores.session.user, isTermsChanged: true });
    goToConfirmTerms();
  };
}
