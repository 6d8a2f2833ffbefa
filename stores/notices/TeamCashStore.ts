import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import {
  afterTeamCashShown,
  paidTeamCashCount,
  TEAM_CASH_COOKIE,
  TEAM_CASH_WINDOW_KEY,
  teamCashStage,
  type TeamCashRecord,
  type TeamCashStage,
} from '../../domain/notices';
import type { NoticeCookies } from './noticeCookies';

/** The customer's team-cash payment records (server/money/teamCashRoutes.ts). */
export const TEAM_CASH_PATH = '/web-api/payments/team-cash';

export interface TeamCashAnswer {
  items: TeamCashRecord[];
}

export interface TeamCashStoreDeps {
  api: Pick<ApiClient, 'getJson'>;
  cookies: NoticeCookies;
  /** This tab's storage: the "once per window" mark (absent: kept in memory for the page). */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The signed-in customer, null for a guest (SPEC section 6: signed-in only). */
  userId: () => number | null;
}

/**
 * The team-cash promo modal's state (SPEC sections 4 and 9, rules in domain/notices/teamCash.ts):
 * the signed-in customer's records are read when they sign in; `stage` says which modal is due,
 * and `markShown` records that it was shown (the window's mark, at 4 the 372-day cookie).
 */
export class TeamCashStore {
  records: TeamCashRecord[] = [];
  /** Whose records `records` are. */
  loadedFor: number | null = null;
  cookie: string | undefined;
  shownInWindow: boolean;

  private readonly deps: TeamCashStoreDeps;
  private memoryMark = false;

  constructor(deps: TeamCashStoreDeps) {
    this.deps = deps;
    this.cookie = deps.cookies.get(TEAM_CASH_COOKIE);
    this.shownInWindow = this.readWindowMark();
    makeAutoObservable<this, 'deps' | 'memoryMark'>(
      this,
      { deps: false, memoryMark: false },
      { autoBind: true },
    );
  }

  get paidCount(): number {
    return paidTeamCashCount(this.records);
  }

  /** The modal due now, if any. */
  get stage(): TeamCashStage | null {
    const userId = this.deps.userId();
    return teamCashStage({
      signedIn: userId !== null && this.loadedFor === userId,
      paidCount: this.paidCount,
      cookie: this.cookie,
      shownInWindow: this.shownInWindow,
    });
  }

  /** Reads the customer's records whenever who is signed in changes; answers the stop. */
  start(): () => void {
    return reaction(
      () => this.deps.userId(),
      (userId) => {
        if (userId === null) {
          this.records = [];
          this.loadedFor = null;
          return;
        }
        void this.load(userId);
      },
      { fireImmediately: true },
    );
  }

  async load(userId: number): Promise<void> {
    const answer = await this.deps.api.getJson<TeamCashAnswer>(TEAM_CASH_PATH);
    // Signed out or another customer meanwhile: the answer is not theirs.
    if (!answer.ok || this.deps.userId() !== userId) return;
    const items = Array.isArray(answer.data?.items) ? answer.data.items : [];
    runInAction(() => {
      this.records = items;
      this.loadedFor = userId;
    });
  }

  /** The modal of `stage` was shown: SPEC section 4's "once per window" and "never again". */
  markShown(stage: TeamCashStage): void {
    const after = afterTeamCashShown(stage);
    if (after.markWindow) {
      this.shownInWindow = true;
      this.memoryMark = true;
      try {
        this.deps.sessionStorage?.setItem(TEAM_CASH_WINDOW_KEY, '1');
      } catch {
        // Storage refused (private mode): the mark lasts as long as the page.
      }
    }
    if (after.cookie) {
      this.deps.cookies.set(after.cookie.name, after.cookie.value, after.cookie.maxAgeS);
      this.cookie = after.cookie.value;
    }
  }

  private readWindowMark(): boolean {
    try {
      return this.memoryMark || this.deps.sessionStorage?.getItem(TEAM_CASH_WINDOW_KEY) === '1';
    } catch {
      return this.memoryMark;
    }
  }
}
