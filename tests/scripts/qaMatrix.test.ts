// The QA matrix's pure parts: example URLs for every route, link verdicts by route matching,
// raw dictionary keys, the allowlist, the summary and the JUnit report.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_SAMPLES,
  QA_VIEWS,
  QA_VIEW_ROUTES,
  applyAllowlist,
  caseKey,
  landedAsExpected,
  presetCases,
  presetsOf,
  needsSecondTry,
  qaJUnit,
  qaSummary,
  rawKeysIn,
  sessionBlindPage,
  viewsOf,
  type QaFinding,
  type QaReport,
} from '../../scripts/qa/matrix';
import { exampleRests, linkVerdict, restOf, syntheticValue } from '../../scripts/qa/routes';
import type { RouteTable } from '../../runtime/schema/types';
import { createI18n } from '../../runtime/i18n';

const shipped = JSON.parse(readFileSync('schemas/routes.json', 'utf8')) as RouteTable;

describe('example URLs', () => {
  it('renders every shipped route: parameterless as is, others from links or synthetic values', () => {
    const { cases, skipped } = exampleRests(shipped, ['line/1-football/2-premier/3-a-b', 'about']);
    expect(skipped).toEqual([]);
    expect(cases.map((c) => c.routeId).sort()).toEqual(shipped.routes.map((r) => r.id).sort());
    expect(cases.find((c) => c.routeId === 'home')).toEqual({
      routeId: 'home',
      rest: '',
      example: 'none',
    });
    expect(cases.find((c) => c.routeId === 'sports-line-game')).toEqual({
      routeId: 'sports-line-game',
      rest: 'line/1-football/2-premier/3-a-b',
      example: 'harvested',
    });
    expect(cases.find((c) => c.routeId === 'payment-result')).toMatchObject({
      rest: 'payment/success',
      example: 'synthetic',
    });
  });

  it('fills a route from the ids another route took from the links', () => {
    // One brand links its promotions under bonuses/, the other under bonuses-offers/: both
    // routes take the same promotionId and landingId.
    const { cases } = exampleRests(shipped, [
      'bonuses/promotions/express-bonus',
      'bonuses-offers/landing/welcome-bonus',
    ]);
    const of = (routeId: string) => cases.find((c) => c.routeId === routeId);
    expect(of('bonuses-offers-promotion')).toEqual({
      routeId: 'bonuses-offers-promotion',
      rest: 'bonuses-offers/promotions/express-bonus',
      example: 'harvested',
    });
    expect(of('bonuses-landing')).toEqual({
      routeId: 'bonuses-landing',
      rest: 'bonuses/landing/welcome-bonus',
      example: 'harvested',
    });
    // A value that breaks the other route's constraint is not used there.
    const table = {
      schemaVersion: 1,
      routes: [
        { id: 'article', path: 'news/{id}', page: 'p' },
        { id: 'ticket', path: 'tickets/{id}', page: 'p', params: { id: '^[0-9]+$' } },
      ],
    } as unknown as RouteTable;
    const own = exampleRests(table, ['news/spring-cup']).cases;
    expect(own.find((c) => c.routeId === 'ticket')).toEqual({
      routeId: 'ticket',
      rest: 'tickets/1',
      example: 'synthetic',
    });
  });

  it('reads a value off a constraint', () => {
    expect(syntheticValue('^(success|fail|pending|cancel)$')).toBe('success');
    expect(syntheticValue('real|virtual|stream')).toBe('real');
    expect(syntheticValue('[0-9]{1,9}(-[a-z0-9-]{1,80})?')).toBe('1');
    expect(syntheticValue('[a-z0-9][a-z0-9-]{0,99}')).toBe('example');
    expect(syntheticValue(undefined)).toBe('example');
    expect(syntheticValue('^[1-9][0-9]{0,3}$')).toBe('1');
    expect(syntheticValue('^[0-9a-fA-F-]{36}$')).toBe('00000000-0000-4000-8000-000000000001');
  });
});

describe('links', () => {
  const languages = ['ar', 'en', 'ru'];
  it('judges same-origin paths by the route table, redirects included', () => {
    expect(linkVerdict(shipped, languages, '/')).toBe('ok');
    expect(linkVerdict(shipped, languages, '/en/about')).toBe('ok');
    expect(linkVerdict(shipped, languages, '/en/rules')).toBe('ok'); // a redirect to rules/1
    expect(linkVerdict(shipped, languages, '/ru/rules/abc')).toBe('broken');
    expect(linkVerdict(shipped, languages, '/en/no-such-page')).toBe('broken');
    expect(linkVerdict(shipped, languages, '/studio')).toBe('server');
  });

  it('keeps the same-language rest of a link', () => {
    expect(restOf('/en/line/1', 'en')).toBe('line/1');
    expect(restOf('/en', 'en')).toBe('');
    expect(restOf('/ru/line/1', 'en')).toBeUndefined();
  });
});

describe('raw dictionary keys', () => {
  it('finds namespace:key of shipped namespaces only', () => {
    const text = 'Welcome\nmain:region_error\nTime 10:30, casino:game.title. sports:';
    expect(rawKeysIn(text, ['main', 'casino', 'sports'])).toEqual([
      'main:region_error',
      'casino:game.title',
    ]);
    expect(rawKeysIn('https://x.test/main:abc', ['main'])).toEqual([]);
  });

  it("finds what the app's i18next shows for keys without a text", () => {
    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'main', { shown: 'Shown' });
    const text = [i18n.t('shown'), i18n.t('gone'), i18n.t('casino:gone'), i18n.t('sports:x.y')];
    expect(rawKeysIn(text.join('\n'), ['main', 'casino', 'sports'])).toEqual([
      'main:gone',
      'casino:gone',
      'sports:x.y',
    ]);
  });
});

const finding = (over: Partial<QaFinding>): QaFinding => ({
  kind: 'axe',
  routeId: 'home',
  brand: 'aurora',
  lng: 'en',
  preset: 'guest',
  url: 'http://localhost/en/',
  message: 'serious color-contrast: Elements must meet contrast (1: .x)',
  ...over,
});

/** A report of one run on aurora in en, with nothing found unless `over` says otherwise. */
const qaReport = (over: Partial<QaReport>): QaReport => ({
  tool: 'qa:matrix',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  durationMs: 60_000,
  ok: true,
  brands: ['aurora'],
  languages: ['en'],
  presets: [{ preset: 'guest', routes: 'all', languages: ['en'] }],
  axe: { tags: ['wcag2a'], failingImpacts: ['serious', 'critical'] },
  pages: [],
  skipped: [],
  findings: [],
  counts: { pages: 0, findings: 0, allowlisted: 0, byKind: {} },
  ...over,
});

describe('report', () => {
  it('allowlists only findings matching every field of a precise entry', () => {
    const [matched, other] = applyAllowlist(
      [finding({}), finding({ routeId: 'about' })],
      [{ kind: 'axe', routeId: 'home', messageIncludes: 'color-contrast', reason: 'issue 99' }],
    );
    expect(matched?.allowlisted).toBe('issue 99');
    expect(other?.allowlisted).toBeUndefined();
  });

  it('summarises findings by route and writes a JUnit failure per open finding', () => {
    const report = qaReport({
      ok: false,
      pages: [
        {
          routeId: 'home',
          brand: 'aurora',
          lng: 'en',
          preset: 'guest',
          rest: '',
          example: 'none',
          url: 'http://localhost/en/',
          finalUrl: 'http://localhost/en/',
          ms: 1500,
          axeMs: 500,
          findings: 1,
          axeMinor: 0,
        },
      ],
      findings: [finding({})],
      counts: { pages: 1, findings: 1, allowlisted: 0, byKind: { axe: 1 } },
    });
    const summary = qaSummary(report);
    expect(summary).toContain('home:\n  axe: serious color-contrast');
    expect(summary).toContain('on aurora/en/guest');
    expect(summary.split('\n').at(-1)).toBe('qa:matrix: 1 finding (axe 1)');
    const xml = qaJUnit(report);
    expect(xml).toContain(
      '<testcase name="home aurora en" classname="qa:matrix.guest" time="1.500">',
    );
    expect(xml).toContain('<failure message="axe: serious color-contrast');
  });
});

describe('a second try', () => {
  it('is for a page that did not get ready, not for one that rendered with findings', () => {
    expect(needsSecondTry([finding({})])).toBe(false);
    expect(needsSecondTry([])).toBe(false);
    expect(
      needsSecondTry([finding({}), finding({ kind: 'load-failure', message: 'Timeout' })]),
    ).toBe(true);
  });

  it('is listed in the summary with what the first try was waiting on, and fails nothing', () => {
    const report = qaReport({
      presets: [{ preset: 'signed-in', routes: 'all', languages: ['en'] }],
      secondTries: [
        {
          routeId: 'about',
          brand: 'aurora',
          lng: 'en',
          preset: 'signed-in',
          url: 'http://localhost/en/about',
          firstTry: ['load-failure: Timeout; unanswered: GET /web-api/auth/check (30 s)'],
        },
      ],
    });
    const lines = qaSummary(report).split('\n');
    expect(lines).toContain('1 page got ready only on a second try:');
    expect(lines).toContain(
      '  http://localhost/en/about (aurora/en/signed-in): load-failure: Timeout; unanswered: GET /web-api/auth/check (30 s)',
    );
    expect(lines.at(-1)).toBe('qa:matrix: no findings');
  });
});

describe('rule-context presets', () => {
  const site = {
    origin: 'http://aurora.localhost:4425',
    lng: 'en',
    offSite: 'https://responsible.example/account-closed',
  };

  it('runs every preset unless QA_PRESETS names some, and refuses an unknown one', () => {
    expect(presetsOf(undefined)).toEqual(['guest', 'signed-in', 'banned', 'maintenance']);
    expect(presetsOf('maintenance, guest')).toEqual(['guest', 'maintenance']);
    expect(() => presetsOf('guest,admin')).toThrow('unknown preset admin');
  });

  it('samples only shipped, parameterless routes', () => {
    const parameterless = new Set(
      shipped.routes.filter((r) => !/\{[a-zA-Z0-9]+\}/.test(r.path)).map((r) => r.id),
    );
    for (const sample of Object.values(CONTEXT_SAMPLES).flat())
      expect(parameterless.has(sample.routeId), sample.routeId).toBe(true);
  });

  it('tells off-site from on-site landings, by the exact banned address and the page path', () => {
    expect(landedAsExpected('off-site', 'https://responsible.example/account-closed', site)).toBe(
      true,
    );
    expect(landedAsExpected('off-site', 'https://elsewhere.example/', site)).toBe(false);
    expect(landedAsExpected('off-site', 'http://aurora.localhost:4425/en/', site)).toBe(false);
    const maintenance = { rest: 'maintenance' };
    expect(landedAsExpected(maintenance, 'http://aurora.localhost:4425/en/maintenance', site)).toBe(
      true,
    );
    expect(
      landedAsExpected(maintenance, 'http://aurora.localhost:4425/en/maintenance/', site),
    ).toBe(true);
    expect(landedAsExpected(maintenance, 'http://aurora.localhost:4425/ru/maintenance', site)).toBe(
      false,
    );
    expect(landedAsExpected({ rest: '' }, 'http://aurora.localhost:4425/en', site)).toBe(true);
    expect(landedAsExpected(undefined, 'http://aurora.localhost:4425/en/about', site)).toBe(true);
    expect(landedAsExpected(undefined, 'https://responsible.example/account-closed', site)).toBe(
      false,
    );
  });
});

describe('cases of a preset', () => {
  const routes = ['home', 'about', 'contacts', 'cookies', 'licenses'].map((routeId) => ({
    routeId,
    rest: routeId === 'home' ? '' : routeId,
    example: 'none' as const,
  }));
  const pairs = [
    { brand: 'aurora', lng: 'ru' },
    { brand: 'aurora', lng: 'ar' },
    { brand: 'nord', lng: 'en' },
  ];

  it('renders every route for every brand × language pair by default', () => {
    const cases = presetCases('guest', routes, pairs, { spread: false });
    expect(cases).toHaveLength(15);
    expect(new Set(cases.map((c) => `${c.routeId}|${c.brand}|${c.lng}`)).size).toBe(15);
  });

  it('spread: every route once, every pair in turn from the offset', () => {
    const cases = presetCases('signed-in', routes, pairs, { spread: true, offset: 1 });
    expect(cases.map((c) => [c.routeId, c.brand, c.lng, c.preset])).toEqual([
      ['home', 'aurora', 'ar', 'signed-in'],
      ['about', 'nord', 'en', 'signed-in'],
      ['contacts', 'aurora', 'ru', 'signed-in'],
      ['cookies', 'aurora', 'ar', 'signed-in'],
      ['licenses', 'nord', 'en', 'signed-in'],
    ]);
    expect(presetCases('guest', routes, [], { spread: true })).toEqual([]);
  });

  it('leaves out a brand whose flags close a route; spread takes the next pair that serves it', () => {
    // As a configFlag guard off on nord (identification where isShowIdentification is false).
    const serves = (routeId: string, brand: string) => !(routeId === 'about' && brand === 'nord');
    const all = presetCases('guest', routes, pairs, { spread: false, serves });
    expect(all).toHaveLength(14);
    expect(all.some((c) => c.routeId === 'about' && c.brand === 'nord')).toBe(false);
    const spread = presetCases('signed-in', routes, pairs, { spread: true, offset: 1, serves });
    expect(spread.map((c) => [c.routeId, c.brand, c.lng])).toEqual([
      ['home', 'aurora', 'ar'],
      ['about', 'aurora', 'ru'],
      ['contacts', 'aurora', 'ru'],
      ['cookies', 'aurora', 'ar'],
      ['licenses', 'nord', 'en'],
    ]);
    const nowhere = presetCases('guest', routes, pairs, { spread: true, serves: () => false });
    expect(nowhere).toEqual([]);
  });
});

describe('the other widths', () => {
  it('renders 1366, 1920 and the 390 px phone unless QA_VIEWS says otherwise, and refuses an unknown width', () => {
    expect(viewsOf(undefined).map((v) => v.width)).toEqual([1366, 1920, 390]);
    expect(viewsOf('all')).toEqual([...QA_VIEWS]);
    expect(viewsOf('none')).toEqual([]);
    expect(viewsOf('390').map((v) => v.width)).toEqual([390]);
    expect(() => viewsOf('390,800')).toThrow('unknown width 800');
  });

  it('the phone in every language, Russian (the longest strings) at 1366', () => {
    const languages = ['ar', 'en', 'ru'];
    expect(QA_VIEWS.find((v) => v.width === 390)?.languages.toSorted()).toEqual(languages);
    expect(QA_VIEWS.find((v) => v.width === 1366)?.languages).toEqual(['ru']);
  });

  it('samples only shipped, parameterless routes', () => {
    const parameterless = new Set(
      shipped.routes.filter((r) => !/\{[a-zA-Z0-9]+\}/.test(r.path)).map((r) => r.id),
    );
    for (const routeId of QA_VIEW_ROUTES) expect(parameterless.has(routeId), routeId).toBe(true);
  });

  it('keeps a width apart in the case key and the allowlist (1024 when a finding has none)', () => {
    const at = { routeId: 'home', brand: 'aurora', lng: 'ru', preset: 'signed-in' as const };
    expect(caseKey(at)).toBe('home · aurora · ru · signed-in');
    expect(caseKey({ ...at, width: 390 })).toBe('home · aurora · ru · signed-in · 390 px');
    const finding = (width?: number): QaFinding => ({
      ...at,
      kind: 'clipped-control',
      url: 'http://localhost/ru/',
      message: '1 control cut off',
      ...(width ? { width } : {}),
    });
    const entry = {
      kind: 'clipped-control' as const,
      width: 1024,
      messageIncludes: 'cut off',
      reason: 'a known issue',
    };
    const [plain, phone] = applyAllowlist([finding(), finding(390)], [entry]);
    expect(plain?.allowlisted).toBe('a known issue');
    expect(phone?.allowlisted).toBeUndefined();
  });
});

describe('pages a customer sees as a guest does', () => {
  const page = (file: string) => JSON.parse(readFileSync(`schemas/pages/${file}.json`, 'utf8'));
  const partSchemaOf = (name: string) =>
    name === 'nowhere' ? undefined : JSON.parse(readFileSync(`schemas/parts/${name}.json`, 'utf8'));
  it('are text and layout only: information pages and articles', () => {
    expect(sessionBlindPage(page('about'))).toBe(true);
    // The information pages' article is in the `information` part: as blind as the part's body.
    expect(sessionBlindPage(page('content'), partSchemaOf)).toBe(true);
    expect(sessionBlindPage(page('content'))).toBe(false);
    expect(sessionBlindPage(page('block'))).toBe(true);
  });
  it('are not pages placing a part that may read the session, or an unknown part', () => {
    const placing = (name: string) => ({
      body: { widget: 'RemotePart', props: { name } },
    });
    expect(sessionBlindPage(placing('information'), partSchemaOf)).toBe(true);
    expect(sessionBlindPage(placing('header'), partSchemaOf)).toBe(false);
    expect(sessionBlindPage(placing('nowhere'), partSchemaOf)).toBe(false);
  });
  it('are not pages with a widget that may read the session, a rule, a part, or no schema', () => {
    expect(sessionBlindPage(page('home'))).toBe(false);
    expect(sessionBlindPage(page('office-account'))).toBe(false);
    expect(sessionBlindPage(page('cookies'))).toBe(false);
    const text = { widget: 'ContentPage', props: {} };
    expect(sessionBlindPage({ body: { widget: 'Container', slots: { content: [text] } } })).toBe(
      true,
    );
    expect(
      sessionBlindPage({
        body: {
          widget: 'Container',
          slots: { content: [{ ...text, visibleIf: { var: 'isAuth' } }] },
        },
      }),
    ).toBe(false);
    expect(
      sessionBlindPage({ body: { widget: 'Container', slots: { content: [{ part: 'x' }] } } }),
    ).toBe(false);
    expect(sessionBlindPage(undefined)).toBe(false);
  });
});
