// Parses the CSS colour forms a brand book may use (#hex, rgb(), rgba(), hsl(), hsla(), named)
// into RGBA, and measures WCAG 2 contrast. Pure.
import { CSS_NAMED_COLOURS } from './cssNamedColours.ts';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const COMPONENT = `(${NUMBER})(%?)`;
const SEP = String.raw`\s*(?:,\s*|\s+)`;
const ALPHA = String.raw`(?:\s*[,/]\s*(${NUMBER})(%?))?`;
const RGB = new RegExp(
  String.raw`^rgba?\(\s*${COMPONENT}${SEP}${COMPONENT}${SEP}${COMPONENT}${ALPHA}\s*\)$`,
  'i',
);
const HSL = new RegExp(
  String.raw`^hsla?\(\s*(${NUMBER})(?:deg)?${SEP}(${NUMBER})%${SEP}(${NUMBER})%${ALPHA}\s*\)$`,
  'i',
);
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Keywords that are colours but have no fixed RGB value (no contrast check possible). */
const COLOUR_KEYWORDS = new Set(['transparent', 'currentcolor']);

export function isCssColour(value: string): boolean {
  return parseCssColour(value) !== undefined || COLOUR_KEYWORDS.has(value.toLowerCase());
}

/** RGBA of a colour, or undefined when the value is not a colour with a fixed value. */
export function parseCssColour(value: string): Rgba | undefined {
  const v = value.trim();
  const hex = HEX.exec(v)?.[1];
  if (hex !== undefined) return parseHex(hex);
  const named = CSS_NAMED_COLOURS[v.toLowerCase()];
  if (named !== undefined) return parseHex(named);
  const rgb = RGB.exec(v);
  if (rgb) {
    const [r, g, b] = [1, 3, 5].map((i) => channel(Number(rgb[i]), rgb[i + 1] === '%'));
    return valid({ r: r!, g: g!, b: b!, a: alpha(rgb[7], rgb[8]) });
  }
  const hsl = HSL.exec(v);
  if (hsl) {
    const [h, s, l] = [Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100];
    if (s < 0 || s > 1 || l < 0 || l > 1) return undefined;
    return valid({ ...hslToRgb(h, s, l), a: alpha(hsl[4], hsl[5]) });
  }
  return undefined;
}

function parseHex(hex: string): Rgba {
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
}

function channel(n: number, percent: boolean): number {
  return percent ? (n / 100) * 255 : n;
}

function alpha(raw: string | undefined, percent: string | undefined): number {
  if (raw === undefined) return 1;
  return percent === '%' ? Number(raw) / 100 : Number(raw);
}

function valid(c: Rgba): Rgba | undefined {
  const inRange = [c.r, c.g, c.b].every((x) => x >= 0 && x <= 255) && c.a >= 0 && c.a <= 1;
  return inRange ? c : undefined;
}

function hslToRgb(h: number, s: number, l: number): { r: number; g: number; b: number } {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

/** Paints `top` over `bottom` (alpha compositing), giving an opaque colour. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance(c: Rgba): number {
  const lin = (x: number) => {
    const s = x / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG 2 contrast ratio (1..21) of a foreground on a background (a translucent background sits on white). */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg = over(background, WHITE);
  const fg = over(foreground, bg);
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
