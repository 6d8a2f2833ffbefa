import { describe, expect, it } from 'vitest';
import { GameStatus } from '../../../domain/sports/types';
import { clockText, phaseOf, startText } from '../../../widgets/shared/sports/gameTime';

describe('game time', () => {
  it('shows the clock in minutes and seconds, minutes growing past an hour', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(5400)).toBe('90:00');
    expect(clockText(-3)).toBe('00:00');
  });

  it('shows the start in the visitor time zone (tzo hours east of UTC)', () => {
    const start = Date.UTC(2026, 10, 21, 15, 0) / 1000;
    expect(startText(start, 'en-GB', { tzOffsetHours: 3, is12h: false, withDate: false })).toBe(
      '18:00',
    );
    expect(startText(start, 'en-GB', { tzOffsetHours: -5, is12h: false, withDate: false })).toBe(
      '10:00',
    );
    expect(startText(start, 'en-US', { tzOffsetHours: 0, is12h: true, withDate: false })).toMatch(
      /^03:00\sPM$/,
    );
    expect(startText(start, 'en-GB', { tzOffsetHours: 10, is12h: false, withDate: true })).toBe(
      '22/11, 01:00',
    );
  });

  it('keeps one formatter per language and clock style: each call still formats as asked', () => {
    const start = Date.UTC(2026, 10, 21, 15, 0) / 1000;
    const as = (lng: string, is12h: boolean, withDate: boolean) =>
      startText(start, lng, { tzOffsetHours: 0, is12h, withDate });
    // The same language in turn with each clock style and date, then again: no answer leaks
    // into another's.
    for (let round = 0; round < 2; round++) {
      expect(as('en-US', true, false)).toMatch(/^03:00\sPM$/);
      expect(as('en-US', false, false)).toBe('15:00');
      expect(as('en-US', false, true)).toBe('11/21, 15:00');
      expect(as('ru', false, false)).toBe('15:00');
      expect(as('ru', false, true)).toBe('21.11, 15:00');
    }
  });

  it('names the phase of each status, the finished flag winning', () => {
    const at = (status: GameStatus, isFinished = false) => phaseOf({ status, isFinished });
    expect(at(GameStatus.NotStarted)).toBe('upcoming');
    expect(at(GameStatus.InPlay)).toBe('inPlay');
    expect(at(GameStatus.Paused)).toBe('paused');
    expect(at(GameStatus.Finished)).toBe('finished');
    expect(at(GameStatus.InPlay, true)).toBe('finished');
    expect(at(GameStatus.Cancelled)).toBe('cancelled');
  });
});
