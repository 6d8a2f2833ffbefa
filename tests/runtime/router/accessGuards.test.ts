import { describe, expect, it } from 'vitest';
import { GUARDS, type GuardInput } from '../../../runtime/router/guards';
import type { RuleContext } from '../../../runtime/render/types';
import { MEMBER, ruleContext, siteConfig } from '../fixtures';

const OFF_SITE = 'https://help.example/account-closed';

function input(context: Partial<RuleContext> = {}, extra: Partial<GuardInput> = {}): GuardInput {
  return { context: ruleContext(context), args: {}, lng: 'en', production: true, ...extra };
}
const withdrawal = { except: [{ banLevel: 45 }, { banLevel: 53, banVersion: 1 }] };
const banned = (banLevel: number, banVersion?: number) => ({ ...MEMBER, banLevel, banVersion });

describe('access guards (SPEC section 4 "Bans")', () => {
  it('sends a banned customer off-site to the brand URL', () => {
    const config = siteConfig({ bannedRedirectUrl: OFF_SITE });
    expect(GUARDS.banned(input({ config, user: banned(7) }))).toEqual({
      kind: 'external',
      url: OFF_SITE,
    });
  });

  it('lets the withdrawal exceptions open the withdrawal route, and only those', () => {
    const config = siteConfig({ bannedRedirectUrl: OFF_SITE });
    const on = (user: RuleContext['user']) =>
      GUARDS.banned(input({ config, user }, { args: withdrawal })).kind;
    expect(on(banned(45))).toBe('allow');
    expect(on(banned(45, 1))).toBe('allow');
    expect(on(banned(53, 1))).toBe('allow');
    expect(on(banned(53, 0))).toBe('external');
    expect(on(banned(53))).toBe('external');
    expect(on(banned(44))).toBe('external');
    // The exceptions belong to the withdrawal route: elsewhere level 45 leaves too.
    expect(GUARDS.banned(input({ config, user: banned(45) })).kind).toBe('external');
  });

  it('falls back to the block page when the brand names no off-site URL or an unsafe one', () => {
    const toBlock = { kind: 'redirect', to: '/en/block' };
    expect(GUARDS.banned(input({ user: banned(7) }))).toEqual(toBlock);
    const unsafe = siteConfig({ bannedRedirectUrl: 'javascript:alert(1)' });
    expect(GUARDS.banned(input({ config: unsafe, user: banned(7) }))).toEqual(toBlock);
  });

  it('lets customers without a ban through', () => {
    const config = siteConfig({ bannedRedirectUrl: OFF_SITE });
    expect(GUARDS.banned(input({ config, user: MEMBER }))).toEqual({ kind: 'allow' });
  });

  it('restricted routes send customers without a ban home and let banned ones in', () => {
    expect(GUARDS.restricted(input({ user: MEMBER }))).toEqual({ kind: 'redirect', to: '/en/' });
    expect(GUARDS.restricted(input({ user: banned(1) }))).toEqual({ kind: 'allow' });
  });
});
