// The simulated provider's static catalogue: sport categories, sports, countries, championships and
// their teams (SPEC section 2 "Sports"). A real provider would supply its own catalogue.
import type {
  Championship,
  Country,
  CyberType,
  Sport,
  SportCategory,
} from '../../domain/sports/types';

export interface SportsCatalog {
  categories: SportCategory[];
  sports: Sport[];
  championships: Championship[];
}

export interface CatalogTeam {
  id: number;
  name: string;
  nameEn: string;
  /** 0 (weak) to 1 (strong): the pricing model's team strength before the feed's own drift. */
  rating: number;
}

export const SPORT_IDS = {
  football: 1,
  iceHockey: 2,
  basketball: 3,
  tennis: 4,
  cs2: 40,
  eFootball: 85,
  // The special sports pages of SPEC section 2 (ufc, politics, marble).
  mma: 90,
  politics: 91,
  marbleRacing: 92,
} as const;

/**
 * Championships whose games are outright events (a race, an election): one game is the event, its
 * runners are the championship's teams and its market is the outright winner.
 */
export const OUTRIGHT_CHAMP_IDS: ReadonlySet<number> = new Set([9101, 9201]);

const CATEGORIES: SportCategory[] = [
  { id: 1, name: 'Командные виды' },
  { id: 2, name: 'Ракеточные виды' },
  { id: 3, name: 'Киберспорт' },
  { id: 4, name: 'Специальные ставки' },
];

const SPORTS: Sport[] = [
  sport(SPORT_IDS.football, 'Футбол', 'Football', 'football', 1, false, 1),
  sport(SPORT_IDS.iceHockey, 'Хоккей', 'Ice Hockey', 'ice-hockey', 1, false, 2),
  sport(SPORT_IDS.basketball, 'Баскетбол', 'Basketball', 'basketball', 1, false, 3),
  sport(SPORT_IDS.tennis, 'Теннис', 'Tennis', 'tennis', 2, false, 4),
  sport(SPORT_IDS.cs2, 'Counter-Strike 2', 'Counter-Strike 2', 'cs2', 3, true, 5),
  sport(SPORT_IDS.eFootball, 'Киберфутбол', 'eFootball', 'efootball', 3, true, 6),
  sport(SPORT_IDS.mma, 'ММА', 'MMA', 'mma', 4, false, 7),
  sport(SPORT_IDS.politics, 'Политика', 'Politics', 'politics', 4, false, 8),
  sport(SPORT_IDS.marbleRacing, 'Мраморные гонки', 'Marble racing', 'marble-racing', 4, false, 9),
];

const COUNTRIES = {
  int: country(0, 'INT', 'Международный'),
  gb: country(1, 'GB', 'Англия'),
  es: country(2, 'ES', 'Испания'),
  de: country(3, 'DE', 'Германия'),
  it: country(4, 'IT', 'Италия'),
  ru: country(5, 'RU', 'Россия'),
  us: country(6, 'US', 'США'),
  se: country(7, 'SE', 'Швеция'),
  fr: country(8, 'FR', 'Франция'),
  at: country(9, 'AT', 'Австрия'),
  pl: country(10, 'PL', 'Польша'),
} as const;

interface ChampDefinition {
  champ: Championship;
  teams: string[];
}

const CHAMPS: ChampDefinition[] = [
  champ(
    101,
    SPORT_IDS.football,
    'Англия. Премьер-лига',
    'England. Premier League',
    COUNTRIES.gb,
    true,
    [
      'Manchester City',
      'Arsenal',
      'Liverpool',
      'Chelsea',
      'Tottenham',
      'Newcastle',
      'Aston Villa',
      'Brighton',
      'West Ham',
      'Everton',
    ],
  ),
  champ(102, SPORT_IDS.football, 'Испания. Ла Лига', 'Spain. La Liga', COUNTRIES.es, true, [
    'Real Madrid',
    'Barcelona',
    'Atletico Madrid',
    'Sevilla',
    'Real Sociedad',
    'Villarreal',
    'Betis',
    'Valencia',
  ]),
  champ(
    103,
    SPORT_IDS.football,
    'Германия. Бундеслига',
    'Germany. Bundesliga',
    COUNTRIES.de,
    false,
    [
      'Bayern Munich',
      'Borussia Dortmund',
      'RB Leipzig',
      'Bayer Leverkusen',
      'Eintracht Frankfurt',
      'Wolfsburg',
      'Freiburg',
      'Stuttgart',
    ],
  ),
  champ(104, SPORT_IDS.football, 'Италия. Серия А', 'Italy. Serie A', COUNTRIES.it, false, [
    'Inter',
    'Juventus',
    'Milan',
    'Napoli',
    'Roma',
    'Lazio',
    'Atalanta',
    'Fiorentina',
  ]),
  champ(
    105,
    SPORT_IDS.football,
    'Россия. Премьер-лига',
    'Russia. Premier League',
    COUNTRIES.ru,
    true,
    [
      'Zenit',
      'Spartak Moscow',
      'CSKA Moscow',
      'Lokomotiv Moscow',
      'Dynamo Moscow',
      'Krasnodar',
      'Rostov',
      'Rubin',
    ],
  ),
  champ(
    106,
    SPORT_IDS.football,
    'Лига чемпионов УЕФА',
    'UEFA Champions League',
    COUNTRIES.int,
    true,
    [
      'Real Madrid',
      'Manchester City',
      'Bayern Munich',
      'Paris Saint-Germain',
      'Inter',
      'Benfica',
      'Porto',
      'Ajax',
    ],
  ),
  champ(201, SPORT_IDS.iceHockey, 'КХЛ', 'KHL', COUNTRIES.ru, true, [
    'SKA St. Petersburg',
    'CSKA Moscow',
    'Ak Bars Kazan',
    'Metallurg Magnitogorsk',
    'Avangard Omsk',
    'Dynamo Moscow',
    'Lokomotiv Yaroslavl',
    'Traktor Chelyabinsk',
  ]),
  champ(202, SPORT_IDS.iceHockey, 'НХЛ', 'NHL', COUNTRIES.us, true, [
    'Colorado Avalanche',
    'Boston Bruins',
    'Toronto Maple Leafs',
    'Edmonton Oilers',
    'New York Rangers',
    'Tampa Bay Lightning',
    'Vegas Golden Knights',
    'Florida Panthers',
  ]),
  champ(203, SPORT_IDS.iceHockey, 'Швеция. SHL', 'Sweden. SHL', COUNTRIES.se, false, [
    'Frolunda',
    'Skelleftea',
    'Vaxjo Lakers',
    'Lulea',
    'Farjestad',
    'Rogle',
  ]),
  champ(301, SPORT_IDS.basketball, 'НБА', 'NBA', COUNTRIES.us, true, [
    'Boston Celtics',
    'Denver Nuggets',
    'Milwaukee Bucks',
    'Los Angeles Lakers',
    'Golden State Warriors',
    'Phoenix Suns',
    'Miami Heat',
    'Dallas Mavericks',
  ]),
  champ(302, SPORT_IDS.basketball, 'Евролига', 'EuroLeague', COUNTRIES.int, false, [
    'Real Madrid',
    'Barcelona',
    'Olympiacos',
    'Panathinaikos',
    'Fenerbahce',
    'Anadolu Efes',
    'Monaco',
    'Maccabi Tel Aviv',
  ]),
  champ(303, SPORT_IDS.basketball, 'Единая лига ВТБ', 'VTB United League', COUNTRIES.ru, false, [
    'CSKA Moscow',
    'Zenit St. Petersburg',
    'UNICS Kazan',
    'Lokomotiv Kuban',
    'Parma',
    'Nizhny Novgorod',
  ]),
  champ(401, SPORT_IDS.tennis, 'ATP. Париж', 'ATP. Paris', COUNTRIES.fr, true, [
    'Novak Djokovic',
    'Carlos Alcaraz',
    'Jannik Sinner',
    'Daniil Medvedev',
    'Alexander Zverev',
    'Andrey Rublev',
    'Holger Rune',
    'Stefanos Tsitsipas',
    'Casper Ruud',
    'Taylor Fritz',
  ]),
  champ(402, SPORT_IDS.tennis, 'ATP. Вена', 'ATP. Vienna', COUNTRIES.at, false, [
    'Hubert Hurkacz',
    'Karen Khachanov',
    'Grigor Dimitrov',
    'Tommy Paul',
    'Frances Tiafoe',
    'Ben Shelton',
    'Alex de Minaur',
    'Cameron Norrie',
  ]),
  champ(403, SPORT_IDS.tennis, 'WTA. Финал', 'WTA. Finals', COUNTRIES.int, false, [
    'Iga Swiatek',
    'Aryna Sabalenka',
    'Coco Gauff',
    'Elena Rybakina',
    'Jessica Pegula',
    'Ons Jabeur',
    'Maria Sakkari',
    'Marketa Vondrousova',
  ]),
  champ(
    4001,
    SPORT_IDS.cs2,
    'IEM Катовице',
    'IEM Katowice',
    COUNTRIES.pl,
    true,
    ['NAVI', 'FaZe', 'Vitality', 'G2', 'Spirit', 'MOUZ', 'Heroic', 'Virtus.pro'],
    'real',
  ),
  champ(
    4002,
    SPORT_IDS.cs2,
    'BLAST Premier',
    'BLAST Premier',
    COUNTRIES.int,
    false,
    ['Astralis', 'Liquid', 'Cloud9', 'ENCE', 'Complexity', 'FURIA', 'Eternal Fire', 'BIG'],
    'real',
  ),
  champ(
    8501,
    SPORT_IDS.eFootball,
    'FC 24. Виртуальная лига',
    'FC 24. Virtual League',
    COUNTRIES.int,
    true,
    ['Man City (Bot)', 'Real (Bot)', 'Bayern (Bot)', 'PSG (Bot)', 'Inter (Bot)', 'Arsenal (Bot)'],
    'virtual',
  ),
  champ(
    8502,
    SPORT_IDS.eFootball,
    'eFootball. Battle 2x6',
    'eFootball. Battle 2x6',
    COUNTRIES.int,
    false,
    [
      'Kray (Liverpool)',
      'Boulevard (Milan)',
      'Sava (Barcelona)',
      'Koko (Napoli)',
      'Lion (Chelsea)',
    ],
    'stream',
  ),
  // SPEC section 2 page type "ufc": head-to-head fights.
  champ(9001, SPORT_IDS.mma, 'UFC', 'UFC', COUNTRIES.us, true, [
    'Islam Makhachev',
    'Jon Jones',
    'Alex Pereira',
    'Ilia Topuria',
    'Tom Aspinall',
    'Dricus du Plessis',
    'Belal Muhammad',
    'Merab Dvalishvili',
    'Alexandre Pantoja',
    'Sean Strickland',
  ]),
  // SPEC section 2 page type "politics": fictional candidates of simulated votes.
  champ(
    9101,
    SPORT_IDS.politics,
    'Нортбери. Выборы мэра',
    'Northbury. Mayoral election',
    COUNTRIES.int,
    true,
    ['Helena Marsh', 'Victor Lindqvist', 'Amara Okafor', 'Tomas Reyes', 'Ingrid Holm'],
  ),
  champ(
    9102,
    SPORT_IDS.politics,
    'Вестмарк. Второй тур',
    'Westmark. Run-off',
    COUNTRIES.int,
    false,
    [
      'Clara Benning',
      'Oskar Varga',
      'Lena Duarte',
      'Marek Sorensen',
      'Nadia Petrov',
      'Julian Ashby',
    ],
  ),
  // SPEC section 2 page type "marble": a simulated marble race on a schedule.
  champ(9201, SPORT_IDS.marbleRacing, 'Мраморная лига', 'Marble League', COUNTRIES.int, true, [
    'Azure',
    'Crimson',
    'Emerald',
    'Amber',
    'Onyx',
    'Pearl',
    'Cobalt',
    'Ruby',
  ]),
];

/** The catalogue the simulated feed plays in. */
export function simulatedCatalog(): SportsCatalog {
  return {
    categories: CATEGORIES.map((c) => ({ ...c })),
    sports: SPORTS.map((s) => ({ ...s })),
    championships: CHAMPS.map((c) => ({ ...c.champ, country: { ...c.champ.country } })),
  };
}

/** The teams (or players) of one championship, strongest first. */
export function catalogTeams(champId: number): CatalogTeam[] {
  const definition = CHAMPS.find((c) => c.champ.id === champId);
  if (!definition) return [];
  const n = definition.teams.length;
  return definition.teams.map((name, index) => ({
    // Team ids are per championship: the same club in two competitions is two entries.
    id: champId * 100 + index + 1,
    name,
    nameEn: name,
    rating: n === 1 ? 0.5 : 1 - index / (n - 1),
  }));
}

function sport(
  id: number,
  name: string,
  nameEn: string,
  slug: string,
  categoryId: number,
  isCyber: boolean,
  order: number,
): Sport {
  return { id, name, nameEn, slug, categoryId, isCyber, order };
}

function country(id: number, code: string, name: string): Country {
  return { id, code, name };
}

function champ(
  id: number,
  sportId: number,
  name: string,
  nameEn: string,
  champCountry: Country,
  isTop: boolean,
  teams: string[],
  cyberType?: CyberType,
): ChampDefinition {
  return {
    champ: {
      id,
      sportId,
      name,
      nameEn,
      country: champCountry,
      ...(cyberType ? { cyberType } : {}),
      isTop,
      order: id,
    },
    teams,
  };
}
