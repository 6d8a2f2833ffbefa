// The server closes its parts before the database they use: Fastify runs onClose hooks
// last-registered first, so the database's own close (npm start's `afterClose`) must run after
// every hook a part adds, however late the part was installed. A part still finishing its work
// when the process stops (the sandbox's callback delivery, a sweep) found the database destroyed
// ("driver has already been destroyed") when the close was added after the parts.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(() => removeTempDirs());

describe.each(databaseBackends())('a server closing ($name)', (backend) => {
  it('closes the database after every part, the parts installed last included', async () => {
    const { database, drop } = await backend.open();
    const steps: string[] = [];
    let databaseOpen = true;
    const app = await buildTestServer({
      database,
      afterClose: async () => {
        steps.push('database closed');
        databaseOpen = false;
      },
    });
    // A part installed after the server was built, finishing a query while it closes.
    app.addHook('onClose', async () => {
      expect(databaseOpen).toBe(true);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      steps.push(`late part queried: ${rows[0]?.one}`);
    });
    await app.ready();
    await app.close();
    expect(steps).toEqual(['late part queried: 1', 'database closed']);
    await drop();
  });
});
