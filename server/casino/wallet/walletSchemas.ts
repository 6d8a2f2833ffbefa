// JSON Schemas of the wallet API (domain/casino/walletProtocol.ts). Amounts are plain JSON
// numbers here: a fractional, negative or zero amount is the protocol's INVALID_AMOUNT (the
// service's rule), not a malformed body.
import { WALLET_ERROR_CODES, WALLET_ID_MAX_LENGTH } from '../../../domain/casino/walletProtocol';
import { ERROR_REASONS } from '../../../domain/errors/errorReasons';
import { closedObjectSchema, objectSchema } from '../../../domain/contract/jsonSchema';

const providerId = (description: string) =>
  ({ type: 'string', minLength: 1, maxLength: WALLET_ID_MAX_LENGTH, description }) as const;

const signed = {
  timestamp: {
    type: 'number',
    description: "The provider's clock, ms since the epoch; at most 60 s from the wallet's",
  },
  sessionId: providerId('The game session from the launch'),
} as const;

const currency = {
  type: 'string',
  minLength: 1,
  maxLength: 8,
  description: "ISO 4217 alphabetic code of the session's account",
} as const;

const amount = (description: string) =>
  ({ type: 'number', minimum: -1e15, maximum: 1e15, description }) as const;

export const balanceBodySchema = closedObjectSchema(['timestamp', 'sessionId'], signed);

export const debitBodySchema = closedObjectSchema(
  ['timestamp', 'sessionId', 'transactionId', 'roundId', 'amount', 'currency'],
  {
    ...signed,
    transactionId: providerId("The provider's id of this debit, unique per provider"),
    roundId: providerId("The provider's round id"),
    amount: amount('The stake in minor units, a whole number > 0'),
    currency,
  },
);

const fairnessSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['serverSeedHash'],
  properties: {
    serverSeedHash: { type: 'string', minLength: 1, maxLength: 128 },
    serverSeed: { type: 'string', maxLength: 128 },
    clientSeed: { type: 'string', maxLength: 128 },
    nonce: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  },
  description: 'Provably fair data of the round, shown in the history',
} as const;

export const creditBodySchema = closedObjectSchema(
  ['timestamp', 'sessionId', 'transactionId', 'roundId', 'amount', 'currency'],
  {
    ...signed,
    transactionId: providerId("The provider's id of this credit, unique per provider"),
    roundId: providerId('A round with an accepted debit'),
    amount: amount('The win in minor units, a whole number >= 0'),
    currency,
    roundClosed: { type: 'boolean', description: 'The round is over (default true)' },
    fairness: fairnessSchema,
  },
);

export const rollbackBodySchema = closedObjectSchema(
  ['timestamp', 'sessionId', 'transactionId', 'debitTransactionId', 'roundId'],
  {
    ...signed,
    transactionId: providerId("The provider's id of this rollback"),
    debitTransactionId: providerId('The debit to give back'),
    roundId: providerId("The provider's round id"),
  },
);

export const walletHeadersSchema = {
  type: 'object',
  properties: {
    'x-wallet-provider': { type: 'string', maxLength: 64, description: "The provider's key" },
    'x-wallet-signature': {
      type: 'string',
      maxLength: 128,
      description: 'Lowercase hex HMAC-SHA256 of the raw body under the provider secret',
    },
  },
} as const;

export const walletOkSchema = objectSchema(['status', 'balance', 'currency'], {
  status: { type: 'string', enum: ['OK'] },
  balance: { type: 'integer', description: 'Minor units after the call' },
  currency: { type: 'string' },
  walletTransactionId: { type: 'string' },
  duplicate: { type: 'boolean' },
});

export const walletErrorSchema = objectSchema(['status', 'code', 'message', 'error'], {
  status: { type: 'string', enum: ['ERROR'] },
  code: { type: 'string', enum: [...WALLET_ERROR_CODES] },
  error: { type: 'string' },
  message: { type: 'string' },
  reason: { type: 'string', enum: [...ERROR_REASONS] },
  field: { type: 'string' },
  rule: { type: 'string' },
  balance: { type: 'integer' },
});

export const walletResponses = {
  200: walletOkSchema,
  400: walletErrorSchema,
  401: walletErrorSchema,
  403: walletErrorSchema,
  404: walletErrorSchema,
  409: walletErrorSchema,
  413: walletErrorSchema,
  415: walletErrorSchema,
} as const;
