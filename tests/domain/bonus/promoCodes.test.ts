import { describe, expect, it } from 'vitest';
import {
  normalizePromoCode,
  promoDefinitionProblems,
  promoRefusal,
  type PromoDefinition,
} from '../../../domain/bonus/index';

const promo: PromoDefinition = {
  code: 'WELCOME',
  kind: 'amount',
  amount: 5_000,
  currencyId: 643,
  multiplier: 5,
  expiryDays: 30,
  perCustomerLimit: 1,
  totalLimit: 10,
  validFromMs: 1_000,
  validToMs: 2_000,
};
const fresh = { byCustomer: 0, total: 0, customerCurrencyId: 643 };

describe('promo code rules', () => {
  it('normalizes codes to upper case without spaces around', () => {
    expect(normalizePromoCode('  welcome ')).toBe('WELCOME');
  });

  it('allows a fresh code inside its window', () => {
    expect(promoRefusal(promo, fresh, 1_000)).toBeNull();
    expect(promoRefusal(promo, fresh, 1_999)).toBeNull();
  });

  it('refuses outside the window, used up per customer or overall, another currency', () => {
    expect(promoRefusal(promo, fresh, 999)).toBe('promo_not_started');
    expect(promoRefusal(promo, fresh, 2_000)).toBe('promo_expired');
    expect(promoRefusal(promo, { ...fresh, byCustomer: 1 }, 1_500)).toBe('promo_already_used');
    expect(promoRefusal(promo, { ...fresh, total: 10 }, 1_500)).toBe('promo_limit_reached');
    expect(promoRefusal(promo, { ...fresh, customerCurrencyId: 840 }, 1_500)).toBe(
      'promo_currency_mismatch',
    );
  });

  it('checks a definition', () => {
    expect(promoDefinitionProblems(promo)).toEqual([]);
    expect(promoDefinitionProblems({ ...promo, amount: 0 })[0]?.field).toBe('amount');
    expect(promoDefinitionProblems({ ...promo, kind: 'free_bet' })[0]?.field).toBe('multiplier');
    expect(promoDefinitionProblems({ ...promo, perCustomerLimit: 11 })[0]?.field).toBe(
      'perCustomerLimit',
    );
    expect(promoDefinitionProblems({ ...promo, validToMs: 1_000 })[0]?.field).toBe('validTo');
  });
});
