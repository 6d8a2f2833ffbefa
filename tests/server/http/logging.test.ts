// The log never holds what a customer sent: not the SQL's bound parameters, not a database
// error's detail quoting the row, not a request body, even when the database fails mid-request.
import { sql } from 'kysely';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinGameFramePath } from '../../../domain/casino/builtinGames';
import type { AppDatabase } from '../../../server/db/index';
import {
  loggedError,
  RequestLogger,
  requestLoggerFactory,
  safeLoggerOptions,
} from '../../../server/http/logging';
import { TEST_ORIGIN } from '../authHelpers';
import { emailCode } from '../auth/authTestServer';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

describe('loggedError', () => {
  it('keeps type, message, stack, code and causes, and drops parameters, SQL, detail and context', () => {
    const cause = Object.assign(new Error('connection reset'), { params: ['secret-cause'] });
    const err = Object.assign(new Error('insert failed', { cause }), {
      code: '23514',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_check',
      query: 'insert into users (email) values ($1)',
      params: ['secret@example.com'],
      parameters: ['secret@example.com'],
      detail: 'Failing row contains (secret@example.com, scrypt$15$...).',
      where: "unnamed portal parameter $1 = '...'",
      body: { password: 'secret' },
    });
    const logged = loggedError(err);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'insert failed',
      stack: expect.stringContaining('insert failed'),
      code: '23514',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_check',
      cause: { type: 'Error', message: 'connection reset' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/secret|insert into|Failing row|portal/);
  });
});

describe.each(databaseBackends())('the log when the database fails on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({
      database,
      auth: { testInbox: true },
      // Every level, so a request body logged anywhere would show.
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('answers 500 and logs the failure without the password, its hash, the e-mail or the names', async () => {
    // Every new customer row now breaks a constraint: the error carries the row and the SQL.
    await sql`alter table users add constraint refuse_new_rows check (false) not valid`.execute(
      database.db,
    );
    const secrets = {
      email: 'very-private-mail@example.com',
      password: 'Very-Secret-Password-42',
      user_name: 'Privatename',
      user_surname: 'Hiddensurname',
    };
    // The development sender logs the code's message by design; the registration comes after.
    const email_code = await emailCode(app, secrets.email);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'full_reg',
        country_id: 643,
        currency_id: 643,
        user_birthday_date: '1990-01-01',
        email_code,
        ...secrets,
      }),
    });
    await sql`alter table users drop constraint refuse_new_rows`.execute(database.db);

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: 'The server could not answer this request',
      reason: 'server_error',
    });
    const log = lines.join('');
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure?.err).toMatchObject({ message: expect.stringContaining('refuse_new_rows') });
    for (const secret of [...Object.values(secrets), 'scrypt$', 'insert into']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('the request logger (made on the first line written)', () => {
  async function logOf(level: string, factory: boolean): Promise<Record<string, unknown>[]> {
    const lines: string[] = [];
    const app = Fastify({
      logger: safeLoggerOptions({ level, stream: { write: (line: string) => lines.push(line) } }),
      ...(factory ? { childLoggerFactory: requestLoggerFactory } : {}),
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/says', async (request) => {
      request.log.info({ step: 1 }, 'an info line');
      request.log.warn('a warning');
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('it broke');
    });
    for (const url of ['/quiet', '/says', '/fails']) await app.inject({ url });
    await app.close();
    return lines.map((line) => {
      const { time: _time, responseTime: _responseTime, ...rest } = JSON.parse(line);
      return rest;
    });
  }

  it('writes what pino child loggers write, at every level, request ids included', async () => {
    for (const level of ['trace', 'info', 'warn', 'error']) {
      expect(await logOf(level, true), level).toEqual(await logOf(level, false));
    }
  });

  it('at warn, writes the warning and the failure with the request id, and nothing else', async () => {
    const lines = await logOf('warn', true);
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['a warning', 'req-2'],
      ['it broke', 'req-3'],
    ]);
  });

  it('makes no child logger for a request that writes nothing', () => {
    const made: unknown[] = [];
    const parent = {
      level: 'warn',
      isLevelEnabled: (l: string) => ['fatal', 'error', 'warn'].includes(l),
      child: (bindings: unknown) => {
        made.push(bindings);
        return { ...parent, warn: () => undefined };
      },
    } as unknown as FastifyBaseLogger;
    const log = new RequestLogger(parent, { reqId: 'req-1' });
    log.info('not written');
    log.debug('not written');
    expect(made).toEqual([]);
    log.warn('written');
    log.warn('written again');
    expect(made).toEqual([{ reqId: 'req-1' }]);
  });
});

describe('secrets in URLs', () => {
  it('at LOG_LEVEL=info, no line holds a game session id, a link token or an OAuth code', async () => {
    const { database, drop } = await databaseBackends()[0]!.open();
    const lines: string[] = [];
    const app = await buildTestServer({
      database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const session = 'GameSession_Owner1_0123456789abcdef';
      const token = 'ActivationToken0123456789abcdefXYZ';
      const code = 'OAuthCode0123456789';
      const preview = 'PreviewToken0123456789abcdefghij';
      for (const url of [
        builtinGameFramePath('slot-classic', session, 'en'),
        `/builtin-provider/api/round?session=${session}&roundId=${'a'.repeat(32)}`,
        `/builtin-provider/api/crash/round?roundId=${'b'.repeat(32)}&session=${session}`,
        `/ru/user/accountverify?token=${token}`,
        `/social-api/oauth/google/callback?code=${code}&state=${code}`,
        `/studio/preview/${preview}`,
        `/builtin-provider/api/round?SESSION=${session}#frag`,
      ]) {
        await app.inject({ url });
      }
      // A handler that logs the URL itself, as an error with the URL in its message would.
      app.log.warn(`frame at /builtin-provider/games/x?lng=en&session=${session}`);
      app.log.error({ err: new Error(`could not load ?session=${session}`) }, 'failed');
      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('/builtin-provider/api/round?session=[redacted]&roundId=');
      for (const secret of [session, token, code, preview]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await app.close();
      await drop();
    }
  });
});
