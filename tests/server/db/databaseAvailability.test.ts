// Which errors mean "the database is away" (a 503 and a probe) rather than "this statement is
// wrong" (a 500 or a refusal), and the probe that decides when it is back.
import { describe, expect, it } from 'vitest';
import {
  DatabaseAvailability,
  isDatabaseUnavailable,
} from '../../../server/db/databaseAvailability';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['an ended connection (pg_terminate_backend)', withCode('57P01')],
    ['a server starting or stopping', withCode('57P03')],
    ['a refused socket', withCode('ECONNREFUSED')],
    ['a connection exception', withCode('08006')],
    ['a connection ended in the middle', new Error('Connection terminated unexpectedly')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a connect that timed out', new Error('timeout exceeded when trying to connect')],
    [
      'a database refusing connections (ALLOW_CONNECTIONS false)',
      withCode('55000', 'database "x" is not currently accepting connections'),
    ],
    ['a cause of the error', new Error('query failed', { cause: withCode('57P01') })],
    [
      'one of several (both address families refused)',
      new AggregateError([withCode('ECONNREFUSED')]),
    ],
  ])('says yes to %s', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['another 55000 (a lock not available)', withCode('55P03', 'could not obtain lock')],
    ['a refusal of the application', new Error('insufficient funds')],
    ['not an error', 'Connection terminated'],
  ])('says no to %s', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('DatabaseAvailability', () => {
  it('stays available when the probe after a suspicion answers', async () => {
    let probes = 0;
    const availability = new DatabaseAvailability({ probe: async () => void (probes += 1) });
    const changes: boolean[] = [];
    availability.onChange((available) => changes.push(available));
    expect(await availability.check()).toBe(true);
    availability.suspect();
    expect(await availability.check()).toBe(true);
    expect(availability.available).toBe(true);
    expect(changes).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(2);
    availability.close();
  });

  it('is away while probes fail, probes again by itself, and is back at the first answer', async () => {
    let up = false;
    let probes = 0;
    const availability = new DatabaseAvailability({
      probe: async () => {
        probes += 1;
        if (!up) throw withCode('ECONNREFUSED');
      },
      probeEveryMs: 5,
    });
    const changes: boolean[] = [];
    const back = new Promise<void>((resolve) =>
      availability.onChange((available) => {
        changes.push(available);
        if (available) resolve();
      }),
    );
    expect(await availability.check()).toBe(false);
    expect(availability.available).toBe(false);
    const probesWhileAway = probes;
    await waitFor(() => probes >= probesWhileAway + 3, 'three more probes while away');
    up = true;
    await back;
    expect(availability.available).toBe(true);
    expect(changes).toEqual([false, true]);
    availability.close();
  });

  it('counts a probe that does not answer in time as failed', async () => {
    const availability = new DatabaseAvailability({
      probe: () => new Promise<void>(() => undefined),
      probeTimeoutMs: 20,
      probeEveryMs: 60_000,
    });
    expect(await availability.check()).toBe(false);
    availability.close();
  });
});

async function waitFor(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
