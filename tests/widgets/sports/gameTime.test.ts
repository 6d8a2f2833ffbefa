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
