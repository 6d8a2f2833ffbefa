// JSON Schemas of the money routes (request validation and the OpenAPI document).
import { ERROR_REASONS } from '../../domain/errors/errorReasons';
import { SUPPORTED_CURRENCY_IDS } from '../../domain/money/currencies';
import { LARGEST_PAYMENT_AMOUNT } from '../../domain/money/paymentLimits';
import { PAYMENT_OUTCOMES, PAYMENT_STATUSES } from '../../domain/money/paymentStatus';
import { languageSchema } from '../http/httpSchemas';

/** Account ids are bigint in SQL and plain JSON numbers to the client. */
export const accountIdSchema = {
  type: 'integer',
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
  description: 'An account id from all_accounts',
} as const;

export const currencyIdSchema = {
  type: 'integer',
  enum: [...SUPPORTED_CURRENCY_IDS],
  description: 'ISO 4217 numeric code of a supported currency',
} as const;

const minorUnits = (description: string) =>
  ({ type: 'integer', description: `${description}, integer minor units (e.g. kopecks)` }) as const;

export const successResponseSchema = {
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    message: {
      type: 'string',
      description: 'Why it was refused (when success is false), in English for logs',
    },
    reason: {
      type: 'string',
      enum: [...ERROR_REASONS],
      description: 'Stable refusal reason (when success is false), worded by the client',
    },
    field: { type: 'string', description: 'The input the refusal is about' },
    account_id: { type: 'integer', description: 'The account created or changed' },
  },
} as const;

export const accountDataResponseSchema = {
  type: 'object',
  required: ['balance', 'bonus', 'all_accounts', 'is_available_first_deposit_bonus'],
  properties: {
    balance: minorUnits("The active account's money"),
    bonus: minorUnits("The bonus account's money"),
    all_accounts: {
      type: 'array',
      description: 'SPEC section 3 "Account state": the open accounts, main first',
      items: {
        type: 'object',
        required: [
          'id',
          'iso',
          'symbol',
          'currencyId',
          'type',
          'money',
          'points',
          'label',
          'isActive',
        ],
        properties: {
          id: { type: 'integer' },
          iso: { type: 'string', description: 'ISO 4217 alphabetic code' },
          symbol: { type: 'string' },
          currencyId: { type: 'integer', description: 'ISO 4217 numeric code' },
          type: { type: 'integer', enum: [0, 4, 9], description: '0 main, 4 bonus, 9 currency' },
          money: minorUnits('Balance'),
          points: { type: 'integer' },
          label: { type: ['string', 'null'] },
          isActive: { type: 'boolean' },
        },
      },
    },
    is_available_first_deposit_bonus: {
      type: 'boolean',
      description: 'True until the first successful deposit',
    },
  },
} as const;

export const setActiveBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: accountIdSchema },
} as const;

export const addCurrencyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency_id'],
  properties: { currency_id: currencyIdSchema },
} as const;

export const accountParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: accountIdSchema },
} as const;

export const paymentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount'],
  properties: {
    amount: {
      type: 'integer',
      minimum: 1,
      maximum: LARGEST_PAYMENT_AMOUNT,
      description: 'Integer minor units; per-currency bounds apply (domain/money/paymentLimits.ts)',
    },
    account_id: accountIdSchema,
    lng: { ...languageSchema, description: 'Language of the result page (default ru)' },
  },
} as const;

export const depositResponseSchema = {
  type: 'object',
  required: ['payment_id', 'redirect_url'],
  properties: {
    payment_id: { type: 'string', format: 'uuid' },
    redirect_url: { type: 'string', description: "The provider's hosted payment page" },
  },
} as const;

export const withdrawResponseSchema = {
  type: 'object',
  required: ['payment_id', 'status'],
  properties: {
    payment_id: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    redirect_url: { type: 'string', description: "The provider's hosted page, if it has one" },
  },
} as const;

export const historyQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNumber: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    isIncludeArchive: { type: 'boolean', default: false },
  },
} as const;

export const historyResponseSchema = {
  type: 'object',
  required: ['entities', 'total_count'],
  properties: {
    entities: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type', 'amount', 'currency_id', 'iso', 'status', 'created_at'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          type: { type: 'string', enum: ['deposit', 'withdraw'] },
          amount: minorUnits('Amount'),
          currency_id: { type: 'integer' },
          iso: { type: 'string' },
          status: { type: 'string', enum: [...PAYMENT_STATUSES] },
          created_at: { type: 'string', format: 'date-time' },
        },
      },
    },
    total_count: { type: 'integer' },
  },
} as const;

export const sandboxCallbackBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['event_id', 'payment_id', 'status', 'amount', 'currency_id', 'timestamp'],
  properties: {
    event_id: { type: 'string', minLength: 1, maxLength: 200 },
    payment_id: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: [...PAYMENT_OUTCOMES] },
    amount: { type: 'integer', minimum: 1, maximum: LARGEST_PAYMENT_AMOUNT },
    currency_id: { type: 'integer', minimum: 1, maximum: 999 },
    timestamp: {
      type: 'integer',
      minimum: 0,
      description: 'Unix seconds, covered by the signature',
    },
  },
} as const;

export const callbackResponseSchema = {
  type: 'object',
  required: ['result', 'status'],
  properties: {
    result: { type: 'string', enum: ['applied', 'duplicate', 'ignored'] },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
  },
} as const;
