import { describe, expect, it } from 'vitest';
import {
  BADGE_PATTERNS,
  BADGE_SHAPES,
  KIT_COLOURS,
  MIN_KIT_CONTRAST,
  kitContrast,
  nameHash,
  teamBadge,
} from '../../../widgets/shared/sports/teamBadge';
import { contrastRatio, parseCssColour } from '../../../runtime/schema/cssColour';

const names = Array.from({ length: 2000 }, (_, i) => `Team ${i} ${i * 7919}`);

describe('team badges', () => {
  it('draws the same badge for the same team every time, whatever the case and outer spaces', () => {
    expect(teamBadge('Liverpool')).toEqual(teamBadge('Liverpool'));
    expect(teamBadge(' liverpool ')).toEqual(teamBadge('Liverpool'));
    expect(nameHash('Liverpool')).toBe(nameHash('Liverpool'));
  });

  it('gives the teams of one league different looks', () => {
    const teams = [
      'Arsenal',
      'Chelsea',
      'Liverpool',
      'Everton',
      'Tottenham',
      'Aston Villa',
      'Newcastle',
      'Brighton',
    ];
    const looks = new Set(teams.map((team) => JSON.stringify(teamBadge(team))));
    expect(looks.size).toBe(teams.length);
  });

  it('uses every shape, pattern and kit colour over many teams', () => {
    const badges = names.map(teamBadge);
    expect(new Set(badges.map((b) => b.shape))).toEqual(new Set(BADGE_SHAPES));
    expect(new Set(badges.map((b) => b.pattern))).toEqual(new Set(BADGE_PATTERNS));
    expect(new Set(badges.map((b) => b.primary))).toEqual(new Set(KIT_COLOURS));
  });

  it('always picks two colours far enough apart for the pattern to show', () => {
    for (const name of names) {
      const badge = teamBadge(name);
      expect(badge.secondary).not.toBe(badge.primary);
      expect(kitContrast(badge.primary, badge.secondary), name).toBeGreaterThanOrEqual(
        MIN_KIT_CONTRAST,
      );
    }
  });

  it('measures contrast as WCAG does', () => {
    for (const [a, b] of [
      ['#c8102e', '#f4f4f4'],
      ['#1a1a1a', '#f5c400'],
      ['#6cabdd', '#1b2a5c'],
    ] as const) {
      const expected = contrastRatio(parseCssColour(a)!, parseCssColour(b)!);
      expect(kitContrast(a, b)).toBeCloseTo(expected, 2);
      expect(kitContrast(b, a)).toBeCloseTo(expected, 2);
    }
    expect(kitContrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
