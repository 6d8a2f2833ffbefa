import { describe, expect, it } from 'vitest';
import {
  hslToHex,
  nameHash,
  teamBadge,
  teamInitials,
} from '../../../widgets/shared/sports/teamBadge';
import { contrastRatio, parseCssColour } from '../../../runtime/schema/cssColour';

describe('team badges', () => {
  it('takes the first letters of the first two words', () => {
    expect(teamInitials('Manchester City')).toBe('MC');
    expect(teamInitials('Ak Bars Kazan')).toBe('AB');
    expect(teamInitials('Натус Винсере')).toBe('НВ');
    expect(teamInitials('paris saint-germain')).toBe('PS');
  });

  it('takes the first two letters of a one-word name', () => {
    expect(teamInitials('Arsenal')).toBe('AR');
    expect(teamInitials('G2')).toBe('G2');
    expect(teamInitials('Z')).toBe('Z');
  });

  it('shows a question mark for a name without letters or digits', () => {
    expect(teamInitials('')).toBe('?');
    expect(teamInitials(' - ')).toBe('?');
  });

  it('gives the same colour for the same team every time, whatever the case and spaces', () => {
    expect(teamBadge('Liverpool')).toEqual(teamBadge('Liverpool'));
    expect(teamBadge(' liverpool ').background).toBe(teamBadge('Liverpool').background);
    expect(nameHash('Liverpool')).toBe(nameHash('Liverpool'));
  });

  it('gives different teams of one league different colours', () => {
    const teams = ['Arsenal', 'Chelsea', 'Liverpool', 'Everton', 'Tottenham', 'Aston Villa'];
    const colours = new Set(teams.map((team) => teamBadge(team).background));
    expect(colours.size).toBeGreaterThanOrEqual(5);
  });

  it('converts HSL to hex', () => {
    expect(hslToHex(0, 1, 0.5)).toBe('#ff0000');
    expect(hslToHex(120, 1, 0.25)).toBe('#008000');
    expect(hslToHex(240, 0, 1)).toBe('#ffffff');
  });

  it('draws white initials at 4.5:1 or more on every hue (WCAG AA)', () => {
    for (let hue = 0; hue < 360; hue++) {
      const badge = teamBadge(`team ${hue}`);
      const ratio = contrastRatio(parseCssColour(badge.text)!, parseCssColour(badge.background)!);
      expect(ratio, `${badge.background}`).toBeGreaterThanOrEqual(4.5);
    }
    for (let hue = 0; hue < 360; hue++) {
      const background = hslToHex(hue, 0.55, 0.3);
      const ratio = contrastRatio(parseCssColour('#ffffff')!, parseCssColour(background)!);
      expect(ratio, `hue ${hue}: ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
