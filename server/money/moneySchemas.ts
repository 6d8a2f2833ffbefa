// JSON Schemas of the money routes (request validation and the OpenAPI document).
import { ERROR_REASONS } from '../../domain/errors/errorReasons';
import { SUPPORTED_CURRENCY_IDS } from '../../domain/money/currencies';
import { LARGEST_PAYMENT_AMOUNT } from '../../domain/money/paymentLimits';
import { PAYMENT_OUTCOMES, PAYMENT_STATUSES } from '../../domain/money/paymentStatus';
import { PAYMENT_METHODS } from '../../domain/money/paymentMethods';
import { languageSchema } from '../http/httpSchemas';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';

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

export const successResponseSchema = objectSchema(['success'], {
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
  wallet: objectSchema(['currency_id', 'score_id'], {
    currency_id: { type: 'integer', description: 'ISO 4217 numeric code' },
    score_id: { type: 'integer', description: "The wallet's account (score) id" },
  }),
});

export const accountDataResponseSchema = objectSchema(
  [
    'balance',
    'bonus',
    'all_accounts',
    'is_available_first_deposit_bonus',
    'isAccountFrozen',
    'bonuses',
  ],
  {
    balance: minorUnits("The active account's money"),
    bonus: minorUnits("The bonus account's money"),
    all_accounts: {
      type: 'array',
      description: 'SPEC section 3 "Account state": the open accounts, main first',
      items: objectSchema(
        ['id', 'iso', 'symbol', 'currencyId', 'type', 'money', 'points', 'label', 'isActive'],
        {
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
      ),
    },
    is_available_first_deposit_bonus: {
      type: 'boolean',
      description: 'True until the first successful deposit',
    },
    isAccountFrozen: {
      type: 'boolean',
      description: 'Frozen by an operator: every money movement is refused 403 account_frozen',
    },
    bonuses: {
      type: 'array',
      description: 'SPEC section 3 "Account state" bonuses: the active bonuses, oldest first',
      items: objectSchema(['idBonus', 'money'], {
        idBonus: { type: 'integer' },
        money: minorUnits("The bonus's money"),
      }),
    },
  },
);

export const setActiveBodySchema = closedObjectSchema(['id'], { id: accountIdSchema });

export const addCurrencyBodySchema = closedObjectSchema(['currency_id'], {
  currency_id: currencyIdSchema,
});

export const accountParamsSchema = closedObjectSchema(['id'], { id: accountIdSchema });

export const paymentBodySchema = closedObjectSchema(['amount'], {
  amount: {
    type: 'integer',
    minimum: 1,
    maximum: LARGEST_PAYMENT_AMOUNT,
    description: 'Integer minor units; per-currency bounds apply (domain/money/paymentLimits.ts)',
  },
  account_id: accountIdSchema,
  lng: { ...languageSchema, description: 'Language of the result page (default ru)' },
});

/** A deposit names how it is paid (domain/money/paymentMethods.ts); card when absent. */
export const depositBodySchema = closedObjectSchema(['amount'], {
  ...paymentBodySchema.properties,
  method: {
    type: 'string',
    enum: [...PAYMENT_METHODS],
    description: 'card (the hosted page) or team_cash (a cash-terminal payment); default card',
  },
});

/** SPEC section 3 "Team-cash payment record". */
export const teamCashResponseSchema = objectSchema(['items'], {
  items: arraySchema(
    objectSchema(
      [
        'id',
        'status_id',
        'message',
        'translate_message',
        'skks_hash',
        'timestamp',
        'date_payment',
        'status_title',
        'summ',
        'money_deposit_id',
      ],
      {
        id: { type: 'string', format: 'uuid' },
        status_id: {
          type: 'integer',
          enum: [0, 1, 2, 3, 4],
          description: '0 created, 1 pending, 2 paid, 3 failed, 4 cancelled',
        },
        message: { type: 'string', enum: [...PAYMENT_STATUSES] },
        translate_message: { type: 'string', description: 'Dictionary key of the status' },
        skks_hash: { type: 'string', description: 'SHA-256 (hex) of the receipt' },
        timestamp: { type: 'integer', description: 'Unix seconds of the last change' },
        date_payment: { type: ['string', 'null'], format: 'date-time' },
        status_title: { type: 'string', enum: [...PAYMENT_STATUSES] },
        summ: minorUnits('Amount'),
        money_deposit_id: { type: ['string', 'null'] },
      },
    ),
  ),
});

export const depositResponseSchema = objectSchema(['payment_id', 'redirect_url'], {
  payment_id: { type: 'string', format: 'uuid' },
  redirect_url: { type: 'string', description: "The provider's hosted payment page" },
});

export const withdrawResponseSchema = objectSchema(['payment_id', 'status'], {
  payment_id: { type: 'string', format: 'uuid' },
  status: { type: 'string', enum: [...PAYMENT_STATUSES] },
  redirect_url: { type: 'string', description: "The provider's hosted page, if it has one" },
});

export const historyQuerySchema = closedOptionalObjectSchema({
  pageNumber: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  isIncludeArchive: { type: 'boolean', default: false },
});

export const historyResponseSchema = objectSchema(['entities', 'total_count'], {
  entities: arraySchema(
    objectSchema(['id', 'type', 'amount', 'currency_id', 'iso', 'status', 'created_at'], {
      id: { type: 'string', format: 'uuid' },
      type: { type: 'string', enum: ['deposit', 'withdraw'] },
      amount: minorUnits('Amount'),
      currency_id: { type: 'integer' },
      iso: { type: 'string' },
      status: { type: 'string', enum: [...PAYMENT_STATUSES] },
      created_at: { type: 'string', format: 'date-time' },
    }),
  ),
  total_count: { type: 'integer' },
});

export const sandboxCallbackBodySchema = closedObjectSchema(
  ['event_id', 'payment_id', 'status', 'amount', 'currency_id', 'timestamp'],
  {
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
);

export const callbackResponseSchema = objectSchema(['result', 'status'], {
  result: { type: 'string', enum: ['applied', 'duplicate', 'ignored'] },
  status: { type: 'string', enum: [...PAYMENT_STATUSES] },
});
