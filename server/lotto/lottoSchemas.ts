// JSON Schemas of the lotto routes (request validation, serialization and the OpenAPI document).
// The numbers' range, count and duplicates depend on the draw's lottery, so they are rules of the
// purchase (a 400 naming `numbers/<i>`), not of the schema; the schema keeps the shape and bounds.
import { LOTTO_REFUSAL_CODES } from '../../domain/lotto/index';
import { errorResponseSchema } from '../http/httpSchemas';
import {
  IDEMPOTENCY_HEADER,
  pagedItemsSchema,
  purchaseAnswerSchema,
  purchaseHeadersSchema,
  refusalAnswerSchema,
} from '../poolGames/poolSchemas';
import {
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';
import {
  integer,
  number,
  string,
  boolean,
  nullableString,
  dateTime,
  nullableDateTime,
  idSchema,
} from '../http/schemaPrimitives';

const numberList = { type: 'array', items: integer } as const;

/** As site-config.schema.json spells a lottery id. */
const LOTTERY_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,31}$';
const lotteryIdSchema = { type: 'string', pattern: LOTTERY_ID_PATTERN } as const;
/** More numbers than any lottery takes (site config: pickMax <= 20); the lottery's count is a 400. */
const BODY_MAX_NUMBERS = 100;
/** Far above any lottery (of <= 99): the range is the lottery's rule, answered per number. */
const NUMBER_BOUND = 1_000_000;
/** Decimal major units, far above any stake limit (the limits are refusals, not 400s). */
const LARGEST_AMOUNT = 1e12;
export const LOTTO_MAX_PAGE_SIZE = 100;

export { IDEMPOTENCY_HEADER };

export const LOTTO_ERRORS = { 400: errorResponseSchema } as const;
export const SIGNED_IN_ERRORS = { 400: errorResponseSchema, 401: errorResponseSchema } as const;

export const drawViewSchema = objectSchema(
  [
    'id',
    'lotteryId',
    'number',
    'status',
    'closesAt',
    'drawnAt',
    'serverSeedHash',
    'serverSeed',
    'numbers',
    'tickets',
  ],
  {
    id: integer,
    lotteryId: string,
    number: { ...integer, description: '1, 2, 3 ... per lottery: the nonce of the draw' },
    status: { type: 'string', enum: ['open', 'drawn'] },
    closesAt: { ...dateTime, description: 'Tickets are sold until then (world clock)' },
    drawnAt: nullableDateTime,
    serverSeedHash: { ...string, description: 'SHA-256 of the seed, published while open' },
    serverSeed: { ...nullableString, description: 'Revealed once drawn' },
    numbers: {
      type: ['array', 'null'],
      items: integer,
      description: 'Drawn numbers in draw order, once drawn',
    },
    tickets: { ...integer, description: 'Tickets sold' },
    winners: {
      type: 'array',
      description: 'Drawn draws: winning tickets and what they won, per currency',
      items: objectSchema(['currencyId', 'tickets', 'paid'], {
        currencyId: integer,
        tickets: integer,
        paid: { ...number, description: 'Major units' },
      }),
    },
  },
);

const prizesSchema = {
  type: 'object',
  description: 'Stake multipliers by numbers picked, then numbers matched',
  additionalProperties: { type: 'object', additionalProperties: number },
} as const;

export const lotteryViewSchema = objectSchema(
  [
    'id',
    'nameKey',
    'of',
    'drawn',
    'pickMin',
    'pickMax',
    'stake',
    'drawEveryMinutes',
    'prizes',
    'openDraw',
    'lastDraw',
  ],
  {
    id: string,
    nameKey: string,
    of: integer,
    drawn: integer,
    pickMin: integer,
    pickMax: integer,
    stake: {
      type: 'object',
      required: ['min', 'max', 'step'],
      properties: { min: number, max: number, step: number },
      description: 'Major units',
    },
    drawEveryMinutes: integer,
    prizes: prizesSchema,
    openDraw: { anyOf: [drawViewSchema, { type: 'null' }] },
    lastDraw: { anyOf: [drawViewSchema, { type: 'null' }] },
  },
);

export const catalogResponseSchema = objectSchema(['lotteries'], {
  lotteries: { type: 'array', items: lotteryViewSchema },
});

export const lotteryParamsSchema = closedObjectSchema(['lotteryId'], {
  lotteryId: lotteryIdSchema,
});

export const drawParamsSchema = closedObjectSchema(['drawId'], {
  drawId: { type: 'string', pattern: '^[0-9]{1,15}$', description: 'Digits only' },
});

const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: LOTTO_MAX_PAGE_SIZE, default: 10 },
} as const;

export const pagedQuerySchema = closedOptionalObjectSchema({
  lotteryId: lotteryIdSchema,
  ...pageQuery,
});

export const resultsResponseSchema = pagedItemsSchema(drawViewSchema);

export const ticketViewSchema = objectSchema(
  [
    'id',
    'drawId',
    'lotteryId',
    'drawNumber',
    'numbers',
    'quickPick',
    'currencyId',
    'stake',
    'win',
    'status',
    'matched',
    'drawnNumbers',
    'placedAt',
    'settledAt',
  ],
  {
    id: integer,
    drawId: integer,
    lotteryId: string,
    drawNumber: integer,
    numbers: { ...numberList, description: 'Ascending' },
    quickPick: boolean,
    currencyId: integer,
    stake: { ...number, description: 'Major units' },
    win: { ...number, description: 'Major units paid (0 until settled)' },
    status: { type: 'string', enum: ['open', 'won', 'lost'] },
    matched: { type: ['integer', 'null'], description: 'Numbers matched once drawn' },
    drawnNumbers: { type: ['array', 'null'], items: integer },
    placedAt: dateTime,
    settledAt: nullableDateTime,
  },
);

export const ticketsResponseSchema = pagedItemsSchema(ticketViewSchema);

export { purchaseHeadersSchema };

export const purchaseBodySchema = closedObjectSchema(['drawId', 'accountId', 'stake'], {
  drawId: idSchema,
  accountId: { ...idSchema, description: "The customer's main account" },
  stake: {
    type: 'number',
    minimum: 0,
    maximum: LARGEST_AMOUNT,
    description: "Major units of the account's currency",
  },
  numbers: {
    type: 'array',
    maxItems: BODY_MAX_NUMBERS,
    items: { type: 'integer', minimum: -NUMBER_BOUND, maximum: NUMBER_BOUND },
    description: "The customer's numbers (not with quickPick)",
  },
  quickPick: {
    type: 'integer',
    minimum: 0,
    maximum: BODY_MAX_NUMBERS,
    description: 'How many numbers the server picks (not with numbers)',
  },
});

export const purchaseResponseSchema = purchaseAnswerSchema(
  ticketViewSchema,
  "The staked account's balance after the stake",
);

export const refusalResponseSchema = refusalAnswerSchema(
  LOTTO_REFUSAL_CODES,
  'The limit crossed, major units',
);

export const drawControlBodySchema = closedObjectSchema(['lotteryId'], {
  lotteryId: lotteryIdSchema,
});
