// Reads that many requests make at once, sent as one statement (DataLoader): the keys asked for
// during one turn of the event loop are read together when the turn ends (setImmediate), in
// statements of at most `maxKeys` keys. Under load a turn carries several requests (the server
// reads every socket that is ready before the next turn), so the database parses, plans and
// answers one statement for all of them instead of one each; alone, a request waits for nothing
// but the end of its own turn. Nothing is kept between turns (DataLoader's cache is off): every
// answer is read after its request arrived, as fresh as a statement of its own would have been.
// A key asked for twice in a turn is read once.
import DataLoader from 'dataloader';

export interface CoalescedReads<K, V> {
  /** The value for `key`, read with the other keys asked for in this turn of the event loop. */
  read(key: K): Promise<V>;
}

/**
 * `load` reads a batch of distinct keys and answers a value for each (a key missing from its map
 * gets `missing(key)`); when it fails, every request of that batch fails with its error, and the
 * other batches are unaffected.
 */
export function coalescedReads<K, V>(options: {
  load: (keys: K[]) => Promise<Map<K, V>>;
  missing: (key: K) => V;
  maxKeys: number;
}): CoalescedReads<K, V> {
  const { load, missing, maxKeys } = options;
  // async: a load that throws before its statement goes out (a closed database) rejects this
  // batch with its own error rather than throwing into DataLoader's scheduler.
  const loadBatch = async (keys: readonly K[]): Promise<V[]> => {
    const values = await load([...new Set(keys)]);
    return keys.map((key) => (values.has(key) ? values.get(key)! : missing(key)));
  };
  const loader = new DataLoader<K, V>(loadBatch, {
    cache: false,
    maxBatchSize: maxKeys,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
  return { read: (key) => loader.load(key) };
}
