import { describe, expect, it } from 'vitest';
import { birthDateProblem, isCalendarDate } from '../../domain/auth/personalData';
import { latinKeysOf } from '../../domain/auth/keyboardLayouts';
import {
  brokenPasswordRule,
  loadPasswordEstimator,
  passwordUserInputs,
} from '../../domain/auth/passwordStrength';
import { minimumAgeBadge, minimumAgeOf } from '../../domain/minimumAge';

describe('date of birth', () => {
  const today = new Date('2026-06-15T10:00:00Z');

  it('refuses a day that does not exist, a day after today, and an age under the minimum', () => {
    expect(birthDateProblem('2023-02-30', 18, today)).toBe('invalid');
    expect(birthDateProblem('2026-06-16', 18, today)).toBe('future');
    expect(birthDateProblem('2031-01-01', 18, today)).toBe('future');
    expect(birthDateProblem('2015-01-01', 18, today)).toBe('too_young');
  });

  it('accepts the day the minimum age is reached, not the day before', () => {
    expect(birthDateProblem('2008-06-15', 18, today)).toBeNull();
    expect(birthDateProblem('2008-06-16', 18, today)).toBe('too_young');
    expect(birthDateProblem('2005-06-15', 21, today)).toBeNull();
    expect(birthDateProblem('2005-06-16', 21, today)).toBe('too_young');
  });

  it('knows leap days and month lengths', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-04-31')).toBe(false);
    expect(isCalendarDate('2023-4-1')).toBe(false);
  });

  it("enforces the age of the footer's badge", () => {
    expect(minimumAgeOf(21)).toBe(21);
    expect(minimumAgeBadge(21)).toBe('21+');
    expect(minimumAgeOf(undefined)).toBe(18);
    expect(minimumAgeOf(5)).toBe(18);
    expect(minimumAgeBadge(5)).toBe('18+');
  });
});

describe('password strength', () => {
  it('refuses common passwords, repeats and short ones; accepts long unrelated words', async () => {
    const estimate = await loadPasswordEstimator();
    expect(brokenPasswordRule(estimate, 'password1')).toBe('strength');
    expect(brokenPasswordRule(estimate, 'aaaaaaa1')).toBe('strength');
    expect(brokenPasswordRule(estimate, 'qwerty123')).toBe('strength');
    expect(brokenPasswordRule(estimate, 'Xk2#q')).toBe('minLength');
    expect(brokenPasswordRule(estimate, 'x'.repeat(129))).toBe('maxLength');
    expect(brokenPasswordRule(estimate, 'Lantern-Orbit-62')).toBeNull();
    expect(brokenPasswordRule(estimate, 'correct horse battery staple')).toBeNull();
  });

  it("refuses a password made of the customer's own e-mail", async () => {
    const estimate = await loadPasswordEstimator();
    const inputs = passwordUserInputs(['Marta.Kowalska@example.com']);
    expect(inputs).toEqual(
      expect.arrayContaining(['marta.kowalska@example.com', 'marta.kowalska', 'marta', 'kowalska']),
    );
    expect(brokenPasswordRule(estimate, 'Kowalska1990', [])).toBeNull();
    expect(brokenPasswordRule(estimate, 'Kowalska1990', inputs)).toBe('strength');
  });

  it('refuses a common password typed on a Russian or Arabic keyboard layout', async () => {
    const estimate = await loadPasswordEstimator();
    // Пароль on the Russian layout is gfhjkm, йцукен is qwerty; ضصثقفغ is qwerty on the Arabic one.
    expect(latinKeysOf('Пароль')).toEqual(['Gfhjkm']);
    expect(latinKeysOf('ضصثقفغ')).toEqual(['qwerty']);
    for (const password of ['Пароль123', 'пароль12345', 'йцукен123', 'ЙЦУКЕНГШЩЗ', 'ضصثقفغ123']) {
      expect(brokenPasswordRule(estimate, password), password).toBe('strength');
    }
    expect(brokenPasswordRule(estimate, 'Фонарь-Орбита-62')).toBeNull();
  });

  it('knows Arabic names (transliterated) as words an attacker tries', async () => {
    const estimate = await loadPasswordEstimator();
    expect(brokenPasswordRule(estimate, 'Muwaffaq7')).toBe('strength');
    expect(brokenPasswordRule(estimate, 'walliyullah7')).toBe('strength');
  });
});
