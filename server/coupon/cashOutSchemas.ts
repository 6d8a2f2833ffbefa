// JSON Schemas of the cash-out routes (docs/cash-out.md). Amounts in major units as JSON numbers;
// whole minor units of the coupon's currency are a rule of the cash-out (amount_not_minor_units).
import { errorResponseSchema } from '../http/httpSchemas';
import { IDEMPOTENCY_HEADER } from './couponSchemas';
import { CASH_OUT_REFUSAL_CODES } from '../../domain/coupon/cashOut';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';
import { integer, number } from '../http/schemaPrimitives';

export { CASH_OUT_REFUSAL_CODES };

const LARGEST_AMOUNT = 1e12;

export const CASH_OUT_UNAVAILABLE_REASONS = ['suspended', 'lost', 'off', 'excluded'] as const;

export const cashOutParamsSchema = objectSchema(['couponId'], {
  couponId: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
});

export const offersQuerySchema = closedOptionalObjectSchema({
  ids: {
    type: 'string',
    pattern: '^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,199}$',
    description: 'Comma-separated coupon ids; absent: the newest open coupons',
  },
});

const offerSchema = objectSchema(
  ['couponId', 'value', 'reason', 'amount', 'liveAmount', 'minAmount', 'currencyId', 'legs'],
  {
    couponId: integer,
    value: { type: ['number', 'null'], description: 'The offer for the stake in play, or null' },
    reason: {
      type: ['string', 'null'],
      enum: [...CASH_OUT_UNAVAILABLE_REASONS, null],
      description:
        'Why there is no offer: a suspended market, a lost coupon, not offered, or the ' +
        "customer's self-exclusion or time-out",
    },
    amount: { ...number, description: 'The stake' },
    liveAmount: { ...number, description: 'The stake still in play' },
    legs: arraySchema(
      objectSchema(['gameId', 'outcomeId'], { gameId: integer, outcomeId: integer }),
    ),
    minAmount: { ...number, description: 'The least a partial cash-out takes' },
    currencyId: integer,
    taxRule: {
      type: ['object', 'null'],
      required: ['rateBp', 'taxFreeMinor'],
      properties: { rateBp: integer, taxFreeMinor: integer },
      description:
        "The coupon's winnings tax rule (hundredths of a percent, allowance in minor units; null: " +
        'none): what a cash-out credits is the value less this tax',
    },
    autoRule: {
      type: ['object', 'null'],
      required: ['takeAt', 'stopAt'],
      properties: { takeAt: { type: ['number', 'null'] }, stopAt: { type: ['number', 'null'] } },
      description: "The coupon's auto cash-out rule (null: none)",
    },
  },
);

export const offersResponseSchema = objectSchema(['offers'], {
  offers: { type: 'array', items: offerSchema },
});

export const cashOutHeadersSchema = objectSchema([IDEMPOTENCY_HEADER], {
  [IDEMPOTENCY_HEADER]: {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    description: 'Chosen by the client per cash-out; a repeat answers the first',
  },
});

export const cashOutBodySchema = closedObjectSchema(['value'], {
  value: {
    type: 'number',
    exclusiveMinimum: 0,
    maximum: LARGEST_AMOUNT,
    description: 'The offer the customer saw, major units',
  },
  amount: {
    type: 'number',
    exclusiveMinimum: 0,
    maximum: LARGEST_AMOUNT,
    description: 'A partial cash-out: the amount to take; absent: all of it',
  },
  changeCoefAction: {
    type: 'integer',
    enum: [0, 1, 2],
    default: 2,
    description: 'The odds-change setting applied to the value: 0 ask, 1 take rises, 2 any',
  },
});

export const cashOutResponseSchema = objectSchema(
  ['ok', 'couponId', 'amount', 'value', 'liveAmount', 'status', 'balance'],
  {
    ok: { type: 'boolean', enum: [true] },
    couponId: integer,
    amount: {
      ...number,
      description: 'Taken from the offer now; the account is credited this less any tax',
    },
    tax: {
      ...number,
      description:
        "The winnings tax withheld from it (the brand's taxes, SPEC partnerHasTaxes); absent: none",
    },
    value: { ...number, description: 'The offer it was taken from' },
    liveAmount: { ...number, description: 'The stake left in play (0: cashed out whole)' },
    status: { type: 'string', enum: ['open', 'cashed_out'] },
    balance: { ...number, description: "The account's balance after the credit" },
  },
);

export const cashOutRefusalSchema = objectSchema(['ok', 'refusal'], {
  ok: { type: 'boolean', enum: [false] },
  refusal: objectSchema(['code'], {
    code: { type: 'string', enum: [...CASH_OUT_REFUSAL_CODES] },
    reason: { type: 'string', enum: [...CASH_OUT_UNAVAILABLE_REASONS] },
    newValue: { ...number, description: 'The current offer' },
    limit: { ...number, description: 'The least amount' },
  }),
});

export const autoRuleBodySchema = closedOptionalObjectSchema({
  takeAt: {
    type: ['number', 'null'],
    exclusiveMinimum: 0,
    maximum: LARGEST_AMOUNT,
    description: 'Sell when the offer reaches this (major units)',
  },
  stopAt: {
    type: ['number', 'null'],
    exclusiveMinimum: 0,
    maximum: LARGEST_AMOUNT,
    description: 'Sell when the offer falls to this (major units)',
  },
});

export const autoRuleResponseSchema = objectSchema(['couponId', 'takeAt', 'stopAt'], {
  couponId: integer,
  takeAt: { type: ['number', 'null'] },
  stopAt: { type: ['number', 'null'] },
});

export { errorResponseSchema };
