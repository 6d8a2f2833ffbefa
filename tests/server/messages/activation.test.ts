import type { AuthOptions } from '../../../server/auth/authContext';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../server/auth/sessionTokens';
import { ACTIVATION_LINK_TTL_MS } from '../../../server/messages/activationLinks';
import { MessageNotSent } from '../../../server/messages/messageNotSent';
import { cookieHeader, signUpFast, TEST_ORIGIN } from '../authHelpers';
import {
  inboxOf,
  openAuthServer,
  postJson,
  registerByEmail,
  type AuthTestServer,
  type InboxMessage,
} from '../auth/authTestServer';
import { databaseBackends, type DatabaseBackend } from '../testServer';

type Server = AuthTestServer;

/** A server whose e-mail goes over SMTP into the local mail sink (read through the test inbox). */
function openServer(backend: DatabaseBackend, auth: AuthOptions = {}): Promise<Server> {
  return openAuthServer(backend, auth, {
    messages: {
      email: { kind: 'sink', from: 'no-reply@example.test', port: 0 },
      sms: { kind: 'log' },
    },
  });
}

let counter = 0;
const freshEmail = () => `act${Date.now()}${(counter += 1)}@example.test`;

/** The token of the newest link to `path` in the messages to `email`. */
function linkToken(messages: InboxMessage[], path: string): string {
  const text = messages.at(-1)?.text ?? '';
  const match = new RegExp(`https?://[^/\\s]+/[a-z]{2}/${path}\\?token=([A-Za-z0-9_.-]+)`).exec(
    text,
  );
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

describe.each(databaseBackends())('activation and newsletter links on $name', (backend) => {
  let s: Server;
  beforeAll(async () => {
    s = await openServer(backend);
  });
  afterAll(async () => s?.close());

  /** Registers by e-mail; answers the session cookie and the activation message. */
  async function register(email = freshEmail()) {
    const res = await registerByEmail(
      s.app,
      { email, password: 'Quiet-Harbour-2031', user_name: 'Ann', user_surname: 'Lee' },
      { headers: { referer: 'http://localhost/en/registration' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const messages = await inboxOf(s.app, email);
    return { email, cookie: cookieHeader(res), messages };
  }

  const config = async (cookie: string) =>
    (await s.app.inject({ url: '/web-api/user/config', headers: { cookie } })).json<{
      is_email_confirmed: boolean;
      notifications: { enable_mail_news: boolean };
    }>();

  const verify = (token: string, cookie?: string) =>
    postJson(
      s.app,
      '/web-api/user/accountverify',
      { token },
      cookie ? { headers: { cookie } } : {},
    );

  it('sends the activation e-mail over SMTP at registration, with a link in the page language', async () => {
    const { messages } = await register();
    // The registration code, then the activation link.
    expect(messages.map((m) => m.subject)).toEqual([
      'Your registration code',
      'Confirm your e-mail address',
    ]);
    expect(messages[1]?.text).toMatch(/http:\/\/localhost(:\d+)?\/en\/user\/accountverify\?token=/);
    expect(messages[1]?.text).toMatch(
      /http:\/\/localhost(:\d+)?\/en\/user\/stopnewsletter\?token=/,
    );
  });

  it('confirms the e-mail once, stores only the hash, and refuses the link a second time', async () => {
    const { email, cookie, messages } = await register();
    const token = linkToken(messages, 'user/accountverify');
    const stored = await s.database.db
      .selectFrom('email_activation_tokens')
      .select(['token_hash', 'email'])
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([{ token_hash: sha256(token), email }]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await config(cookie)).is_email_confirmed).toBe(false);

    // Opened in another browser (no session): the link alone is the proof.
    const first = await verify(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, email });
    expect((await config(cookie)).is_email_confirmed).toBe(true);

    const again = await verify(token, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'link_used', field: 'token' });
  });

  it("refuses another customer's link while signed in, and changes nothing", async () => {
    const owner = await register();
    const other = await signUpFast(s.app);
    const token = linkToken(owner.messages, 'user/accountverify');
    const res = await verify(token, other.headers.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'link_other_customer' });
    expect((await config(owner.cookie)).is_email_confirmed).toBe(false);
    // Still usable by its owner.
    expect((await verify(token, owner.cookie)).statusCode).toBe(200);
    expect((await config(owner.cookie)).is_email_confirmed).toBe(true);
  });

  it('refuses an expired link (410) and an unknown one (400), and sends a new link on request', async () => {
    const { email, cookie, messages } = await register();
    const token = linkToken(messages, 'user/accountverify');
    s.clock.offsetMs = ACTIVATION_LINK_TTL_MS + 1000;
    try {
      const late = await verify(token, cookie);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({ reason: 'link_expired' });
    } finally {
      s.clock.offsetMs = 0;
    }
    const unknown = await verify('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ reason: 'link_invalid' });
    const malformed = await verify('short');
    expect(malformed.statusCode).toBe(400);
    expect((await config(cookie)).is_email_confirmed).toBe(false);

    const resend = await postJson(
      s.app,
      '/web-api/user/activation/send',
      {},
      {
        headers: { cookie: `${cookie}; lng=ar` },
      },
    );
    expect(resend.statusCode, resend.body).toBe(200);
    const newer = await inboxOf(s.app, email);
    expect(newer).toHaveLength(messages.length + 1);
    expect(newer.at(-1)?.text).toContain('/ar/user/accountverify?token=');
    expect((await verify(linkToken(newer, 'user/accountverify'))).statusCode).toBe(200);
    // Confirmed: no further link, and an account without an e-mail has none to send.
    const confirmed = await postJson(
      s.app,
      '/web-api/user/activation/send',
      {},
      {
        headers: { cookie },
      },
    );
    expect(confirmed.json()).toMatchObject({ reason: 'email_already_confirmed' });
    const fast = await signUpFast(s.app);
    const none = await postJson(
      s.app,
      '/web-api/user/activation/send',
      {},
      {
        headers: fast.headers,
      },
    );
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ reason: 'email_missing' });
    const guest = await postJson(s.app, '/web-api/user/activation/send', {});
    expect(guest.statusCode).toBe(401);
  });

  it('stopnewsletter turns news by e-mail off for the customer the link names, and only them', async () => {
    const ann = await register();
    const bob = await register();
    for (const who of [ann, bob]) {
      const on = await s.app.inject({
        method: 'PUT',
        url: '/web-api/user/notifications',
        headers: { cookie: who.cookie, origin: TEST_ORIGIN },
        payload: { enable_mail_news: true },
      });
      expect(on.statusCode, on.body).toBe(200);
    }
    const token = linkToken(ann.messages, 'user/stopnewsletter');
    const res = await postJson(s.app, '/web-api/user/stopnewsletter', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await config(ann.cookie)).notifications.enable_mail_news).toBe(false);
    expect((await config(bob.cookie)).notifications.enable_mail_news).toBe(true);

    // A link whose signature was altered to name Bob is refused, and Bob keeps his news.
    const [body = '', mac = ''] = token.split('.');
    const forged = `${body.slice(0, -2)}AA.${mac}`;
    const refused = await postJson(s.app, '/web-api/user/stopnewsletter', { token: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'link_invalid' });
    expect((await config(bob.cookie)).notifications.enable_mail_news).toBe(true);
  });
});

describe.each(databaseBackends())('a mail server that does not answer, on $name', (backend) => {
  let s: Server;
  beforeAll(async () => {
    s = await openServer(backend, {
      email: { sendEmail: () => Promise.reject(new MessageNotSent('email')) },
    });
  });
  afterAll(async () => s?.close());

  it('answers 503 message_not_sent, never a 500', async () => {
    const res = await postJson(s.app, '/web-api/auth/email/send', { email: freshEmail() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ reason: 'message_not_sent' });
  });
});
