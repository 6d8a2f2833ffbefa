import { describe, expect, it } from 'vitest';
import { checkJsonLogicRule } from '../../runtime/schema';
import { VISIBILITY_CONTEXT } from '../../runtime/schema/check/ruleContext';

const messages = (rule: unknown) =>
  checkJsonLogicRule(rule, {
    file: 'p.json',
    pointer: '/visibleIf',
    context: VISIBILITY_CONTEXT,
    label: 'visibleIf',
  }).map((f) => `${f.pointer}: ${f.message}`);

describe('checkJsonLogicRule', () => {
  it('accepts every variable of the rule context', () => {
    const rule = {
      and: [
        { var: 'config.show_one_click' },
        { var: 'config.maintenance.isActive' },
        { var: ['config.languages.0', 'ru'] },
        { var: 'config.socialLinks.length' },
        { var: 'user.isAuthenticated' },
        { '<': [{ var: 'user.banLevel' }, 2] },
        { var: 'route.params.couponId' },
        { var: 'route.meta.hideFooter' },
        { var: 'query.anything' },
        { '>=': [{ var: 'device.width' }, 1024] },
        { '==': [{ var: 'brand.id' }, 'aurora'] },
        { missing: ['user.userId', 'brand.name'] },
        { missing_some: [1, ['user.banVersion', 'user.isTermsChanged']] },
        { if: [{ var: 'route.id' }, { var: 'route.path' }, true] },
      ],
    };
    expect(messages(rule)).toEqual([]);
    expect(messages(true)).toEqual([]);
  });

  it('names the unknown variable and suggests the close one', () => {
    expect(
      messages({
        or: [
          { var: 'user.isAuthentcated' },
          { var: 'device.kind' },
          { var: 'config.snowfall.speed' },
        ],
      }),
    ).toEqual([
      "/visibleIf/or/0/var: visibleIf reads 'user.isAuthentcated', which the rule context does not have (did you mean 'user.isAuthenticated'?)",
      "/visibleIf/or/1/var: visibleIf reads 'device.kind', which the rule context does not have ('device' has: type, width)",
      "/visibleIf/or/2/var: visibleIf reads 'config.snowfall.speed', which the rule context does not have ('config.snowfall' has no properties)",
    ]);
    expect(messages({ missing: ['user.id'] })).toEqual([
      "/visibleIf/missing/0: visibleIf reads 'user.id', which the rule context does not have ('user' has: isAuthenticated, userId, banLevel, banVersion, isTermsChanged, transferBrand)",
    ]);
  });

  it('reads element variables inside map/filter/some and current/accumulator inside reduce', () => {
    expect(
      messages({ some: [{ var: 'config.socialLinks' }, { '==': [{ var: 'name' }, 'vk'] }] }),
    ).toEqual([]);
    expect(
      messages({
        reduce: [
          { var: 'config.languages' },
          { '+': [{ var: 'accumulator' }, { var: 'currnt' }] },
          0,
        ],
      }),
    ).toEqual([
      "/visibleIf/reduce/1/+/1/var: visibleIf reads 'currnt', which its data does not have (did you mean 'current'?)",
    ]);
  });

  it('finds unknown operators and objects that are not rules', () => {
    expect(
      messages({ and: [{ equal: [1, 1] }, { '!': { varr: 'x' } }, {}, { a: 1, b: 2 }] }),
    ).toEqual([
      "/visibleIf/and/0/equal: unknown json-logic operator 'equal'",
      "/visibleIf/and/1/!/varr: unknown json-logic operator 'varr' (did you mean 'var'?)",
      '/visibleIf/and/2: an empty object is not a json-logic rule',
      '/visibleIf/and/3: a json-logic rule has exactly one operator, found: a, b',
    ]);
  });
});
