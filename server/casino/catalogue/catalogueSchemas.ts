// JSON Schemas of the catalogue routes: what they accept (validated before a handler runs) and
// what they answer (the OpenAPI document and the fuzz test read both).
import { SEARCH_MAX_LENGTH } from '../../../domain/casino/catalogueSearch';
import {
  CASINO_SECTIONS,
  CASINO_SUBCATEGORIES,
  GAME_TAGS,
  GAMES_DEFAULT_PAGE_SIZE,
  GAMES_MAX_PAGE_SIZE,
  PREVIEW_LIGHT_DEFAULT_COUNT,
  PREVIEW_LIGHT_MAX_COUNT,
} from '../../../domain/casino/catalogueTypes';
import { errorResponseSchema } from '../../http/httpSchemas';

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const colours = {
  type: 'object',
  required: ['from', 'to', 'accent'],
  properties: { from: string, to: string, accent: string },
} as const;

export const SECTION_IDS = CASINO_SECTIONS.map((s) => s.id);
export const SUBCATEGORY_IDS = Object.values(CASINO_SUBCATEGORIES).flat();
const TAG_IDS = Object.keys(GAME_TAGS).map(Number);

/** Catalogue texts come in these languages (default ru, SPEC section 9). */
export const CATALOGUE_LANGUAGES = ['ru', 'en', 'ar'] as const;

export const gameIdSchema = { type: 'integer', minimum: 1, maximum: 999_999_999 } as const;
const sectionSchema = { type: 'string', enum: SECTION_IDS } as const;
const providerIdSchema = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } as const;
const routeSchema = { type: 'string', pattern: '^[a-z0-9-]{1,120}$' } as const;
const pageSchema = { type: 'integer', minimum: 1, maximum: 10_000, default: 1 } as const;
const pageSizeSchema = {
  type: 'integer',
  minimum: 1,
  maximum: GAMES_MAX_PAGE_SIZE,
  default: GAMES_DEFAULT_PAGE_SIZE,
} as const;
const lngSchema = { type: 'string', enum: [...CATALOGUE_LANGUAGES], default: 'ru' } as const;

export const gameSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'route',
    'oldRoute',
    'categories',
    'tagId',
    'provider',
    'providerName',
    'image',
    'colours',
    'isNew',
    'isPopular',
    'isJackpot',
    'hasDemo',
    'rtp',
    'volatility',
    'engineKey',
    'playable',
  ],
  properties: {
    id: integer,
    name: string,
    route: string,
    oldRoute: nullableString,
    categories: { type: 'array', items: string },
    tagId: { type: ['integer', 'null'], description: '1 new, 2 hot, 3 jackpot, 4 exclusive' },
    provider: string,
    providerName: string,
    image: { type: 'string', description: 'Generated SVG art, long-cached' },
    colours,
    isNew: boolean,
    isPopular: boolean,
    isJackpot: boolean,
    hasDemo: boolean,
    rtp: { type: ['number', 'null'] },
    volatility: { type: ['string', 'null'], enum: ['low', 'medium', 'high', null] },
    engineKey: nullableString,
    playable: boolean,
  },
} as const;

const sectionResponseSchema = {
  type: 'object',
  required: ['id', 'route', 'gamesCount', 'subcategories'],
  properties: {
    id: string,
    route: string,
    gamesCount: integer,
    subcategories: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'gamesCount'],
        properties: { id: string, gamesCount: integer },
      },
    },
  },
} as const;

export const gamesPageSchema = {
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: gameSchema },
    total: integer,
    page: integer,
    pageSize: integer,
  },
} as const;

export const gamesListSchema = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: gameSchema } },
} as const;

export const sectionsResponseSchema = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: sectionResponseSchema } },
} as const;

export const providersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { section: sectionSchema },
} as const;

export const providersResponseSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'gamesCount', 'isBuiltin', 'isConnected'],
        properties: {
          id: string,
          name: string,
          gamesCount: integer,
          isBuiltin: boolean,
          isConnected: boolean,
        },
      },
    },
  },
} as const;

export const gamesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    section: sectionSchema,
    subcategory: { type: 'string', enum: SUBCATEGORY_IDS },
    provider: providerIdSchema,
    tagId: { type: 'integer', enum: TAG_IDS },
    ids: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,99}$',
      description: 'Only these games: comma-separated ids (at most 100)',
    },
    sort: { type: 'string', enum: ['popular', 'new', 'name'], default: 'popular' },
    page: pageSchema,
    pageSize: pageSizeSchema,
  },
} as const;

export const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['q'],
  properties: {
    q: { type: 'string', minLength: 1, maxLength: SEARCH_MAX_LENGTH },
    page: pageSchema,
    pageSize: pageSizeSchema,
  },
} as const;

export const gameParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['gameId'],
  properties: { gameId: gameIdSchema },
} as const;

export const routeParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['route'],
  properties: { route: routeSchema },
} as const;

export const artParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,8}\\.svg$' } },
} as const;

export const favoriteChangeSchema = {
  type: 'object',
  required: ['gameId', 'isFavorite'],
  properties: { gameId: integer, isFavorite: boolean },
} as const;

export const previewLightQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    whence: {
      type: 'string',
      pattern: '^[a-z0-9_-]{1,32}$',
      description: "Where the preview shows: 'home', 'lobby', 'section', 'game'",
    },
    groupId: { ...sectionSchema, description: 'A section id; absent: every section' },
    ref: { type: 'integer', minimum: 0, maximum: 999_999_999, description: 'Partner ref id' },
    lng: { type: 'string', pattern: '^[a-z]{2}$' },
    fcountry: {
      type: 'integer',
      minimum: 1,
      maximum: 999_999,
      description: 'A country id that only narrows availability (never widens it)',
    },
    includeCategories: { type: 'boolean', default: false },
    count: {
      type: 'integer',
      minimum: 1,
      maximum: PREVIEW_LIGHT_MAX_COUNT,
      default: PREVIEW_LIGHT_DEFAULT_COUNT,
    },
  },
} as const;

export const previewLightResponseSchema = {
  type: 'object',
  required: ['Success', 'Value'],
  properties: {
    Success: boolean,
    Value: {
      type: 'object',
      required: ['games'],
      properties: {
        games: { type: 'array', items: gameSchema },
        categories: { type: 'array', items: sectionResponseSchema },
      },
    },
  },
} as const;

export const partitionsResponseSchema = {
  type: 'object',
  required: ['success', 'listAvailablePartitions'],
  properties: {
    success: boolean,
    listAvailablePartitions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'route', 'gamesCount'],
        properties: { id: string, route: string, gamesCount: integer },
      },
    },
  },
} as const;

export const lngQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { lng: lngSchema },
} as const;

export const bonusIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 999_999 } },
} as const;

const promotionSchema = {
  type: 'object',
  required: ['id', 'title', 'summary', 'terms', 'colours', 'targetRoute', 'endsAt'],
  properties: {
    id: integer,
    title: string,
    summary: string,
    terms: { type: 'array', items: string },
    colours,
    targetRoute: nullableString,
    endsAt: nullableString,
  },
} as const;

export const promotionsResponseSchema = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: promotionSchema } },
} as const;
export { promotionSchema };

const tournamentProperties = {
  id: integer,
  title: string,
  summary: string,
  schedule: { type: 'string', enum: ['daily', 'weekly', 'monthly'] },
  startsAt: string,
  endsAt: string,
  currencyId: integer,
  minStake: integer,
  prizes: {
    type: 'array',
    items: {
      type: 'object',
      required: ['fromPlace', 'toPlace', 'amount'],
      properties: { fromPlace: integer, toPlace: integer, amount: integer },
    },
  },
  prizePool: integer,
  gameIds: { type: 'array', items: integer },
  colours,
} as const;
const tournamentRequired = Object.keys(tournamentProperties);

export const tournamentsResponseSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: { type: 'object', required: tournamentRequired, properties: tournamentProperties },
    },
  },
} as const;

export const tournamentDetailSchema = {
  type: 'object',
  required: [...tournamentRequired, 'leaderboard'],
  properties: {
    ...tournamentProperties,
    leaderboard: {
      type: 'array',
      items: {
        type: 'object',
        required: ['place', 'player', 'points', 'prize', 'isMe'],
        properties: {
          place: integer,
          player: string,
          points: integer,
          prize: integer,
          isMe: boolean,
        },
      },
    },
  },
} as const;

export const cashbackParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['program'],
  properties: { program: { type: 'string', enum: ['vip', 'premium'] } },
} as const;

export const cashbackResponseSchema = {
  type: 'object',
  required: ['program', 'periodStart', 'periodEnd', 'accounts', 'payout', 'paid'],
  properties: {
    program: string,
    periodStart: string,
    periodEnd: string,
    payout: {
      type: 'object',
      required: ['multiplier', 'expiryDays'],
      properties: { multiplier: { type: 'number' }, expiryDays: { type: 'number' } },
    },
    paid: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'periodStart',
          'periodEnd',
          'currencyId',
          'amount',
          'netLoss',
          'percentHundredths',
          'paidAt',
          'paidTo',
        ],
        properties: {
          periodStart: string,
          periodEnd: string,
          currencyId: integer,
          amount: integer,
          netLoss: integer,
          percentHundredths: integer,
          paidAt: string,
          paidTo: { enum: ['bonus', 'main'] },
        },
      },
    },
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'currencyId',
          'stakes',
          'wins',
          'rollbacks',
          'netLoss',
          'percentHundredths',
          'cashback',
          'tiers',
        ],
        properties: {
          currencyId: integer,
          stakes: integer,
          wins: integer,
          rollbacks: integer,
          netLoss: integer,
          percentHundredths: { type: ['integer', 'null'] },
          cashback: integer,
          tiers: {
            type: 'array',
            items: {
              type: 'object',
              required: ['fromLoss', 'percentHundredths'],
              properties: { fromLoss: integer, percentHundredths: integer },
            },
          },
        },
      },
    },
  },
} as const;

/** The 4xx answers of the catalogue routes. */
export const CATALOGUE_ERRORS = {
  400: errorResponseSchema,
  404: errorResponseSchema,
} as const;

export const SIGNED_IN_ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;

export const operatorCatalogueSchema = {
  type: 'object',
  required: ['brands', 'providers', 'games'],
  properties: {
    brands: {
      type: 'array',
      items: {
        type: 'object',
        required: ['brand', 'listed', 'connected'],
        properties: {
          brand: string,
          listed: { type: 'array', items: string },
          connected: { type: 'array', items: string },
        },
      },
    },
    providers: providersResponseSchema.properties.items,
    games: gamesPageSchema,
  },
} as const;
