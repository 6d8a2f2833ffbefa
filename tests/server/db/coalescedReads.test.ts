// coalescedReads: the keys asked for in one turn of the event loop are loaded together, each
// request answered its own value; batches are bounded, a failure stays in its batch, and nothing
// is remembered from one turn to the next.
import { describe, expect, it } from 'vitest';
import { coalescedReads } from '../../../server/db/coalescedReads';

/** A store whose loads are recorded; `failOn` makes a batch holding that key fail. */
function recordingStore(values: Map<string, number>, failOn?: string) {
  const loads: string[][] = [];
  const reads = coalescedReads<string, number | 'missing'>({
    load: async (keys) => {
      loads.push(keys);
      if (failOn !== undefined && keys.includes(failOn)) throw new Error(`load of ${failOn}`);
      return new Map(keys.filter((k) => values.has(k)).map((k) => [k, values.get(k)!]));
    },
    missing: () => 'missing',
    maxKeys: 3,
  });
  return { loads, reads };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedReads', () => {
  it('loads the keys of one turn together and answers each its own value', async () => {
    const { loads, reads } = recordingStore(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
    const answers = await Promise.all([reads.read('a'), reads.read('b'), reads.read('x')]);
    expect(answers).toEqual([1, 2, 'missing']);
    expect(loads).toEqual([['a', 'b', 'x']]);
  });

  it('reads a key asked for twice in a turn once, and answers both', async () => {
    const { loads, reads } = recordingStore(new Map([['a', 1]]));
    expect(await Promise.all([reads.read('a'), reads.read('a')])).toEqual([1, 1]);
    expect(loads).toEqual([['a']]);
  });

  it('splits a turn into batches of at most maxKeys', async () => {
    const values = new Map(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k, i) => [k, i]));
    const { loads, reads } = recordingStore(values);
    const answers = await Promise.all([...values.keys()].map((k) => reads.read(k)));
    expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(loads).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
  });

  it('fails only the requests of the batch whose load failed', async () => {
    const values = new Map(['a', 'b', 'c', 'd'].map((k, i) => [k, i]));
    const { reads } = recordingStore(values, 'b');
    const settled = await Promise.allSettled(['a', 'b', 'c', 'd'].map((k) => reads.read(k)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected', 'fulfilled']);
    expect((settled[0] as PromiseRejectedResult).reason).toEqual(new Error('load of b'));
    expect((settled[3] as PromiseFulfilledResult<number>).value).toBe(3);
  });

  it('fails the batch, not the process, when the load throws before it starts', async () => {
    const closed = new Error('the database is closed');
    const reads = coalescedReads<string, number>({
      load: () => {
        throw closed;
      },
      missing: () => 0,
      maxKeys: 3,
    });
    await expect(Promise.all([reads.read('a'), reads.read('b')])).rejects.toBe(closed);
    // The next turn's batch loads again (and fails on its own).
    await expect(reads.read('c')).rejects.toBe(closed);
  });

  it('loads again in a later turn: nothing is kept between turns', async () => {
    const values = new Map([['a', 1]]);
    const { loads, reads } = recordingStore(values);
    expect(await reads.read('a')).toBe(1);
    values.set('a', 2);
    await nextTurn();
    expect(await reads.read('a')).toBe(2);
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('keeps a request made while a batch loads for the next batch', async () => {
    const values = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    const { loads, reads } = recordingStore(values);
    const first = reads.read('a');
    await nextTurn(); // the first batch is loading
    const second = reads.read('b');
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(loads).toEqual([['a'], ['b']]);
  });
});
