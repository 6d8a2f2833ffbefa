// Site config coefViewIds (SPEC section 5 "Coefficient view ids must be in an allowed list"): the
// brand's coefficient views are SPEC section 9 ids, at least one, each once; anything else is a
// finding naming the field.
import { describe, expect, it } from 'vitest';
import { checkContent, formatFinding, readContentSet } from '../../runtime/schema';
import { VALID_ROOT, fixtureWidgets } from './fixtureRoots';

function withViews(value: unknown): string[] {
  const content = structuredClone(readContentSet(VALID_ROOT));
  const site = content.brands.find((b) => b.id === 'alpha')!.site!;
  (site.data as Record<string, unknown>).coefViewIds = value;
  return checkContent(content, { widgets: fixtureWidgets }).map(formatFinding);
}

describe('coefViewIds in a brand file', () => {
  it('takes SPEC section 9 view ids', () => {
    expect(withViews([0, 1, 2])).toEqual([]);
    expect(withViews([0, 14, 15, 16])).toEqual([]);
  });

  it('refuses an unknown id, an empty list, a repeated id or not a list, naming the field', () => {
    for (const bad of [[0, 3], [], [0, 0], '0,1']) {
      const findings = withViews(bad);
      expect(findings.length, JSON.stringify(bad)).toBeGreaterThan(0);
      expect(findings.join('\n')).toMatch(/configs\/brands\/alpha\/site\.json#\/coefViewIds/);
    }
  });
});
