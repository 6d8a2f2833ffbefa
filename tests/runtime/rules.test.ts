import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { compileRule, truthy } from '../../runtime/render/rules';
import type { JsonLogicRule } from '../../runtime/schema/types';
import { ruleContext, MEMBER, siteConfig } from './fixtures';

const data = ruleContext({
  user: MEMBER,
  config: siteConfig({ snowfall: true, show_one_click: false, languages: ['ru', 'en'] }),
  route: { id: 'home', path: '', params: { champId: '12' }, meta: { hideFooter: true } },
  query: { platform_type: 'mobile', n: '0' },
  device: { type: 'mobile', width: 800 },
});

const rules: unknown[] = [
  true,
  false,
  { var: 'config.snowfall' },
  { var: 'config.show_one_click' },
  { var: 'config.missing.deeper' },
  { var: ['config.missing', true] },
  { var: '' },
  { '!': { var: 'route.meta.hideFooter' } },
  { '!': [{ var: 'route.meta.hideHeader' }] },
  { '!!': { var: 'config.languages' } },
  { '!!': [[]] },
  { and: [{ var: 'user.isAuthenticated' }, { var: 'config.snowfall' }] },
  { and: [{ var: 'user.isAuthenticated' }, { var: 'config.show_one_click' }] },
  { and: [] },
  { or: [{ var: 'config.show_one_click' }, { var: 'device.width' }] },
  { or: [false, 0, ''] },
  { '==': [{ var: 'device.type' }, 'mobile'] },
  { '==': [{ var: 'route.params.champId' }, 12] },
  { '===': [{ var: 'route.params.champId' }, 12] },
  { '!=': [{ var: 'query.n' }, 0] },
  { '!==': [{ var: 'query.n' }, '0'] },
  { '<': [{ var: 'device.width' }, 1024] },
  { '<': [0, { var: 'device.width' }, 1024] },
  { '>=': [{ var: 'device.width' }, 800] },
  { '>': [{ var: 'missing' }, 1] },
  { '<=': [{ var: 'user.banLevel' }, 0] },
  { in: ['en', { var: 'config.languages' }] },
  { in: ['de', { var: 'config.languages' }] },
  { in: ['mob', { var: 'query.platform_type' }] },
  { in: ['x', { var: 'nothing' }] },
  { if: [{ var: 'config.snowfall' }, 'yes', 'no'] },
  { missing: ['config.snowfall', 'config.nope'] },
  { cat: ['a', { var: 'brand.id' }] },
  { a: 1, b: 2 },
];

describe('visibleIf rules compiled once', () => {
  it.each(rules.map((rule) => [JSON.stringify(rule), rule]))(
    '%s matches json-logic-js',
    (_name, rule) => {
      const expected = jsonLogic.truthy(jsonLogic.apply(rule as never, data));
      expect(compileRule(rule as never).test(data)).toBe(expected);
    },
  );

  it('hides a node whose variables are missing, and reads every context root', () => {
    const empty = {};
    expect(compileRule({ var: 'config.snowfall' }).test(empty)).toBe(false);
    expect(compileRule({ var: 'config.snowfall' }).test(null)).toBe(false);
    for (const root of ['config', 'user', 'route', 'query', 'device', 'brand']) {
      expect(compileRule({ '!!': { var: root } }).test(data)).toBe(true);
    }
  });

  it('lists the variables a rule reads', () => {
    expect(
      compileRule({
        and: [{ var: 'user.isAuthenticated' }, { '!': { var: 'route.meta.hideFooter' } }],
      }).vars,
    ).toEqual(['user.isAuthenticated', 'route.meta.hideFooter']);
  });

  it('compiles each rule once, a one-variable rule found by its name', () => {
    const parse = (text: string) => JSON.parse(text) as JsonLogicRule;
    const first = compileRule(parse('{"var": "config.showOdds"}'));
    expect(compileRule(parse('{"var": "config.showOdds"}'))).toBe(first);
    expect(first.test({ config: { showOdds: true } })).toBe(true);
    // The same name in another shape is another rule.
    const withDefault = compileRule(parse('{"var": ["config.showOdds", true]}'));
    expect(withDefault).not.toBe(first);
    expect(withDefault.test({})).toBe(true);
    expect(first.test({})).toBe(false);
    const negated = compileRule(parse('{"!": {"var": "config.showOdds"}}'));
    expect(compileRule(parse('{"!": {"var": "config.showOdds"}}'))).toBe(negated);
    expect(negated.test({})).toBe(true);
  });

  it('treats an empty array as false', () => {
    expect(truthy([])).toBe(false);
    expect(truthy([0])).toBe(true);
    expect(truthy('0')).toBe(true);
    expect(truthy(0)).toBe(false);
  });
});
