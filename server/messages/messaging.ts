// Builds the senders the environment chose (messagesEnv.ts) and starts the local mail sink when
// e-mail goes there. What buildServer hands to the auth context: the senders, and the inbox the
// sinks fill (the test inbox and GET /test-control/messages read it).
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthOptions } from '../auth/authContext';
import { MessageInbox, type EmailSender, type SmsSender } from '../auth/messageSenders';
import { HttpSmsSender } from './httpSmsSender';
import { startMailSink } from './mailSink';
import type { MessagesOptions } from './messagesEnv';
import { SmtpEmailSender } from './smtpEmailSender';

/** The path of the SMS sink (server/testControl/messagesControlRoutes.ts). */
export const SMS_SINK_PATH = '/test-control/sms-sink';

export interface Messaging {
  /** Senders and inbox for AuthOptions (a channel left out falls back to the development sender). */
  auth: Pick<AuthOptions, 'sms' | 'email' | 'sentMessages'>;
  close(): Promise<void>;
}

/** http://<address>:<port> of the listening server, for its own SMS sink. */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the server is not listening: its SMS sink has no address');
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export async function createMessaging(
  app: FastifyInstance,
  options: MessagesOptions | undefined,
  log: FastifyBaseLogger,
): Promise<Messaging> {
  if (!options) return { auth: {}, close: async () => undefined };
  const inbox = new MessageInbox();
  const closers: (() => Promise<void> | void)[] = [];
  let email: EmailSender | undefined;
  if (options.email.kind === 'smtp') {
    const sender = new SmtpEmailSender({ url: options.email.url, from: options.email.from }, log);
    closers.push(() => sender.close());
    email = sender;
  } else if (options.email.kind === 'sink') {
    const sink = await startMailSink(inbox, log, options.email.port);
    const sender = new SmtpEmailSender({ url: sink.url, from: options.email.from }, log);
    closers.push(
      () => sender.close(),
      () => sink.close(),
    );
    email = sender;
  }
  let sms: SmsSender | undefined;
  if (options.sms.kind === 'http') {
    sms = new HttpSmsSender({ url: options.sms.url, token: options.sms.token }, log);
  } else if (options.sms.kind === 'sink') {
    sms = new HttpSmsSender({ url: () => `${ownOrigin(app)}${SMS_SINK_PATH}` }, log);
  }
  return {
    auth: {
      ...(email ? { email } : {}),
      ...(sms ? { sms } : {}),
      // Read back only what a sink (or the development sender) keeps, never a real channel's mail.
      ...(options.email.kind !== 'smtp' || options.sms.kind !== 'http'
        ? { sentMessages: inbox }
        : {}),
    },
    close: async () => {
      for (const close of closers) await close();
    },
  };
}
