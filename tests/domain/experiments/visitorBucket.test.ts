// The visitor's A/B bucket (domain/experiments): the cookie's value is read only when it is a
// bucket 0 to 99 written plainly; a new one is drawn from 0 to 99.
import { describe, expect, it } from 'vitest';
import { newVisitorBucket, parseVisitorBucket } from '../../../domain/experiments';

describe('the visitor bucket', () => {
  it('reads the buckets 0 to 99', () => {
    expect(parseVisitorBucket('0')).toBe(0);
    expect(parseVisitorBucket('7')).toBe(7);
    expect(parseVisitorBucket('99')).toBe(99);
  });

  it('reads nothing else: missing, out of range, padded, signed, fractional or not a number', () => {
    for (const raw of [undefined, '', '100', '-1', '07', '+7', '7.0', '1e1', ' 7', 'abc', 7]) {
      expect(parseVisitorBucket(raw)).toBeNull();
    }
  });

  it('draws a new bucket from 0 to 99', () => {
    expect(newVisitorBucket(() => 0)).toBe(0);
    expect(newVisitorBucket(() => 0.5)).toBe(50);
    expect(newVisitorBucket(() => 0.999999)).toBe(99);
    expect(newVisitorBucket(() => 1)).toBe(99);
  });
});
