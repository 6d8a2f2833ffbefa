import { describe, expect, it } from 'vitest';
import { GUARD_NAMES } from '../../runtime/router/guardNames';
import { GUARDS, LOGIN_ROUTE_ID, runGuards, type GuardInput } from '../../runtime/router/guards';
import type { RuleContext } from '../../runtime/render/types';
import { GUEST, MEMBER, ruleContext, siteConfig } from './fixtures';

function input(context: Partial<RuleContext> = {}, extra: Partial<GuardInput> = {}): GuardInput {
  return { context: ruleContext(context), args: {}, lng: 'en', production: false, ...extra };
}
const onRoute = (id: string) => ({ id, path: id, params: {}, meta: {} });

describe('guards', () => {
  it('registers exactly the guard names of guardNames.ts', () => {
    expect(Object.keys(GUARDS).sort()).toEqual([...GUARD_NAMES].sort());
  });

  it('auth sends guests home to the sign-in dropdown with the way back when the brand has no route 72', () => {
    const noLoginRoute = siteConfig({ availableRouteIds: [47, 467] });
    const guest = input({ user: GUEST, config: noLoginRoute });
    expect(GUARDS.auth({ ...guest, url: '/en/office/history?x=1' })).toEqual({
      kind: 'redirect',
      to: '/en/?returnUrl=%2Fen%2Foffice%2Fhistory%3Fx%3D1',
    });
    expect(GUARDS.auth({ ...guest, url: '/\\evil.example/x' })).toEqual({
      kind: 'redirect',
      to: '/en/',
    });
  });

  it('auth sends guests to sign in with the way back, home without an address; lets members in', () => {
    const loginRoute = siteConfig({ availableRouteIds: [LOGIN_ROUTE_ID] });
    expect(
      GUARDS.auth({ ...input({ user: GUEST, config: loginRoute }), url: '/en/office/history?x=1' }),
    ).toEqual({
      kind: 'redirect',
      to: '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory%3Fx%3D1',
    });
    // Never a way back off the site.
    expect(GUARDS.auth({ ...input({ user: GUEST }), url: '//evil.example/x' })).toEqual({
      kind: 'redirect',
      to: '/en/',
    });
    expect(GUARDS.auth(input({ user: GUEST }))).toEqual({ kind: 'redirect', to: '/en/' });
    expect(GUARDS.auth(input({ user: MEMBER }))).toEqual({ kind: 'allow' });
  });

  it('guest sends members back: the return address, else the page they came from, else home', () => {
    const member = input({ user: MEMBER });
    expect(
      GUARDS.guest({ ...member, url: '/en/user/login?returnUrl=%2Fen%2Foffice', from: '/en/live' }),
    ).toEqual({ kind: 'redirect', to: '/en/office' });
    expect(GUARDS.guest({ ...member, url: '/en/registration', from: '/en/live?x=1' })).toEqual({
      kind: 'redirect',
      to: '/en/live?x=1',
    });
    expect(
      GUARDS.guest({ ...member, url: '/en/user/login?returnUrl=https://evil.example', from: null }),
    ).toEqual({ kind: 'redirect', to: '/en' });
    // Opened directly (a guest-only page that is not sign-in): home, never itself.
    expect(
      GUARDS.guest({ ...member, url: '/en/user/passwordreset', from: '/en/user/passwordreset' }),
    ).toEqual({ kind: 'redirect', to: '/en' });
  });

  it('guest sends members home when nothing says where from, and lets guests in', () => {
    expect(GUARDS.guest(input({ user: MEMBER }))).toEqual({ kind: 'redirect', to: '/en' });
    expect(GUARDS.guest(input({ user: GUEST }))).toEqual({ kind: 'allow' });
  });

  it('terms sends signed-in users with changed terms to confirm-terms, and confirm-terms home otherwise', () => {
    const changed = { ...MEMBER, isTermsChanged: true };
    expect(GUARDS.terms(input({ user: changed }))).toEqual({
      kind: 'redirect',
      to: '/en/confirm-terms',
    });
    expect(GUARDS.terms(input({ user: MEMBER }))).toEqual({ kind: 'allow' });
    expect(GUARDS.terms(input({ user: changed, route: onRoute('confirm-terms') }))).toEqual({
      kind: 'allow',
    });
    expect(GUARDS.terms(input({ user: MEMBER, route: onRoute('confirm-terms') }))).toEqual({
      kind: 'redirect',
      to: '/en/',
    });
  });

  it('maintenance redirects to the maintenance page while active, and the page home when not', () => {
    const active = siteConfig({ maintenance: { isActive: true } });
    const inactive = siteConfig({ maintenance: { isActive: false } });
    expect(GUARDS.maintenance(input({ config: active }))).toEqual({
      kind: 'redirect',
      to: '/en/maintenance',
    });
    expect(GUARDS.maintenance(input({ config: inactive }))).toEqual({ kind: 'allow' });
    expect(GUARDS.maintenance(input({ config: siteConfig() }))).toEqual({ kind: 'allow' });
    expect(GUARDS.maintenance(input({ config: active, route: onRoute('maintenance') }))).toEqual({
      kind: 'allow',
    });
    expect(GUARDS.maintenance(input({ config: inactive, route: onRoute('maintenance') }))).toEqual({
      kind: 'redirect',
      to: '/en/',
    });
  });

  it('banned sends a user with a ban level to the block page', () => {
    expect(GUARDS.banned(input({ user: { ...MEMBER, banLevel: 1 } }))).toEqual({
      kind: 'redirect',
      to: '/en/block',
    });
    expect(GUARDS.banned(input({ user: MEMBER }))).toEqual({ kind: 'allow' });
    expect(
      GUARDS.banned(input({ user: { ...MEMBER, banLevel: 3 }, route: onRoute('block') })),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('banned lets the levels a route excepts through, and only those (SPEC section 4 "Bans")', () => {
    // The withdrawal route's args in schemas/routes.json.
    const args = { except: [{ banLevel: 45 }, { banLevel: 53, banVersion: 1 }] };
    const banned = (banLevel: number, banVersion?: number) =>
      GUARDS.banned(input({ user: { ...MEMBER, banLevel, banVersion } }, { args }));
    const toBlock = { kind: 'redirect', to: '/en/block' };
    expect(banned(45)).toEqual({ kind: 'allow' });
    expect(banned(45, 2)).toEqual({ kind: 'allow' });
    expect(banned(53, 1)).toEqual({ kind: 'allow' });
    expect(banned(53, 0)).toEqual(toBlock);
    expect(banned(53)).toEqual(toBlock);
    expect(banned(44)).toEqual(toBlock);
    // Malformed exceptions never let anyone through.
    const malformed = { except: [{ banLevel: '45' }, null, 45, { banLevel: 53, banVersion: 'x' }] };
    expect(
      GUARDS.banned(input({ user: { ...MEMBER, banLevel: 45 } }, { args: malformed })),
    ).toEqual(toBlock);
  });

  it('configFlag gives 404 when the flag is falsy or not named', () => {
    const config = siteConfig({ isRegistrationAllowed: true, showVipBet: false });
    expect(
      GUARDS.configFlag(input({ config }, { args: { flag: 'isRegistrationAllowed' } })),
    ).toEqual({ kind: 'allow' });
    expect(GUARDS.configFlag(input({ config }, { args: { flag: 'showVipBet' } }))).toEqual({
      kind: 'notFound',
    });
    expect(GUARDS.configFlag(input({ config }, { args: { flag: 'isPwa' } }))).toEqual({
      kind: 'notFound',
    });
    expect(GUARDS.configFlag(input({ config }, { args: {} }))).toEqual({ kind: 'notFound' });
  });

  it('routeAvailable gives 404 unless the route id is available (arg or the entry routeId)', () => {
    const config = siteConfig({ availableRouteIds: [47, 72] });
    expect(GUARDS.routeAvailable(input({ config }, { args: { routeId: 47 } }))).toEqual({
      kind: 'allow',
    });
    expect(GUARDS.routeAvailable(input({ config }, { args: { routeId: 5 } }))).toEqual({
      kind: 'notFound',
    });
    expect(GUARDS.routeAvailable(input({ config }, { routeId: 72 }))).toEqual({ kind: 'allow' });
    expect(GUARDS.routeAvailable(input({ config }))).toEqual({ kind: 'notFound' });
  });

  it('notProduction gives 404 in production only', () => {
    expect(GUARDS.notProduction(input({}, { production: true }))).toEqual({ kind: 'notFound' });
    expect(GUARDS.notProduction(input({}, { production: false }))).toEqual({ kind: 'allow' });
  });

  it('runs guards in order, stops at the first refusal and names an unknown guard', () => {
    const base = { context: ruleContext({ user: GUEST }), lng: 'ru', production: true };
    expect(runGuards(undefined, base)).toEqual({ kind: 'allow' });
    expect(runGuards(['guest', { name: 'configFlag', args: { flag: 'snowfall' } }], base)).toEqual({
      kind: 'notFound',
    });
    expect(runGuards(['auth', 'notProduction'], base)).toEqual({ kind: 'redirect', to: '/ru/' });
    expect(runGuards(['guest', 'x'], base)).toEqual({ kind: 'unknown', name: 'x' });
    expect(runGuards(['toString'], base)).toEqual({ kind: 'unknown', name: 'toString' });
  });
});
