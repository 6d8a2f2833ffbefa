// JSON Schemas of the sports read API (validation, serialization and the OpenAPI document). They
// mirror domain/sports/types.ts field for field.
import { CYBER_TYPES } from '../../../domain/sports/types';
import { errorAnswers } from '../../http/httpSchemas';
import { DEFAULT_SPORTS_LANGUAGE, SPORTS_LANGUAGES } from '../i18n';
import { RESULT_TYPES } from '../results/resultsView';
import { GAME_LIST_LIMITS, TOP_GAMES_LIMITS } from './sportsQueries';
import { arraySchema, objectSchema } from '../../../domain/contract/jsonSchema';
import { integer, number, string, boolean, nullableInteger } from '../../http/schemaPrimitives';

export const bettingTypeSchema = {
  type: 'string',
  enum: ['live', 'line'],
  description: 'live: in play (status 2 or 3); line: not started (status 1)',
} as const;
export const cyberTypeSchema = { type: 'string', enum: [...CYBER_TYPES] } as const;
const idParam = { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 } as const;

export const countrySchema = objectSchema(['id', 'code', 'name'], {
  id: integer,
  code: string,
  name: string,
});

export const sportSchema = objectSchema(
  ['id', 'name', 'nameEn', 'slug', 'categoryId', 'isCyber', 'order'],
  {
    id: integer,
    name: string,
    nameEn: string,
    slug: string,
    categoryId: integer,
    isCyber: boolean,
    order: integer,
  },
);

const champProperties = {
  id: integer,
  sportId: integer,
  name: string,
  nameEn: string,
  country: countrySchema,
  cyberType: cyberTypeSchema,
  isTop: boolean,
  order: integer,
} as const;
const champRequired = ['id', 'sportId', 'name', 'nameEn', 'country', 'isTop', 'order'] as const;

export const champSchema = objectSchema(champRequired, champProperties);

export const champSummarySchema = objectSchema([...champRequired, 'gamesCount'], {
  ...champProperties,
  gamesCount: integer,
});

const opponentSchema = objectSchema(['id', 'name', 'nameEn'], {
  id: integer,
  name: string,
  nameEn: string,
});

const periodScoreSchema = objectSchema(['home', 'away'], { home: integer, away: integer });

export const scoreSchema = objectSchema(['home', 'away', 'full', 'periods', 'formatted'], {
  home: integer,
  away: integer,
  full: { type: 'string', description: '"home:away", e.g. "2:1"' },
  periods: arraySchema(periodScoreSchema),
  points: { type: 'string', description: 'Tennis: points of the current game, e.g. "15:30"' },
  formatted: { type: 'string', description: 'e.g. "2:1 (1:0, 1:1)"' },
});

const outcomeSchema = objectSchema(['id', 'typeId', 'name', 'coef', 'isBlocked'], {
  id: { type: 'integer', description: "Unique across games: a bet's market.id (SPEC section 3)" },
  typeId: integer,
  name: string,
  coef: { type: 'number', description: 'Decimal coefficient, > 1, 2 decimals' },
  isBlocked: boolean,
});

export const marketSchema = objectSchema(
  [
    'id',
    'typeId',
    'kind',
    'blockId',
    'groupId',
    'name',
    'isLive',
    'isBannedExpress',
    'isMain',
    'outcomes',
  ],
  {
    id: integer,
    typeId: integer,
    kind: {
      type: 'integer',
      description:
        '1 result, 2 total, 3 handicap, 4 double chance, 5 both to score, 6 team total, 7 special, 8 period result',
    },
    blockId: integer,
    groupId: integer,
    name: string,
    param: number,
    period: { type: 'integer', description: 'Period markets: the half, set or map (1-based)' },
    isLive: boolean,
    isBannedExpress: boolean,
    isMain: boolean,
    outcomes: arraySchema(outcomeSchema),
  },
);

const marketGroupSchema = objectSchema(['id', 'name', 'order'], {
  id: integer,
  name: string,
  order: integer,
});

const gameProperties = {
  id: integer,
  number: integer,
  permanentId: integer,
  sportId: integer,
  champId: integer,
  opponents: arraySchema(opponentSchema),
  startAt: { type: 'integer', description: 'Seconds since the epoch' },
  status: {
    type: 'integer',
    enum: [1, 2, 3, 4, 5],
    description: '1 not started, 2 in play, 3 paused (break), 4 finished, 5 cancelled',
  },
  timeSec: { type: ['integer', 'null'], description: 'Game clock in seconds; null before start' },
  period: integer,
  score: scoreSchema,
  isLiveInLive: boolean,
  hasVideo: boolean,
  isFinished: boolean,
  cyberType: cyberTypeSchema,
  isTop: boolean,
  marketsCount: integer,
  seq: {
    type: 'integer',
    description:
      'The seq of the last live delta this copy includes (0: none); the live stream resumes from it',
  },
  markets: arraySchema(marketSchema),
} as const;
const gameRequired = [
  'id',
  'number',
  'permanentId',
  'sportId',
  'champId',
  'opponents',
  'startAt',
  'status',
  'timeSec',
  'period',
  'score',
  'isLiveInLive',
  'hasVideo',
  'isFinished',
  'isTop',
  'marketsCount',
  'markets',
] as const;

/** A game with its main markets (lists). */
export const gameWithMarketsSchema = objectSchema(gameRequired, gameProperties);

/** A game with all its markets and the market groups (the game page). */
export const gameDetailsSchema = objectSchema([...gameRequired, 'groups'], {
  ...gameProperties,
  groups: arraySchema(marketGroupSchema),
});

const gameResultSchema = objectSchema(
  [
    'gameId',
    'permanentId',
    'number',
    'sportId',
    'champId',
    'countryId',
    'opponents',
    'startAt',
    'finishedAt',
    'score',
    'wasLive',
  ],
  {
    gameId: integer,
    permanentId: integer,
    number: integer,
    sportId: integer,
    champId: integer,
    countryId: integer,
    opponents: arraySchema(opponentSchema),
    startAt: integer,
    finishedAt: integer,
    score: scoreSchema,
    wasLive: boolean,
    cyberType: cyberTypeSchema,
  },
);

const champResultsSchema = objectSchema(['champ', 'results'], {
  champ: champSchema,
  results: arraySchema(gameResultSchema),
});

// ------------------------------------------------------------------ requests

/** The language names are answered in (sports, countries, markets, outcomes, teams). */
const lngQuery = {
  lng: {
    type: 'string',
    enum: [...SPORTS_LANGUAGES],
    default: DEFAULT_SPORTS_LANGUAGE,
    description: 'Language of the names in the answer',
  },
} as const;
const typeQuery = { type: bettingTypeSchema, ...lngQuery } as const;

/** Routes whose only query parameter is the language. */
export const languageQuerySchema = { type: 'object', properties: lngQuery } as const;

export const menuQuerySchema = {
  type: 'object',
  required: ['type'],
  properties: typeQuery,
} as const;

export const champsQuerySchema = objectSchema(['type'], {
  ...typeQuery,
  sportId: idParam,
  cyberType: cyberTypeSchema,
});

export const gamesQuerySchema = objectSchema(['type'], {
  ...typeQuery,
  sportId: idParam,
  champId: idParam,
  cyberType: cyberTypeSchema,
  onlyWithVideo: { type: 'boolean', description: 'Only games with video' },
  upcoming: {
    type: 'boolean',
    description: 'Line only: games starting within the next 2 hours',
  },
  limit: { type: 'integer', minimum: 1, maximum: GAME_LIST_LIMITS.max },
  offset: { type: 'integer', minimum: 0, maximum: 100_000 },
});

export const topQuerySchema = objectSchema(['type'], {
  ...typeQuery,
  limit: { type: 'integer', minimum: 1, maximum: TOP_GAMES_LIMITS.max },
});

/** At most this many games in one multi-live set. */
export const MULTI_LIVE_MAX_GAMES = 12;

export const multiQuerySchema = objectSchema(['ids'], {
  ids: {
    type: 'string',
    pattern: '^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,11}$',
    description: `Game ids, comma-separated, 1 to ${MULTI_LIVE_MAX_GAMES}`,
  },
  ...lngQuery,
});

export const resultsQuerySchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...RESULT_TYPES], default: 'live' },
    date: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Day YYYY-MM-DD in the time zone of tz; default today there',
    },
    tz: {
      type: 'integer',
      minimum: -12,
      maximum: 14,
      default: 0,
      description: "The customer's time zone as hours from UTC (the site's time zone setting)",
    },
    sportId: idParam,
    ...lngQuery,
  },
} as const;

export const gameParamsSchema = objectSchema(['gameId'], { gameId: idParam });

export const champParamsSchema = objectSchema(['champId'], { champId: idParam });

export const cyberParamsSchema = objectSchema(['cyberType'], { cyberType: cyberTypeSchema });

export const cyberChampsQuerySchema = {
  type: 'object',
  properties: { sportId: idParam, ...lngQuery },
} as const;

// ------------------------------------------------------------------ responses

/** A read's answers: the body, 304 to a matching If-None-Match, 400 and 404 refusals. */
function readAnswers<const B extends object>(body: B) {
  return {
    200: body,
    304: { type: 'null', description: 'Not modified (If-None-Match)' },
    ...errorAnswers(400, 404),
  } as const;
}

export const menuResponse = readAnswers(
  objectSchema(['type', 'categories', 'sports'], {
    type: bettingTypeSchema,
    categories: arraySchema(
      objectSchema(['id', 'name', 'gamesCount', 'sportIds'], {
        id: integer,
        name: string,
        gamesCount: integer,
        sportIds: arraySchema(integer),
      }),
    ),
    sports: arraySchema(
      objectSchema([...sportSchema.required, 'gamesCount', 'champs'], {
        ...sportSchema.properties,
        gamesCount: integer,
        champs: arraySchema(champSummarySchema),
      }),
    ),
  }),
);

export const champsResponse = readAnswers(
  objectSchema(['type', 'champs'], {
    type: bettingTypeSchema,
    champs: arraySchema(champSummarySchema),
  }),
);

export const champResponse = readAnswers(
  objectSchema(['champ', 'sport', 'live', 'line'], {
    champ: champSchema,
    sport: sportSchema,
    live: arraySchema(gameWithMarketsSchema),
    line: arraySchema(gameWithMarketsSchema),
  }),
);

export const gamesResponse = readAnswers(
  objectSchema(['type', 'total', 'games', 'champs', 'sports'], {
    type: bettingTypeSchema,
    total: { type: 'integer', description: 'Games matching, before limit/offset' },
    games: arraySchema(gameWithMarketsSchema),
    champs: arraySchema(champSchema),
    sports: arraySchema(sportSchema),
  }),
);

export const gameResponse = readAnswers(
  objectSchema(['game', 'champ', 'sport'], {
    game: gameDetailsSchema,
    champ: champSchema,
    sport: sportSchema,
  }),
);

export const topResponse = readAnswers(
  objectSchema(['type', 'games', 'champs', 'sports'], {
    type: bettingTypeSchema,
    games: arraySchema(gameWithMarketsSchema),
    champs: arraySchema(champSchema),
    sports: arraySchema(sportSchema),
  }),
);

export const multiResponse = readAnswers(
  objectSchema(['games', 'missingIds'], {
    games: arraySchema(gameDetailsSchema),
    missingIds: {
      type: 'array',
      items: integer,
      description: 'Requested ids the feed does not have (finished and removed, or unknown)',
    },
  }),
);

export const resultsResponse = readAnswers({
  type: 'object',
  required: ['type', 'date'],
  description:
    'type live: results of games played live, grouped by sport then championship; ' +
    'type zone: grouped by the championship zone (country, or international) then championship',
  properties: {
    type: { type: 'string', enum: [...RESULT_TYPES] },
    date: string,
    sports: arraySchema(
      objectSchema(['sport', 'champs'], {
        sport: sportSchema,
        champs: arraySchema(champResultsSchema),
      }),
    ),
    zones: arraySchema(
      objectSchema(['country', 'champs'], {
        country: countrySchema,
        champs: arraySchema(champResultsSchema),
      }),
    ),
  },
});

const storedGameSchema = objectSchema(
  ['gameId', 'playedAt', 'homeId', 'homeName', 'awayId', 'awayName', 'homeScore', 'awayScore'],
  {
    gameId: integer,
    playedAt: integer,
    homeId: integer,
    homeName: string,
    awayId: integer,
    awayName: string,
    homeScore: integer,
    awayScore: integer,
  },
);

const formLetterSchema = { type: 'string', enum: ['W', 'D', 'L'] } as const;

export const statisticsResponse = readAnswers(
  objectSchema(['gameId', 'source', 'headToHead', 'form', 'standings'], {
    gameId: integer,
    source: objectSchema(['results', 'firstAt', 'lastAt'], {
      results: integer,
      firstAt: nullableInteger,
      lastAt: nullableInteger,
    }),
    headToHead: arraySchema(storedGameSchema),
    form: arraySchema(
      objectSchema(['teamId', 'results'], {
        teamId: integer,
        results: arraySchema(
          objectSchema(
            [
              'gameId',
              'playedAt',
              'opponentId',
              'opponentName',
              'home',
              'scored',
              'conceded',
              'result',
            ],
            {
              gameId: integer,
              playedAt: integer,
              opponentId: integer,
              opponentName: string,
              home: { type: 'boolean' },
              scored: integer,
              conceded: integer,
              result: formLetterSchema,
            },
          ),
        ),
      }),
    ),
    standings: arraySchema(
      objectSchema(
        [
          'position',
          'teamId',
          'name',
          'played',
          'won',
          'drawn',
          'lost',
          'goalsFor',
          'goalsAgainst',
          'points',
        ],
        {
          position: integer,
          teamId: integer,
          name: string,
          played: integer,
          won: integer,
          drawn: integer,
          lost: integer,
          goalsFor: integer,
          goalsAgainst: integer,
          points: integer,
        },
      ),
    ),
  }),
);

/** A cyber menu entry's game counts in the live and line sections. */
const sectionCounts = { liveCount: integer, lineCount: integer };

export const cyberDisciplinesResponse = readAnswers(
  objectSchema(['cyberType', 'disciplines'], {
    cyberType: cyberTypeSchema,
    disciplines: arraySchema(
      objectSchema(['sport', 'liveCount', 'lineCount', 'champsCount'], {
        sport: sportSchema,
        ...sectionCounts,
        champsCount: integer,
      }),
    ),
  }),
);

export const cyberChampsResponse = readAnswers(
  objectSchema(['cyberType', 'champs'], {
    cyberType: cyberTypeSchema,
    champs: arraySchema(
      objectSchema([...champRequired, 'liveCount', 'lineCount'], {
        ...champProperties,
        ...sectionCounts,
      }),
    ),
  }),
);
