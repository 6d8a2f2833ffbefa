// JSON Schemas of the coupon routes (request validation, serialization and the OpenAPI document).
// Amounts and coefficients travel in major units as JSON numbers (SPEC section 3 "Coupon to
// place"); the whole-minor-unit and 2-decimal checks need the account's currency, so they are
// rules of placement (refusal amount_not_minor_units, 400 for a coefficient), not of the schema.
import { HISTORY_PRODUCTS } from '../../domain/casino/casinoHistory';
import { COUPON_REF_ID_PATTERN, COUPON_REFUSAL_CODES } from '../../domain/coupon/index';
import { casinoRoundSchema } from '../casino/wallet/casinoRoundSchema';
import { ticketViewSchema as lottoTicketSchema } from '../lotto/lottoSchemas';
import { ticketSchema as totoTicketSchema } from '../toto/totoSchemas';
import { languageSchema, errorAnswers } from '../http/httpSchemas';
import { sportsLngQuery } from '../sports/i18n';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';
import { placedCouponSchema } from '../../domain/coupon/contract';
import {
  integer,
  number,
  string,
  boolean,
  nullableInteger,
  idSchema,
} from '../http/schemaPrimitives';

export { placedCouponSchema };

/** The most bets a body may carry; above MAX_COUPON_BETS it is the refusal too_many_bets. */
export const BODY_MAX_BETS = 100;
/** Decimal major units, far above any limit (the limits are refusals, not 400s). */
const LARGEST_AMOUNT = 1e12;
const amountSchema = (description: string) =>
  ({ type: 'number', minimum: 0, maximum: LARGEST_AMOUNT, description }) as const;
/** A decimal coefficient as shown (at most 2 decimals, checked by placement). */
const coefSchema = {
  type: 'number',
  exclusiveMinimum: 1,
  maximum: 1e9,
  description: 'Decimal coefficient, at most 2 decimals',
} as const;
/** Keys of amountByBlockId / amountByBetId: a block id or an outcome id, in decimal digits. */
const amountMapSchema = (keyDescription: string) =>
  ({
    type: 'object',
    propertyNames: { pattern: '^-?[0-9]{1,15}$' },
    maxProperties: BODY_MAX_BETS,
    additionalProperties: amountSchema('Major units'),
    description: `Major units by ${keyDescription}`,
  }) as const;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The language of a booked coupon's leg names (markets, outcomes, teams), as the sports API's. */
const legsLngQuery = sportsLngQuery("Language of the legs' market, outcome and team names");

export const placeQuerySchema = closedOptionalObjectSchema(legsLngQuery);

export const placeHeadersSchema = objectSchema([IDEMPOTENCY_HEADER], {
  [IDEMPOTENCY_HEADER]: {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    description: 'Chosen by the client per coupon; a repeat answers the first placement',
  },
});

/** One pick of a bet builder (domain/coupon/betBuilder.ts checks which fields each market needs). */
export const builderPickSchema = closedObjectSchema(['market'], {
  market: {
    type: 'string',
    enum: ['result', 'total', 'teamTotal', 'handicap', 'btts', 'correctScore', 'periodResult'],
  },
  pick: { type: 'string', enum: ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'] },
  line: { type: 'number', minimum: -50, maximum: 50, description: 'A half line, e.g. 2.5 or -1.5' },
  team: { type: 'string', enum: ['home', 'away'] },
  home: { type: 'integer', minimum: 0, maximum: 15 },
  away: { type: 'integer', minimum: 0, maximum: 15 },
  period: { type: 'integer', enum: [1] },
});

export const builderPicksSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 20,
  items: builderPickSchema,
} as const;

export const placeBetSchema = closedObjectSchema(['outcomeId', 'gameId', 'coef'], {
  outcomeId: {
    type: 'integer',
    minimum: -Number.MAX_SAFE_INTEGER,
    maximum: Number.MAX_SAFE_INTEGER,
    not: { const: 0 },
    description:
      'The outcome (SPEC section 3 Bet: market.id); a bet builder leg: minus its game id; never 0',
  },
  builder: { ...builderPicksSchema, description: 'A bet builder leg: its picks on the game' },
  gameId: idSchema,
  coef: { ...coefSchema, description: 'The coefficient the customer saw' },
  blockId: {
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'Coupon block: 0 lobby (a banker of a system), 1..n blocks (typeId 4); default 1',
  },
  isLive: {
    type: 'boolean',
    description:
      'The bet was shown as live; a bet shown as line (false) whose game is now live is refused (game_started)',
  },
});

export const placeBodySchema = closedObjectSchema(
  ['typeId', 'accountId', 'amount', 'changeCoefAction', 'bets'],
  {
    typeId: {
      type: 'integer',
      enum: [1, 2, 4, 9],
      description: '1 express, 2 system, 4 blocks, 9 singles',
    },
    accountId: { ...idSchema, description: 'The main, bonus or currency account to stake from' },
    amount: amountSchema('Stake in major units (express, system; ignored for blocks and singles)'),
    amountByBlockId: amountMapSchema('block id (typeId 4)'),
    amountByBetId: amountMapSchema('outcome id (typeId 9)'),
    systemValue: {
      type: 'integer',
      minimum: 2,
      maximum: 100,
      description: 'typeId 2 (SPEC section 5: at least 2)',
    },
    useBankers: boolean,
    changeCoefAction: {
      type: 'integer',
      enum: [0, 1, 2],
      description: '0 refuse any change, 1 accept increases, 2 accept any',
    },
    exactCoef: { type: 'number', minimum: 0, maximum: 1e9, description: '0: off' },
    isDropOnScoreChange: boolean,
    coef: {
      type: 'number',
      minimum: 0,
      maximum: 1e12,
      description: 'The total coefficient shown (informational)',
    },
    coefViewId: { type: 'integer', minimum: 0, maximum: 100 },
    coefByView: {
      type: 'string',
      minLength: 1,
      maxLength: 32,
      description:
        'The coupon coefficient as shown in the coefficient view coefViewId (decimal when absent), e.g. "3/2" or "+150"; not for singles',
    },
    hyperBonusPercent: {
      type: 'number',
      minimum: 0,
      maximum: 100,
      description:
        "SPEC section 3 hyperBonusPercent: the hyper bonus percent the slip showed (0: none); refused hyper_bonus_changed when it is not the server's",
    },
    minHyperBonusBetLimit: {
      type: 'number',
      minimum: 0,
      maximum: 1e12,
      description:
        'SPEC section 3: the least stake of the hyper bonus the slip showed, major units',
    },
    maxHyperBonusLimit: {
      type: 'number',
      minimum: 0,
      maximum: 1e12,
      description: 'SPEC section 3: the cap of the hyper bonus the slip showed, major units',
    },
    promoCode: { type: 'string', maxLength: 100 },
    isBonusBet: boolean,
    isVipBet: boolean,
    freeBetId: {
      ...idSchema,
      description:
        "A free bet (the customer's bonus of kind free_bet) stakes the coupon: amount equals its amount, accountId is the main account",
    },
    refId: {
      type: 'string',
      pattern: COUPON_REF_ID_PATTERN,
      description:
        'The code of the shared coupon the slip was loaded from (POST /web-api/coupon/save)',
    },
    bets: { type: 'array', minItems: 1, maxItems: BODY_MAX_BETS, items: placeBetSchema },
  },
);

export const refusalSchema = objectSchema(['code'], {
  code: { type: 'string', enum: [...COUPON_REFUSAL_CODES] },
  outcomeId: integer,
  blockId: integer,
  newCoef: { ...number, description: 'odds_changed: the current coefficient' },
  limit: { ...number, description: 'The limit crossed, major units' },
});

export const refusalResponseSchema = objectSchema(['ok', 'refusals'], {
  ok: { type: 'boolean', enum: [false] },
  refusals: { type: 'array', items: refusalSchema },
});

export const placeResponseSchema = objectSchema(['ok', 'coupons', 'balance'], {
  ok: { type: 'boolean', enum: [true] },
  coupons: { type: 'array', items: placedCouponSchema },
  balance: {
    ...number,
    description: "The staked account's balance after the stake, major units",
  },
});

export const couponParamsSchema = closedObjectSchema(['couponId'], {
  couponId: { type: 'string', pattern: '^[0-9]{1,15}$', description: 'Digits only' },
});

export const couponQuerySchema = closedOptionalObjectSchema(legsLngQuery);

export const SAVED_CODE_PATTERN = '^[A-Za-z0-9]{8}$';

export const saveBodySchema = closedObjectSchema(['bets', 'typeId'], {
  typeId: { type: 'integer', enum: [1, 2, 4, 9] },
  systemValue: { type: 'integer', minimum: 2, maximum: 100 },
  bets: {
    type: 'array',
    minItems: 1,
    maxItems: BODY_MAX_BETS,
    items: closedObjectSchema(['outcomeId', 'gameId'], { outcomeId: idSchema, gameId: idSchema }),
  },
});

export const saveResponseSchema = objectSchema(['code'], {
  code: { ...string, description: '8 characters A-Z and digits without look-alikes' },
});

export const loadParamsSchema = closedObjectSchema(['code'], {
  code: { type: 'string', pattern: SAVED_CODE_PATTERN },
});

export const loadQuerySchema = closedOptionalObjectSchema({
  lng: {
    ...languageSchema,
    enum: ['ru', 'en', 'ar'],
    description: 'Names language (default ru)',
  },
});

const loadedBetSchema = objectSchema(
  [
    'outcomeId',
    'outcomeTypeId',
    'gameId',
    'coef',
    'isBlocked',
    'outcomeName',
    'marketId',
    'marketTypeId',
    'marketKind',
    'marketName',
    'blockId',
    'isBannedExpress',
    'isLive',
    'sportId',
    'sportName',
    'champId',
    'champName',
    'gameNumber',
    'permanentId',
    'status',
    'startAt',
    'timeSec',
    'opponents',
    'score',
  ],
  {
    outcomeId: integer,
    outcomeTypeId: integer,
    gameId: integer,
    coef: { ...number, description: 'The current coefficient' },
    isBlocked: { ...boolean, description: 'Suspended now' },
    outcomeName: string,
    marketId: integer,
    marketTypeId: integer,
    marketKind: integer,
    marketName: string,
    param: number,
    period: integer,
    blockId: { ...integer, description: "The market's block: groups mutually dependent markets" },
    isBannedExpress: boolean,
    isLive: { ...boolean, description: 'SPEC section 4 live rule, now' },
    sportId: integer,
    sportName: string,
    champId: integer,
    champName: string,
    gameNumber: integer,
    permanentId: integer,
    status: { ...integer, description: '1 not started, 2 in play, 3 paused' },
    startAt: { ...integer, description: 'Seconds since the epoch' },
    timeSec: nullableInteger,
    opponents: arraySchema(
      objectSchema(['id', 'name', 'nameEn'], { id: integer, name: string, nameEn: string }),
    ),
    score: objectSchema(['full', 'formatted'], { full: string, formatted: string }),
  },
);

export const loadResponseSchema = objectSchema(['typeId', 'systemValue', 'bets', 'missingCount'], {
  typeId: integer,
  systemValue: nullableInteger,
  bets: { type: 'array', items: loadedBetSchema },
  missingCount: { ...integer, description: 'Saved bets left out: their game or outcome is gone' },
});

export const HISTORY_PERIODS = ['1d', '7d', '30d', '90d', 'all'] as const;
export const HISTORY_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out', 'all'] as const;
export const HISTORY_MAX_PAGE_SIZE = 100;

export const historyQuerySchema = closedOptionalObjectSchema({
  period: { type: 'string', enum: [...HISTORY_PERIODS], default: 'all' },
  status: { type: 'string', enum: [...HISTORY_STATUSES], default: 'all' },
  type: {
    type: 'integer',
    enum: [0, 1, 2, 4],
    description: '0 singles, 1 express, 2 system, 4 blocks; absent: all',
  },
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: HISTORY_MAX_PAGE_SIZE, default: 20 },
  product: {
    type: 'string',
    enum: [...HISTORY_PRODUCTS],
    default: 'sports',
    description: 'sports coupons, casino rounds, toto or lotto tickets, or all of them in one list',
  },
  ...legsLngQuery,
});

export const historyResponseSchema = objectSchema(['items', 'total', 'page', 'pageSize'], {
  items: { type: 'array', items: placedCouponSchema, description: "The page's coupons" },
  entries: {
    type: 'array',
    description: 'The page: coupons, casino rounds, toto and lotto tickets, newest first',
    items: objectSchema(['kind'], {
      kind: { type: 'string', enum: ['coupon', 'casino', 'toto', 'lotto'] },
      coupon: placedCouponSchema,
      round: casinoRoundSchema,
      // A toto ticket has picks, a lotto ticket numbers: their required fields tell them apart.
      ticket: { anyOf: [totoTicketSchema, lottoTicketSchema] },
    }),
  },
  total: integer,
  page: integer,
  pageSize: integer,
});

export const COUPON_ERRORS = {
  ...errorAnswers(400, 401),
} as const;

interface NumericRule {
  type?: unknown;
  minimum?: number;
  maximum?: number;
}

/** A field that breaks its schema: the input's name, the ajv keyword it breaks and a message. */
export interface FieldProblem {
  field: string;
  rule: string;
  message: string;
}

/**
 * URL numbers are coerced from text, and ajv then lets "Infinity" or "1e400" through an integer
 * schema with bounds; this re-checks each numeric field of `values` against its schema: finite,
 * an integer where declared, within minimum and maximum. The message names the field like ajv's.
 */
export function numericRangeProblem(
  part: string,
  values: Record<string, unknown>,
  schema: { properties: Record<string, NumericRule> },
): FieldProblem | null {
  for (const [name, rule] of Object.entries(schema.properties)) {
    if (rule.type !== 'integer' && rule.type !== 'number') continue;
    const value = values[name];
    if (value === undefined) continue;
    const at = `${part}/${name}`;
    const problem = (keyword: string, message: string) => ({
      field: name,
      rule: keyword,
      message: `${at} ${message}`,
    });
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return problem('type', 'must be a finite number');
    }
    if (rule.type === 'integer' && !Number.isSafeInteger(value)) {
      return problem('type', 'must be integer');
    }
    if (rule.minimum !== undefined && value < rule.minimum) {
      return problem('minimum', `must be >= ${rule.minimum}`);
    }
    if (rule.maximum !== undefined && value > rule.maximum) {
      return problem('maximum', `must be <= ${rule.maximum}`);
    }
  }
  return null;
}
