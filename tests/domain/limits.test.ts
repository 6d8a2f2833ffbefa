import { describe, expect, it } from 'vitest';
import {
  approvableAt,
  availableLimitValues,
  canApprove,
  checkExclusionAnswers,
  convertForLimits,
  isSectionDisabled,
  LIMIT_TYPE_IDS,
  limitChange,
  limitTypeInfo,
  limitValueProblem,
  lockedLimitTypes,
  NO_LIMIT,
  pendingLimitType,
  type LockableLimit,
} from '../../domain/limits/index';

const opts = { currencyId: 643, customTypes: [] as number[] };

describe('limit types (SPEC section 3 table)', () => {
  it('has every type with its section, measure and window', () => {
    expect([...LIMIT_TYPE_IDS].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37,
    ]);
    expect(limitTypeInfo(1)).toMatchObject({
      group: 'wagering',
      section: 'wagering',
      measure: 'amount',
      windowHours: 24,
    });
    expect(limitTypeInfo(11)).toMatchObject({ group: 'loss', windowHours: 168 });
    expect(limitTypeInfo(22)).toMatchObject({
      group: 'deposit',
      section: 'deposit',
      windowHours: 720,
    });
    expect(limitTypeInfo(30)).toMatchObject({
      section: 'extra',
      measure: 'days',
      windowHours: null,
    });
    expect(limitTypeInfo(31)).toMatchObject({ section: 'extra', measure: 'hours' });
    expect(limitTypeInfo(32)).toMatchObject({ section: 'reality', measure: 'minutes' });
    expect(limitTypeInfo(37)).toMatchObject({ customerSettable: false, measure: 'flag' });
  });
});

describe('limit values (SPEC section 5)', () => {
  it('accepts the self-exclusion days, either spelling of a year', () => {
    for (const d of [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650]) {
      expect(limitValueProblem(30, d, opts)).toBeNull();
    }
    for (const d of [0, 2, 364, 366, 3651, -1])
      expect(limitValueProblem(30, d, opts)).toBe('value_not_allowed');
  });

  it('takes session hours 1-24 (or -1, not set), reality minutes and time-out days from their sets', () => {
    for (let h = 1; h <= 24; h++) expect(limitValueProblem(31, h, opts)).toBeNull();
    expect(limitValueProblem(31, -1, opts)).toBeNull();
    for (const h of [0, 25, 1.5]) expect(limitValueProblem(31, h, opts)).toBe('value_not_allowed');
    expect(availableLimitValues(32, 643)).toEqual([5, 10, 15, 30, 45, 60]);
    expect(limitValueProblem(32, 20, opts)).toBe('value_not_allowed');
    expect(availableLimitValues(33, 643)).toEqual([1, 7, 30, 90]);
    expect(limitValueProblem(33, 14, opts)).toBe('value_not_allowed');
  });

  it('offers amounts in multiples of the smallest deposit, NO_LIMIT for deposits only', () => {
    expect(availableLimitValues(20, 840)).toEqual([
      1000,
      2000,
      5000,
      10000,
      20000,
      50000,
      100000,
      200000,
      500000,
      1000000,
      NO_LIMIT,
    ]);
    expect(availableLimitValues(1, 643)).not.toContain(NO_LIMIT);
    expect(limitValueProblem(20, NO_LIMIT, opts)).toBeNull();
    expect(limitValueProblem(10, NO_LIMIT, opts)).toBe('value_not_allowed');
  });

  it('takes any amount only for types the brand configures as custom', () => {
    expect(limitValueProblem(21, 12_345, opts)).toBe('value_not_allowed');
    expect(limitValueProblem(21, 12_345, { currencyId: 643, customTypes: [21] })).toBeNull();
    expect(limitValueProblem(21, 0, { currencyId: 643, customTypes: [21] })).toBe(
      'value_not_allowed',
    );
    expect(limitValueProblem(31, 30, { currencyId: 643, customTypes: [31] })).toBe(
      'value_not_allowed',
    );
  });

  it('refuses unknown types and the operator flag', () => {
    expect(limitValueProblem(4, 1, opts)).toBe('unknown_type');
    expect(limitValueProblem(37, 1, opts)).toBe('not_settable');
  });
});

describe('stricter at once, looser pending (SPEC section 4)', () => {
  it('calls lower amounts, fewer hours and more frequent checks stricter; any limit stricter than none', () => {
    expect(limitChange(20, 100, 50)).toBe('stricter');
    expect(limitChange(20, 100, 200)).toBe('looser');
    expect(limitChange(20, 100, NO_LIMIT)).toBe('looser');
    expect(limitChange(20, null, NO_LIMIT)).toBe('unchanged');
    expect(limitChange(20, null, 100)).toBe('stricter');
    expect(limitChange(31, 2, -1)).toBe('looser');
    expect(limitChange(32, 30, 5)).toBe('stricter');
    expect(limitChange(30, 7, 30)).toBe('stricter');
    expect(limitChange(1, 100, 100)).toBe('unchanged');
  });

  it('types a pending change -1 when lower than the current value, else 1', () => {
    expect(pendingLimitType(20, 100, 200)).toBe(1);
    expect(pendingLimitType(20, 100, null)).toBe(1);
    expect(pendingLimitType(31, 2, null)).toBe(-1);
    expect(pendingLimitType(32, 5, 60)).toBe(1);
  });

  it('lets a pending change be approved only once the cooling-off has ended', () => {
    const pending = { approvableAt: approvableAt(1_000, 24) };
    expect(pending.approvableAt).toBe(1_000 + 86_400);
    expect(canApprove(pending, 1_000 + 86_399)).toBe(false);
    expect(canApprove(pending, 1_000 + 86_400)).toBe(true);
  });
});

describe('locks (SPEC section 4)', () => {
  const now = 1_000_000;
  const limit = (
    type: LockableLimit['type'],
    limitState: LockableLimit['limitState'],
    endsAt: number | null = null,
  ): LockableLimit => ({ type, limitState, endsAt });
  const none = { lockOnPendingChange: false, lockWholeGroup: false };

  it('locks self-exclusion and time-out while ACTIVE, not once ended', () => {
    expect(lockedLimitTypes([limit(30, 'ACTIVE', now + 10)], none, now).has(30)).toBe(true);
    expect(lockedLimitTypes([limit(33, 'ACTIVE', now + 10)], none, now).has(33)).toBe(true);
    expect(lockedLimitTypes([limit(33, 'ACTIVE', now - 10)], none, now).has(33)).toBe(false);
    expect(lockedLimitTypes([limit(33, 'ACTIVE', now + 10)], none, now).has(31)).toBe(false);
  });

  it('locks a pending field and the whole group only where configured', () => {
    const limits = [limit(20, 'ACTIVE'), limit(20, 'PENDING')];
    expect(lockedLimitTypes(limits, none, now).has(20)).toBe(false);
    const pendingOnly = lockedLimitTypes(
      limits,
      { lockOnPendingChange: true, lockWholeGroup: false },
      now,
    );
    expect([pendingOnly.has(20), pendingOnly.has(21)]).toEqual([true, false]);
    const whole = lockedLimitTypes(
      limits,
      { lockOnPendingChange: true, lockWholeGroup: true },
      now,
    );
    expect([whole.has(20), whole.has(21), whole.has(22), whole.has(1)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('disables the extra section while the operator flag 37 is ACTIVE', () => {
    const limits = [limit(37, 'ACTIVE')];
    expect(isSectionDisabled('extra', limits, now)).toBe(true);
    expect(isSectionDisabled('deposit', limits, now)).toBe(false);
    const locked = lockedLimitTypes(limits, none, now);
    expect([30, 31, 33].every((t) => locked.has(t as LockableLimit['type']))).toBe(true);
  });
});

describe('questions and currencies', () => {
  it('checks every question answered right', () => {
    expect(
      checkExclusionAnswers([
        { questionId: 1, answerId: 1 },
        { questionId: 2, answerId: 1 },
      ]).every((q) => q.isCorrect),
    ).toBe(true);
    expect(checkExclusionAnswers([{ questionId: 1, answerId: 1 }]).map((q) => q.isCorrect)).toEqual(
      [true, false],
    );
  });

  it('converts at the ratio of smallest deposits, against the customer', () => {
    expect(convertForLimits(1_000, 840, 643, 'up')).toBe(100_000);
    expect(convertForLimits(1, 643, 840, 'up')).toBe(1);
    expect(convertForLimits(1, 643, 840, 'down')).toBe(0);
    expect(convertForLimits(500, 643, 643, 'up')).toBe(500);
  });
});
