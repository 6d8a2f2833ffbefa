// SPEC section 2 "Layout rules": the registration page hides the bottom navigation unless config
// allows it (site config registrationBottomNav.allowed), or when an A/B test is on
// (registrationBottomNav.abTest) for the visitor: the share abShare of the visitors, by their
// A/B bucket (visitor.bucket, 0 to 99). The default layout's BottomNav rule honours both; a brand
// file with a bad value is refused with a message naming the field.
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
  bucket = 0,
) =>
  rule.test(
    ruleContext({
      config: siteConfig(nav === undefined ? {} : { registrationBottomNav: nav }),
      route: { id: routeId, path: '', params: {}, meta: metaOf(page) as Record<string, unknown> },
      device: { type: device, width: device === 'mobile' ? 400 : 1366 },
      visitor: { bucket },
    }),
  );
const onRegistration = (nav: SiteConfig['registrationBottomNav'], bucket: number) =>
  shows('registration', 'registration', nav, 'mobile', bucket);

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

  it('shows on registration when the A/B test is on, to the visitors of its share', () => {
    expect(shows('registration', 'registration', { allowed: false, abTest: true })).toBe(true);
    const test = { allowed: false, abTest: true, abShare: 30 };
    expect(onRegistration(test, 0)).toBe(true);
    expect(onRegistration(test, 29)).toBe(true);
    expect(onRegistration(test, 30)).toBe(false);
    expect(onRegistration(test, 99)).toBe(false);
  });

  it('shows the variant to half the visitors when the share is not configured', () => {
    expect(onRegistration({ abTest: true }, 49)).toBe(true);
    expect(onRegistration({ abTest: true }, 50)).toBe(false);
  });

  it('shows it to nobody with a share of 0, to everyone with 100, to nobody when the test is off', () => {
    expect(onRegistration({ abTest: true, abShare: 0 }, 0)).toBe(false);
    expect(onRegistration({ abTest: true, abShare: 100 }, 99)).toBe(true);
    expect(onRegistration({ abTest: false, abShare: 100 }, 0)).toBe(false);
  });

  it('shows it to every bucket when config allows it, whatever the test', () => {
    expect(onRegistration({ allowed: true, abTest: true, abShare: 0 }, 99)).toBe(true);
  });

  it('shows no variant to a context without a bucket', () => {
    const context = ruleContext({
      config: siteConfig({ registrationBottomNav: { abTest: true, abShare: 100 } }),
      route: {
        id: 'registration',
        path: '',
        params: {},
        meta: metaOf('registration') as Record<string, unknown>,
      },
      device: { type: 'mobile', width: 400 },
    });
    delete (context as Partial<typeof context>).visitor;
    expect(rule.test(context)).toBe(false);
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

  it('takes a share from 0 to 100 per cent', () => {
    expect(withNav({ abTest: true, abShare: 0 })).toEqual([]);
    expect(withNav({ abTest: true, abShare: 100 })).toEqual([]);
  });

  it('refuses a share below 0, above 100, fractional or not a number, naming the field', () => {
    for (const abShare of [-1, 101, 12.5, '50']) {
      const findings = withNav({ abTest: true, abShare });
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatch(
        /configs\/brands\/alpha\/site\.json#\/registrationBottomNav\/abShare: /,
      );
    }
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
