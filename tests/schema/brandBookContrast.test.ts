import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brandBookContrast,
  brandBookContrastFindings,
  WIDGET_COLOUR_VARIABLES,
  WIDGET_CONTRAST_PAIRS,
} from '../../runtime/schema';
import { checkBrandBook } from '../../runtime/schema/check/brandCheck';
import type { BrandBook } from '../../runtime/schema/types';

const ROOT = join(import.meta.dirname, '../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

interface CssRule {
  file: string;
  selector: string;
  declarations: Map<string, string>;
}

/** Flat rules (the widgets' CSS has no nesting; @media blocks' inner rules are read the same). */
function rulesOf(path: string): CssRule[] {
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of match[2]!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      declarations.set(
        declaration.slice(0, colon).trim(),
        declaration
          .slice(colon + 1)
          .trim()
          .replace(/\s+/g, ' '),
      );
    }
    rules.push({
      file: relative(ROOT, path),
      selector: match[1]!
        .replace(/^[^,]*@media[^{]*$/, '')
        .trim()
        .replace(/\s+/g, ' '),
      declarations,
    });
  }
  return rules;
}

const RULES = cssFiles(join(ROOT, 'widgets')).flatMap(rulesOf);
const NOT_A_COLOUR = /^(transparent|none|inherit|currentcolor|unset|initial)\b|gradient\(/i;

/** 'var(--coupon-text)' -> 'coupon-text'; '#fff' -> '#fff'; a value with no colour -> null. */
function tokenOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  const variable = /var\(--([a-z0-9-]+)/.exec(value)?.[1];
  if (variable !== undefined) return variable;
  return NOT_A_COLOUR.test(value) ? null : value.replace(/\s*!important$/, '');
}

/**
 * `var(--hook, fallback)` naming a variable the colour table does not know: a shared rule's hook
 * (widgets/shared/control.css), which a widget sets to its own colours (the slip's
 * `--control-text: var(--coupon-text)`) and which is the fallback everywhere else.
 */
function hookOf(value: string | undefined): { name: string; fallback: string } | null {
  const match = value === undefined ? null : /^var\(--([a-z0-9-]+), (.+)\)$/.exec(value);
  if (!match || match[1]! in WIDGET_COLOUR_VARIABLES) return null;
  return { name: match[1]!, fallback: match[2]! };
}

/**
 * The colour and background a rule puts together: its own values, or through hooks the
 * fallbacks' pair and the pair of each rule that sets the hooks.
 */
function colourPairsOf(rule: CssRule): { color?: string; background?: string }[] {
  const color = rule.declarations.get('color');
  const background =
    rule.declarations.get('background-color') ?? rule.declarations.get('background');
  const colorHook = hookOf(color);
  const backgroundHook = hookOf(background);
  if (!colorHook && !backgroundHook) return [{ color, background }];
  const fallback = {
    color: colorHook?.fallback ?? color,
    background: backgroundHook?.fallback ?? background,
  };
  const pairs = [fallback];
  for (const setter of RULES) {
    const setColor = colorHook && setter.declarations.get(`--${colorHook.name}`);
    const setBackground = backgroundHook && setter.declarations.get(`--${backgroundHook.name}`);
    if (!setColor && !setBackground) continue;
    pairs.push({
      color: setColor || fallback.color,
      background: setBackground || fallback.background,
    });
  }
  return pairs;
}

describe('the widget contrast pairs', () => {
  it('lists every text/background pair a widget CSS rule sets with a variable', () => {
    const listed = new Set(WIDGET_CONTRAST_PAIRS.map((p) => `${p.text} on ${p.background}`));
    const missing: string[] = [];
    for (const rule of RULES) {
      for (const values of colourPairsOf(rule)) {
        const text = tokenOf(values.color);
        const background = tokenOf(values.background);
        if (text === null || background === null) continue;
        const usesVariable = values.color!.includes('var(') || values.background!.includes('var(');
        if (!usesVariable) continue;
        if (!listed.has(`${text} on ${background}`)) {
          missing.push(`${rule.file} ${rule.selector}: ${text} on ${background}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("reads a shared rule's hooks as their fallbacks and as each setter's colours", () => {
    const control = RULES.find((rule) => rule.file.endsWith('shared/control.css'))!;
    const pairs = colourPairsOf(control).map(
      (p) => `${tokenOf(p.color)} on ${tokenOf(p.background)}`,
    );
    expect(pairs).toContain('color-text on color-surface');
    expect(pairs).toContain('coupon-text on coupon-surface');
  });

  it('knows each widget colour variable as its CSS defines it in both themes', () => {
    const defined = new Map<string, { light?: string; dark?: string }>();
    for (const rule of RULES) {
      const theme = rule.selector.includes("[data-theme='dark']") ? 'dark' : 'light';
      for (const [name, value] of rule.declarations) {
        if (!name.startsWith('--')) continue;
        const entry = defined.get(name.slice(2)) ?? {};
        entry[theme] ??= value;
        defined.set(name.slice(2), entry);
      }
    }
    for (const [name, themes] of Object.entries(WIDGET_COLOUR_VARIABLES)) {
      const css = defined.get(name);
      expect(css?.light, `--${name} is defined in widgets/**/*.css`).toBeDefined();
      for (const theme of ['light', 'dark'] as const) {
        const source = themes[theme];
        const value = theme === 'dark' ? (css!.dark ?? css!.light!) : css!.light!;
        const brandVariable = (s: { brand: string; fallback: string }) =>
          `var(--brand-${s.brand}, ${s.fallback})`;
        const expected =
          'fixed' in source
            ? source.fixed
            : source.mix
              ? `color-mix(in srgb, ${brandVariable(source)} ${source.mix.percent}%, ${source.mix.with})`
              : brandVariable(source);
        expect(value, `--${name} in the ${theme} theme`).toBe(expected);
      }
    }
  });

  it('resolves every variable a listed pair names', () => {
    const unknown = WIDGET_CONTRAST_PAIRS.flatMap((p) => [p.text, p.background]).filter(
      (token) =>
        !token.startsWith('brand-') &&
        !token.startsWith('#') &&
        !(token in WIDGET_COLOUR_VARIABLES),
    );
    expect(unknown).toEqual([]);
  });
});

describe('brand book contrast', () => {
  const book = (brand: string) =>
    JSON.parse(
      readFileSync(join(ROOT, 'configs/brands', brand, 'brandbook.json'), 'utf8'),
    ) as BrandBook;

  it.each(['aurora', 'nord'])('passes for the shipped %s brand book in both themes', (brand) => {
    const results = brandBookContrast(book(brand).partnerCssBrandBook);
    expect(results.filter((r) => r.theme === 'dark').length).toBeGreaterThan(0);
    expect(results.filter((r) => !r.passes)).toEqual([]);
    expect(checkBrandBook(book(brand), 'brandbook.json')).toEqual([]);
  });

  it('names the entry of a failing primary colour and every place it is drawn', () => {
    const entries = [
      { css_prop: 'background', css_value: '#ffffff' },
      { css_prop: 'primary', css_value: '#ffcc00' },
    ];
    expect(brandBookContrastFindings(entries, 'configs/brands/x/brandbook.json')).toEqual([
      {
        file: 'configs/brands/x/brandbook.json',
        pointer: '/partnerCssBrandBook/1/css_value',
        message:
          "contrast of 'primary' (#ffcc00) on 'background' (#ffffff) is 1.51:1, below the 4.5:1 minimum (WCAG AA; both themes; used by links on the page)",
      },
      {
        file: 'configs/brands/x/brandbook.json',
        pointer: '/partnerCssBrandBook/1/css_value',
        message:
          "contrast of 'primary' (#ffcc00) on 'surface' (#ffffff, default) is 1.51:1, below the 4.5:1 minimum (WCAG AA; both themes; used by links on cards, outline buttons, the open settings menu, links and outline buttons in office cards)",
      },
      {
        file: 'configs/brands/x/brandbook.json',
        pointer: '/partnerCssBrandBook/1/css_value',
        message:
          "contrast of 'primary-contrast' (#ffffff, default) on 'primary' (#ffcc00) is 1.51:1, below the 4.5:1 minimum (WCAG AA; both themes; used by buttons, selected tabs, casino chips, Toto draw head, chosen picks, buy button, OfficeMenu open page, own support messages)",
      },
      {
        file: 'configs/brands/x/brandbook.json',
        pointer: '/partnerCssBrandBook/1/css_value',
        message:
          "contrast of 'primary' (#ffcc00) on 'primary-contrast' (#ffffff, default) is 1.51:1, below the 4.5:1 minimum (WCAG AA; both themes; used by the coupon count badge)",
      },
    ]);
  });

  it('checks a light text colour against the dark theme surfaces only where the brand colour is drawn', () => {
    // A pale text passes nowhere on white; the dark coupon keeps its own text colour.
    const results = brandBookContrast([{ css_prop: 'text', css_value: '#dddddd' }]);
    const coupon = results.filter((r) => r.pair.text === 'coupon-text');
    expect(coupon.map((r) => [r.theme, r.passes])).toEqual([
      ['light', false],
      ['light', false],
      ['light', false],
    ]);
  });

  it('measures the dark outline buttons and office links as the brand colour lightened, as the CSS mixes it', () => {
    const results = brandBookContrast([{ css_prop: 'primary', css_value: '#000000' }]);
    const inTheme = (theme: string) =>
      results.find((r) => r.theme === theme && r.pair.text === 'color-accent-text')!;
    const light = inTheme('light');
    const dark = inTheme('dark');
    expect(light.text).toEqual({ prop: 'primary', value: '#000000', index: 0 });
    // color-mix(in srgb, #000000 45%, #ffffff): 55% white in every channel.
    expect(dark.text).toEqual({
      prop: 'primary',
      value: '#8c8c8c',
      index: 0,
      mixedFrom: '#000000',
    });
    expect(dark.ratio).toBe(4.74);
    expect(dark.passes).toBe(true);
  });

  it('is part of the brand book rules of schemas:check', () => {
    const findings = checkBrandBook(
      {
        schemaVersion: 1,
        partnerCssBrandBook: [{ css_prop: 'surface', css_value: '#222222' }],
        logo: { src: '/brands/x/logo.svg', alt: 'X' },
      },
      'configs/brands/x/brandbook.json',
    );
    expect(findings.map((f) => f.message)).toContain(
      "contrast of 'text' (#1b1f24, default) on 'surface' (#222222) is 1.04:1, below the 4.5:1 minimum (WCAG AA; both themes; used by cards, menus, ChampList, odds cells, ModalDialog, CookieSettings, casino pages, Toto, OfficeShell cards, OfficeMenu, Coupon, BetHistory, Notifications, LimitSection)",
    );
  });
});
