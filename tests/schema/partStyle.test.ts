import { describe, expect, it } from 'vitest';
import { unsafePartStyleReason } from '../../runtime/schema';

describe('remote part style rule', () => {
  it('accepts plain declarations', () => {
    expect(unsafePartStyleReason('.part-header{display:flex;gap:0.5em;color:#fff}')).toBe(
      undefined,
    );
  });

  it.each([
    ['.a{background:url(x.png)}', 'url('],
    ['.a{width:EXPRESSION(alert(1))}', 'expression'],
    ['@import "x.css";', '@import'],
    ['.a{b:c}</style><script>', '<'],
    ['.a{background:javascript:alert(1)}', 'javascript:'],
    ['.a{background:u\\72l(x)}', '\\'],
    ['.a{behavior:url(x.htc)}', 'url('],
    ['.a{-moz-binding:x}', '-moz-binding'],
  ])('refuses %s, naming %s', (style, fragment) => {
    expect(unsafePartStyleReason(style)).toBe(`style contains '${fragment}', which is not allowed`);
  });
});
