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
import {
  arraySchema,
  closedObjectSchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../../domain/contract/jsonSchema';
import { integer, string, boolean, nullableString } from '../../http/schemaPrimitives';

const colours = objectSchema(['from', 'to', 'accent'], {
  from: string,
  to: string,
  accent: string,
});

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

export const gameSchema = objectSchema(
  [
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
  {
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
);

const sectionResponseSchema = objectSchema(['id', 'route', 'gamesCount', 'subcategories'], {
  id: string,
  route: string,
  gamesCount: integer,
  subcategories: arraySchema(
    objectSchema(['id', 'gamesCount'], { id: string, gamesCount: integer }),
  ),
});

export const gamesPageSchema = objectSchema(['items', 'total', 'page', 'pageSize'], {
  items: { type: 'array', items: gameSchema },
  total: integer,
  page: integer,
  pageSize: integer,
});

export const gamesListSchema = objectSchema(['items'], {
  items: { type: 'array', items: gameSchema },
});

export const sectionsResponseSchema = objectSchema(['items'], {
  items: { type: 'array', items: sectionResponseSchema },
});

export const providersQuerySchema = closedOptionalObjectSchema({ section: sectionSchema });

export const providersResponseSchema = objectSchema(['items'], {
  items: arraySchema(
    objectSchema(['id', 'name', 'gamesCount', 'isBuiltin', 'isConnected'], {
      id: string,
      name: string,
      gamesCount: integer,
      isBuiltin: boolean,
      isConnected: boolean,
    }),
  ),
});

export const gamesQuerySchema = closedOptionalObjectSchema({
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
});

export const searchQuerySchema = closedObjectSchema(['q'], {
  q: { type: 'string', minLength: 1, maxLength: SEARCH_MAX_LENGTH },
  page: pageSchema,
  pageSize: pageSizeSchema,
});

export const gameParamsSchema = closedObjectSchema(['gameId'], { gameId: gameIdSchema });

export const routeParamsSchema = closedObjectSchema(['route'], { route: routeSchema });

export const artParamsSchema = closedObjectSchema(['file'], {
  file: { type: 'string', pattern: '^[1-9][0-9]{0,8}\\.svg$' },
});

export const favoriteChangeSchema = objectSchema(['gameId', 'isFavorite'], {
  gameId: integer,
  isFavorite: boolean,
});

export const previewLightQuerySchema = closedOptionalObjectSchema({
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
});

export const previewLightResponseSchema = objectSchema(['Success', 'Value'], {
  Success: boolean,
  Value: objectSchema(['games'], {
    games: { type: 'array', items: gameSchema },
    categories: { type: 'array', items: sectionResponseSchema },
  }),
});

export const partitionsResponseSchema = objectSchema(['success', 'listAvailablePartitions'], {
  success: boolean,
  listAvailablePartitions: arraySchema(
    objectSchema(['id', 'route', 'gamesCount'], {
      id: string,
      route: string,
      gamesCount: integer,
    }),
  ),
});

export const lngQuerySchema = closedOptionalObjectSchema({ lng: lngSchema });

export const bonusIdParamsSchema = closedObjectSchema(['id'], {
  id: { type: 'integer', minimum: 1, maximum: 999_999 },
});

const promotionSchema = objectSchema(
  ['id', 'title', 'summary', 'terms', 'colours', 'targetRoute', 'endsAt'],
  {
    id: integer,
    title: string,
    summary: string,
    terms: { type: 'array', items: string },
    colours,
    targetRoute: nullableString,
    endsAt: nullableString,
  },
);

export const promotionsResponseSchema = objectSchema(['items'], {
  items: { type: 'array', items: promotionSchema },
});
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
  prizes: arraySchema(
    objectSchema(['fromPlace', 'toPlace', 'amount'], {
      fromPlace: integer,
      toPlace: integer,
      amount: integer,
    }),
  ),
  prizePool: integer,
  gameIds: { type: 'array', items: integer },
  colours,
} as const;
const tournamentRequired = Object.keys(tournamentProperties);

export const tournamentsResponseSchema = objectSchema(['items'], {
  items: arraySchema({
    type: 'object',
    required: tournamentRequired,
    properties: tournamentProperties,
  }),
});

export const tournamentDetailSchema = objectSchema([...tournamentRequired, 'leaderboard'], {
  ...tournamentProperties,
  leaderboard: arraySchema(
    objectSchema(['place', 'player', 'points', 'prize', 'isMe'], {
      place: integer,
      player: string,
      points: integer,
      prize: integer,
      isMe: boolean,
    }),
  ),
});

export const cashbackParamsSchema = closedObjectSchema(['program'], {
  program: { type: 'string', enum: ['vip', 'premium'] },
});

export const cashbackResponseSchema = objectSchema(
  ['program', 'periodStart', 'periodEnd', 'accounts', 'payout', 'paid'],
  {
    program: string,
    periodStart: string,
    periodEnd: string,
    payout: objectSchema(['multiplier', 'expiryDays'], {
      multiplier: { type: 'number' },
      expiryDays: { type: 'number' },
    }),
    paid: arraySchema(
      objectSchema(
        [
          'periodStart',
          'periodEnd',
          'currencyId',
          'amount',
          'netLoss',
          'percentHundredths',
          'paidAt',
          'paidTo',
        ],
        {
          periodStart: string,
          periodEnd: string,
          currencyId: integer,
          amount: integer,
          netLoss: integer,
          percentHundredths: integer,
          paidAt: string,
          paidTo: { enum: ['bonus', 'main'] },
        },
      ),
    ),
    accounts: arraySchema(
      objectSchema(
        [
          'currencyId',
          'stakes',
          'wins',
          'rollbacks',
          'netLoss',
          'percentHundredths',
          'cashback',
          'tiers',
        ],
        {
          currencyId: integer,
          stakes: integer,
          wins: integer,
          rollbacks: integer,
          netLoss: integer,
          percentHundredths: { type: ['integer', 'null'] },
          cashback: integer,
          tiers: arraySchema(
            objectSchema(['fromLoss', 'percentHundredths'], {
              fromLoss: integer,
              percentHundredths: integer,
            }),
          ),
        },
      ),
    ),
  },
);

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

export const operatorCatalogueSchema = objectSchema(['brands', 'providers', 'games'], {
  brands: arraySchema(
    objectSchema(['brand', 'listed', 'connected'], {
      brand: string,
      listed: { type: 'array', items: string },
      connected: { type: 'array', items: string },
    }),
  ),
  providers: providersResponseSchema.properties.items,
  games: gamesPageSchema,
});
