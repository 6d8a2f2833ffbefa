// Reads that many requests make at once, sent as one statement: the keys asked for during one
// turn of the event loop are read together when the turn ends (setImmediate), in statements of
// at most `maxKeys` keys. Under load a turn carries several requests (the server reads every
// socket that is ready before the next turn), so the database parses, plans and answers one
// statement for all of them instead of one each; alone, a request waits for nothing but the end
// of its own turn. Nothing is kept between turns: every answer is read after its request arrived,
// as fresh as a statement of its own would have been. A key asked for twice in a turn is read once.

export interface CoalescedReads<K, V> {
  /** The value for `key`, read with the other keys asked for in this turn of the event loop. */
  read(key: K): Promise<V>;
}

interface Waiter<V> {
  resolve(value: V): void;
  reject(error: unknown): void;
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
  let waiting = new Map<K, Waiter<V>[]>();
  let scheduled = false;

  function settle(batch: Map<K, Waiter<V>[]>): void {
    let loaded: Promise<Map<K, V>>;
    try {
      loaded = load([...batch.keys()]);
    } catch (error) {
      // Thrown before a statement went out (a closed database): this batch fails, not the process.
      loaded = Promise.reject(error);
    }
    loaded.then(
      (values) => {
        for (const [key, waiters] of batch) {
          const value = values.has(key) ? values.get(key)! : missing(key);
          for (const waiter of waiters) waiter.resolve(value);
        }
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  function flush(): void {
    scheduled = false;
    const turn = waiting;
    waiting = new Map();
    let batch = new Map<K, Waiter<V>[]>();
    for (const [key, waiters] of turn) {
      batch.set(key, waiters);
      if (batch.size === maxKeys) {
        settle(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) settle(batch);
  }

  return {
    read(key) {
      return new Promise<V>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
