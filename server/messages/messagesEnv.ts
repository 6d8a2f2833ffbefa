// How the server sends e-mail and SMS (docs/messages.md), read from the environment at start:
//   SMTP_URL, MAIL_FROM        e-mail over SMTP (smtpEmailSender.ts)
//   MAIL_SINK, MAIL_SINK_PORT  the local mail sink (mailSink.ts): e-mail goes over SMTP into it
//   SMS_HTTP_URL, SMS_HTTP_TOKEN  SMS through the HTTP gateway adapter (httpSmsSender.ts)
//   SMS_SINK                   SMS over HTTP into the server's own /test-control/sms-sink
//   ALLOW_LOG_ONLY_MESSAGES=1  lets a production start keep a channel log-only
// A channel with none of these is log-only: the development sender writes it to the server log.
// A production start refuses a log-only channel unless ALLOW_LOG_ONLY_MESSAGES=1 says so.
import { StartupRefusal } from '../startupRefusal';

export type EmailChannel =
  | { kind: 'smtp'; url: string; from: string }
  | { kind: 'sink'; from: string; port: number }
  | { kind: 'log' };

export type SmsChannel =
  { kind: 'http'; url: string; token?: string } | { kind: 'sink' } | { kind: 'log' };

export interface MessagesOptions {
  email: EmailChannel;
  sms: SmsChannel;
}

export const DEFAULT_MAIL_FROM = 'no-reply@localhost';

export const LOG_ONLY_IN_PRODUCTION_WARNING =
  'ALLOW_LOG_ONLY_MESSAGES=1 in production: a log-only channel is in use, so its codes and links ' +
  'reach the server log and never the customer. Set SMTP_URL and SMS_HTTP_URL for real customers';

interface RunMode {
  production: boolean;
  dev: boolean;
  testControl: boolean;
}

function switchOf(env: NodeJS.ProcessEnv, name: string, what: string): boolean | undefined {
  const text = env[name]?.trim() ?? '';
  if (text === '') return undefined;
  if (text === '1') return true;
  if (text === '0') return false;
  throw new StartupRefusal(`${name}=${text}: set 1 to ${what}, 0 not to, or leave it unset`);
}

function checkedUrl(name: string, text: string, schemes: string[]): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StartupRefusal(`${name} is not a URL`);
  }
  if (!schemes.includes(url.protocol)) {
    throw new StartupRefusal(`${name} must be a ${schemes.map((s) => `${s}//`).join(' or ')} URL`);
  }
  return text;
}

/**
 * The channels the environment chooses. MAIL_SINK unset: on in development (--dev) and under test
 * control when SMTP_URL is unset. SMS_SINK unset: on under test control when SMS_HTTP_URL is
 * unset; the SMS sink is a test-control route, so SMS_SINK=1 needs TEST_CONTROL=1.
 */
export function readMessagesEnv(env: NodeJS.ProcessEnv, mode: RunMode): MessagesOptions {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const smtpUrl = env.SMTP_URL?.trim();
  const mailSink = switchOf(env, 'MAIL_SINK', 'run the local mail sink');
  if (mailSink === true && smtpUrl) {
    throw new StartupRefusal('MAIL_SINK=1 and SMTP_URL are both set: choose one for e-mail');
  }
  const portText = env.MAIL_SINK_PORT?.trim() || '0';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) {
    throw new StartupRefusal(`MAIL_SINK_PORT=${portText} is not a port number`);
  }
  let email: EmailChannel;
  if (smtpUrl)
    email = { kind: 'smtp', url: checkedUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']), from };
  else if (mailSink ?? (mode.dev || mode.testControl)) email = { kind: 'sink', from, port };
  else email = { kind: 'log' };

  const smsUrl = env.SMS_HTTP_URL?.trim();
  const smsSink = switchOf(env, 'SMS_SINK', 'send SMS into the test-control SMS sink');
  if (smsSink === true && smsUrl) {
    throw new StartupRefusal('SMS_SINK=1 and SMS_HTTP_URL are both set: choose one for SMS');
  }
  if (smsSink === true && !mode.testControl) {
    throw new StartupRefusal(
      'SMS_SINK=1 needs TEST_CONTROL=1: the SMS sink is a test-control route',
    );
  }
  let sms: SmsChannel;
  if (smsUrl) {
    const token = env.SMS_HTTP_TOKEN?.trim();
    sms = {
      kind: 'http',
      url: checkedUrl('SMS_HTTP_URL', smsUrl, ['http:', 'https:']),
      ...(token ? { token } : {}),
    };
  } else if (smsSink ?? mode.testControl) sms = { kind: 'sink' };
  else sms = { kind: 'log' };

  const allowLogOnly = switchOf(env, 'ALLOW_LOG_ONLY_MESSAGES', 'allow log-only messages');
  const logOnly = [email.kind === 'log' ? 'e-mail' : null, sms.kind === 'log' ? 'SMS' : null]
    .filter((c) => c !== null)
    .join(' and ');
  // `--dev` is a development server even under NODE_ENV=production: its Vite middleware is no
  // production start.
  if (mode.production && !mode.dev && logOnly !== '' && allowLogOnly !== true) {
    throw new StartupRefusal(
      `NODE_ENV=production with no sender for ${logOnly}: the messages would only reach the ` +
        'server log, and customers would never get their codes and links. Set SMTP_URL (and ' +
        'MAIL_FROM) for e-mail and SMS_HTTP_URL (and SMS_HTTP_TOKEN) for SMS, or set ' +
        'ALLOW_LOG_ONLY_MESSAGES=1 to start anyway (demos and benchmarks only)',
    );
  }
  return { email, sms };
}

/** Whether a production server runs with a log-only channel (main warns). */
export function isLogOnly(options: MessagesOptions): boolean {
  return options.email.kind === 'log' || options.sms.kind === 'log';
}

/** Lines for the start-up banner: where each channel goes. */
export function describeMessages(options: MessagesOptions): string[] {
  const email = {
    smtp: () => `SMTP (SMTP_URL)`,
    sink: () =>
      'SMTP into the local mail sink (MAIL_SINK): logged at level info, and read at ' +
      '/test-control/messages under TEST_CONTROL=1',
    log: () => 'log only (the server log)',
  }[options.email.kind]();
  const sms = {
    http: () => 'HTTP gateway adapter (SMS_HTTP_URL)',
    sink: () => 'HTTP into /test-control/sms-sink (SMS_SINK)',
    log: () => 'log only (the server log)',
  }[options.sms.kind]();
  return [`E-mail: ${email}`, `SMS: ${sms}`];
}
