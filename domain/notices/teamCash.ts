// SPEC sections 3, 4, 6 and 9: the team-cash promo modal. The customer's team-cash payment
// records (SPEC section 3 "Team-cash payment record") decide it: the modal shows at 3 paid items
// once per window, and at 4 once, then never again (a cookie of about 372 days). Paid means status
// id 2. Signed-in customers only (SPEC section 6).

/** SPEC section 3 "Team-cash payment record". */
export interface TeamCashRecord {
  id: string;
  status_id: number;
  message: string;
  translate_message: string;
  skks_hash: string;
  /** Unix seconds of the record's last change. */
  timestamp: number;
  /** When it was paid (ISO 8601), null until then. */
  date_payment: string | null;
  status_title: string;
  /** Integer minor units. */
  summ: number;
  /** The deposit it credited, null until paid. */
  money_deposit_id: string | null;
}

/** SPEC section 4: a record is paid when its status id is 2. */
export const TEAM_CASH_PAID_STATUS_ID = 2;
/** SPEC section 4: the first showing, once per window. */
export const TEAM_CASH_FIRST_PAID_COUNT = 3;
/** SPEC section 4: the last showing, then never again. */
export const TEAM_CASH_LAST_PAID_COUNT = 4;
/** SPEC section 9: the team-cash cookie lives about 372 days. */
export const TEAM_CASH_COOKIE_MAX_AGE_MS = 32_140_800_000;
export const TEAM_CASH_COOKIE = 'team_cash_modal';
/** The cookie's value once the modal at 4 paid items was shown. */
export const TEAM_CASH_COOKIE_DONE = 'done';
/** The window's mark (sessionStorage: this tab, across its reloads) once the modal at 3 showed. */
export const TEAM_CASH_WINDOW_KEY = 'teamCashModalShownAt3';

/** Team-cash payment statuses by SPEC status id (the payment statuses of the product). */
export const TEAM_CASH_STATUS_IDS = {
  created: 0,
  pending: 1,
  success: TEAM_CASH_PAID_STATUS_ID,
  fail: 3,
  cancel: 4,
} as const;

export function paidTeamCashCount(records: readonly Pick<TeamCashRecord, 'status_id'>[]): number {
  return records.filter((r) => r.status_id === TEAM_CASH_PAID_STATUS_ID).length;
}

/** 'first' at 3 paid items, 'last' at 4. */
export type TeamCashStage = 'first' | 'last';

export interface TeamCashState {
  signedIn: boolean;
  paidCount: number;
  /** The team-cash cookie's value, if set. */
  cookie: string | undefined;
  /** This window already showed the modal at 3 paid items. */
  shownInWindow: boolean;
}

/** Which modal shows now, if any (SPEC section 4). */
export function teamCashStage(state: TeamCashState): TeamCashStage | null {
  if (!state.signedIn || state.cookie === TEAM_CASH_COOKIE_DONE) return null;
  if (state.paidCount === TEAM_CASH_LAST_PAID_COUNT) return 'last';
  if (state.paidCount === TEAM_CASH_FIRST_PAID_COUNT && !state.shownInWindow) return 'first';
  return null;
}

/** What showing a stage leaves behind: the window's mark, and at 4 the cookie for good. */
export function afterTeamCashShown(stage: TeamCashStage): {
  markWindow: boolean;
  cookie: { name: string; value: string; maxAgeS: number } | null;
} {
  return {
    markWindow: stage === 'first',
    cookie:
      stage === 'last'
        ? {
            name: TEAM_CASH_COOKIE,
            value: TEAM_CASH_COOKIE_DONE,
            maxAgeS: TEAM_CASH_COOKIE_MAX_AGE_MS / 1000,
          }
        : null,
  };
}
