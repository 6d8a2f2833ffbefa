import { reaction } from 'mobx';
import { createEventStream, type ApiHandlers, type EventStream } from '../runtime/api';
import { ACCOUNT_CHANGED_EVENT, ACCOUNT_EVENTS_PATH } from '../domain/money/accountEvents';
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
  let accountEvents: EventStream | null = null;
  const stopUser = reaction(
    () => stores.session.userId,
    (userId) => {
      accountEvents?.stop();
      accountEvents = null;
      stores.account.reset();
      stores.userConfig.reset();
      if (userId !== null) {
        void stores.account.load();
        void stores.userConfig.load();
        // Not started yet: a third Server-Sent Events stream per tab (beside the live and the
        // content streams) exhausts the browser's six HTTP/1.1 connections per host with two
        // tabs open, and requests then wait forever. To be carried on the content stream.
        accountEvents = null;
        void followAccountEvents;
      }
    },
    { fireImmediately: true },
  );
  const stopLimits = reaction(
    () => ({ userId: stores.session.userId, banned: stores.session.banLevel > 0 }),
    ({ userId, banned }) => {
      stores.limits.reset();
      if (userId !== null && !banned) {
        void stores.limits.load();
        stores.limits.startPinging();
      }
    },
    { fireImmediately: true, equals: (a, b) => a.userId === b.userId && a.banned === b.banned },
  );
  return () => {
    stopUser();
    accountEvents?.stop();
    accountEvents = null;
    stopLimits();
    stores.limits.reset();
  };
}

/**
 * The signed-in customer's account changes pushed by the server (server/money/accountEvents.ts:
 * a settlement, a cash-back, a bonus, a casino win): each reloads the accounts, so the header
 * balance of every open tab follows at once. A reconnect reloads too (events may have been
 * missed while the stream was down). Null where the browser has no EventSource (tests).
 */
function followAccountEvents(reload: () => void): EventStream | null {
  if (typeof EventSource === 'undefined') return null;
  let opened = false;
  const stream = createEventStream({
    url: () => ACCOUNT_EVENTS_PATH,
    events: [ACCOUNT_CHANGED_EVENT],
    onEvent: reload,
    onStatus: (status) => {
      if (status !== 'open') return;
      if (opened) reload();
      opened = true;
    },
  });
  stream.start();
  return stream;
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
