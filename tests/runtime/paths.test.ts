import { describe, expect, it } from 'vitest';
import { compileParamConstraints } from '../../runtime/router/constraints';
import { fillPath, paramNames, toRouterPath } from '../../runtime/router/paths';
import { resolveRedirect } from '../../runtime/router/redirects';

describe('route paths', () => {
  it('turns {x} into :x and {x?} into :x?', () => {
    expect(toRouterPath('print-coupon/{couponId}')).toBe('print-coupon/:couponId');
    expect(toRouterPath('rules/{ruleGroup}/{chapter?}')).toBe('rules/:ruleGroup/:chapter?');
    expect(toRouterPath('about')).toBe('about');
    expect(paramNames('lotto/{sectionName?}/{lottoId?}')).toEqual(['sectionName', 'lottoId']);
  });

  it('fills params and drops missing optional segments', () => {
    expect(fillPath('rules/{ruleGroup}/{chapter?}', { ruleGroup: '1' })).toBe('rules/1');
    expect(fillPath('rules/{ruleGroup}/{chapter?}', { ruleGroup: '1', chapter: '2' })).toBe(
      'rules/1/2',
    );
    expect(fillPath('', {})).toBe('');
  });
});

describe('param constraints', () => {
  const coupon = compileParamConstraints({ couponId: '\\d+' });
  const cyber = compileParamConstraints({ type: 'real|virtual|stream' });

  it('requires the whole value to match', () => {
    expect(coupon({ couponId: '123' })).toBe(true);
    expect(coupon({ couponId: '12a' })).toBe(false);
    expect(coupon({ couponId: 'a12' })).toBe(false);
    expect(cyber({ type: 'virtual' })).toBe(true);
    expect(cyber({ type: 'realistic' })).toBe(false);
    expect(cyber({ type: 'xreal' })).toBe(false);
  });

  it('accepts an absent optional param and routes without constraints', () => {
    expect(cyber({})).toBe(true);
    expect(compileParamConstraints(undefined)({ any: 'thing' })).toBe(true);
  });
});

describe('declared redirects (SPEC section 2)', () => {
  it('redirects rules to rules/1', () => {
    expect(
      resolveRedirect({ from: 'rules', to: 'rules/1' }, { lng: 'ru', params: {}, search: '' }),
    ).toBe('/ru/rules/1');
  });

  it('chooses to or otherwise by a json-logic rule over the query', () => {
    const action = {
      from: 'user/action.php',
      to: 'user/passwordreset',
      otherwise: 'user/activate',
      when: { '==': [{ var: 'query.action' }, 'forgot'] },
      keepQuery: true,
    };
    expect(
      resolveRedirect(action, { lng: 'en', params: {}, search: '?action=forgot&code=9' }),
    ).toBe('/en/user/passwordreset?action=forgot&code=9');
    expect(resolveRedirect(action, { lng: 'en', params: {}, search: '?action=activate' })).toBe(
      '/en/user/activate?action=activate',
    );
  });

  it('adds a declared query, drops the visitor query unless kept, and fills params', () => {
    const forgot = { from: 'user/forgotpassword', to: '', query: { showForgotPasswordModal: '1' } };
    expect(resolveRedirect(forgot, { lng: 'ru', params: {}, search: '?x=1' })).toBe(
      '/ru/?showForgotPasswordModal=1',
    );
    const legacy = { from: 'poker/view/{game}', to: 'poker/{game}' };
    expect(resolveRedirect(legacy, { lng: 'ru', params: { game: 'holdem' }, search: '' })).toBe(
      '/ru/poker/holdem',
    );
    const when = { from: 'a', to: 'b', when: { var: 'params.x' } };
    expect(resolveRedirect(when, { lng: 'ru', params: {}, search: '' })).toBe('/ru/b');
  });
});
