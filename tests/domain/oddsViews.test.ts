import { describe, expect, it } from 'vitest';
import {
  COEF_VIEWS,
  allowedCoefViewIds,
  coefViewById,
  constrainCoefViewId,
  isCoefViewAllowed,
  isCoefViewId,
} from '../../domain/odds';

describe('coefficient view ids (SPEC section 9)', () => {
  it('has exactly the ids 0, 1, 2, 4, 5, 6, 14, 15, 16', () => {
    expect(COEF_VIEWS.map((v) => v.id)).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    expect(isCoefViewId(3)).toBe(false);
    expect(isCoefViewId('0')).toBe(false);
  });

  it('maps 4/5/6 and 14/15/16 to Hong Kong, Indonesian and Malay', () => {
    expect([4, 5, 6].map((id) => coefViewById(id)?.format)).toEqual([
      'hongKong',
      'indonesian',
      'malay',
    ]);
    expect([14, 15, 16].map((id) => coefViewById(id)?.format)).toEqual([
      'hongKong',
      'indonesian',
      'malay',
    ]);
  });
});

describe('allowed coefficient views (SPEC section 5)', () => {
  it('offers decimal in both view types and the rest in one each', () => {
    expect(allowedCoefViewIds(0)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(allowedCoefViewIds(1)).toEqual([0, 14, 15, 16]);
  });

  it('narrows by the brand list, and keeps decimal when the list leaves nothing', () => {
    expect(allowedCoefViewIds(0, [0, 1, 16])).toEqual([0, 1]);
    expect(allowedCoefViewIds(1, [1, 2])).toEqual([0]);
  });

  it('keeps an allowed id', () => {
    expect(constrainCoefViewId(1, 0)).toBe(1);
    expect(constrainCoefViewId(15, 1)).toBe(15);
  });

  it('moves a format to its counterpart when the view type changes', () => {
    expect(constrainCoefViewId(4, 1)).toBe(14);
    expect(constrainCoefViewId(16, 0)).toBe(6);
  });

  it('falls back to decimal for ids of another view type without counterpart, or unknown', () => {
    expect(constrainCoefViewId(1, 1)).toBe(0);
    expect(constrainCoefViewId(2, 1)).toBe(0);
    expect(constrainCoefViewId(3, 0)).toBe(0);
    expect(constrainCoefViewId('x', 0)).toBe(0);
  });

  it('respects the brand list when constraining', () => {
    expect(constrainCoefViewId(1, 0, [0, 2])).toBe(0);
    expect(constrainCoefViewId(4, 1, [0, 15])).toBe(0);
    expect(constrainCoefViewId(5, 1, [15, 16])).toBe(15);
    expect(constrainCoefViewId(6, 1, [15])).toBe(15);
  });
});

describe("the brand's coefficient views (site config coefViewIds, SPEC section 5)", () => {
  it('allows a known view the brand lists, or any known view when it lists none', () => {
    expect(isCoefViewAllowed(2, [0, 1, 2])).toBe(true);
    expect(isCoefViewAllowed(14, undefined)).toBe(true);
    expect(isCoefViewAllowed(14, [])).toBe(true);
  });

  it('refuses a view the brand does not list, and an id that is no view', () => {
    expect(isCoefViewAllowed(14, [0, 1, 2])).toBe(false);
    expect(isCoefViewAllowed(3, undefined)).toBe(false);
    expect(isCoefViewAllowed('0', undefined)).toBe(false);
  });
});
