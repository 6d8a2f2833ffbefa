// E-mail over SMTP (nodemailer): SMTP_URL names the mail server (smtp://user:pass@host:587,
// smtps://… for TLS from the start), MAIL_FROM the sender address. The local mail sink
// (mailSink.ts) is an SMTP server like any other, so tests prove arrival over real SMTP.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailSender } from '../auth/messageSenders';
import { MessageNotSent } from './messageNotSent';

export interface SmtpEmailSenderOptions {
  /** smtp:// or smtps:// URL of the mail server. */
  url: string;
  /** The From address ("Site <no-reply@example.com>"). */
  from: string;
  /** Connection, greeting and socket timeouts (ms): a mail server that hangs fails the send. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(
    private readonly opts: SmtpEmailSenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    const timeout = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.transport = nodemailer.createTransport({
      url: opts.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async sendEmail(to: string, subject: string, text: string): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.opts.from, to, subject, text });
    } catch (err) {
      // The address is the customer's; the reason is the mail server's (never the text: it holds codes).
      const reason = err instanceof Error ? err.message : String(err);
      this.log.error({ channel: 'email', to, reason }, 'e-mail not sent');
      throw new MessageNotSent('email');
    }
  }

  close(): void {
    this.transport.close();
  }
}
