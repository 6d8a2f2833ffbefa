// JSON Schemas of the toto routes (request validation, serialization and the OpenAPI document).
// The schema bounds the shapes and sizes; what needs the draw (one known, distinct pick per game,
// the stake against the draw's rules) is checked by tickets.ts with domain/toto, so a bad pick is
// a 400 naming its game (`picks/3`) and a stake off the rules a 409 refusal.
import { TOTO_REFUSAL_CODES } from '../../domain/toto/index';
import { errorAnswers } from '../http/httpSchemas';
import {
  pagedItemsSchema,
  purchaseAnswerSchema,
  refusalAnswerSchema,
} from '../poolGames/poolSchemas';
import { sportsLngQuery } from '../sports/i18n';
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';
import {
  integer,
  number,
  string,
  nullableString,
  nullableInteger,
  idSchema,
} from '../http/schemaPrimitives';

/** The most games a draw has (the site config's gamesPerDraw maximum). */
export const MAX_DRAW_GAMES = 20;
export const TOTO_MAX_PAGE_SIZE = 100;

const lngQuery = sportsLngQuery('Language of the championship and team names');

export const drawQuerySchema = closedOptionalObjectSchema({
  which: {
    type: 'string',
    enum: ['current', 'next'],
    default: 'current',
    description: 'current: the open draw closing first; next: the one after it',
  },
  ...lngQuery,
});

export const lngQuerySchema = closedOptionalObjectSchema(lngQuery);

export const pageQuerySchema = closedOptionalObjectSchema({
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: TOTO_MAX_PAGE_SIZE, default: 10 },
  ...lngQuery,
});

export const ticketBodySchema = closedObjectSchema(['drawId', 'accountId', 'unitStake', 'picks'], {
  drawId: idSchema,
  accountId: { ...idSchema, description: "The customer's main account" },
  unitStake: {
    type: 'number',
    minimum: 0,
    maximum: 1e12,
    description: 'The stake of one line, major units of the account currency',
  },
  picks: {
    type: 'array',
    maxItems: MAX_DRAW_GAMES,
    description: "One set of picks ('1', 'X', '2') per game of the draw, in position order",
    items: { type: 'array', maxItems: 6, items: { type: 'string', maxLength: 16 } },
  },
});

const gameSchema = objectSchema(
  ['position', 'gameId', 'sportId', 'startAt', 'home', 'away', 'champName', 'outcome', 'score'],
  {
    position: integer,
    gameId: integer,
    sportId: integer,
    startAt: { ...string, description: 'ISO time (feed clock)' },
    home: string,
    away: string,
    champName: string,
    outcome: { type: ['string', 'null'], enum: ['1', 'X', '2', 'cancelled', null] },
    score: nullableString,
  },
);

const tierSchema = objectSchema(['correct', 'shareBp'], {
  correct: integer,
  shareBp: integer,
  fund: { ...number, description: 'Major units, once settled' },
  lines: integer,
  perLine: { ...number, description: 'Major units one winning line gets, once settled' },
});

const poolSchema = objectSchema(['currencyId', 'stakes', 'jackpot', 'tickets', 'tiers'], {
  currencyId: integer,
  stakes: { ...number, description: 'Major units' },
  jackpot: { ...number, description: 'Carried in to the top tier, major units' },
  tickets: integer,
  tiers: { type: 'array', items: tierSchema },
  operatorShare: number,
  rollover: number,
});

export const drawSchema = objectSchema(
  ['id', 'number', 'status', 'closesAt', 'settledAt', 'games', 'pools'],
  {
    id: integer,
    number: integer,
    status: { type: 'string', enum: ['open', 'closed', 'settling', 'settled'] },
    closesAt: string,
    settledAt: nullableString,
    games: { type: 'array', items: gameSchema },
    pools: { type: 'array', items: poolSchema },
  },
);

const rulesSchema = objectSchema(
  ['gamesPerDraw', 'operatorShareBp', 'tiers', 'unitStake', 'maxLines'],
  {
    gamesPerDraw: integer,
    operatorShareBp: integer,
    tiers: arraySchema(
      objectSchema(['correct', 'shareBp'], { correct: integer, shareBp: integer }),
    ),
    unitStake: objectSchema(['min', 'max', 'step'], { min: number, max: number, step: number }),
    maxLines: integer,
  },
);

export const drawResponseSchema = objectSchema(['draw', 'rules'], {
  draw: { anyOf: [{ type: 'null' }, drawSchema] },
  rules: rulesSchema,
});

export const nomineesResponseSchema = objectSchema(['games'], {
  games: { type: 'array', items: gameSchema },
});

export const drawsResponseSchema = pagedItemsSchema(drawSchema);

export const ticketSchema = objectSchema(
  [
    'id',
    'drawId',
    'drawNumber',
    'picks',
    'lines',
    'currencyId',
    'unitStake',
    'stake',
    'win',
    'status',
    'correct',
    'placedAt',
    'settledAt',
  ],
  {
    id: integer,
    drawId: integer,
    drawNumber: integer,
    picks: { type: 'array', items: { type: 'array', items: string } },
    lines: integer,
    currencyId: integer,
    unitStake: { ...number, description: 'Major units' },
    stake: { ...number, description: 'Major units: unitStake × lines' },
    win: { ...number, description: 'Major units paid (0 until won)' },
    status: { type: 'string', enum: ['open', 'won', 'lost'] },
    correct: { ...nullableInteger, description: "Best line's correct predictions once settled" },
    placedAt: string,
    settledAt: nullableString,
  },
);

export const ticketsResponseSchema = pagedItemsSchema(ticketSchema);

export const purchaseResponseSchema = purchaseAnswerSchema(
  ticketSchema,
  "The staked account's balance after the stake, major units",
);

export const totoRefusalResponseSchema = refusalAnswerSchema(
  TOTO_REFUSAL_CODES,
  'The limit crossed, major units (lines for too_many_lines)',
);

export const TOTO_ERRORS = {
  ...errorAnswers(400, 404),
} as const;
