import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { readMessagesEnv } from '../../../server/messages/messagesEnv';
import { StartupRefusal } from '../../../server/startupRefusal';
import { makeTempDir, PROJECT_ROOT, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const plain = { production: false, dev: false, testControl: false };
const production = { production: true, dev: false, testControl: false };

describe('readMessagesEnv: which sender serves each channel', () => {
  it('is log-only with nothing configured outside production', () => {
    expect(readMessagesEnv({}, plain)).toEqual({ email: { kind: 'log' }, sms: { kind: 'log' } });
  });

  it('chooses SMTP from SMTP_URL and MAIL_FROM, and the HTTP adapter from SMS_HTTP_URL', () => {
    const chosen = readMessagesEnv(
      {
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Site <no-reply@example.com>',
        SMS_HTTP_URL: 'https://sms.example.com/send',
        SMS_HTTP_TOKEN: 'secret-token',
      },
      production,
    );
    expect(chosen).toEqual({
      email: {
        kind: 'smtp',
        url: 'smtps://user:pass@mail.example.com:465',
        from: 'Site <no-reply@example.com>',
      },
      sms: { kind: 'http', url: 'https://sms.example.com/send', token: 'secret-token' },
    });
  });

  it('runs the sinks by default in development (mail) and under test control (mail and SMS)', () => {
    expect(readMessagesEnv({}, { ...plain, dev: true })).toMatchObject({
      email: { kind: 'sink', port: 0 },
      sms: { kind: 'log' },
    });
    expect(readMessagesEnv({}, { ...production, testControl: true })).toMatchObject({
      email: { kind: 'sink' },
      sms: { kind: 'sink' },
    });
    // Switched off explicitly, and a configured SMTP server wins over the default sink.
    expect(readMessagesEnv({ MAIL_SINK: '0' }, { ...plain, dev: true }).email.kind).toBe('log');
    expect(
      readMessagesEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }, { ...plain, testControl: true }).email
        .kind,
    ).toBe('smtp');
    expect(readMessagesEnv({ MAIL_SINK: '1', MAIL_SINK_PORT: '2526' }, plain).email).toEqual({
      kind: 'sink',
      from: 'no-reply@localhost',
      port: 2526,
    });
  });

  it('refuses contradictory or malformed settings with a StartupRefusal naming the variable', () => {
    const bad: [NodeJS.ProcessEnv, RegExp][] = [
      [{ MAIL_SINK: 'yes' }, /^MAIL_SINK=yes/],
      [{ MAIL_SINK: '1', SMTP_URL: 'smtp://h:25' }, /MAIL_SINK=1 and SMTP_URL/],
      [{ SMTP_URL: 'http://h:25' }, /SMTP_URL must be a smtp:\/\/ or smtps:\/\//],
      [{ SMTP_URL: 'not a url' }, /SMTP_URL is not a URL/],
      [{ SMS_HTTP_URL: 'ftp://h/x' }, /SMS_HTTP_URL must be a http:/],
      [{ SMS_SINK: '1' }, /SMS_SINK=1 needs TEST_CONTROL=1/],
      [{ MAIL_SINK_PORT: '70000', MAIL_SINK: '1' }, /MAIL_SINK_PORT=70000/],
      [{ ALLOW_LOG_ONLY_MESSAGES: 'true' }, /ALLOW_LOG_ONLY_MESSAGES=true/],
    ];
    for (const [env, message] of bad) {
      expect(() => readMessagesEnv(env, plain), JSON.stringify(env)).toThrow(StartupRefusal);
      expect(() => readMessagesEnv(env, plain), JSON.stringify(env)).toThrow(message);
    }
  });

  it('refuses a production start with a log-only channel unless ALLOW_LOG_ONLY_MESSAGES=1', () => {
    expect(() => readMessagesEnv({}, production)).toThrow(
      /^NODE_ENV=production with no sender for e-mail and SMS: /,
    );
    expect(() => readMessagesEnv({ SMTP_URL: 'smtp://h:25' }, production)).toThrow(
      /no sender for SMS: .*ALLOW_LOG_ONLY_MESSAGES=1/,
    );
    expect(readMessagesEnv({ ALLOW_LOG_ONLY_MESSAGES: '1' }, production)).toEqual({
      email: { kind: 'log' },
      sms: { kind: 'log' },
    });
  });

  it('makes `NODE_ENV=production` server/main.ts exit with code 1 and the refusal alone', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: makeTempDir('messages-refusal'),
      PORT: '0',
      HOST: '127.0.0.1',
    };
    for (const name of [
      'DATABASE_URL',
      'SMTP_URL',
      'SMS_HTTP_URL',
      'MAIL_SINK',
      'SMS_SINK',
      'TEST_CONTROL',
      'ALLOW_LOG_ONLY_MESSAGES',
    ]) {
      delete env[name];
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const code = await exited;
    expect(code, output).toBe(1);
    expect(output).toMatch(/^NODE_ENV=production with no sender for e-mail and SMS: /m);
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
