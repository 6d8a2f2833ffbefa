// The PostgreSQL pool: a request that finds every connection busy waits its turn for longer than
// the connect timeout (a full pool is not an outage); opening a connection keeps its own timeout.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, POOL_WAIT_MS } from '../../../server/db/createDatabase';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const postgres = databaseBackends('one').find((backend) => backend.name === 'postgres');

describe.skipIf(!postgres)('the PostgreSQL pool (skipped: DATABASE_URL is not set)', () => {
  it('lets a request wait for a busy connection past the connect timeout', async () => {
    const { database, drop } = await postgres!.open();
    try {
      const max = database.poolStats!().max;
      // Every connection busy for longer than the connect timeout.
      const holdSeconds = CONNECT_TIMEOUT_MS / 1000 + 1;
      const holders = Array.from({ length: max }, () =>
        sql`select pg_sleep(${holdSeconds})`.execute(database.db),
      );
      await expect
        .poll(() => database.poolStats!().idle === 0 && database.poolStats!().total === max)
        .toBe(true);
      const waited = sql<{ one: number }>`select 1 as one`.execute(database.db);
      await expect.poll(() => database.poolStats!().waiting).toBe(1);
      // It is answered once a holder is done, not refused when CONNECT_TIMEOUT_MS has passed.
      expect((await waited).rows).toEqual([{ one: 1 }]);
      await Promise.all(holders);
      expect(POOL_WAIT_MS).toBeGreaterThan(CONNECT_TIMEOUT_MS);
    } finally {
      await drop();
    }
  }, 60_000);
});
