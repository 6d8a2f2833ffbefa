// A booked coupon as the customer sees it, declared once: the placement's answer, one coupon
// (GET /web-api/coupon/{id}) and the bet history's rows answer this schema (the server's routes,
// server/coupon/couponSchemas.ts), and the client's coupon and history calls read its derived types
// (stores/sports/couponApi.ts, betHistoryApi.ts). Amounts in major units.
import type { FromSchema } from 'json-schema-to-ts';
import { objectSchema } from '../contract/jsonSchema';
import { BOOKED_COUPON_STATUSES } from './bookedCoupons';

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const number = { type: 'number' } as const;

export const placedLegSchema = objectSchema(
  [
    'outcomeId',
    'gameId',
    'coef',
    'blockId',
    'marketName',
    'outcomeName',
    'opponents',
    'startAt',
    'isLive',
    'sportId',
    'champId',
    'result',
  ],
  {
    outcomeId: integer,
    gameId: integer,
    coef: { ...number, description: 'The booked coefficient' },
    blockId: {
      ...integer,
      description:
        '0 a banker of a system (lobby block), 1..n the block of a blocks coupon, else 1',
    },
    marketName: string,
    outcomeName: string,
    opponents: { type: 'array', items: string, description: 'Names, home first' },
    startAt: { ...integer, description: 'Game start, seconds since the epoch' },
    isLive: boolean,
    sportId: integer,
    champId: integer,
    result: {
      type: ['string', 'null'],
      enum: ['won', 'lost', 'void', null],
      description: "null until the leg's game is settled",
    },
  },
);

export const placedCouponSchema = objectSchema(
  [
    'id',
    'typeId',
    'amount',
    'coef',
    'possibleWin',
    'status',
    'placedAt',
    'currencyId',
    'accountId',
    'systemValue',
    'isVip',
    'isFreeBet',
    'payout',
    'settledAt',
    'legs',
  ],
  {
    id: integer,
    typeId: {
      type: 'integer',
      enum: [0, 1, 2, 4],
      description: '0 a single, 1 express, 2 system, 4 blocks',
    },
    amount: { ...number, description: 'Stake, major units' },
    coef: { ...number, description: 'Coupon coefficient (bonus factor included)' },
    possibleWin: { ...number, description: 'Major units, when every leg wins' },
    status: { type: 'string', enum: BOOKED_COUPON_STATUSES },
    placedAt: { ...string, format: 'date-time' },
    currencyId: integer,
    accountId: integer,
    systemValue: { type: ['integer', 'null'] },
    isVip: boolean,
    isFreeBet: {
      ...boolean,
      description: 'Staked with a free bet: a win pays the winnings minus the stake',
    },
    refId: {
      type: ['string', 'null'],
      description:
        'SPEC section 3 "Coupon to place" refId: the shared coupon code the slip was loaded from; null: none',
    },
    payout: {
      type: ['number', 'null'],
      description: 'Major units once settled (cash-outs included)',
    },
    cashedOut: { ...number, description: 'What cash-outs paid so far, major units' },
    liveAmount: {
      ...number,
      description: 'The stake still in play after partial cash-outs, major units',
    },
    settledAt: { type: ['string', 'null'] },
    tax: {
      ...number,
      description:
        "The winnings tax withheld so far, major units (payout is after it); absent: the coupon's brand has no tax",
    },
    hyperBonusPercent: {
      ...number,
      description:
        "The hyper bonus percent the coupon was placed under (docs/coupon.md 'Hyper bonus'); absent: none",
    },
    hyperBonus: {
      ...number,
      description:
        'The hyper bonus paid, major units (payout includes it); absent: the coupon has none',
    },
    legs: { type: 'array', items: placedLegSchema },
  },
);

/** One leg of a booked coupon. */
export type PlacedLeg = FromSchema<typeof placedLegSchema>;
/** One coupon the server booked (singles give one a coupon each). */
export type PlacedCoupon = FromSchema<typeof placedCouponSchema>;
