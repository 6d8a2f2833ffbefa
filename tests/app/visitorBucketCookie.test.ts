// The client's A/B bucket (app/cookies.ts): the server's cookie is read when it holds a bucket;
// a missing or bad one is replaced by a new bucket written for a year.
import { describe, expect, it } from 'vitest';
import { readVisitorBucket } from '../../app/cookies';

/** A document whose cookie jar keeps name=value pairs, as a browser's does. */
function documentWith(cookies: Record<string, string>) {
  const jar = new Map(Object.entries(cookies));
  const written: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    },
  };
  return { doc: doc as unknown as Document, written };
}

describe('the visitor bucket in the browser', () => {
  it('reads the bucket the server set and writes nothing', () => {
    const { doc, written } = documentWith({ lng: 'ru', ab_bucket: '42' });
    expect(readVisitorBucket(doc, () => 0.9)).toBe(42);
    expect(written).toEqual([]);
  });

  it('replaces a missing or bad bucket with a new one kept for a year', () => {
    const jars: Record<string, string>[] = [
      {},
      { ab_bucket: '100' },
      { ab_bucket: 'x' },
      { ab_bucket: '007' },
    ];
    for (const cookies of jars) {
      const { doc, written } = documentWith(cookies);
      expect(readVisitorBucket(doc, () => 0.25)).toBe(25);
      expect(written).toEqual([`ab_bucket=25; path=/; max-age=${365 * 24 * 3600}; samesite=lax`]);
      expect(readVisitorBucket(doc, () => 0.9)).toBe(25);
    }
  });
});
