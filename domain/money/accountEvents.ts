// The push of account changes (server/money/accountEvents.ts, stores/accountEvents.ts).

/** GET: Server-Sent Events of the signed-in customer's account changes. */
export const ACCOUNT_EVENTS_PATH = '/web-api/account/events';

/** The event sent when the ledger moved the customer's money: the tab reloads its accounts. */
export const ACCOUNT_CHANGED_EVENT = 'account-changed';
