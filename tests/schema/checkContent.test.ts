import { describe, expect, it } from 'vitest';
import { checkContent, formatFinding, readContentSet, type ContentSet } from '../../runtime/schema';
import { VALID_ROOT, fixtureWidgets } from './fixtureRoots';

/** A fresh copy of the valid fixture content, to break one thing in memory. */
function validContent(): ContentSet {
  return structuredClone(readContentSet(VALID_ROOT));
}

// Fixture documents are edited freely here; their shapes are what the checker tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = any;

function fileData(content: ContentSet, file: string): EditableJson {
  const all = [
    content.routes,
    ...content.pages,
    ...content.layouts,
    ...content.parts,
    ...content.brands.flatMap((b) => [b.site, b.brandBook, ...b.overrides]),
    ...content.dictionaries,
  ];
  const found = all.find((f) => f?.file === file);
  if (!found) throw new Error(`no ${file} in the fixture`);
  return found.data as EditableJson;
}

function check(content: ContentSet): string[] {
  return checkContent(content, { widgets: fixtureWidgets }).map(formatFinding);
}

describe('checkContent', () => {
  it('finds nothing wrong in the valid fixture', () => {
    expect(check(validContent())).toEqual([]);
  });

  it('reads every kind of file of a content root', () => {
    const content = validContent();
    expect(content.routes?.file).toBe('schemas/routes.json');
    expect(content.pages.map((p) => p.file)).toEqual([
      'schemas/pages/about.json',
      'schemas/pages/home.json',
      'schemas/pages/not-found.json',
    ]);
    expect(content.layouts).toHaveLength(4);
    expect(content.parts.map((p) => p.file)).toEqual([
      'schemas/parts/footer.json',
      'schemas/parts/header.json',
    ]);
    expect(content.brands.map((b) => b.id)).toEqual(['alpha', 'beta']);
    expect(content.brands[0]!.overrides.map((o) => `${o.language}/${o.namespace}`)).toEqual([
      'en/main',
    ]);
    expect(content.languages).toEqual(['ar', 'en', 'ru']);
    expect(content.dictionaries).toHaveLength(6);
  });

  it('reports a missing route table, brand files and layouts', () => {
    const content = validContent();
    content.routes = undefined;
    content.layouts = content.layouts.filter((l) => !l.file.endsWith('/empty.json'));
    expect(check(readContentSet('/nonexistent-root'))).toContain(
      'schemas/routes.json: file is missing',
    );
    expect(check(content)).toContain("schemas/layouts/empty.json: layout 'empty' is missing");
  });

  it('reports ajv errors with the file and JSON pointer, oneOf noise removed', () => {
    const content = validContent();
    const routes = fileData(content, 'schemas/routes.json');
    routes.routes[0].guards = [42, { name: 'auth', why: 'x' }];
    routes.routes[1].params = { x: '(' };
    expect(check(content)).toEqual([
      'schemas/routes.json#/routes/0/guards/0: must be string or object',
      "schemas/routes.json#/routes/0/guards/1/why: unknown property 'why' (allowed: name, args)",
      'schemas/routes.json#/routes/1/params/x: must be a valid regular expression',
    ]);
  });

  it('checks the route table: pages, ids, params constraints, redirect targets and conditions', () => {
    const content = validContent();
    const routes = fileData(content, 'schemas/routes.json');
    routes.routes[1].page = 'abot';
    routes.routes[2].id = 'home';
    routes.routes[4].params = { couponid: '\\d+' };
    routes.redirects[0].to = 'rulez/1';
    routes.redirects[1].when = { '==': [{ var: 'query.tab' }, { var: 'user.isAuthenticated' }] };
    routes.redirects[2].to = 'rules/{id}';
    expect(check(content)).toEqual([
      "schemas/routes.json#/routes/1/page: page 'abot' does not exist in schemas/pages (did you mean 'about'?)",
      "schemas/routes.json#/routes/2/id: duplicate route id 'home' (first at /routes/0)",
      "schemas/routes.json#/routes/4/params/couponid: params constraint 'couponid' names no param of path 'print-coupon/{couponId}' (did you mean 'couponId'?)",
      "schemas/routes.json#/redirects/0/to: redirect target 'rulez/1' matches no route",
      "schemas/routes.json#/redirects/1/when/==/1/var: redirect condition reads 'user.isAuthenticated', which the rule context does not have (roots: query, params)",
      "schemas/routes.json#/redirects/2/to: redirect target 'rules/{id}' uses param '{id}', which 'from' ('old-rules/{ruleId}') does not have",
    ]);
  });

  it("checks the table's default guards by name, at their own pointer", () => {
    const content = validContent();
    const routes = fileData(content, 'schemas/routes.json');
    routes.defaults = { guards: ['maintenence'] };
    routes.routes[0].inheritDefaults = 'no';
    expect(check(content)).toEqual([
      'schemas/routes.json#/routes/0/inheritDefaults: must be boolean',
    ]);
    routes.routes[0].inheritDefaults = false;
    expect(check(content)).toEqual([
      "schemas/routes.json#/defaults/guards/0: unknown guard 'maintenence' (did you mean 'maintenance'?)",
    ]);
  });

  it('honours param constraints when matching redirect targets', () => {
    const content = validContent();
    fileData(content, 'schemas/routes.json').redirects[0].to = 'rules/first';
    expect(check(content)).toEqual([
      "schemas/routes.json#/redirects/0/to: redirect target 'rules/first' matches no route",
    ]);
  });

  it('requires a page to list the dictionaries its texts use', () => {
    const content = validContent();
    fileData(content, 'schemas/pages/about.json').meta.dictionaries = [];
    fileData(content, 'schemas/pages/not-found.json').meta = { dictionaries: ['infos'] };
    expect(check(content)).toEqual([
      "schemas/pages/about.json#/meta/title: text 'info:about_title' needs dictionary 'info', which meta.dictionaries does not list",
      "schemas/pages/about.json#/body/props/title: text 'info:about_title' needs dictionary 'info', which meta.dictionaries does not list",
      "schemas/pages/about.json#/body/slots/main/0/props/text: text 'info:about_title' needs dictionary 'info', which meta.dictionaries does not list",
      "schemas/pages/about.json#/body/slots/main/1/props/text: text 'info:about_text' needs dictionary 'info', which meta.dictionaries does not list",
      "schemas/pages/not-found.json#/meta/dictionaries/0: dictionary 'infos' does not exist in configs/locales",
    ]);
  });

  it('checks text references: form, dictionary, key; and that layouts use main only', () => {
    const content = validContent();
    fileData(content, 'schemas/pages/home.json').body.slots.main[0].props.text = 'site_title';
    fileData(content, 'schemas/pages/not-found.json').body.props.text = 'main:not_found_titel';
    fileData(content, 'schemas/parts/header.json').body.props.links[0].label = 'nav:about';
    fileData(content, 'schemas/layouts/maintenance.json').body.props.title = 'info:about_title';
    expect(check(content)).toEqual([
      "schemas/layouts/maintenance.json#/body/props/title: text 'info:about_title' needs dictionary 'info', but a layout has only the 'main' dictionary",
      "schemas/pages/home.json#/body/slots/main/0/props/text: text 'site_title' must be written namespace:key, e.g. 'main:site_title'",
      "schemas/pages/not-found.json#/body/props/text: text 'main:not_found_titel' is missing in every language (did you mean 'main:not_found_title'?)",
      "schemas/parts/header.json#/body/props/links/0/label: text 'nav:about' names dictionary 'nav', which configs/locales does not have",
    ]);
  });

  it('finds dictionaries missing in a language and overrides of unknown keys', () => {
    const content = validContent();
    content.dictionaries = content.dictionaries.filter(
      (d) => d.file !== 'configs/locales/ru/info.json',
    );
    fileData(content, 'configs/brands/alpha/overrides/locales/en/main.json').site_titel = 'x';
    fileData(content, 'configs/locales/en/main.json').count = 3;
    const findings = check(content);
    expect(findings).toEqual(
      [
        "configs/brands/alpha/overrides/locales/en/main.json#/site_titel: overrides key 'site_titel', which configs/locales/en/main.json does not have",
        'configs/locales/en/main.json#/count: must be string',
        "configs/locales/ru/info.json: dictionary 'info' is missing in ru (present in: ar, en)",
        "configs/locales/ru/main.json#/count: key 'count' is missing in ru (present in: en)",
        "configs/locales/ar/main.json#/count: key 'count' is missing in ar (present in: en)",
        ...findings.filter((f) => f.startsWith('schemas/')),
      ].sort((a, b) => (a.split('#')[0]! < b.split('#')[0]! ? -1 : 1)),
    );
    expect(findings).toContain(
      "schemas/pages/about.json#/meta/title: text 'info:about_title' is missing in: ru",
    );
  });

  it('finds layouts with two PageOutlets and PageOutlets outside layouts', () => {
    const content = validContent();
    fileData(content, 'schemas/layouts/default.json').body.slots.main.push({
      widget: 'PageOutlet',
    });
    fileData(content, 'schemas/pages/home.json').body.slots.main.push({ widget: 'PageOutlet' });
    expect(check(content)).toEqual([
      'schemas/layouts/default.json#/body/slots/main/3: a layout holds exactly one PageOutlet, found 2 (first at /body/slots/main/1)',
      'schemas/pages/home.json#/body/slots/main/4: PageOutlet belongs in layouts only, not in a page',
    ]);
  });

  it('checks built-in widget props and remote part names', () => {
    const content = validContent();
    fileData(content, 'schemas/layouts/default.json').body.slots.main[0].props = { name: 'heder' };
    fileData(content, 'schemas/layouts/default.json').body.slots.main[1].props = { x: 1 };
    expect(check(content)).toEqual([
      "schemas/layouts/default.json#/body/slots/main/0/props/name: remote part 'heder' does not exist in schemas/parts (did you mean 'header'?)",
      "schemas/layouts/default.json#/body/slots/main/1/props/x: PageOutlet props: unknown property 'x' (allowed: none)",
    ]);
  });

  it('checks ids against file names', () => {
    const content = validContent();
    fileData(content, 'schemas/pages/home.json').id = 'main';
    fileData(content, 'schemas/parts/footer.json').appName = 'foot';
    expect(check(content)).toEqual([
      "schemas/pages/home.json#/id: 'main' must match the file name 'home'",
      "schemas/parts/footer.json#/appName: 'foot' must match the file name 'footer'",
    ]);
  });

  it('checks brand languages, folder names and config groups', () => {
    const content = validContent();
    const alpha = fileData(content, 'configs/brands/alpha/site.json');
    alpha.defaultLanguage = 'de';
    alpha.languages = ['ru', 'en', 'fr'];
    alpha.groups.shell.push('snowFall');
    fileData(content, 'configs/brands/beta/site.json').brand = 'gamma';
    expect(check(content)).toEqual([
      "configs/brands/alpha/site.json#/defaultLanguage: defaultLanguage 'de' is not one of languages: ru, en, fr",
      "configs/brands/alpha/site.json#/languages/2: language 'fr' has no dictionaries (configs/locales/fr is missing)",
      "configs/brands/alpha/site.json#/langHiddenUnauthorized/0: hidden language 'ar' is not one of languages: ru, en, fr",
      "configs/brands/alpha/site.json#/groups/shell/3: group 'shell' lists 'snowFall', which is not a site config key (did you mean 'snowfall'?)",
      "configs/brands/beta/site.json#/brand: brand 'gamma' must match its folder name 'beta'",
    ]);
  });

  it("checks the analytics counters: the brand's hosts, ids once, a project of one brand", () => {
    const content = validContent();
    const alpha = fileData(content, 'configs/brands/alpha/site.json');
    alpha.analyticsProjectId = 'shared-web';
    alpha.analyticsCounters = [
      { id: 'alpha-main', kind: 'first-party', domains: ['localhost', 'beta.localhost'] },
      { id: 'alpha-main', kind: 'first-party', domains: ['alpha.localhost'] },
    ];
    fileData(content, 'configs/brands/beta/site.json').analyticsProjectId = 'shared-web';
    expect(check(content)).toEqual([
      "configs/brands/alpha/site.json#/analyticsCounters/0/domains/1: domain 'beta.localhost' is not one of hosts: localhost, alpha.localhost",
      "configs/brands/alpha/site.json#/analyticsCounters/1/id: counter id 'alpha-main' is used twice",
      "configs/brands/beta/site.json#/analyticsProjectId: analytics project 'shared-web' is also brand 'alpha''s (configs/brands/alpha/site.json)",
    ]);
  });

  it('refuses analytics counters of an unknown kind, or without the project', () => {
    const content = validContent();
    const alpha = fileData(content, 'configs/brands/alpha/site.json');
    alpha.analyticsCounters = [{ id: 'alpha-main', kind: 'pixel', domains: ['localhost'] }];
    const findings = check(content);
    expect(findings.some((f) => f.includes('/analyticsCounters/0/kind'))).toBe(true);
    expect(findings.some((f) => f.includes('analyticsProjectId'))).toBe(true);
  });

  it("checks toto's shares and tiers and each lottery's picks and prize table", () => {
    const content = validContent();
    const alpha = fileData(content, 'configs/brands/alpha/site.json');
    alpha.toto = {
      gamesPerDraw: 12,
      operatorShareBp: 1500,
      tiers: [
        { correct: 12, shareBp: 6000 },
        { correct: 12, shareBp: 3000 },
        { correct: 13, shareBp: 500 },
      ],
      unitStake: { min: 15, max: 10, step: 10 },
      maxLines: 100,
    };
    const keno = {
      id: 'keno',
      nameKey: 'lotto:lottery_keno',
      of: 80,
      drawn: 20,
      pickMin: 1,
      pickMax: 5,
      stake: { min: 10, max: 100, step: 10 },
      drawEveryMinutes: 5,
      prizes: { '2': { '2': 12.005, '3': 4 }, '6': { '1': 1 } },
    };
    alpha.lotto = { lotteries: [keno, { ...keno, of: 25, drawn: 30, prizes: {} }] };
    const at = 'configs/brands/alpha/site.json#';
    expect(check(content)).toEqual([
      `${at}/toto/tiers: the tiers' shares add up to 9500 bp; they must add up to 10000`,
      `${at}/toto/tiers/1/correct: two tiers pay 12 correct`,
      `${at}/toto/tiers/2/correct: 13 correct is more than the 12 games of a draw`,
      `${at}/toto/unitStake: max 10 is below min 15`,
      `${at}/toto/unitStake: min 15 is not a multiple of step 10`,
      `${at}/lotto/lotteries/0/prizes/2/2: multiplier 12.005 has more than 2 decimals`,
      `${at}/lotto/lotteries/0/prizes/2/3: 2 picked cannot match 3 of 20 drawn`,
      `${at}/lotto/lotteries/0/prizes/6: 6 numbers is not a pick count (1 ... 5)`,
      `${at}/lotto/lotteries/1/id: lottery id 'keno' is used twice`,
      `${at}/lotto/lotteries/1/drawn: draws 30 numbers of only 25`,
    ]);
  });

  it('names a coupon type that does not exist in the coupon amount lists', () => {
    const content = validContent();
    fileData(content, 'configs/brands/alpha/site.json').couponTypesWithMinAmount = [1, 3];
    const findings = check(content);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('configs/brands/alpha/site.json#/couponTypesWithMinAmount/1');
    expect(findings[0]).toMatch(/1, 2, 4, 9/);
  });

  it('reports a widget props schema that does not compile, and duplicate widget names', () => {
    const widgets = [
      ...fixtureWidgets,
      { name: 'Broken', propsSchema: { type: 'object', properties: { a: { type: 'strin' } } } },
      { name: 'Heading', propsSchema: { type: 'object' } },
    ];
    const findings = checkContent(validContent(), { widgets }).map(formatFinding);
    expect(findings).toHaveLength(2);
    expect(findings[0]).toMatch(
      /^domain\/widgetProps\/Broken\.ts: props schema of widget 'Broken' does not compile: /,
    );
    expect(findings[1]).toBe(
      "domain/widgetProps/Heading.ts: widget name 'Heading' is already registered (domain/widgetProps/Heading.ts)",
    );
  });

  it('accepts older documents through an injected migration', () => {
    const content = validContent();
    const about = fileData(content, 'schemas/pages/about.json');
    about.schemaVersion = 0;
    about.layoutName = about.layout;
    delete about.layout;
    const versionPolicy = {
      migrations: {
        page: {
          0: ({ layoutName, ...rest }: Record<string, unknown>) => ({
            ...rest,
            layout: layoutName,
          }),
        },
      },
    };
    expect(checkContent(content, { widgets: fixtureWidgets, versionPolicy })).toEqual([]);
    expect(check(content)).toEqual([
      'schemas/pages/about.json#/schemaVersion: schemaVersion 0 is not supported for a page (supported: 1)',
    ]);
  });
});
