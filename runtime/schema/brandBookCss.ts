// Brand book -> CSS (SPEC section 3 "Brand book"): partnerCssBrandBook entries become --brand-<prop>
// custom properties in one :root block. Only allow-listed properties with a value of the right
// kind pass; anything that could load, run or break out of a declaration is refused with a
// message naming the entry. Pure (no Node APIs): the client may use it too.
import { contrastRatio, parseCssColour } from './cssColour.ts';
import { KIND_DESCRIPTIONS, matchesKind, pxToEm, type CssValueKind } from './cssValueGrammar.ts';
import { pointerJoin, type Finding } from './finding.ts';
import type { BrandBookEntry } from './types.ts';

/**
 * The properties a partner may set, and the kind of value each takes. Colours cover the shell
 * (page, surfaces, header, footer, links, buttons); lengths the few sizes a brand changes.
 */
export const BRAND_BOOK_PROPERTIES: Readonly<Record<string, CssValueKind>> = {
  primary: 'colour',
  'primary-contrast': 'colour',
  accent: 'colour',
  'accent-contrast': 'colour',
  background: 'colour',
  surface: 'colour',
  'surface-contrast': 'colour',
  text: 'colour',
  'text-muted': 'colour',
  link: 'colour',
  'header-background': 'colour',
  'header-text': 'colour',
  'footer-background': 'colour',
  'footer-text': 'colour',
  border: 'colour',
  radius: 'length',
  'button-radius': 'length',
  'font-size-base': 'length',
  'header-height': 'length',
  'line-height': 'number',
  'font-family': 'fontFamily',
  'card-shadow': 'shadow',
};

/** [text, background] pairs that must reach WCAG AA contrast for normal text. */
export const CONTRAST_PAIRS: readonly (readonly [string, string])[] = [
  ['text', 'background'],
  ['header-text', 'header-background'],
  ['footer-text', 'footer-background'],
  ['primary-contrast', 'primary'],
  ['accent-contrast', 'accent'],
  ['surface-contrast', 'surface'],
];

/** WCAG 2.x AA minimum contrast ratio for normal text. */
export const MIN_CONTRAST_RATIO = 4.5;

/** Could load a resource, run script, end the declaration or hide text in a comment. */
const FORBIDDEN_FRAGMENTS = [
  'url(',
  'expression',
  'javascript:',
  ';',
  '{',
  '}',
  '<',
  '>',
  '\\',
  '/*',
  '@',
];

const PROP_NAME = /^[a-z][a-z0-9-]*$/;

export interface BrandBookCss {
  /** ':root{--brand-primary:#1a73e8;…}' with only the accepted entries. */
  css: string;
  findings: Finding[];
}

/** `file` and the pointers of findings refer to the brand book document (brandbook.json). */
export function brandBookToCss(
  entries: readonly BrandBookEntry[],
  file = 'brandbook.json',
): BrandBookCss {
  const findings: Finding[] = [];
  const accepted = new Map<string, { value: string; index: number }>();
  entries.forEach((entry, index) => {
    const at = (field: string) => pointerJoin('/partnerCssBrandBook', index, field);
    const refusal = refuseEntry(entry);
    if (refusal !== undefined) {
      findings.push({ file, pointer: at(refusal.field), message: refusal.message });
      return;
    }
    const first = accepted.get(entry.css_prop);
    if (first !== undefined) {
      findings.push({
        file,
        pointer: at('css_prop'),
        message: `css_prop '${entry.css_prop}' is given twice (first at ${pointerJoin('/partnerCssBrandBook', first.index)})`,
      });
      return;
    }
    accepted.set(entry.css_prop, { value: normalise(entry), index });
  });
  findings.push(...contrastFindings(accepted, file));
  const declarations = [...accepted].map(([prop, { value }]) => `--brand-${prop}:${value};`);
  return { css: `:root{${declarations.join('')}}`, findings };
}

function refuseEntry(entry: BrandBookEntry): { field: string; message: string } | undefined {
  const prop = String(entry.css_prop);
  if (!PROP_NAME.test(prop) || !(prop in BRAND_BOOK_PROPERTIES)) {
    return {
      field: 'css_prop',
      message: `css_prop '${prop}' is not allowed (allowed: ${Object.keys(BRAND_BOOK_PROPERTIES).join(', ')})`,
    };
  }
  const value = String(entry.css_value).trim();
  const lower = value.toLowerCase();
  const fragment = FORBIDDEN_FRAGMENTS.find((f) => lower.includes(f));
  if (fragment !== undefined) {
    return {
      field: 'css_value',
      message: `css_value of '${prop}' contains '${fragment}', which is not allowed`,
    };
  }
  // Control characters would end the declaration or smuggle a line into the stylesheet.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    return {
      field: 'css_value',
      message: `css_value of '${prop}' contains a control character or line break`,
    };
  }
  const kind = BRAND_BOOK_PROPERTIES[prop]!;
  if (!matchesKind(value.replace(/\s+/g, ' '), kind)) {
    return {
      field: 'css_value',
      message: `css_value '${value}' of '${prop}' is not ${KIND_DESCRIPTIONS[kind]}`,
    };
  }
  return undefined;
}

function normalise(entry: BrandBookEntry): string {
  const value = entry.css_value.trim().replace(/\s+/g, ' ');
  const kind = BRAND_BOOK_PROPERTIES[entry.css_prop];
  return kind === 'length' || kind === 'shadow' ? pxToEm(value) : value;
}

function contrastFindings(
  accepted: ReadonlyMap<string, { value: string; index: number }>,
  file: string,
): Finding[] {
  const findings: Finding[] = [];
  for (const [fgProp, bgProp] of CONTRAST_PAIRS) {
    const fg = accepted.get(fgProp);
    const bg = accepted.get(bgProp);
    if (fg === undefined || bg === undefined) continue;
    const fgColour = parseCssColour(fg.value);
    const bgColour = parseCssColour(bg.value);
    if (fgColour === undefined || bgColour === undefined) continue;
    const ratio = contrastRatio(fgColour, bgColour);
    if (ratio < MIN_CONTRAST_RATIO) {
      const shown = Math.floor(ratio * 100) / 100;
      findings.push({
        file,
        pointer: pointerJoin('/partnerCssBrandBook', fg.index, 'css_value'),
        message: `contrast of '${fgProp}' (${fg.value}) on '${bgProp}' (${bg.value}) is ${shown}:1, below the ${MIN_CONTRAST_RATIO}:1 minimum (WCAG AA)`,
      });
    }
  }
  return findings;
}
