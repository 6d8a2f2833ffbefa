// SMS and e-mail leave the server only through these interfaces. The development sender writes
// each message to the server log and keeps it for the test inbox; the real senders (SMTP, an HTTP
// SMS gateway) and the local sinks live in server/messages/.
import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  /** Resolves once the gateway took the message; rejects with MessageNotSent when it did not. */
  sendSms(to: string, text: string): Promise<void>;
}

export interface EmailSender {
  /** Resolves once the mail server took the message; rejects with MessageNotSent when it did not. */
  sendEmail(to: string, subject: string, text: string): Promise<void>;
}

export interface SentMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  sentAt: string;
}

/** The most recent messages an inbox keeps (oldest dropped first). */
export const DEV_INBOX_CAPACITY = 1000;

/**
 * Messages kept for the test inbox and test control: what the development sender "sent", or what
 * the local SMTP and SMS sinks received (server/messages/), newest last.
 */
export class MessageInbox {
  private readonly messages: SentMessage[] = [];

  keep(message: SentMessage): void {
    this.messages.push(message);
    if (this.messages.length > DEV_INBOX_CAPACITY) this.messages.shift();
  }

  /** Every message kept, newest last (test control's GET /test-control/messages). */
  all(): SentMessage[] {
    return [...this.messages];
  }

  /** Messages to one phone (digits) or e-mail (lower case), newest last. */
  inbox(to: string): SentMessage[] {
    return this.messages.filter((m) => m.to === to);
  }
}

export class DevMessageSender implements SmsSender, EmailSender {
  constructor(
    private readonly log: FastifyBaseLogger,
    readonly kept: MessageInbox = new MessageInbox(),
  ) {}

  async sendSms(to: string, text: string): Promise<void> {
    this.keep({ channel: 'sms', to, subject: null, text, sentAt: new Date().toISOString() });
  }

  async sendEmail(to: string, subject: string, text: string): Promise<void> {
    this.keep({ channel: 'email', to, subject, text, sentAt: new Date().toISOString() });
  }

  all(): SentMessage[] {
    return this.kept.all();
  }

  inbox(to: string): SentMessage[] {
    return this.kept.inbox(to);
  }

  private keep(message: SentMessage): void {
    this.log.info({ devMessage: message }, `dev ${message.channel} to ${message.to}`);
    this.kept.keep(message);
  }
}
