// The local mail sink of development and tests (MAIL_SINK): an SMTP server on 127.0.0.1 that
// accepts every message, parses it (mailparser) and keeps it in the message inbox that the test
// inbox and GET /test-control/messages read. The SMTP sender talks to it as to any mail server,
// so a test that reads a message here proves the message went out over SMTP.
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MessageInbox } from '../auth/messageSenders';

/** A message larger than this is refused by the sink (the site sends short texts). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface MailSink {
  /** smtp://127.0.0.1:<port>: the SMTP_URL of a sender that delivers into the sink. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the sink on 127.0.0.1:`port` (0: any free port); received mail goes into `inbox`. */
export async function startMailSink(
  inbox: MessageInbox,
  log: FastifyBaseLogger,
  port = 0,
): Promise<MailSink> {
  const server = new SMTPServer({
    // Local only: no TLS, no sign-in, and no banner that pretends to be a real relay.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    banner: 'local mail sink',
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (stream.sizeExceeded) {
            callback(new Error('message too large for the mail sink'));
            return;
          }
          const sentAt = (mail.date ?? new Date()).toISOString();
          for (const recipient of session.envelope.rcptTo) {
            const message = {
              channel: 'email' as const,
              to: recipient.address.toLowerCase(),
              subject: mail.subject ?? null,
              text: (mail.text ?? '').replace(/\r\n/g, '\n').replace(/\n$/, ''),
              sentAt,
            };
            // Like the development sender: readable in the log (level info) without test control.
            log.info({ sinkMessage: message }, `mail sink: e-mail to ${message.to}`);
            inbox.keep(message);
          }
          callback();
        })
        .catch((err: unknown) => {
          log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'mail sink');
          callback(err instanceof Error ? err : new Error(String(err)));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => log.warn({ reason: err.message }, 'mail sink'));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
