// JSON Schemas of the limit service's routes (domain/limits/contract.ts), for validation and the
// OpenAPI document.
import { LANGUAGE_HEADER, LIMIT_SECTION_IDS, MAX_CUSTOM_AMOUNT } from '../../domain/limits/index';
import { errorResponseSchema, languageSchema } from '../http/httpSchemas';

const LANGUAGE_HEADER_NAME = LANGUAGE_HEADER.toLowerCase();

/** Every call: X-Language, a language of the brand (checked by the route). */
export const languageHeadersSchema = {
  type: 'object',
  required: [LANGUAGE_HEADER_NAME],
  properties: { [LANGUAGE_HEADER_NAME]: languageSchema },
} as const;

const typeSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 1000,
  description: 'Limit type (SPEC section 3)',
} as const;
const epoch = { type: ['integer', 'null'], description: 'Epoch seconds' } as const;
const measureSchema = { enum: ['amount', 'days', 'hours', 'minutes', 'flag'] } as const;
const valuesSchema = { type: 'array', items: { type: 'integer' } } as const;

export const limitSchema = {
  type: 'object',
  required: [
    'type',
    'limitType',
    'limitValue',
    'limitState',
    'startedAt',
    'endsAt',
    'limitBalance',
    'needApprove',
    'selfExcludeReason',
    'availableValues',
    'measure',
  ],
  properties: {
    type: { type: 'integer' },
    limitType: { enum: [-1, 0, 1] },
    limitValue: { type: 'integer' },
    limitState: { enum: ['PENDING', 'ACTIVE', 'INACTIVE'] },
    startedAt: epoch,
    endsAt: epoch,
    limitBalance: { type: ['integer', 'null'], description: 'Minor units left in the window' },
    needApprove: { type: 'boolean' },
    selfExcludeReason: { type: ['integer', 'null'] },
    availableValues: valuesSchema,
    measure: measureSchema,
  },
} as const;

const limitsList = { type: 'array', items: limitSchema } as const;

export const limitsResponseSchema = {
  type: 'object',
  required: ['limits'],
  properties: { limits: limitsList },
} as const;

export const availableLimitsResponseSchema = {
  type: 'object',
  required: ['sections', 'limits', 'currencyId', 'coolingOffHours'],
  properties: {
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'title', 'subtitle', 'warning', 'isSectionDisabled', 'fields'],
        properties: {
          id: { enum: [...LIMIT_SECTION_IDS] },
          title: { type: 'string' },
          subtitle: { type: 'string' },
          warning: { type: ['string', 'null'] },
          isSectionDisabled: { type: 'boolean' },
          fields: {
            type: 'array',
            items: {
              type: 'object',
              required: ['type', 'isLocked'],
              properties: { type: { type: 'integer' }, isLocked: { type: 'boolean' } },
            },
          },
        },
      },
    },
    limits: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'type',
          'measure',
          'availableValues',
          'isCustomAllowed',
          'windowHours',
          'customerSettable',
        ],
        properties: {
          type: { type: 'integer' },
          measure: measureSchema,
          availableValues: valuesSchema,
          isCustomAllowed: { type: 'boolean' },
          windowHours: { type: ['integer', 'null'] },
          customerSettable: { type: 'boolean' },
        },
      },
    },
    currencyId: { type: 'integer' },
    coolingOffHours: { type: 'number' },
  },
} as const;

export const saveLimitsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['limits'],
  properties: {
    limits: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'limitValue'],
        properties: {
          type: typeSchema,
          limitValue: { type: 'integer', minimum: -1, maximum: MAX_CUSTOM_AMOUNT },
          selfExcludeReason: { type: 'integer', minimum: 0, maximum: 1000 },
        },
      },
    },
  },
} as const;

const questionsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'question', 'answers'],
    properties: {
      id: { type: 'integer' },
      question: { type: 'string' },
      answers: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'answer'],
          properties: { id: { type: 'integer' }, answer: { type: 'string' } },
        },
      },
    },
  },
} as const;

export const saveLimitsResponseSchema = {
  type: 'object',
  required: ['status', 'questions', 'tokenGuid', 'limitsData'],
  properties: {
    status: { type: 'integer' },
    questions: questionsSchema,
    tokenGuid: { type: ['string', 'null'] },
    limitsData: limitsList,
  },
} as const;

export const testAnswersBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tokenGuid', 'answers'],
  properties: {
    tokenGuid: { type: 'string', format: 'uuid' },
    answers: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['questionId', 'answerId'],
        properties: {
          questionId: { type: 'integer', minimum: 0, maximum: 1000 },
          answerId: { type: 'integer', minimum: 0, maximum: 1000 },
        },
      },
    },
  },
} as const;

export const testAnswersResponseSchema = {
  type: 'object',
  required: ['questionsResult', 'success', 'limitsData'],
  properties: {
    questionsResult: {
      type: 'array',
      items: {
        type: 'object',
        required: ['questionId', 'isCorrect'],
        properties: { questionId: { type: 'integer' }, isCorrect: { type: 'boolean' } },
      },
    },
    success: { type: 'boolean' },
    limitsData: limitsList,
  },
} as const;

export const limitActionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'action'],
  properties: { type: typeSchema, action: { enum: [0, 1], description: '0 reject, 1 approve' } },
} as const;

export const removeLimitQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: typeSchema },
} as const;

export const reasonsResponseSchema = {
  type: 'object',
  required: ['reasons'],
  properties: {
    reasons: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'selfExcludeReason'],
        properties: { id: { type: 'integer' }, selfExcludeReason: { type: 'string' } },
      },
    },
  },
} as const;

export const blockUserBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['days'],
  properties: {
    days: { type: 'integer', minimum: 1, maximum: 10000 },
    selfExcludeReason: { type: 'integer', minimum: 0, maximum: 1000 },
  },
} as const;

export const blockUserResponseSchema = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' } },
} as const;

export const pingBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { acknowledgeRealityCheck: { type: 'boolean' } },
} as const;

export const pingResponseSchema = {
  type: 'object',
  required: [
    'sessionEnded',
    'reason',
    'playedTodaySeconds',
    'sessionLimitSeconds',
    'sessionRemainingSeconds',
    'signInAgainAt',
    'realityCheck',
  ],
  properties: {
    sessionEnded: { type: 'boolean' },
    reason: { type: ['string', 'null'] },
    playedTodaySeconds: { type: 'integer' },
    sessionLimitSeconds: { type: ['integer', 'null'] },
    sessionRemainingSeconds: { type: ['integer', 'null'] },
    signInAgainAt: epoch,
    realityCheck: {
      type: ['object', 'null'],
      required: ['due', 'intervalMinutes', 'playedSeconds', 'netResult', 'currencyId'],
      properties: {
        due: { type: 'boolean' },
        intervalMinutes: { type: 'integer' },
        playedSeconds: { type: 'integer' },
        netResult: { type: 'integer' },
        currencyId: { type: 'integer' },
      },
    },
  },
} as const;

/** A failed call (SPEC section 8): status and title, and the refusal body. */
export const limitFailureSchema = {
  ...errorResponseSchema,
  required: ['status', 'title', 'error', 'message'],
  properties: {
    ...errorResponseSchema.properties,
    status: { type: 'integer' },
    title: { type: 'string', description: 'Dictionary key of the text: error_<reason>' },
  },
} as const;

export const LIMIT_ERRORS = {
  400: limitFailureSchema,
  401: limitFailureSchema,
  403: limitFailureSchema,
} as const;
