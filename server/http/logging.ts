// What reaches the log: never a request body, and of an error only what cannot carry customer
// data. A database error carries its SQL and bound parameters (password hashes, e-mails,
// personal data); its detail and context may quote row values.
import type { FastifyServerOptions } from 'fastify';

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
    message: err.message,
    stack: err.stack ?? '',
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

/**
 * Serializers by log-object key: `err`/`error` through loggedError; request parts, SQL and its
 * parameters never (whoever logs `{ body }` or `{ params }` gets a placeholder).
 */
export const SAFE_LOG_SERIALIZERS = {
  err: (err: unknown) => loggedError(err),
  error: (err: unknown) => loggedError(err),
  body: () => REDACTED,
  payload: () => REDACTED,
  headers: () => REDACTED,
  cookies: () => REDACTED,
  params: () => REDACTED,
  parameters: () => REDACTED,
  query: () => REDACTED,
} as const;

/** Fastify's `logger` option with the safe serializers in force (they win over the caller's). */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, ...SAFE_LOG_SERIALIZERS } };
}
