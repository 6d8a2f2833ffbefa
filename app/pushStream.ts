// The tab's one stream of pushes beside the live odds (SPEC section 7): the studio's
// publications for its brand, and, opened signed in, its customer's account movements.
import { reaction } from 'mobx';
import { createEventStream, type EventSourceFactory, type EventStream } from '../runtime/api';
import {
  ACCOUNT_CHANGED_EVENT,
  ACCOUNT_STREAM_EVENT,
  CASH_OUT_OFFER_EVENT,
} from '../domain/money/accountEvents';
import type { PushedCashOutOffer } from '../stores/sports/CashOutStore';
import { CONTENT_CHANGED_EVENT, CONTENT_CHANGES_PATH } from '../domain/studio/contract';
import type { RootStore } from '../stores';

export interface PushStreamHandlers {
  /** A `content-changed` event's data (the studio published or rolled back). */
  onContentChange(data: string): void;
  /** Overrides the browser's EventSource (tests). */
  createSource?: EventSourceFactory;
}

/**
 * Follows /bff-api/content-changes. The server attaches the customer's account events to it when
 * it opens with a valid access token, so the stream is opened again whenever the signed-in user
 * changes. Each `account-changed` re-reads the accounts (the header balance of every open tab
 * follows a settlement, a cash-back, a bonus, a casino win); so does every reconnect, since
 * events may have been missed meanwhile. A stream the server opened as a guest's while this tab
 * is signed in (its short-lived access token had expired) renews the session through an account
 * read and opens once more. Returns the function that stops it.
 */
export function listenToPushes(
  stores: Pick<RootStore, 'session' | 'account'> & Partial<Pick<RootStore, 'cashOut'>>,
  handlers: PushStreamHandlers,
): () => void {
  if (!handlers.createSource && typeof EventSource === 'undefined') return () => undefined;
  let opened = false;
  /** A guest's stream while signed in was answered with a renewal already. */
  let renewed = false;
  const signedIn = () => stores.session.userId !== null;
  const reloadAccounts = () => {
    if (!signedIn()) return;
    void stores.account.load();
    stores.cashOut?.reloadIfWatched();
  };
  // While the stream carries this customer's events the server pushes the cash-out offers.
  const pushing = (connected: boolean) => stores.cashOut?.setPushConnected(connected);
  const stream: EventStream = createEventStream({
    url: () => CONTENT_CHANGES_PATH,
    events: [
      CONTENT_CHANGED_EVENT,
      ACCOUNT_CHANGED_EVENT,
      ACCOUNT_STREAM_EVENT,
      CASH_OUT_OFFER_EVENT,
    ],
    createSource: handlers.createSource,
    onEvent: (event) => {
      if (event.type === CONTENT_CHANGED_EVENT) handlers.onContentChange(event.data);
      else if (event.type === ACCOUNT_CHANGED_EVENT) reloadAccounts();
      else if (event.type === CASH_OUT_OFFER_EVENT) applyOffers(stores, event.data);
      else if (carriesAccount(event.data)) {
        renewed = false;
        pushing(true);
      } else {
        pushing(false);
        if (signedIn() && !renewed) {
          renewed = true;
          // The read renews the access token (the API client's refresh on 401), then the stream
          // opens again with it.
          void stores.account.load().then(() => {
            if (signedIn()) stream.restart();
          });
        }
      }
    },
    onStatus: (status) => {
      if (status !== 'open') {
        pushing(false);
        return;
      }
      if (opened) reloadAccounts();
      opened = true;
    },
  });
  stream.start();
  const stopUser = reaction(
    () => stores.session.userId,
    () => {
      renewed = false;
      pushing(false);
      stream.restart();
    },
  );
  return () => {
    stopUser();
    stream.stop();
    pushing(false);
  };
}

function applyOffers(stores: Partial<Pick<RootStore, 'cashOut'>>, data: string): void {
  try {
    const { offers } = JSON.parse(data) as { offers?: unknown };
    if (Array.isArray(offers)) stores.cashOut?.applyPushed(offers as PushedCashOutOffer[]);
  } catch {
    // A frame that is not JSON is dropped; the next price move pushes again.
  }
}

function carriesAccount(data: string): boolean {
  try {
    return (JSON.parse(data) as { signedIn?: unknown }).signedIn === true;
  } catch {
    return false;
  }
}
