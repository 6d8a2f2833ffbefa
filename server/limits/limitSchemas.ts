// JSON Schemas of the limit service's routes (domain/limits/contract.ts), for validation and the
// OpenAPI document.
import { LANGUAGE_HEADER, LIMIT_SECTION_IDS, MAX_CUSTOM_AMOUNT } from '../../domain/limits/index';
import { errorResponseSchema, languageSchema } from '../http/httpSchemas';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';

const LANGUAGE_HEADER_NAME = LANGUAGE_HEADER.toLowerCase();

/** Every call: X-Language, a language of the brand (checked by the route). */
export const languageHeadersSchema = objectSchema([LANGUAGE_HEADER_NAME], {
  [LANGUAGE_HEADER_NAME]: languageSchema,
});

const typeSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 1000,
  description: 'Limit type (SPEC section 3)',
} as const;
const epoch = { type: ['integer', 'null'], description: 'Epoch seconds' } as const;
const measureSchema = { enum: ['amount', 'days', 'hours', 'minutes', 'flag'] } as const;
const valuesSchema = { type: 'array', items: { type: 'integer' } } as const;

export const limitSchema = objectSchema(
  [
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
  {
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
);

const limitsList = { type: 'array', items: limitSchema } as const;

export const limitsResponseSchema = objectSchema(['limits'], { limits: limitsList });

export const availableLimitsResponseSchema = objectSchema(
  ['sections', 'limits', 'currencyId', 'coolingOffHours'],
  {
    sections: arraySchema(
      objectSchema(['id', 'title', 'subtitle', 'warning', 'isSectionDisabled', 'fields'], {
        id: { enum: [...LIMIT_SECTION_IDS] },
        title: { type: 'string' },
        subtitle: { type: 'string' },
        warning: { type: ['string', 'null'] },
        isSectionDisabled: { type: 'boolean' },
        fields: arraySchema(
          objectSchema(['type', 'isLocked'], {
            type: { type: 'integer' },
            isLocked: { type: 'boolean' },
          }),
        ),
      }),
    ),
    limits: arraySchema(
      objectSchema(
        [
          'type',
          'measure',
          'availableValues',
          'isCustomAllowed',
          'windowHours',
          'customerSettable',
        ],
        {
          type: { type: 'integer' },
          measure: measureSchema,
          availableValues: valuesSchema,
          isCustomAllowed: { type: 'boolean' },
          windowHours: { type: ['integer', 'null'] },
          customerSettable: { type: 'boolean' },
        },
      ),
    ),
    currencyId: { type: 'integer' },
    coolingOffHours: { type: 'number' },
  },
);

export const saveLimitsBodySchema = closedObjectSchema(['limits'], {
  limits: {
    type: 'array',
    minItems: 1,
    maxItems: 20,
    items: closedObjectSchema(['type', 'limitValue'], {
      type: typeSchema,
      limitValue: { type: 'integer', minimum: -1, maximum: MAX_CUSTOM_AMOUNT },
      selfExcludeReason: { type: 'integer', minimum: 0, maximum: 1000 },
    }),
  },
});

const questionsSchema = arraySchema(
  objectSchema(['id', 'question', 'answers'], {
    id: { type: 'integer' },
    question: { type: 'string' },
    answers: arraySchema(
      objectSchema(['id', 'answer'], {
        id: { type: 'integer' },
        answer: { type: 'string' },
      }),
    ),
  }),
);

export const saveLimitsResponseSchema = objectSchema(
  ['status', 'questions', 'tokenGuid', 'limitsData'],
  {
    status: { type: 'integer' },
    questions: questionsSchema,
    tokenGuid: { type: ['string', 'null'] },
    limitsData: limitsList,
  },
);

export const testAnswersBodySchema = closedObjectSchema(['tokenGuid', 'answers'], {
  tokenGuid: { type: 'string', format: 'uuid' },
  answers: {
    type: 'array',
    maxItems: 20,
    items: closedObjectSchema(['questionId', 'answerId'], {
      questionId: { type: 'integer', minimum: 0, maximum: 1000 },
      answerId: { type: 'integer', minimum: 0, maximum: 1000 },
    }),
  },
});

export const testAnswersResponseSchema = objectSchema(
  ['questionsResult', 'success', 'limitsData'],
  {
    questionsResult: arraySchema(
      objectSchema(['questionId', 'isCorrect'], {
        questionId: { type: 'integer' },
        isCorrect: { type: 'boolean' },
      }),
    ),
    success: { type: 'boolean' },
    limitsData: limitsList,
  },
);

export const limitActionBodySchema = closedObjectSchema(['type', 'action'], {
  type: typeSchema,
  action: { enum: [0, 1], description: '0 reject, 1 approve' },
});

export const removeLimitQuerySchema = closedObjectSchema(['type'], { type: typeSchema });

export const reasonsResponseSchema = objectSchema(['reasons'], {
  reasons: arraySchema(
    objectSchema(['id', 'selfExcludeReason'], {
      id: { type: 'integer' },
      selfExcludeReason: { type: 'string' },
    }),
  ),
});

export const blockUserBodySchema = closedObjectSchema(['days'], {
  days: { type: 'integer', minimum: 1, maximum: 10000 },
  selfExcludeReason: { type: 'integer', minimum: 0, maximum: 1000 },
});

export const blockUserResponseSchema = objectSchema(['success'], { success: { type: 'boolean' } });

export const pingBodySchema = closedOptionalObjectSchema({
  acknowledgeRealityCheck: { type: 'boolean' },
});

export const pingResponseSchema = objectSchema(
  [
    'sessionEnded',
    'reason',
    'playedTodaySeconds',
    'sessionLimitSeconds',
    'sessionRemainingSeconds',
    'signInAgainAt',
    'realityCheck',
  ],
  {
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
);

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
