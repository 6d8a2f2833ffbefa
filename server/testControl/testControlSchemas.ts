// The JSON Schemas of the test-control routes (validated by Fastify's ajv: bad input is a 400
// naming the field).
import { errorAnswers } from '../http/httpSchemas';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';

const PERIOD_SCORE = closedObjectSchema(['home', 'away'], {
  home: { type: 'integer', minimum: 0, maximum: 1000 },
  away: { type: 'integer', minimum: 0, maximum: 1000 },
});

export const finishBodySchema = closedObjectSchema(['gameId', 'home', 'away'], {
  gameId: { type: 'integer', minimum: 1 },
  home: { type: 'integer', minimum: 0, maximum: 1000 },
  away: { type: 'integer', minimum: 0, maximum: 1000 },
  /** Per period, adding up to home and away; absent: none (period bets void). */
  periods: { type: 'array', maxItems: 20, items: PERIOD_SCORE },
  cancelled: { type: 'boolean' },
});

export const finishResponseSchema = {
  type: 'object',
  required: ['gameId', 'status', 'score', 'cancelled'],
  properties: {
    gameId: { type: 'integer' },
    /** 4 finished, 5 cancelled. */
    status: { type: 'integer' },
    /** The stored result's formatted score, e.g. "2:1 (1:0, 1:1)". */
    score: { type: 'string' },
    cancelled: { type: 'boolean' },
  },
} as const;

export const coefBodySchema = closedObjectSchema(['outcomeId', 'coef'], {
  outcomeId: { type: 'integer', minimum: 1 },
  coef: { type: 'number', exclusiveMinimum: 1, maximum: 10_000 },
});

export const coefResponseSchema = objectSchema(['outcomeId', 'gameId', 'coef', 'isBlocked'], {
  outcomeId: { type: 'integer' },
  gameId: { type: 'integer' },
  coef: { type: 'number' },
  isBlocked: { type: 'boolean' },
});

export const goalBodySchema = closedObjectSchema(['gameId', 'side'], {
  gameId: { type: 'integer', minimum: 1 },
  side: { type: 'string', enum: ['home', 'away'] },
});

export const goalResponseSchema = objectSchema(['gameId', 'home', 'away'], {
  gameId: { type: 'integer' },
  home: { type: 'integer' },
  away: { type: 'integer' },
});

/** At most 30 days a call. */
export const MAX_ADVANCE_MS = 30 * 86_400_000;

export const advanceBodySchema = closedObjectSchema(['ms'], {
  ms: { type: 'integer', minimum: 0, maximum: MAX_ADVANCE_MS },
});

export const advanceResponseSchema = objectSchema(['nowMs', 'now'], {
  /** The feed clock after the move, milliseconds since the epoch. */
  nowMs: { type: 'integer' },
  /** The same, ISO 8601. */
  now: { type: 'string' },
});

export const messagesQuerySchema = closedOptionalObjectSchema({
  to: { type: 'string', minLength: 1, maxLength: 254 },
});

export const messagesResponseSchema = objectSchema(['messages'], {
  messages: arraySchema(
    objectSchema(['channel', 'to', 'subject', 'text', 'sentAt'], {
      channel: { type: 'string', enum: ['sms', 'email'] },
      to: { type: 'string' },
      subject: { type: ['string', 'null'] },
      text: { type: 'string' },
      sentAt: { type: 'string' },
    }),
  ),
});

/** The refusals every route may answer. */
export const CONTROL_ERRORS = {
  ...errorAnswers(400, 404, 409),
} as const;
