// Reads the CSS colour forms a brand book may use (#hex, rgb(), rgba(), hsl(), hsla(), named)
// with culori, and measures WCAG 2 contrast. Pure.
import {
  blend,
  converter,
  formatHex,
  interpolate,
  modeHsl,
  modeLrgb,
  modeRgb,
  parse,
  useMode as registerColourMode,
  wcagContrast,
  type Rgb,
} from 'culori/fn';

// The sRGB forms are the brand book's colours; lab(), oklch() and the like are not.
const BRAND_BOOK_MODES = new Set(['rgb', 'hsl']);
registerColourMode(modeRgb);
registerColourMode(modeHsl);
registerColourMode(modeLrgb);

export type Colour = Rgb;

const toRgb = converter('rgb');

/** Keywords that are colours but have no fixed RGB value (no contrast check possible). */
const COLOUR_KEYWORDS = new Set(['transparent', 'currentcolor']);

export function isCssColour(value: string): boolean {
  return parseCssColour(value) !== undefined || COLOUR_KEYWORDS.has(value.trim().toLowerCase());
}

/** The colour in sRGB, or undefined when the value is not a colour with a fixed, in-range value. */
export function parseCssColour(value: string): Colour | undefined {
  if (COLOUR_KEYWORDS.has(value.trim().toLowerCase())) return undefined;
  const parsed = parse(value.trim());
  if (parsed === undefined || !BRAND_BOOK_MODES.has(parsed.mode)) return undefined;
  const rgb = toRgb(parsed);
  const inRange = (x: number | undefined) => x !== undefined && x >= 0 && x <= 1;
  const valid =
    [rgb.r, rgb.g, rgb.b].every(inRange) && (rgb.alpha === undefined || inRange(rgb.alpha));
  return valid ? rgb : undefined;
}

const WHITE: Colour = { mode: 'rgb', r: 1, g: 1, b: 1 };

/** WCAG 2 contrast ratio (1..21) of a foreground on a background (a translucent background sits on white). */
export function contrastRatio(foreground: Colour, background: Colour): number {
  const bg = blend([WHITE, background]);
  return wcagContrast(blend([bg, foreground]), bg);
}

/** CSS color-mix(in srgb, a weight, b), as #rrggbb (weight 0..1 of `a`). */
export function mixInSrgb(a: Colour, b: Colour, weight: number): string {
  return formatHex(interpolate([b, a], 'rgb')(weight));
}
