// Shared set-up of the auth suites: a server per backend with a movable clock and the dev inbox.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import type { AuthOptions } from '../../../server/auth/authContext';
import type { BuildServerOptions } from '../../../server/app';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN } from '../authHelpers';
import { buildTestServer, type DatabaseBackend } from '../testServer';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface AuthTestServer {
  app: FastifyInstance;
  database: AppDatabase;
  clock: { offsetMs: number };
  close(): Promise<void>;
}

export async function openAuthServer(
  backend: DatabaseBackend,
  auth: AuthOptions = {},
  server: Pick<BuildServerOptions, 'contentRoot' | 'messages'> = {},
): Promise<AuthTestServer> {
  const { database, drop } = await backend.open();
  const clock = { offsetMs: 0 };
  const app = await buildTestServer({
    ...server,
    database,
    auth: {
      secret: TEST_SECRET,
      testInbox: true,
      now: () => new Date(Date.now() + clock.offsetMs),
      ...auth,
    },
  });
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}

let addressCounter = 0;
/** A distinct client address per call (rate limits and failure counters are per address). */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  extra: Omit<InjectOptions, 'payload' | 'url' | 'method'> & {
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...extra,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...extra.headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

export interface InboxMessage {
  channel: 'sms' | 'email';
  subject: string | null;
  text: string;
}

/** The messages the development sender kept for a phone (digits) or e-mail, newest last. */
export async function inboxOf(app: FastifyInstance, to: string): Promise<InboxMessage[]> {
  const res = await app.inject({ url: `/web-api/test/inbox?to=${encodeURIComponent(to)}` });
  return res.json<{ messages: InboxMessage[] }>().messages;
}

/**
 * Waits until `to` has more than `seen` messages (some are sent after the answer) and gives the
 * newest one with its 6-digit code.
 */
export async function nextMessage(
  app: FastifyInstance,
  to: string,
  seen: number,
): Promise<InboxMessage & { code: string }> {
  const message = await vi.waitFor(
    async () => {
      const messages = await inboxOf(app, to);
      if (messages.length <= seen) throw new Error(`no new message to ${to}`);
      return messages.at(-1) as InboxMessage;
    },
    { timeout: 10_000, interval: 10 },
  );
  return { ...message, code: /(\d{6})/.exec(message.text)?.[1] ?? '' };
}

/** Asks for the e-mail code of registration by e-mail and reads it from the inbox. */
export async function emailCode(app: FastifyInstance, email: string): Promise<string> {
  const seen = (await inboxOf(app, email.toLowerCase())).length;
  const sent = await postJson(
    app,
    '/web-api/auth/email/send',
    { email },
    {
      remoteAddress: freshAddress(),
    },
  );
  if (sent.statusCode !== 200) throw new Error(`email/send: ${sent.statusCode} ${sent.body}`);
  return (await nextMessage(app, email.toLowerCase(), seen)).code;
}

/** Registers by e-mail (full_reg) with the code sent to the address, from a fresh address. */
export async function registerByEmail(
  app: FastifyInstance,
  payload: Record<string, unknown> & { email: string },
  extra: Parameters<typeof postJson>[3] = {},
): Promise<LightMyRequestResponse> {
  const email_code = await emailCode(app, payload.email);
  return postJson(
    app,
    '/web-api/auth/register',
    { type: 'full_reg', country_id: 643, currency_id: 643, ...payload, email_code },
    { remoteAddress: freshAddress(), ...extra },
  );
}
