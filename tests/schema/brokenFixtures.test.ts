import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { GUARD_NAMES } from '../../runtime/router/guardNames';
import { checkContent, formatFinding, readContentSet } from '../../runtime/schema';
import {
  FIXTURE_WIDGETS_FILE,
  REPO_ROOT,
  VALID_ROOT,
  fixtureWidgets,
  materialiseCase,
  removeMaterialisedCases,
} from './fixtureRoots';

afterAll(removeMaterialisedCases);

function findingsOf(caseName: string): string[] {
  const content = readContentSet(materialiseCase(caseName));
  return checkContent(content, { widgets: fixtureWidgets }).map(formatFinding);
}

function runCli(root: string) {
  const result = spawnSync(
    'npx',
    ['tsx', 'scripts/schemas-check.ts', '--root', root, '--widgets', FIXTURE_WIDGETS_FILE],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  return { status: result.status, lines: result.stdout.trim().split('\n') };
}

describe('schemas:check CLI', () => {
  it('passes the valid fixture with exit code 0', () => {
    const { status, lines } = runCli(VALID_ROOT);
    expect(lines).toEqual([
      'schemas:check: no findings (14 schema and config files, 6 dictionaries, 5 widgets)',
    ]);
    expect(status).toBe(0);
  });

  it('reports malformed JSON with line and column and exits 1', () => {
    const { status, lines } = runCli(materialiseCase('malformed-json'));
    expect(lines).toEqual([
      "schemas/pages/about.json: invalid JSON at line 4, column 73: expected a property name in double quotes but found '}'",
      'schemas:check: 1 finding in 1 file',
    ]);
    expect(status).toBe(1);
  });

  it('reports an unknown widget with the closest registered name', () => {
    const { status, lines } = runCli(materialiseCase('unknown-widget'));
    expect(lines).toEqual([
      "schemas/pages/not-found.json#/body/widget: unknown widget 'Headng' (did you mean 'Heading'?)",
      'schemas:check: 1 finding in 1 file',
    ]);
    expect(status).toBe(1);
  });

  it('refuses to run on an unknown argument with exit code 2', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/schemas-check.ts', '--colour'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(result.stderr).toContain("schemas:check cannot run: unknown argument '--colour'");
    expect(result.status).toBe(2);
  });
});

describe('checkContent on broken fixtures', () => {
  it('checks widget props against the widget props schema, pointing into the node props', () => {
    expect(findingsOf('bad-props')).toEqual([
      "schemas/pages/not-found.json#/body/slots/main/0/props/text: Heading props: must have required property 'text'",
      "schemas/pages/not-found.json#/body/slots/main/0/props/colour: Heading props: unknown property 'colour' (allowed: text, level)",
      'schemas/pages/not-found.json#/body/slots/main/0/props/level: Heading props: must be one of: 1, 2, 3',
    ]);
  });

  it('finds visibleIf variables the rule context does not have', () => {
    expect(findingsOf('unknown-variable')).toEqual([
      "schemas/pages/not-found.json#/body/slots/main/0/visibleIf/and/0/var: visibleIf reads 'config.snowfal', which the rule context does not have (did you mean 'config.snowfall'?)",
      "schemas/pages/not-found.json#/body/slots/main/0/visibleIf/and/1/var: visibleIf reads 'session.userId', which the rule context does not have (roots: config, user, route, query, device, brand, visitor)",
    ]);
  });

  it('finds unknown json-logic operators', () => {
    expect(findingsOf('unknown-operator')).toEqual([
      "schemas/pages/not-found.json#/body/visibleIf/equals: unknown json-logic operator 'equals'",
    ]);
  });

  it('finds a dictionary key missing in one shipped language, in the dictionary and where it is used', () => {
    expect(findingsOf('missing-dictionary-key')).toEqual([
      "configs/locales/ar/info.json#/about_title: key 'about_title' is missing in ar (present in: en, ru)",
      "schemas/pages/about.json#/meta/title: text 'info:about_title' is missing in: ar",
      "schemas/pages/about.json#/body/props/title: text 'info:about_title' is missing in: ar",
      "schemas/pages/about.json#/body/slots/main/0/props/text: text 'info:about_title' is missing in: ar",
      "schemas/parts/footer.json#/body/props/title: text 'info:about_title' is missing in: ar",
    ]);
  });

  it('finds unknown guard names', () => {
    expect(findingsOf('unknown-guard')).toEqual([
      `schemas/routes.json#/routes/1/guards/1: unknown guard 'adminOnly' (known: ${GUARD_NAMES.join(', ')})`,
    ]);
  });

  it('finds duplicate paths and paths of the same shape under other param names', () => {
    expect(findingsOf('duplicate-route-path')).toEqual([
      "schemas/routes.json#/routes/2/path: duplicate path 'about': route 'about' (/routes/1) has the same path",
      "schemas/routes.json#/routes/4/path: path 'rules/{id}' has the same shape as 'rules/{ruleId}' of route 'rules' (/routes/3)",
    ]);
  });

  it('finds an optional param overlapping a static sibling, unless its constraint rules the URL out', () => {
    expect(findingsOf('conflicting-optional-param')).toEqual([
      "schemas/routes.json#/routes/3/path: path 'rules/all' conflicts with 'rules/{ruleId?}' of route 'rules' (/routes/2): both match the URL 'rules/all'",
    ]);
  });

  it('finds a required param overlapping a static sibling, unless its constraint rules the URL out', () => {
    expect(findingsOf('param-overlaps-static')).toEqual([
      "schemas/routes.json#/routes/3/path: path 'casino/{category}' conflicts with 'casino/brand' of route 'casino-brand' (/routes/2): both match the URL 'casino/brand'",
      "schemas/routes.json#/routes/7/path: path 'games/demo/{mode}' conflicts with 'games/{gameRoute}/play' of route 'games-play' (/routes/6): both match the URL 'games/demo/play'",
    ]);
  });

  it('refuses an unknown schemaVersion', () => {
    expect(findingsOf('unknown-schema-version')).toEqual([
      'schemas/pages/about.json#/schemaVersion: schemaVersion 2 is not supported for a page (supported: 1)',
    ]);
  });

  it('rejects a brand book value with url(', () => {
    expect(findingsOf('brandbook-url')).toEqual([
      "configs/brands/alpha/brandbook.json#/partnerCssBrandBook/1/css_value: css_value of 'background' contains 'url(', which is not allowed",
    ]);
  });

  it('finds text below 4.5:1 contrast on the background and on every surface the widgets draw it on', () => {
    const at = 'configs/brands/beta/brandbook.json#/partnerCssBrandBook/1/css_value';
    expect(findingsOf('low-contrast')).toEqual([
      `${at}: contrast of 'text' (#777777) on 'background' (#ffffff) is 4.47:1, below the 4.5:1 minimum (WCAG AA)`,
      `${at}: contrast of 'text' (#777777) on 'surface' (#ffffff, default) is 4.47:1, below the 4.5:1 minimum (WCAG AA; both themes; used by cards, menus, ChampList, odds cells, ModalDialog, CookieSettings, casino pages, Toto, OfficeShell cards, OfficeMenu, Coupon, BetHistory, Notifications, LimitSection)`,
      `${at}: contrast of 'text' (#777777) on #f1f3f6 is 4.02:1, below the 4.5:1 minimum (WCAG AA; light theme; used by stripes and boxes inside a card, lotto number grid, badges, seed codes, support messages, account facts, status boxes, Coupon)`,
      `${at}: contrast of 'text' (#777777) on #e6f4ea is 3.94:1, below the 4.5:1 minimum (WCAG AA; light theme; used by lotto ticket bought)`,
      `${at}: contrast of 'text' (#777777) on #fdecea is 3.91:1, below the 4.5:1 minimum (WCAG AA; light theme; used by form notices, office form notices, LimitSection warning)`,
      `${at}: contrast of 'text' (#777777) on #fff4d6 is 4.08:1, below the 4.5:1 minimum (WCAG AA; light theme; used by form warnings)`,
      `${at}: contrast of 'text' (#777777) on #e8f0fe is 3.9:1, below the 4.5:1 minimum (WCAG AA; light theme; used by Coupon reminder)`,
    ]);
  });

  it('finds a host claimed by two brands', () => {
    expect(findingsOf('shared-host')).toEqual([
      "configs/brands/beta/site.json#/hosts/1: host 'alpha.localhost' is also claimed by brand 'alpha' (configs/brands/alpha/site.json)",
    ]);
  });

  it('refuses a remote part style that could load a resource (same rule as the server)', () => {
    expect(findingsOf('part-style-url')).toEqual([
      "schemas/parts/header.json#/style: style contains 'url(', which is not allowed",
    ]);
  });

  it('finds a layout without a PageOutlet', () => {
    expect(findingsOf('layout-without-outlet')).toEqual([
      'schemas/layouts/blocked.json#/body: a layout holds exactly one PageOutlet, found none',
    ]);
  });

  it('has a test for every broken fixture folder', async () => {
    const { readdirSync } = await import('node:fs');
    const cases = readdirSync(`${REPO_ROOT}/tests/fixtures/broken`).filter(
      (n) => n !== 'README.md',
    );
    expect(cases.sort()).toEqual([
      'bad-props',
      'brandbook-url',
      'conflicting-optional-param',
      'duplicate-route-path',
      'layout-without-outlet',
      'low-contrast',
      'malformed-json',
      'missing-dictionary-key',
      'param-overlaps-static',
      'part-style-url',
      'shared-host',
      'unknown-guard',
      'unknown-operator',
      'unknown-schema-version',
      'unknown-variable',
      'unknown-widget',
    ]);
  });
});
