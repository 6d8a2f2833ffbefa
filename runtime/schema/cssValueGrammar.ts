// The safe value grammar of brand book entries: each allowed property has a kind, and a value
// passes only when it is exactly a value of that kind. Pure.
import { isCssColour } from './cssColour.ts';

export type CssValueKind = 'colour' | 'length' | 'number' | 'fontFamily' | 'shadow';

const LENGTH = /^(?:0|(?:\d+\.?\d*|\.\d+)(?:px|em|rem|%|vh|vw))$/;
const SIGNED_LENGTH = /^(?:[+-]?0|[+-]?(?:\d+\.?\d*|\.\d+)(?:px|em|rem))$/;
const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;
const QUOTED_FAMILY = /^(['"])[A-Za-z0-9 -]+\1$/;
const UNQUOTED_FAMILY = /^[A-Za-z][A-Za-z0-9-]*(?: [A-Za-z][A-Za-z0-9-]*)*$/;

/** A font family list must end with one of these so text always has a font. */
export const GENERIC_FONT_FAMILIES = [
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
] as const;

export const KIND_DESCRIPTIONS: Readonly<Record<CssValueKind, string>> = {
  colour: 'a colour (#hex, rgb(), rgba(), hsl(), hsla() or a colour name)',
  length: 'a non-negative length (0 or a number with px, em, rem, %, vh or vw)',
  number: 'a non-negative number',
  fontFamily: `a font family list ending with a generic family (${GENERIC_FONT_FAMILIES.join(', ')})`,
  shadow: 'a shadow: none, or [inset] 2 to 4 lengths and an optional colour',
};

export function matchesKind(value: string, kind: CssValueKind): boolean {
  switch (kind) {
    case 'colour':
      return isCssColour(value);
    case 'length':
      return LENGTH.test(value);
    case 'number':
      return NUMBER.test(value);
    case 'fontFamily':
      return isFontFamilyList(value);
    case 'shadow':
      return isShadow(value);
  }
}

function isFontFamilyList(value: string): boolean {
  const families = value.split(',').map((f) => f.trim());
  const last = families[families.length - 1]!;
  return (
    families.every((f) => QUOTED_FAMILY.test(f) || UNQUOTED_FAMILY.test(f)) &&
    (GENERIC_FONT_FAMILIES as readonly string[]).includes(last)
  );
}

function isShadow(value: string): boolean {
  if (value === 'none') return true;
  const tokens = splitOutsideParentheses(value);
  if (tokens[0] === 'inset') tokens.shift();
  const lengths = tokens.filter((t) => SIGNED_LENGTH.test(t));
  const rest = tokens.slice(lengths.length);
  const lengthsFirst = tokens.slice(0, lengths.length).every((t) => SIGNED_LENGTH.test(t));
  return (
    lengthsFirst &&
    lengths.length >= 2 &&
    lengths.length <= 4 &&
    (rest.length === 0 || (rest.length === 1 && isCssColour(rest[0]!)))
  );
}

/** Splits on whitespace that is not inside parentheses, e.g. '0 2px rgba(0, 0, 0, 0.2)'. */
export function splitOutsideParentheses(value: string): string[] {
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else current += ch;
  }
  if (current) tokens.push(current);
  return tokens;
}

/** SPEC section 9: brand css px are converted to em by dividing by 16 ('0 2px 4px' -> '0 0.125em 0.25em'). */
export function pxToEm(value: string): string {
  return value.replace(/([+-]?(?:\d+\.?\d*|\.\d+))px\b/g, (_, n: string) => {
    const em = Number((Number(n) / 16).toFixed(6));
    return `${em}em`;
  });
}
