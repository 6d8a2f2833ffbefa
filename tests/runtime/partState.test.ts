import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, type PartStatus } from '../../runtime/parts/partState';

const ALLOWED: [PartStatus, PartStatus][] = [
  ['not-existing', 'loading'],
  ['not-existing', 'ready'],
  ['error', 'loading'],
  ['error', 'not-existing'],
  ['loading', 'error'],
  ['loading', 'ready'],
  ['loading', 'not-existing'],
  ['ready', 'not-existing'],
];
const STATES: PartStatus[] = ['not-existing', 'loading', 'ready', 'error'];

describe('remote part states (SPEC section 4)', () => {
  it.each(ALLOWED)('allows %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  const illegal = STATES.flatMap((from) =>
    STATES.map((to) => [from, to] as [PartStatus, PartStatus]),
  ).filter(([from, to]) => !ALLOWED.some(([a, b]) => a === from && b === to));

  it('has exactly the eight allowed changes', () => {
    expect(illegal).toHaveLength(16 - ALLOWED.length);
  });

  it.each(illegal)('refuses %s -> %s with an error naming both', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => assertTransition(from, to)).toThrow(`${from} -> ${to}`);
  });
});
