import { describe, expect, it } from 'vitest';
import { BLOCK_PAGES, blockRedirect, isBlockPage } from '../../../domain/access/blockNavigation';
import { isInNotifyWindow, isMaintenanceActive } from '../../../domain/access/maintenanceWindow';
import { redirectDecision } from '../../../domain/access/redirectLightRule';
import { isSearchBot } from '../../../domain/access/searchBot';

const nav = (reason: number | null, path = 'sports', search = '?a=1&b=2') =>
  blockRedirect({ reason, path, lng: 'ru', search });

describe('block reasons land on their pages (SPEC section 4)', () => {
  it.each([
    [4, '/ru/site-updates?a=1&b=2'],
    [16, '/ru/suspension'],
    [1, '/ru/block'],
    [2, '/ru/block'],
    [3, '/ru/block'],
    [5, '/ru/block'],
    [14, '/ru/block'],
    [13, '/ru/block-ua'],
    [17, '/ru/block-ie'],
    [8, '/ru/coming-soon'],
  ])('reason %i goes to %s (only reason 4 keeps the query)', (reason, to) => {
    expect(nav(reason)).toBe(to);
  });

  it('reason 4 without a query adds none', () => {
    expect(nav(4, 'sports', '')).toBe('/ru/site-updates');
  });

  it("opens the reason's own page as asked", () => {
    expect(nav(4, 'site-updates')).toBeNull();
    expect(nav(13, 'block-ua', '')).toBeNull();
  });

  it('sends a visitor of another block page to the right one', () => {
    expect(nav(13, 'block', '')).toBe('/ru/block-ua');
  });

  it('sends visitors of a block page without a reason to /{lng}, and lets others through', () => {
    for (const page of BLOCK_PAGES) expect(nav(null, page)).toBe('/ru');
    expect(nav(null, 'sports')).toBeNull();
    expect(nav(null, '')).toBeNull();
  });

  it('treats an unknown reason as no block', () => {
    expect(nav(99, 'sports')).toBeNull();
    expect(nav(99, 'block')).toBe('/ru');
  });

  it('knows the six block pages', () => {
    expect([...BLOCK_PAGES].sort()).toEqual(
      ['block', 'block-ie', 'block-ua', 'coming-soon', 'site-updates', 'suspension'].sort(),
    );
    expect(isBlockPage('block')).toBe(true);
    expect(isBlockPage('maintenance')).toBe(false);
  });
});

describe('redirect-light answers (SPEC section 5)', () => {
  const full = {
    redirect: true,
    code: 301,
    url: '/ru/promo/new',
    reasons: ['moved'],
    breadcrumbs: ['/promo/old', '/promo/new'],
  };

  it('honours a redirect with code, url, reasons and breadcrumbs', () => {
    expect(redirectDecision(full)).toEqual({ kind: 'redirect', url: '/ru/promo/new' });
  });

  it('stays when there is no redirect', () => {
    expect(redirectDecision({ redirect: false })).toEqual({ kind: 'stay' });
  });

  it.each(['code', 'url', 'reasons', 'breadcrumbs'])('ignores a redirect without %s', (key) => {
    const partial: Record<string, unknown> = { ...full };
    delete partial[key];
    const decision = redirectDecision(partial);
    expect(decision.kind).toBe('malformed');
    expect(decision).toMatchObject({ problem: expect.stringContaining(key) });
  });

  it('ignores malformed fields and answers that are not objects', () => {
    expect(redirectDecision({ ...full, code: 200 }).kind).toBe('malformed');
    expect(redirectDecision({ ...full, reasons: 'moved' }).kind).toBe('malformed');
    expect(redirectDecision({ ...full, breadcrumbs: [1] }).kind).toBe('malformed');
    expect(redirectDecision(null).kind).toBe('malformed');
    expect(redirectDecision({ redirect: 'yes' }).kind).toBe('malformed');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'ru/promo'])(
    'never follows a target off this site: %s',
    (url) => {
      expect(redirectDecision({ ...full, url }).kind).toBe('malformed');
    },
  );
});

describe('maintenance window', () => {
  const m = { isActive: false, notify_started_at: 100, notify_ended_at: 200, ended_at: 300 };

  it('is active only when the served config says so', () => {
    expect(isMaintenanceActive({ isActive: true })).toBe(true);
    expect(isMaintenanceActive({ isActive: false })).toBe(false);
    expect(isMaintenanceActive(undefined)).toBe(false);
  });

  it('warns within [notify_started_at, notify_ended_at) while not active', () => {
    expect(isInNotifyWindow(m, 99)).toBe(false);
    expect(isInNotifyWindow(m, 100)).toBe(true);
    expect(isInNotifyWindow(m, 199)).toBe(true);
    expect(isInNotifyWindow(m, 200)).toBe(false);
    expect(isInNotifyWindow({ ...m, isActive: true }, 150)).toBe(false);
    expect(isInNotifyWindow({ ...m, notify_ended_at: undefined }, 250)).toBe(true);
    expect(isInNotifyWindow({ isActive: false }, 150)).toBe(false);
  });
});

describe('search bots (SPEC section 6)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
  ])('flags %s', (ua) => expect(isSearchBot(ua)).toBe(true));

  it('does not flag browsers', () => {
    expect(
      isSearchBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isSearchBot(undefined)).toBe(false);
  });
});
