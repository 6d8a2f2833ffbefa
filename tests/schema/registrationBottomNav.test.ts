// SPEC section 2 "Layout rules": the registration page hides the bottom navigation unless config
// allows it (site config registrationBottomNav.allowed), or when an A/B test is on
// (registrationBottomNav.abTest). The default layout's BottomNav rule honours both; a brand file
// with a bad value is refused with a message naming the field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRule } from '../../runtime/render/rules';
import { checkContent, formatFinding, readContentSet } from '../../runtime/schema';
import type { JsonLogicRule, SiteConfig } from '../../runtime/schema/types';
import { ruleContext, siteConfig } from '../runtime/fixtures';
import { VALID_ROOT, fixtureWidgets } from './fixtureRoots';

interface LayoutNode {
  widget: string;
  visibleIf?: JsonLogicRule;
}

const layout = JSON.parse(readFileSync('schemas/layouts/default.json', 'utf8')) as {
  body: { slots: { items: LayoutNode[] } };
};
const bottomNav = layout.body.slots.items.find((n) => n.widget === 'BottomNav');
const rule = compileRule(bottomNav?.visibleIf ?? false);
const metaOf = (page: string) =>
  (JSON.parse(readFileSync(`schemas/pages/${page}.json`, 'utf8')) as { meta: object }).meta;

const shows = (
  routeId: string,
  page: string,
  nav: SiteConfig['registrationBottomNav'],
  device: 'mobile' | 'desktop' = 'mobile',
) =>
  rule.test(
    ruleContext({
      config: siteConfig(nav === undefined ? {} : { registrationBottomNav: nav }),
      route: { id: routeId, path: '', params: {}, meta: metaOf(page) as Record<string, unknown> },
      device: { type: device, width: device === 'mobile' ? 400 : 1366 },
    }),
  );

describe('the bottom navigation on registration', () => {
  it('is hidden on registration by default, shown on other pages', () => {
    expect(bottomNav).toBeDefined();
    expect(shows('registration', 'registration', undefined)).toBe(false);
    expect(shows('registration', 'registration', { allowed: false, abTest: false })).toBe(false);
    expect(shows('home', 'home', undefined)).toBe(true);
  });

  it('shows on registration when config allows it', () => {
    expect(shows('registration', 'registration', { allowed: true, abTest: false })).toBe(true);
  });

  it('shows on registration when the A/B test is on', () => {
    expect(shows('registration', 'registration', { allowed: false, abTest: true })).toBe(true);
  });

  it('changes nothing for other pages that hide it, nor on a desktop', () => {
    expect(shows('consent', 'consent', { allowed: true, abTest: true })).toBe(false);
    expect(shows('registration', 'registration', { allowed: true }, 'desktop')).toBe(false);
  });
});

describe('registrationBottomNav in a brand file', () => {
  const withNav = (value: unknown) => {
    const content = structuredClone(readContentSet(VALID_ROOT));
    const site = content.brands.find((b) => b.id === 'alpha')!.site!;
    (site.data as Record<string, unknown>).registrationBottomNav = value;
    return checkContent(content, { widgets: fixtureWidgets }).map(formatFinding);
  };

  it('takes both switches or either, or none', () => {
    expect(withNav({ allowed: true, abTest: false })).toEqual([]);
    expect(withNav({ abTest: true })).toEqual([]);
    expect(withNav({})).toEqual([]);
  });

  it('refuses a value that is not a switch, and an unknown key, naming the field', () => {
    const findings = withNav({ allowed: 'yes', abTets: true });
    expect(findings).toHaveLength(2);
    expect(findings.join('\n')).toMatch(
      /configs\/brands\/alpha\/site\.json#\/registrationBottomNav\/allowed: .*boolean/,
    );
    expect(findings.join('\n')).toMatch(/registrationBottomNav.*abTets/);
  });
});
