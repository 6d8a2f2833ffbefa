// SMS and e-mail leave the server only through these interfaces. The
// development sender writes each message to the server log and keeps it for the test inbox.
import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  sendSms(to: string, text: string): Promise<void>;
}

export interface EmailSender {
  sendEmail(to: string, subject: string, text: string): Promise<void>;
}

export interface SentMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  sentAt: string;
}

/** The most recent messages the development sender keeps (oldest dropped first). */
export const DEV_INBOX_CAPACITY = 1000;

export class DevMessageSender implements SmsSender, EmailSender {
  private readonly messages: SentMessage[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async sendSms(to: string, text: string): Promise<void> {
    this.keep({ channel: 'sms', to, subject: null, text, sentAt: new Date().toISOString() });
  }

  async sendEmail(to: string, subject: string, text: string): Promise<void> {
    this.keep({ channel: 'email', to, subject, text, sentAt: new Date().toISOString() });
  }

  /** Every message kept, newest last (test control's GET /test-control/messages). */
  all(): SentMessage[] {
    return [...this.messages];
  }

  /** Messages to one phone (digits) or e-mail (lower case), newest last. */
  inbox(to: string): SentMessage[] {
    return this.messages.filter((m) => m.to === to);
  }

  private keep(message: SentMessage): void {
    this.log.info({ devMessage: message }, `dev ${message.channel} to ${message.to}`);
    this.messages.push(message);
    if (this.messages.length > DEV_INBOX_CAPACITY) this.messages.shift();
  }
}
