import { describe, expect, it } from 'vitest';
import { transferTargetBrand } from '../../../domain/userTransfer/userTransfer';

const brands = ['aurora', 'nord'];

describe('transferTargetBrand (SPEC section 6: who needs an office transfer)', () => {
  it('an account never moved needs none', () => {
    expect(transferTargetBrand({ accountBrand: null, currentBrand: 'aurora', brands })).toBeNull();
  });
  it('an account on the brand it belongs to needs none', () => {
    expect(transferTargetBrand({ accountBrand: 'nord', currentBrand: 'nord', brands })).toBeNull();
  });
  it('an account on another brand than its own needs a transfer to its own', () => {
    expect(transferTargetBrand({ accountBrand: 'nord', currentBrand: 'aurora', brands })).toBe(
      'nord',
    );
  });
  it('a brand the platform does not have is no target', () => {
    expect(
      transferTargetBrand({ accountBrand: 'gone', currentBrand: 'aurora', brands }),
    ).toBeNull();
  });
});
