// SPEC section 2 "Two legacy bonus rule names are redirected to new ones": the names, where they go
// under the promoBonusToOffer swap, and the client route table sending them to the same page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_BONUS_RULES_PATHS, legacyBonusRulesTarget } from '../../../domain/access/pageRules';
import { resolveRedirect } from '../../../runtime/router/redirects';
import { routeTableMatches } from '../../../runtime/router/routeTableMatch';
import type { RouteTable } from '../../../runtime/schema/types';

const table = JSON.parse(
  readFileSync(path.join(__dirname, '../../../schemas/routes.json'), 'utf8'),
) as RouteTable;

describe('legacy bonus rule names', () => {
  it('go to the bonus rules page of the brand, bonuses-offers under the swap', () => {
    expect(LEGACY_BONUS_RULES_PATHS).toEqual(['bonus-rules', 'bonusrules']);
    for (const legacy of LEGACY_BONUS_RULES_PATHS) {
      expect(legacyBonusRulesTarget(legacy, false)).toBe('bonuses/rules');
      expect(legacyBonusRulesTarget(legacy, undefined)).toBe('bonuses/rules');
      expect(legacyBonusRulesTarget(legacy, true)).toBe('bonuses-offers/rules');
    }
  });

  it('leave every other path alone', () => {
    for (const other of ['bonuses/rules', 'bonus-rules/1', 'bonus', 'rules', '']) {
      expect(legacyBonusRulesTarget(other, false)).toBeNull();
    }
  });

  it('are redirects of the client route table to a page a route serves', () => {
    for (const legacy of LEGACY_BONUS_RULES_PATHS) {
      const entry = (table.redirects ?? []).find((r) => r.from === legacy);
      expect(entry, legacy).toBeDefined();
      expect(resolveRedirect(entry!, { lng: 'en', params: {}, search: '?utm=x' })).toBe(
        '/en/bonuses/rules',
      );
      expect(routeTableMatches(table, 'bonuses/rules')).toBe(true);
      expect(routeTableMatches(table, 'bonuses-offers/rules')).toBe(true);
    }
  });
});
