// What reaches the log: never a request body, and of an error only what cannot carry customer
// data. A database error carries its SQL and bound parameters (password hashes, e-mails,
// personal data); its detail and context may quote row values.
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

type LoggerOption = FastifyServerOptions['logger'];

/** Error members that say what failed without quoting input: the rest is left out. */
const ERROR_MEMBERS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'validationContext',
] as const;

/** Nested causes are followed this deep (a cycle of causes must not loop). */
const MAX_CAUSE_DEPTH = 5;

const REDACTED = '[not logged]';

/**
 * Query parameters that are keys to something: a casino game session id stakes its owner's
 * money, a link's token confirms an address or stops the news, an OAuth code and state sign in.
 */
const SECRET_QUERY_PARAMETERS = ['session', 'token', 'code', 'state'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#\\s"']*`, 'gi');
/** Path segments that are keys: the studio's preview links. */
const SECRET_PATH = /(\/studio\/preview\/)[^/?#\s"']+/g;
const URL_SECRET = '[redacted]';

/** `text` with the values of secret query parameters and secret path segments replaced. */
export function redactUrlSecrets(text: string): string {
  return text.replace(SECRET_QUERY, `$1${URL_SECRET}`).replace(SECRET_PATH, `$1${URL_SECRET}`);
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [member: string]: unknown;
}

/** An error as the log shows it: type, message, stack, allow-listed members and its causes. */
export function loggedError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const out: LoggedError = {
    type: err.constructor?.name ?? err.name,
    message: redactUrlSecrets(err.message),
    stack: redactUrlSecrets(err.stack ?? ''),
  };
  const members = err as unknown as Record<string, unknown>;
  for (const name of ERROR_MEMBERS) {
    const value = members[name];
    if (value !== undefined && typeof value !== 'object') out[name] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (err.cause !== undefined) out.cause = loggedError(err.cause, depth + 1);
    if (err instanceof AggregateError) {
      out.errors = err.errors.map((e: unknown) => loggedError(e, depth + 1));
    }
  }
  return out;
}

/** What a request's log line says of it (Fastify's own fields), its URL without secrets. */
interface LoggedRequest {
  [member: string]: unknown;
  method: string;
  url: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
}

function loggedRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): LoggedRequest {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    ...(request.host === undefined ? {} : { host: request.host }),
    ...(request.ip === undefined ? {} : { remoteAddress: request.ip }),
    ...(request.socket?.remotePort === undefined ? {} : { remotePort: request.socket.remotePort }),
  };
}

/**
 * Serializers by log-object key: `err`/`error` through loggedError; `req` with its URL's secrets
 * replaced; request parts, SQL and its parameters never (whoever logs `{ body }` or `{ params }`
 * gets a placeholder).
 */
export const SAFE_LOG_SERIALIZERS = {
  err: (err: unknown) => loggedError(err),
  error: (err: unknown) => loggedError(err),
  req: loggedRequest,
  body: () => REDACTED,
  payload: () => REDACTED,
  headers: () => REDACTED,
  cookies: () => REDACTED,
  params: () => REDACTED,
  parameters: () => REDACTED,
  query: () => REDACTED,
} as const;

/**
 * Fastify's `logger` option with the safe serializers in force (they win over the caller's), and
 * every message text without URL secrets (a line that quotes a URL itself).
 */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...base.serializers, ...SAFE_LOG_SERIALIZERS },
    hooks: {
      ...base.hooks,
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) =>
          typeof arg === 'string' ? redactUrlSecrets(arg) : arg,
        ) as typeof args;
        return method.apply(this, redacted);
      },
    },
  };
}

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;
type LevelCheck = { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger: pino's child logger with the request id (`reqId`), made when the request
 * first writes a line at an enabled level. Fastify makes a child for every request, and most
 * requests never write a line (at the default level `warn`, only failures do); the lines written
 * are the child's own, bindings and serializers included.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  /** pino's child, made once. */
  private child_(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: LogLevel, args: LogArguments): void {
    if (this.made === undefined && (this.parent as LevelCheck).isLevelEnabled?.(level) === false) {
      return;
    }
    (this.child_()[level] as (...a: LogArguments) => void)(...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const logger = (this.made ?? this.parent) as LevelCheck;
    return logger.isLevelEnabled?.(level) ?? true;
  }

  fatal(...args: LogArguments): void {
    this.write('fatal', args);
  }
  error(...args: LogArguments): void {
    this.write('error', args);
  }
  warn(...args: LogArguments): void {
    this.write('warn', args);
  }
  info(...args: LogArguments): void {
    this.write('info', args);
  }
  debug(...args: LogArguments): void {
    this.write('debug', args);
  }
  trace(...args: LogArguments): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a RequestLogger, or pino's child at once when the route sets
 * its own level or serializers.
 */
export const requestLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new RequestLogger(logger, bindings);

/** An answer that took this long is logged at `warn`, the production level (LOG_LEVEL). */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Logs every answer that took `thresholdMs` or more at `warn`, so a slow endpoint shows in a
 * production log, where the per-request lines (at `info`) are off. The line names the route's
 * pattern, not the URL: no ids, no query. Event streams are left out: they are long by design.
 */
export function installSlowRequestLog(
  app: FastifyInstance,
  thresholdMs: number = SLOW_REQUEST_MS,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    if (responseTime >= thresholdMs && !isEventStream(reply.getHeader('content-type'))) {
      request.log.warn(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          statusCode: reply.statusCode,
          responseTime: Math.round(responseTime),
        },
        'slow request',
      );
    }
    done();
  });
}

/** A Server-Sent Events answer: long by design, left out of latency figures. */
export function isEventStream(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/event-stream');
}
