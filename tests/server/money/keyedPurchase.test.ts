// The one idempotent purchase path (server/money/keyedPurchase.ts): the body hash stays the one
// stored answers were keyed with, and a stored answer is replayed only to the same body. The
// purchases through it (coupons, toto, lotto) are tested with their races in their own suites.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerFromStore, hashBody } from '../../../server/money/keyedPurchase';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('hashBody', () => {
  it('hashes the body with its keys sorted at every depth and undefined members left out', () => {
    const body = { stake: 10, bets: [{ id: 2, coef: 1.5, note: undefined }], accountId: 7 };
    expect(hashBody(body)).toBe(sha256('{"accountId":7,"bets":[{"coef":1.5,"id":2}],"stake":10}'));
  });

  it('gives one hash to one body whatever the order of its keys, another to another body', () => {
    expect(hashBody({ a: 1, b: [1, 2] })).toBe(hashBody({ b: [1, 2], a: 1 }));
    expect(hashBody({ a: 1, b: [1, 2] })).not.toBe(hashBody({ a: 1, b: [2, 1] }));
    expect(hashBody({ a: '1' })).not.toBe(hashBody({ a: 1 }));
  });
});

describe('answerFromStore', () => {
  const stored = { requestHash: hashBody({ stake: 5 }), response: { ticket: 41 } };

  it('answers the same body again with the stored answer, marked as a replay', () => {
    expect(answerFromStore(stored, hashBody({ stake: 5 }))).toEqual({
      kind: 'answered',
      response: { ticket: 41 },
      replayed: true,
    });
  });

  it('refuses the key for another body', () => {
    expect(answerFromStore(stored, hashBody({ stake: 6 }))).toEqual({ kind: 'key_reused' });
  });
});
