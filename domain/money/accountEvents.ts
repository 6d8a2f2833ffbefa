// The push of account changes (server/money/accountEvents.ts): on the tab's content stream
// (/bff-api/content-changes, app/pushStream.ts) when it was opened signed in, or on a stream of
// its own for other clients.

/** GET: Server-Sent Events of the signed-in customer's account changes. */
export const ACCOUNT_EVENTS_PATH = '/web-api/account/events';

/** The event sent when the ledger moved the customer's money: the tab reloads its accounts. */
export const ACCOUNT_CHANGED_EVENT = 'account-changed';

/**
 * The first event of a content stream: whether it carries this customer's account events
 * (`{"signedIn": true}`), or not (no valid access token when it opened: the tab renews its
 * session and opens the stream again).
 */
export const ACCOUNT_STREAM_EVENT = 'account-stream';

/**
 * An open coupon's cash-out offer moved (server/coupon/cashOutPush.ts): `{ offers: [...] }`, each
 * `{ couponId, value, reason, liveAmount }` (major units; value null with a reason when none).
 */
export const CASH_OUT_OFFER_EVENT = 'cash-out-offer';
