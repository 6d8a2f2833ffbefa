import { describe, expect, it } from 'vitest';
import { conversionStatus, convertedAmount, scaledRate } from '../../domain/conversion/conversion';

describe('account conversion rules (SPEC section 4)', () => {
  it('converts at legacy units per target unit, rounding half up', () => {
    expect(convertedAmount(75_345, 7.5345, 2, 2)).toBe(10_000);
    expect(convertedAmount(10_000, 7.5345, 2, 2)).toBe(1327);
    expect(convertedAmount(3, 7.5345, 2, 2)).toBe(0);
    expect(convertedAmount(4, 7.5345, 2, 2)).toBe(1);
    expect(convertedAmount(0, 7.5345, 2, 2)).toBe(0);
  });

  it('handles currencies with different minor units', () => {
    expect(convertedAmount(100, 1, 2, 0)).toBe(1); // 1.00 -> 1 JPY
    expect(convertedAmount(150, 1, 2, 3)).toBe(1500);
  });

  it('refuses non-positive rates and bad amounts', () => {
    expect(scaledRate(0)).toBeNull();
    expect(scaledRate(-1)).toBeNull();
    expect(scaledRate(Number.NaN)).toBeNull();
    expect(() => convertedAmount(-1, 2, 2, 2)).toThrow();
    expect(() => convertedAmount(1.5, 2, 2, 2)).toThrow();
  });

  it('statuses: 1 main account, 2 additional account, 0 nothing to convert', () => {
    expect(conversionStatus([])).toBe(0);
    expect(conversionStatus([{ type: 0, balance: 0, converted: false }])).toBe(1);
    expect(conversionStatus([{ type: 9, balance: 5, converted: false }])).toBe(2);
    expect(
      conversionStatus([
        { type: 9, balance: 5, converted: false },
        { type: 0, balance: 0, converted: false },
      ]),
    ).toBe(1);
    expect(conversionStatus([{ type: 0, balance: 0, converted: true }])).toBe(0);
    expect(conversionStatus([{ type: 0, balance: 10, converted: true }])).toBe(1);
  });
});
