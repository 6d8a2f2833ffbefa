import { describe, expect, it } from 'vitest';
import { minorUnitsToDecimal } from '../../domain/money/amounts';
import {
  findCurrency,
  isSupportedCurrency,
  SUPPORTED_CURRENCIES,
} from '../../domain/money/currencies';
import { paymentAmountProblem, paymentLimits } from '../../domain/money/paymentLimits';
import { nextPaymentStatus } from '../../domain/money/paymentStatus';
import { postingsProblem } from '../../domain/money/postings';

describe('currencies', () => {
  it('knows the ISO 4217 numeric ids of the contract, with their minor units', () => {
    expect(findCurrency(643)).toEqual({ id: 643, iso: 'RUB', symbol: '₽', minorUnitDigits: 2 });
    expect(findCurrency(840)?.iso).toBe('USD');
    expect(findCurrency(978)?.iso).toBe('EUR');
    expect(findCurrency(398)?.iso).toBe('KZT');
    expect(findCurrency(980)?.iso).toBe('UAH');
    expect(findCurrency(392)?.minorUnitDigits).toBe(0);
    expect(isSupportedCurrency(999)).toBe(false);
  });

  it('has unique ids and codes', () => {
    expect(new Set(SUPPORTED_CURRENCIES.map((c) => c.id)).size).toBe(SUPPORTED_CURRENCIES.length);
    expect(new Set(SUPPORTED_CURRENCIES.map((c) => c.iso)).size).toBe(SUPPORTED_CURRENCIES.length);
  });
});

describe('postings', () => {
  const p = (currencyId: number, amount: number) => ({ currencyId, amount });

  it('accepts postings that sum to zero in each currency', () => {
    expect(postingsProblem([p(643, -500), p(643, 200), p(643, 300)])).toBeNull();
    expect(postingsProblem([p(643, -500), p(643, 500), p(840, 7), p(840, -7)])).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(postingsProblem([p(643, 5)])).toBe('a transaction needs at least two postings');
    expect(postingsProblem([p(643, -5), p(643, 4)])).toBe(
      'postings in currency 643 sum to -1, not 0',
    );
    // Balanced in total but not per currency.
    expect(postingsProblem([p(643, -5), p(840, 5)])).toBe(
      'postings in currency 643 sum to -5, not 0',
    );
    expect(postingsProblem([p(643, 0), p(643, 0)])).toMatch(/not a non-zero integer/);
    expect(postingsProblem([p(643, 0.1), p(643, -0.1)])).toMatch(/not a non-zero integer/);
    expect(postingsProblem([p(643, 2 ** 53), p(643, -(2 ** 53))])).toMatch(
      /not a non-zero integer/,
    );
  });
});

describe('payment status', () => {
  it('moves forward only: a final state never changes', () => {
    expect(nextPaymentStatus('created', 'pending')).toBe('pending');
    expect(nextPaymentStatus('created', 'success')).toBe('success');
    expect(nextPaymentStatus('pending', 'fail')).toBe('fail');
    expect(nextPaymentStatus('pending', 'pending')).toBeNull();
    for (const final of ['success', 'fail', 'cancel'] as const) {
      for (const outcome of ['pending', 'success', 'fail', 'cancel'] as const) {
        expect(nextPaymentStatus(final, outcome)).toBeNull();
      }
    }
  });
});

describe('amounts and limits', () => {
  it('formats minor units with integer arithmetic', () => {
    expect(minorUnitsToDecimal(123_456, 2)).toBe('1234.56');
    expect(minorUnitsToDecimal(5, 2)).toBe('0.05');
    expect(minorUnitsToDecimal(-7, 2)).toBe('-0.07');
    expect(minorUnitsToDecimal(1500, 0)).toBe('1500');
    expect(minorUnitsToDecimal(1_234, 3)).toBe('1.234');
    expect(() => minorUnitsToDecimal(0.5, 2)).toThrow(RangeError);
  });

  it('scales the per-currency bounds by the minor unit', () => {
    expect(paymentLimits(643)).toEqual({ min: 10_000, max: 100_000_000 });
    expect(paymentLimits(392)).toEqual({ min: 150, max: 3_000_000 });
    expect(paymentLimits(414)).toEqual({ min: 1_000, max: 6_000_000 });
    // Unknown currency: the RUB bounds (SPEC section 5 fallback to RUB).
    expect(paymentLimits(1)).toEqual(paymentLimits(643));
  });

  it('names the problem with an amount', () => {
    expect(paymentAmountProblem(10_000, 643)).toBeNull();
    expect(paymentAmountProblem(9_999, 643)).toBe('amount must be at least 10000 minor units');
    expect(paymentAmountProblem(100_000_001, 643)).toBe(
      'amount must be at most 100000000 minor units',
    );
    expect(paymentAmountProblem(10_000.5, 643)).toBe(
      'amount must be a positive integer of minor units',
    );
    expect(paymentAmountProblem(-10_000, 643)).toBe(
      'amount must be a positive integer of minor units',
    );
  });
});
