import { describe, expect, it } from 'vitest';
import {
  afterTeamCashShown,
  paidTeamCashCount,
  TEAM_CASH_COOKIE,
  TEAM_CASH_COOKIE_DONE,
  TEAM_CASH_COOKIE_MAX_AGE_MS,
  TEAM_CASH_STATUS_IDS,
  teamCashStage,
  type TeamCashState,
} from '../../../domain/notices';

const state = (over: Partial<TeamCashState>): TeamCashState => ({
  signedIn: true,
  paidCount: 0,
  cookie: undefined,
  shownInWindow: false,
  ...over,
});

describe('team-cash modal (SPEC sections 4 and 9)', () => {
  it('counts as paid only the records of status id 2', () => {
    const records = [0, 1, 2, 3, 4, 2].map((status_id) => ({ status_id }));
    expect(paidTeamCashCount(records)).toBe(2);
    expect(TEAM_CASH_STATUS_IDS.success).toBe(2);
  });

  it('shows at 3 paid items once per window, and at 4', () => {
    const stages = [0, 1, 2, 3, 4, 5, 9].map((paidCount) => teamCashStage(state({ paidCount })));
    expect(stages).toEqual([null, null, null, 'first', 'last', null, null]);
    expect(teamCashStage(state({ paidCount: 3, shownInWindow: true }))).toBeNull();
    // The window's mark is about 3 only: at 4 it shows even in a window that showed 3.
    expect(teamCashStage(state({ paidCount: 4, shownInWindow: true }))).toBe('last');
  });

  it('never again once the modal at 4 has set its cookie, neither at 3 nor at 4', () => {
    const after = afterTeamCashShown('last');
    expect(after.markWindow).toBe(false);
    expect(after.cookie).toEqual({
      name: TEAM_CASH_COOKIE,
      value: TEAM_CASH_COOKIE_DONE,
      maxAgeS: 32_140_800,
    });
    expect(TEAM_CASH_COOKIE_MAX_AGE_MS).toBe(32_140_800_000);
    for (const paidCount of [3, 4]) {
      expect(teamCashStage(state({ paidCount, cookie: TEAM_CASH_COOKIE_DONE }))).toBeNull();
    }
    // Any other cookie value is not the mark.
    expect(teamCashStage(state({ paidCount: 4, cookie: 'x' }))).toBe('last');
  });

  it('the modal at 3 marks the window and sets no cookie', () => {
    expect(afterTeamCashShown('first')).toEqual({ markWindow: true, cookie: null });
  });

  it('is for signed-in customers only (SPEC section 6)', () => {
    expect(teamCashStage(state({ signedIn: false, paidCount: 3 }))).toBeNull();
    expect(teamCashStage(state({ signedIn: false, paidCount: 4 }))).toBeNull();
  });
});
