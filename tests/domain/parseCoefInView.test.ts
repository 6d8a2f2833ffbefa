// parseCoefInView reads a coefficient back from its text in a coefficient view (SPEC section 3
// coefByView): every view's text of a price reads back to a price that shows the same text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COEF_VIEWS, formatCoef, isCoefTextOfView, parseCoefInView } from '../../domain/odds';

describe('parseCoefInView', () => {
  it('reads each view of a price back to a price showing the same text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 100_000 }),
        fc.constantFrom(...COEF_VIEWS.map((v) => v.id)),
        (hundredths, viewId) => {
          const text = formatCoef(hundredths / 100, viewId);
          expect(isCoefTextOfView(text, viewId)).toBe(true);
          const read = parseCoefInView(text, viewId);
          // Malay rounds a price far above 2 to zero: a text with no price behind it.
          if (Number(text) === 0) return;
          expect(read).toBeDefined();
          expect(formatCoef(read!, viewId)).toBe(text);
        },
      ),
    );
  });

  it.each([
    ['2.50', 0, 2.5],
    [' 3/2 ', 1, 2.5],
    ['+150', 2, 2.5],
    ['-200', 2, 1.5],
    ['1.50', 4, 2.5],
    ['-2.00', 5, 1.5],
    ['-0.667', 16, 2.5],
  ])('reads %j in view %i as %f', (text, viewId, decimal) => {
    expect(parseCoefInView(text, viewId)).toBeCloseTo(decimal, 2);
  });

  it.each([
    ['abc', 0],
    ['3/2', 0],
    ['2.50', 1],
    ['+50', 2],
    ['0.50', 0],
    ['-0.5', 5],
    ['2', 6],
    ['2.50', 3],
    ['', 0],
    ['0.00', 6],
  ])('reads no price from %j in view %i', (text, viewId) => {
    expect(parseCoefInView(text, viewId)).toBeUndefined();
  });
});
