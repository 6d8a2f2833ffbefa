import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageInbox, type SentMessage } from '../../../server/auth/messageSenders';
import type { AppDatabase } from '../../../server/db/index';
import { HttpSmsSender } from '../../../server/messages/httpSmsSender';
import { startMailSink, type MailSink } from '../../../server/messages/mailSink';
import { MessageNotSent } from '../../../server/messages/messageNotSent';
import { SmtpEmailSender } from '../../../server/messages/smtpEmailSender';
import { TEST_ORIGIN } from '../authHelpers';
import { buildTestServer, removeTempDirs, openTestDatabase } from '../testServer';

const log = pino({ level: 'silent' });

afterAll(removeTempDirs);

describe('the SMTP sender and the local mail sink', () => {
  const inbox = new MessageInbox();
  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink(inbox, log);
  });
  afterAll(async () => sink.close());

  it('delivers a real mail over SMTP that the sink parses and keeps per recipient', async () => {
    const sender = new SmtpEmailSender(
      { url: sink.url, from: 'Site <no-reply@example.test>' },
      log,
    );
    await sender.sendEmail('Ann@Example.test', 'Привет, subject', 'Line one\nСтрока два: 123456');
    sender.close();
    const [mail] = inbox.inbox('ann@example.test');
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'ann@example.test',
      subject: 'Привет, subject',
      text: 'Line one\nСтрока два: 123456',
    });
    expect(inbox.inbox('bob@example.test')).toEqual([]);
  });

  it('answers MessageNotSent (503 message_not_sent) when no mail server answers', async () => {
    // A port the sink listened on and gave up: nothing answers there now.
    const gone = await startMailSink(new MessageInbox(), log);
    await gone.close();
    const sender = new SmtpEmailSender(
      { url: gone.url, from: 'a@example.test', timeoutMs: 2000 },
      log,
    );
    const sent = sender.sendEmail('c@example.test', 'S', 'T');
    await expect(sent).rejects.toBeInstanceOf(MessageNotSent);
    await expect(sent).rejects.toMatchObject({ statusCode: 503, reason: 'message_not_sent' });
    sender.close();
  });
});

describe('the HTTP SMS adapter', () => {
  const received: { body: unknown; authorization: string | undefined }[] = [];
  let status = 200;
  const gateway = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ body: JSON.parse(text), authorization: req.headers.authorization });
      res.statusCode = status;
      res.end('{}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  it('posts { to, text } as JSON with the bearer token', async () => {
    await new HttpSmsSender({ url, token: 'tok-1' }, log).sendSms('79161234567', 'Your code: 1234');
    expect(received.at(-1)).toEqual({
      body: { to: '79161234567', text: 'Your code: 1234' },
      authorization: 'Bearer tok-1',
    });
  });

  it('answers MessageNotSent when the gateway refuses or cannot be reached', async () => {
    status = 500;
    await expect(new HttpSmsSender({ url }, log).sendSms('1', 'x')).rejects.toBeInstanceOf(
      MessageNotSent,
    );
    status = 200;
    const unreachable = new HttpSmsSender({ url: 'http://127.0.0.1:1/send', timeoutMs: 2000 }, log);
    await expect(unreachable.sendSms('1', 'x')).rejects.toMatchObject({
      reason: 'message_not_sent',
    });
  });
});

describe('a server with the sinks (MAIL_SINK, SMS_SINK under test control)', () => {
  let app: FastifyInstance;
  let database: AppDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('messages-sinks');
    app = await buildTestServer({
      database,
      testControl: true,
      auth: { testInbox: true },
      messages: {
        email: { kind: 'sink', from: 'no-reply@example.test', port: 0 },
        sms: { kind: 'sink' },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const messagesTo = async (to: string) =>
    (await app.inject({ url: `/test-control/messages?to=${encodeURIComponent(to)}` })).json<{
      messages: SentMessage[];
    }>().messages;

  it('sends the SMS code over HTTP into its own SMS sink, read at /test-control/messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/auth/sms/send',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.1.2.3',
      payload: { 'phone-number': '9161234567', 'phone-code': '7', purpose: 'phone_reg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sms] = await messagesTo('79161234567');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms?.text).toMatch(/Your code: \d{6}/);
  });

  it('sends the registration e-mail code over SMTP into the mail sink', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/auth/email/send',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.1.2.4',
      payload: { email: 'Sink@Example.test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await messagesTo('sink@example.test');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your registration code' });
    expect(mail?.text).toMatch(/Your registration code: \d{6}/);
    // The test inbox reads the same sink.
    const inbox = await app.inject({ url: '/web-api/test/inbox?to=sink@example.test' });
    expect(inbox.json<{ messages: SentMessage[] }>().messages).toHaveLength(1);
  });

  it('validates what the SMS sink takes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test-control/sms-sink',
      payload: { to: 'not digits', text: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(await messagesTo('not digits')).toEqual([]);
  });
});

describe('without test control', () => {
  it('has no SMS sink: the route is a 404 and nothing is kept', async () => {
    const database = await openTestDatabase('messages-no-control');
    const app = await buildTestServer({ database, auth: { testInbox: true } });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/test-control/sms-sink',
        payload: { to: '79160000000', text: 'x' },
      });
      expect(res.statusCode).toBe(404);
      const inbox = await app.inject({ url: '/web-api/test/inbox?to=79160000000' });
      expect(inbox.json<{ messages: SentMessage[] }>().messages).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
