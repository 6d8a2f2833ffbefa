import { describe, expect, it } from 'vitest';
import { brandBookToCss, contrastRatio, parseCssColour, pxToEm } from '../../runtime/schema';

const entry = (css_prop: string, css_value: string) => ({ css_prop, css_value });

describe('brandBookToCss', () => {
  it('turns entries into --brand-* custom properties in one :root block', () => {
    const { css, findings } = brandBookToCss([
      entry('primary', '#0b57d0'),
      entry('primary-contrast', '#fff'),
      entry('font-family', `'Inter', "Open Sans", Arial, sans-serif`),
    ]);
    expect(findings).toEqual([]);
    expect(css).toBe(
      `:root{--brand-primary:#0b57d0;--brand-primary-contrast:#fff;--brand-font-family:'Inter', "Open Sans", Arial, sans-serif;}`,
    );
  });

  it('converts px to em by dividing by 16 (SPEC section 9), also inside multi-value values', () => {
    const { css, findings } = brandBookToCss([
      entry('header-height', '24px'),
      entry('radius', '0.5px'),
      entry('button-radius', '0'),
      entry('card-shadow', '0 2px 4px rgba(0, 0, 0, 0.2)'),
      entry('font-size-base', '1.25rem'),
    ]);
    expect(findings).toEqual([]);
    expect(css).toBe(
      ':root{--brand-header-height:1.5em;--brand-radius:0.03125em;--brand-button-radius:0;--brand-card-shadow:0 0.125em 0.25em rgba(0, 0, 0, 0.2);--brand-font-size-base:1.25rem;}',
    );
    expect(pxToEm('-3px 13px')).toBe('-0.1875em 0.8125em');
  });

  it('accepts every colour form of the grammar', () => {
    for (const value of [
      '#abc',
      '#abcd',
      '#aabbcc',
      '#aabbcc80',
      'rgb(1, 2, 3)',
      'rgba(0,0,0,.5)',
      'rgb(10% 20% 30% / 50%)',
      'hsl(210, 50%, 40%)',
      'hsla(210deg 50% 40% / 0.3)',
      'rebeccapurple',
      'transparent',
    ]) {
      expect(brandBookToCss([entry('accent', value)]).findings, value).toEqual([]);
    }
  });

  it('refuses properties outside the allow-list, naming the entry', () => {
    const { css, findings } = brandBookToCss(
      [entry('position', 'fixed'), entry('Primary', '#fff')],
      'configs/brands/x/brandbook.json',
    );
    expect(css).toBe(':root{}');
    expect(findings.map((f) => [f.file, f.pointer])).toEqual([
      ['configs/brands/x/brandbook.json', '/partnerCssBrandBook/0/css_prop'],
      ['configs/brands/x/brandbook.json', '/partnerCssBrandBook/1/css_prop'],
    ]);
    expect(findings[0]!.message).toMatch(
      /^css_prop 'position' is not allowed \(allowed: primary, primary-contrast, /,
    );
  });

  it.each([
    ['url(', 'url(https://evil.example/x.png)'],
    ['expression', 'expression(alert(1))'],
    [';', 'red; position: fixed'],
    ['{', 'red{'],
    ['}', 'red}'],
    ['<', '</style><script>'],
    ['\\', '\\72 ed'],
    ['/*', 'red/* hidden */'],
    ['@', '@import'],
  ])("rejects a value containing '%s'", (fragment, value) => {
    const { css, findings } = brandBookToCss([entry('background', value)]);
    expect(css).toBe(':root{}');
    expect(findings).toEqual([
      {
        file: 'brandbook.json',
        pointer: '/partnerCssBrandBook/0/css_value',
        message: `css_value of 'background' contains '${fragment}', which is not allowed`,
      },
    ]);
  });

  it('rejects values that are not of the property kind', () => {
    const messages = brandBookToCss([
      entry('primary', 'blue red'),
      entry('radius', '-4px'),
      entry('font-family', 'Arial'),
      entry('line-height', 'normal'),
      entry('card-shadow', '2px'),
      entry('text', 'rgb(300, 0, 0)'),
      entry('link', 'red\nblue'),
    ]).findings.map((f) => f.message);
    expect(messages).toEqual([
      "css_value 'blue red' of 'primary' is not a colour (#hex, rgb(), rgba(), hsl(), hsla() or a colour name)",
      "css_value '-4px' of 'radius' is not a non-negative length (0 or a number with px, em, rem, %, vh or vw)",
      "css_value 'Arial' of 'font-family' is not a font family list ending with a generic family (serif, sans-serif, monospace, cursive, fantasy, system-ui, ui-sans-serif, ui-serif, ui-monospace)",
      "css_value 'normal' of 'line-height' is not a non-negative number",
      "css_value '2px' of 'card-shadow' is not a shadow: none, or [inset] 2 to 4 lengths and an optional colour",
      "css_value 'rgb(300, 0, 0)' of 'text' is not a colour (#hex, rgb(), rgba(), hsl(), hsla() or a colour name)",
      "css_value of 'link' contains a control character or line break",
    ]);
  });

  it('refuses a property given twice and keeps the first', () => {
    const { css, findings } = brandBookToCss([entry('primary', '#000'), entry('primary', '#111')]);
    expect(css).toBe(':root{--brand-primary:#000;}');
    expect(findings).toEqual([
      {
        file: 'brandbook.json',
        pointer: '/partnerCssBrandBook/1/css_prop',
        message: "css_prop 'primary' is given twice (first at /partnerCssBrandBook/0)",
      },
    ]);
  });

  it('flags each colour pair below 4.5:1 and passes pairs at or above it', () => {
    const { findings } = brandBookToCss([
      entry('background', '#ffffff'),
      entry('text', '#767676'),
      entry('header-background', 'black'),
      entry('header-text', '#333'),
      entry('footer-background', '#222'),
      entry('footer-text', 'rgba(255, 255, 255, 0.3)'),
      entry('primary', '#0b57d0'),
      entry('primary-contrast', '#ffffff'),
    ]);
    expect(findings.map((f) => `${f.pointer}: ${f.message}`)).toEqual([
      "/partnerCssBrandBook/3/css_value: contrast of 'header-text' (#333) on 'header-background' (black) is 1.66:1, below the 4.5:1 minimum (WCAG AA)",
      "/partnerCssBrandBook/5/css_value: contrast of 'footer-text' (rgba(255, 255, 255, 0.3)) on 'footer-background' (#222) is 2.7:1, below the 4.5:1 minimum (WCAG AA)",
    ]);
  });
});

describe('WCAG contrast', () => {
  it('measures black on white as 21:1 and #777 on white just under 4.5:1', () => {
    expect(contrastRatio(parseCssColour('#000')!, parseCssColour('white')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseCssColour('#777777')!, parseCssColour('#fff')!)).toBeCloseTo(
      4.478,
      2,
    );
    expect(
      contrastRatio(parseCssColour('#767676')!, parseCssColour('#fff')!),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('reads hsl() like the browser', () => {
    expect(parseCssColour('hsl(0, 100%, 50%)')).toMatchObject({ r: 1, g: 0, b: 0 });
    expect(parseCssColour('hsl(120deg 100% 25%)')).toMatchObject({ r: 0, g: 0.5, b: 0 });
  });

  it('reads colour names and alpha, and refuses what a brand book may not give', () => {
    expect(parseCssColour('RebeccaPurple')).toMatchObject({ r: 0.4, g: 0.2, b: 0.6 });
    expect(parseCssColour('rgb(10% 20% 30% / 50%)')).toMatchObject({ alpha: 0.5 });
    for (const refused of ['rgb(300, 0, 0)', 'lab(50% 40 59)', 'oklch(0.7 0.1 200)', 'blue red'])
      expect(parseCssColour(refused), refused).toBeUndefined();
    // A colour, but with no fixed value to measure.
    expect(parseCssColour('transparent')).toBeUndefined();
  });

  it('lays a translucent text on its background, and a translucent background on white', () => {
    const white = parseCssColour('#fff')!;
    const halfBlack = parseCssColour('rgba(0, 0, 0, 0.5)')!;
    // 50% black on white is gray 127.5 of 255: 3.98:1 against white.
    expect(contrastRatio(halfBlack, white)).toBeCloseTo(3.977, 3);
    expect(contrastRatio(white, halfBlack)).toBeCloseTo(3.977, 3);
  });
});
