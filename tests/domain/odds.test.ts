import { describe, expect, it } from 'vitest';
import {
  FRACTIONAL_LADDER,
  americanToDecimal,
  decimalToAmerican,
  decimalToFraction,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalay,
  formatCoef,
  fractionToDecimal,
  hongKongToDecimal,
  indonesianToDecimal,
  malayToDecimal,
  parseFraction,
  roundTo,
} from '../../domain/odds';

const fraction = (decimal: number) => {
  const f = decimalToFraction(decimal);
  return `${f.numerator}/${f.denominator}`;
};

/** Every 2-decimal price from 1.01 to 20.00, then a few long ones. */
const PRICES = [
  ...Array.from({ length: 1900 }, (_, i) => roundTo(1.01 + i / 100, 2)),
  25,
  34,
  51,
  101,
];

describe('known conversions (SPEC section 9 coefficient display)', () => {
  it('converts 2.50', () => {
    expect(fraction(2.5)).toBe('3/2');
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(formatCoef(2.5, 2)).toBe('+150');
    expect(formatCoef(2.5, 4)).toBe('1.50');
    expect(formatCoef(2.5, 5)).toBe('1.50');
    expect(formatCoef(2.5, 6)).toBe('-0.67');
    expect(formatCoef(2.5, 16)).toBe('-0.667');
  });

  it('converts 1.50', () => {
    expect(fraction(1.5)).toBe('1/2');
    expect(formatCoef(1.5, 2)).toBe('-200');
    expect(formatCoef(1.5, 4)).toBe('0.50');
    expect(formatCoef(1.5, 5)).toBe('-2.00');
    expect(formatCoef(1.5, 6)).toBe('0.50');
  });

  it('converts the even price 2.00 the same way in every format', () => {
    expect(formatCoef(2, 0)).toBe('2.00');
    expect(formatCoef(2, 1)).toBe('1/1');
    expect(formatCoef(2, 2)).toBe('+100');
    expect(formatCoef(2, 4)).toBe('1.00');
    expect(formatCoef(2, 5)).toBe('1.00');
    expect(formatCoef(2, 6)).toBe('1.00');
  });

  it('shows the traditional fraction for rounded prices', () => {
    expect(fraction(1.91)).toBe('10/11');
    expect(fraction(1.83)).toBe('5/6');
    expect(fraction(1.67)).toBe('2/3');
    expect(fraction(1.62)).toBe('8/13');
    expect(fraction(1.33)).toBe('1/3');
    expect(fraction(1.36)).toBe('4/11');
    expect(fraction(1.73)).toBe('8/11');
    expect(fraction(2.38)).toBe('11/8');
    expect(fraction(4.33)).toBe('10/3');
    expect(fraction(11)).toBe('10/1');
  });

  it('falls back to the smallest round denominator', () => {
    expect(fraction(1.95)).toBe('19/20'); // not on the ladder: 20 before 19
    expect(fraction(3.2)).toBe('11/5');
    expect(fraction(12.5)).toBe('23/2');
    expect(fraction(1.01)).toBe('1/100');
    expect(fraction(1.97)).toBe('97/100');
    expect(fraction(1.02)).toBe('1/50');
  });

  it('converts 1.91 to American -110 and Asian formats', () => {
    expect(decimalToAmerican(1.91)).toBe(-110);
    expect(formatCoef(1.91, 4)).toBe('0.91');
    expect(formatCoef(1.91, 5)).toBe('-1.10');
    expect(formatCoef(1.91, 6)).toBe('0.91');
    expect(formatCoef(1.91, 15)).toBe('-1.099');
  });

  it('shows decimal with two digits and unknown view ids as decimal', () => {
    expect(formatCoef(1.5, 0)).toBe('1.50');
    expect(formatCoef(1.005, 0)).toBe('1.01');
    expect(formatCoef(3.456, 0)).toBe('3.46');
    expect(formatCoef(2.5, 3)).toBe('2.50');
    expect(formatCoef(2.5, 99)).toBe('2.50');
  });

  it('shows a dash for a price that is missing or not above 1', () => {
    expect(formatCoef(1, 0)).toBe('-');
    expect(formatCoef(0.5, 1)).toBe('-');
    expect(formatCoef(Number.NaN, 2)).toBe('-');
  });
});

describe('fractional odds', () => {
  it('keeps the ladder in lowest terms and ascending', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (const [n, d] of FRACTIONAL_LADDER) expect(gcd(n, d)).toBe(1);
    const values = FRACTIONAL_LADDER.map(([n, d]) => n / d);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('always picks a fraction that rounds back to the same 2-decimal price', () => {
    for (const price of PRICES) {
      const f = decimalToFraction(price);
      expect(f.denominator).toBeLessThanOrEqual(100);
      expect(roundTo(fractionToDecimal(f), 2), `${price} -> ${f.numerator}/${f.denominator}`).toBe(
        price,
      );
    }
  });

  it('reads fractions typed by people and refuses the rest', () => {
    expect(parseFraction(' 10 / 11 ')).toEqual({ numerator: 10, denominator: 11 });
    expect(parseFraction('0/5')).toBeUndefined();
    expect(parseFraction('3/0')).toBeUndefined();
    expect(parseFraction('1.5')).toBeUndefined();
  });
});

describe('round trips', () => {
  it('American, Hong Kong, Indonesian and Malay give back the decimal price', () => {
    for (const price of PRICES) {
      expect(americanToDecimal(decimalToAmerican(price))).toBeCloseTo(price, 1);
      expect(hongKongToDecimal(decimalToHongKong(price))).toBeCloseTo(price, 10);
      expect(indonesianToDecimal(decimalToIndonesian(price))).toBeCloseTo(price, 10);
      expect(malayToDecimal(decimalToMalay(price))).toBeCloseTo(price, 10);
    }
  });

  it('keeps American odds exact where the price is a whole number of cents on 100', () => {
    for (const american of [100, 110, 150, 250, 1000, -110, -125, -200, -400, -1000]) {
      expect(decimalToAmerican(americanToDecimal(american))).toBe(american);
    }
  });

  it('keeps the sign rules of each format around the even price', () => {
    for (const price of PRICES) {
      expect(decimalToAmerican(price) >= 100 || decimalToAmerican(price) <= -100).toBe(true);
      expect(decimalToAmerican(price) > 0).toBe(price >= 2);
      expect(decimalToIndonesian(price) > 0).toBe(price >= 2);
      expect(decimalToMalay(price) > 0).toBe(price <= 2);
      expect(Math.abs(decimalToMalay(price))).toBeLessThanOrEqual(1);
      expect(Math.abs(decimalToIndonesian(price))).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  });

  it('refuses values outside each format', () => {
    expect(() => americanToDecimal(50)).toThrow(RangeError);
    expect(() => indonesianToDecimal(0.5)).toThrow(RangeError);
    expect(() => malayToDecimal(1.5)).toThrow(RangeError);
  });
});
