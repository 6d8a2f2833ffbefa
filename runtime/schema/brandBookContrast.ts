// WCAG AA contrast of every text/background pair the widgets draw, for a brand book, in both
// themes. The pairs are data: a unit test (tests/schema/brandBookContrast.test.ts) scans
// widgets/**/*.css and fails when a rule pairs a text colour and a background variable that is
// not listed here, or when a widget variable below no longer matches its CSS. Pure (no Node
// APIs): the studio's brand book editor and schemas:check use the same function.
import { contrastRatio, mixInSrgb, parseCssColour } from './cssColour.ts';
import { BRAND_BOOK_PROPERTIES, CONTRAST_PAIRS, MIN_CONTRAST_RATIO } from './brandBookCss.ts';
import { pointerJoin, type Finding } from './finding.ts';
import type { BrandBookEntry } from './types.ts';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** WCAG 2.x AA: 4.5:1 for normal text, 3:1 for large text and UI components. */
export const MIN_RATIO = { normal: MIN_CONTRAST_RATIO, large: 3 } as const;
export type TextSize = keyof typeof MIN_RATIO;

/**
 * A colour a widget variable takes: a brand book property (with the CSS fallback), that property
 * mixed with another colour (CSS `color-mix(in srgb, var(--brand-<prop>, <fallback>) <percent>%,
 * <with>)`: the dark theme's lightened brand colour) or a fixed value.
 */
export type ColourSource =
  { brand: string; fallback: string; mix?: { percent: number; with: string } } | { fixed: string };

/**
 * What a --brand-* property is when the brand book leaves it out: app/styles.css's :root
 * defaults, else the fallback the widgets' CSS writes beside it.
 */
export const BRAND_DEFAULTS: Readonly<Record<string, string>> = {
  primary: '#1a73e8',
  'primary-contrast': '#ffffff',
  background: '#f4f6f9',
  surface: '#ffffff',
  text: '#1b1f24',
  'text-muted': '#5b6470',
  link: '#0b57d0',
  'header-background': '#14213d',
  'header-text': '#ffffff',
  'footer-background': '#101828',
  'footer-text': '#f2f4f7',
};

const brand = (prop: string): ColourSource => ({
  brand: prop,
  fallback: BRAND_DEFAULTS[prop] ?? '',
});
const brandOr = (prop: string, fallback: string): ColourSource => ({ brand: prop, fallback });
/** The brand colour `percent`% in a mix with `mixWith` (the rest). */
const brandMix = (
  prop: string,
  fallback: string,
  percent: number,
  mixWith: string,
): ColourSource => ({
  brand: prop,
  fallback,
  mix: { percent, with: mixWith },
});
const fixed = (value: string): ColourSource => ({ fixed: value });
const same = (source: ColourSource): Record<Theme, ColourSource> => ({
  light: source,
  dark: source,
});

/**
 * The widgets' own colour variables (without the leading '--') in each theme, as their CSS
 * defines them (light: the widget's block; dark: its [data-theme='dark'] block).
 */
export const WIDGET_COLOUR_VARIABLES: Readonly<Record<string, Record<Theme, ColourSource>>> = {
  // widgets/shared/theme.css: the colour roles every widget draws with.
  'color-page': { light: brandOr('background', '#f4f6f9'), dark: fixed('#15171a') },
  'color-surface': { light: brandOr('surface', '#ffffff'), dark: fixed('#1f2226') },
  'color-surface-alt': { light: fixed('#f1f3f6'), dark: fixed('#2a2e34') },
  'color-text': { light: brandOr('text', '#1b1f24'), dark: fixed('#f1f3f4') },
  'color-muted': { light: brandOr('text-muted', '#5b6470'), dark: fixed('#b5bcc5') },
  'color-link': {
    light: brandOr('link', '#0b57d0'),
    dark: brandMix('link', '#0b57d0', 45, '#ffffff'),
  },
  'color-accent-text': {
    light: brandOr('primary', '#1a73e8'),
    dark: brandMix('primary', '#1a73e8', 45, '#ffffff'),
  },
  'color-accent': same(brandOr('primary', '#1a73e8')),
  'color-accent-contrast': same(brandOr('primary-contrast', '#ffffff')),
  'color-header': {
    light: brandOr('header-background', '#14213d'),
    dark: brandMix('primary', '#1a73e8', 25, '#15171a'),
  },
  'color-header-text': { light: brandOr('header-text', '#ffffff'), dark: fixed('#f1f3f4') },
  'color-field': { light: fixed('#ffffff'), dark: fixed('#15171a') },
  'color-field-text': { light: fixed('#1b1f24'), dark: fixed('#f1f3f4') },
  'color-error': { light: fixed('#b3261e'), dark: fixed('#f28b82') },
  'color-error-surface': { light: fixed('#fdecea'), dark: fixed('#3c2422') },
  'color-error-contrast': { light: fixed('#ffffff'), dark: fixed('#1b1f24') },
  'color-warning-surface': { light: fixed('#fff4d6'), dark: fixed('#3a2f1a') },
  'color-success': { light: fixed('#1b5e20'), dark: fixed('#81c995') },
  'color-success-surface': { light: fixed('#e6f4ea'), dark: fixed('#1f3326') },
  'coupon-surface': { light: brandOr('surface', '#ffffff'), dark: fixed('#1f2226') },
  'coupon-surface-alt': { light: fixed('#f1f3f6'), dark: fixed('#2a2e34') },
  'coupon-text': { light: brandOr('text', '#1b1f24'), dark: fixed('#f1f3f4') },
  'coupon-muted': { light: brandOr('text-muted', '#5b6470'), dark: fixed('#b5bcc5') },
  'coupon-down': { light: brandOr('odds-down', '#b3261e'), dark: fixed('#f28b82') },
  'coupon-error': { light: fixed('#b3261e'), dark: fixed('#f28b82') },
  'coupon-error-surface': { light: fixed('#fdecea'), dark: fixed('#3c2422') },
  'coupon-notice-surface': { light: fixed('#e8f0fe'), dark: fixed('#1e2b3f') },
  'bets-surface': { light: brandOr('surface', '#ffffff'), dark: fixed('#1f2226') },
  'bets-text': { light: brandOr('text', '#1b1f24'), dark: fixed('#f1f3f4') },
  'bets-muted': { light: brandOr('text-muted', '#5b6470'), dark: fixed('#b5bcc5') },
  'bets-surface-alt': { light: fixed('#f1f3f6'), dark: fixed('#2a2e34') },
  'notice-surface': { light: brandOr('surface', '#ffffff'), dark: fixed('#23262b') },
  'notice-text': { light: brandOr('text', '#1b1f24'), dark: fixed('#f1f3f4') },
  'notice-muted': { light: brandOr('text-muted', '#5b6470'), dark: fixed('#b5bcc5') },
  'limits-surface': { light: brandOr('surface', '#ffffff'), dark: fixed('#1f2226') },
  'limits-text': { light: brandOr('text', '#1b1f24'), dark: fixed('#f1f3f4') },
  'limits-muted': { light: brandOr('text-muted', '#5b6470'), dark: fixed('#b5bcc5') },
  'limits-active': { light: fixed('#137333'), dark: fixed('#81c995') },
  'limits-active-surface': { light: fixed('#e6f4ea'), dark: fixed('#1f3326') },
  'limits-pending': { light: fixed('#8a5300'), dark: fixed('#fbc86a') },
  'limits-pending-surface': { light: fixed('#fef4e0'), dark: fixed('#3a2f1a') },
  'limits-warning-surface': { light: fixed('#fdecea'), dark: fixed('#3c2422') },
};

export interface ContrastPair {
  /** A variable without '--' ('brand-text', 'coupon-text') or a literal colour ('#ffffff'). */
  text: string;
  background: string;
  size: TextSize;
  /** Where the widgets draw it (for the reader of a finding). */
  usedBy: string;
}

const pair = (text: string, background: string, usedBy: string): ContrastPair => ({
  text,
  background,
  size: 'normal',
  usedBy,
});

/**
 * Every text/background pair the widgets draw: the ones a CSS rule sets together (checked by
 * the test) and the ones text inherits its background from (links and muted text on the page
 * and on surfaces).
 */
export const WIDGET_CONTRAST_PAIRS: readonly ContrastPair[] = [
  pair('brand-text', 'brand-background', 'the page, MainContent'),
  pair('brand-text', 'brand-surface', 'cards, menus, ChampList'),
  pair('brand-text-muted', 'brand-background', 'hints on the page'),
  pair('brand-text-muted', 'brand-surface', 'hints, game clocks on cards'),
  pair('brand-primary', 'brand-background', 'links on the page'),
  pair('brand-primary', 'brand-surface', 'links on cards'),
  pair('brand-link', 'brand-background', 'MainContent and LinkList links'),
  pair('brand-link', 'brand-surface', 'links in panels'),
  pair('brand-primary-contrast', 'brand-primary', 'buttons, selected tabs'),
  pair('brand-primary', 'brand-primary-contrast', 'the coupon count badge'),
  pair('brand-header-text', 'brand-header-background', 'Header, BottomNav'),
  pair('brand-footer-text', 'brand-footer-background', 'Footer'),
  pair('brand-accent-contrast', 'brand-accent', 'accented blocks'),
  pair('brand-surface-contrast', 'brand-surface', 'surface text'),
  pair(
    'color-text',
    'color-page',
    'the page, MainContent, Stack, SeoBlock, MaintenanceNotice, the office page around its cards',
  ),
  pair('color-muted', 'color-page', 'hints on the page'),
  pair('color-link', 'color-page', 'links on the page'),
  pair(
    'color-text',
    'color-surface',
    'cards, menus, odds cells, ModalDialog, CookieSettings, casino pages, Toto, OfficeShell cards, OfficeMenu',
  ),
  pair(
    'color-muted',
    'color-surface',
    'hints, game clocks on cards, casino pages, office form hints',
  ),
  pair('color-link', 'color-surface', 'links in panels'),
  pair(
    'color-accent-text',
    'color-surface',
    'outline buttons, the open settings menu, links and outline buttons in office cards',
  ),
  pair(
    'color-accent-contrast',
    'color-accent',
    'casino chips, Toto draw head, chosen picks, buy button, OfficeMenu open page, own support messages',
  ),
  pair('color-header-text', 'color-header', 'Header, BottomNav'),
  pair('color-error', 'color-surface', 'form errors, the live game clock'),
  pair('color-success', 'color-surface', 'form confirmations'),
  pair(
    'color-text',
    'color-surface-alt',
    'stripes and boxes inside a card, lotto number grid, badges, seed codes, support messages, account facts, status boxes',
  ),
  pair('color-muted', 'color-surface-alt', 'Toto ticket picks, account facts, referral figures'),
  pair('color-error-contrast', 'color-error', 'OfficeMenu badges, new support replies'),
  pair('color-text', 'color-success-surface', 'lotto ticket bought'),
  pair('color-field-text', 'color-field', 'form fields'),
  pair('color-text', 'color-error-surface', 'form notices, office form notices'),
  pair('color-text', 'color-warning-surface', 'form warnings'),
  pair('coupon-text', 'coupon-surface', 'Coupon'),
  pair('coupon-muted', 'coupon-surface', 'Coupon'),
  pair('coupon-text', 'coupon-surface-alt', 'Coupon'),
  pair('coupon-text', 'coupon-notice-surface', 'Coupon reminder'),
  pair('coupon-error', 'coupon-error-surface', 'Coupon refusal'),
  pair('#ffffff', 'coupon-down', 'Coupon live badge'),
  pair('bets-text', 'bets-surface', 'BetHistory'),
  pair('bets-muted', 'bets-surface', 'BetHistory'),
  pair('bets-muted', 'bets-surface-alt', 'BetHistory toto picks'),
  pair('notice-text', 'notice-surface', 'Notifications'),
  pair('notice-muted', 'notice-surface', 'Notifications'),
  pair('limits-text', 'limits-surface', 'LimitSection'),
  pair('limits-muted', 'limits-surface', 'LimitSection'),
  pair('limits-active', 'limits-active-surface', 'LimitSection badge'),
  pair('limits-pending', 'limits-pending-surface', 'LimitSection badge'),
  pair('limits-text', 'limits-warning-surface', 'LimitSection warning'),
];

/** One side of a pair as drawn in one theme. */
export interface ResolvedColour {
  /** The brand book property it comes from, if any. */
  prop: string | null;
  value: string;
  /** The brand book entry index that set it (null: a default or a fixed colour). */
  index: number | null;
  /** The brand colour before it was mixed (a lightened dark-theme colour), if it was. */
  mixedFrom?: string;
}

export interface PairResult {
  pair: ContrastPair;
  theme: Theme;
  text: ResolvedColour;
  background: ResolvedColour;
  /** Rounded down to two decimals; null when a colour cannot be measured. */
  ratio: number | null;
  required: number;
  passes: boolean;
}

type Given = ReadonlyMap<string, { value: string; index: number }>;

function sourceOf(token: string, theme: Theme): ColourSource | null {
  if (token.startsWith('brand-')) {
    const prop = token.slice('brand-'.length);
    return prop in BRAND_BOOK_PROPERTIES ? brand(prop) : null;
  }
  const variable = WIDGET_COLOUR_VARIABLES[token];
  if (variable !== undefined) return variable[theme];
  return parseCssColour(token) ? fixed(token) : null;
}

function resolve(token: string, theme: Theme, given: Given): ResolvedColour | null {
  const source = sourceOf(token, theme);
  if (source === null) return null;
  if ('fixed' in source) return { prop: null, value: source.fixed, index: null };
  // A --brand-* variable a brand book cannot set (odds colours) is its CSS fallback.
  if (!(source.brand in BRAND_BOOK_PROPERTIES))
    return { prop: null, value: source.fallback, index: null };
  const entry = given.get(source.brand);
  // A link without its own colour takes the primary colour where the CSS says so; the default otherwise.
  const fallback = source.fallback || BRAND_DEFAULTS[source.brand];
  const value = entry?.value ?? fallback;
  if (!value) return null;
  const index = entry?.index ?? null;
  if (source.mix === undefined) return { prop: source.brand, value, index };
  const mixed = mixColours(value, source.mix.with, source.mix.percent);
  return mixed === undefined ? null : { prop: source.brand, value: mixed, index, mixedFrom: value };
}

/** CSS color-mix(in srgb, a percent%, b) of two opaque colours, as #rrggbb. */
function mixColours(a: string, b: string, percent: number): string | undefined {
  const ca = parseCssColour(a);
  const cb = parseCssColour(b);
  if (ca === undefined || cb === undefined) return undefined;
  return mixInSrgb(ca, cb, percent / 100);
}

/** The brand book's colours by property (last valid entry wins, as in the stylesheet order). */
export function givenColours(
  entries: readonly BrandBookEntry[],
): Map<string, { value: string; index: number }> {
  const given = new Map<string, { value: string; index: number }>();
  entries.forEach((entry, index) => {
    const prop = String(entry.css_prop);
    if (BRAND_BOOK_PROPERTIES[prop] !== 'colour' || given.has(prop)) return;
    const value = String(entry.css_value).trim();
    if (parseCssColour(value) !== undefined) given.set(prop, { value, index });
  });
  return given;
}

/** Every pair in every theme, measured against this brand book (defaults where it is silent). */
export function brandBookContrast(entries: readonly BrandBookEntry[]): PairResult[] {
  const given = givenColours(entries);
  const results: PairResult[] = [];
  for (const theme of THEMES) {
    for (const p of WIDGET_CONTRAST_PAIRS) {
      const text = resolve(p.text, theme, given);
      const background = resolve(p.background, theme, given);
      if (text === null || background === null) continue;
      if (text.prop === null && background.prop === null) continue; // not the brand book's colours
      const fg = parseCssColour(text.value);
      const bg = parseCssColour(background.value);
      const required = MIN_RATIO[p.size];
      const ratio = fg && bg ? Math.floor(contrastRatio(fg, bg) * 100) / 100 : null;
      results.push({
        pair: p,
        theme,
        text,
        background,
        ratio,
        required,
        passes: ratio === null || ratio >= required,
      });
    }
  }
  return results;
}

/** The same two colours drawn in several places or themes count once. */
function pairKey(r: PairResult): string {
  const side = (c: ResolvedColour) =>
    c.prop === null ? c.value : `brand:${c.prop}${c.mixedFrom === undefined ? '' : ':mixed'}`;
  return `${side(r.text)}|${side(r.background)}`;
}

const describe = (c: ResolvedColour): string =>
  c.prop === null
    ? c.value
    : `'${c.prop}' (${c.mixedFrom === undefined ? '' : `${c.mixedFrom} lightened to `}${c.value}${c.index === null ? ', default' : ''})`;

/** Pairs brandBookToCss already checks when the book gives both colours (no double finding). */
const SANITIZER_PAIRS = new Set(CONTRAST_PAIRS.map(([fg, bg]) => `brand:${fg}|brand:${bg}`));

/**
 * Findings for the failing pairs that involve a colour this brand book sets, pointing at that
 * entry (the text colour's when both are set). Part of schemas:check's brand book rules.
 */
export function brandBookContrastFindings(
  entries: readonly BrandBookEntry[],
  file = 'brandbook.json',
): Finding[] {
  const failing = new Map<string, { result: PairResult; usedBy: string[]; themes: Set<Theme> }>();
  for (const result of brandBookContrast(entries)) {
    if (result.passes) continue;
    if (result.text.index === null && result.background.index === null) continue;
    const key = pairKey(result);
    if (result.text.index !== null && result.background.index !== null && SANITIZER_PAIRS.has(key))
      continue;
    const known = failing.get(key);
    // Pairs name their users as 'a, b, c'; two pairs may share some, each is named once.
    const users = result.pair.usedBy.split(', ');
    if (known) {
      for (const user of users) if (!known.usedBy.includes(user)) known.usedBy.push(user);
      known.themes.add(result.theme);
    } else
      failing.set(key, {
        result,
        usedBy: [...new Set(users)],
        themes: new Set([result.theme]),
      });
  }
  return [...failing.values()].map(({ result, usedBy, themes }) => {
    const index = result.text.index ?? result.background.index!;
    const theme = themes.size === THEMES.length ? 'both themes' : `${[...themes][0]} theme`;
    return {
      file,
      pointer: pointerJoin('/partnerCssBrandBook', index, 'css_value'),
      message: `contrast of ${describe(result.text)} on ${describe(result.background)} is ${result.ratio}:1, below the ${result.required}:1 minimum (WCAG AA; ${theme}; used by ${usedBy.join(', ')})`,
    };
  });
}
