import type { FastifyReply } from 'fastify';
import { reasonOfStatus, type ErrorReason } from '../../domain/errors/errorReasons';

/**
 * The body of every 4xx answer: a stable `reason` the client words in the page language, the
 * input `field` it is about (when one), and an English `message` for logs and developers.
 */
export interface RefusalBody extends RefusalDetails {
  error: string;
  message: string;
  reason: ErrorReason;
  field?: string;
  rule?: string;
}

/** Figures a refusal carries for the client to say (a limit's remaining amount, an end time). */
export interface RefusalDetails {
  /** Integer minor units left (limit_deposit_exceeded, limit_wagering_exceeded ...). */
  remaining?: number;
  /** Epoch seconds when the refusal stops applying (self_excluded, time_out_active ...). */
  endsAt?: number;
  /** A SPEC section 8 numeric code the client's interceptors act on (120: fingerprint). */
  code?: number;
}

/** Thrown from a handler or hook: the error handler answers it as a RefusalBody. */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: ErrorReason,
    message: string,
    readonly field?: string,
    readonly details?: RefusalDetails,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export function refusalBody(
  status: number,
  reason: ErrorReason,
  message: string,
  field?: string,
  rule?: string,
): RefusalBody {
  return {
    error: statusText(status),
    message,
    reason,
    ...(field === undefined ? {} : { field }),
    ...(rule === undefined ? {} : { rule }),
  };
}

/** Sends a refusal: `return refuse(reply, 409, 'email_taken', 'email is registered', 'email')`. */
export function refuse(
  reply: FastifyReply,
  status: number,
  reason: ErrorReason,
  message: string,
  field?: string,
): FastifyReply {
  return reply.status(status).send(refusalBody(status, reason, message, field));
}

/** A refusal body for a status alone (the reason of the status). */
export function statusRefusal(status: number, message: string): RefusalBody {
  return refusalBody(status, reasonOfStatus(status), message);
}

export function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    406: 'Not Acceptable',
    409: 'Conflict',
    410: 'Gone',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    451: 'Unavailable For Legal Reasons',
    503: 'Service Unavailable',
  };
  return texts[status] ?? (status >= 500 ? 'Internal Server Error' : 'Client Error');
}
