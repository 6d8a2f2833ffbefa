// The seeded casino catalogue: providers and games of every section of SPEC section 2, generated
// deterministically from name lists with a seeded generator (the same catalogue on every start,
// every backend), plus the built-in provider's playable titles (domain/casino/builtinGames.ts).
// Outside providers are data; one of them, Outpost Games (domain/casino/outpostGames.ts), is a
// real separate service, connected where a brand lists it and the server has its adapter.
import { BUILTIN_GAMES, BUILTIN_PROVIDER_KEY, BUILTIN_PROVIDER_NAME } from './builtinGames';
import { seededRandom } from './seededRandom';
import {
  ADJ,
  ANIMAL,
  MYTH,
  TREASURE,
  PLACE,
  FRUIT,
  EGYPT,
  NUMBER,
  LETTER,
  GREEK,
  SUFFIX,
  SMALL_NUMBER,
  ACCENTED,
  type Words,
} from './catalogueNames';
import { OUTPOST_GAMES, OUTPOST_PROVIDER_KEY, OUTPOST_PROVIDER_NAME } from './outpostGames';
import {
  CASINO_SECTIONS,
  type CasinoSectionId,
  type GameArtColours,
  type GameTagId,
  type Volatility,
} from './catalogueTypes';

/** The seed's name; the stored version adds a digest of the rows, so any change is rewritten at start. */
export const CATALOGUE_SEED_VERSION = '2026-11-23.2';

export interface SeedProvider {
  id: string;
  name: string;
  isBuiltin: boolean;
  isConnected: boolean;
  /** Country ids (users.country_id, the brand's geoCountryId) where its games are closed. */
  closedCountries: readonly number[];
}

export interface SeedGame {
  id: number;
  name: string;
  route: string;
  oldRoute: string | null;
  providerId: string;
  sectionId: CasinoSectionId;
  /** Subcategory ids (CASINO_SUBCATEGORIES of the section). */
  subcategories: string[];
  tagId: GameTagId | null;
  colours: GameArtColours;
  isNew: boolean;
  isPopular: boolean;
  isJackpot: boolean;
  hasDemo: boolean;
  rtpHundredths: number | null;
  volatility: Volatility | null;
  engineKey: string | null;
  popularity: number;
  /** YYYY-MM-DD */
  releasedOn: string;
  /** Country ids where this game is closed (its provider's, and its own). */
  closedCountries: number[];
}

export const SEED_PROVIDERS: readonly SeedProvider[] = [
  {
    id: BUILTIN_PROVIDER_KEY,
    name: BUILTIN_PROVIDER_NAME,
    isBuiltin: true,
    isConnected: true,
    closedCountries: [],
  },
  {
    id: 'nordic-reels',
    name: 'Nordic Reels',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
  {
    id: 'red-panda',
    name: 'Red Panda Gaming',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [840, 250],
  },
  {
    id: 'quickfire-labs',
    name: 'Quickfire Labs',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
  {
    id: 'velvet-live',
    name: 'Velvet Live',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [840, 826],
  },
  {
    id: 'golden-tiger',
    name: 'Golden Tiger Studio',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [826, 276],
  },
  {
    id: 'orbit-interactive',
    name: 'Orbit Interactive',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [2],
  },
  {
    id: 'mosaic-play',
    name: 'Mosaic Play',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
  {
    id: 'kraken-games',
    name: 'Kraken Games',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [1, 792],
  },
  {
    id: 'royal-table',
    name: 'Royal Table Games',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
  {
    id: 'mindsport',
    name: 'Mindsport Arena',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
  {
    id: 'starlight-studios',
    name: 'Starlight Studios',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
  {
    id: 'sunrise-virtuals',
    name: 'Sunrise Virtuals',
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
  {
    id: OUTPOST_PROVIDER_KEY,
    name: OUTPOST_PROVIDER_NAME,
    isBuiltin: false,
    isConnected: false,
    closedCountries: [],
  },
];

/** A URL slug: accents dropped, lower case, words joined by '-'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type Template = { parts: (pick: (words: Words) => string) => string; subcategories: string[] };

const SLOT_TEMPLATES: readonly Template[] = [
  { parts: (p) => `Book of ${p(MYTH)}`, subcategories: ['books'] },
  { parts: (p) => `${p(ADJ)} Book of ${p(MYTH)}`, subcategories: ['books'] },
  { parts: (p) => `Legacy of ${p(MYTH)}`, subcategories: ['books', 'adventure'] },
  { parts: (p) => `${p(EGYPT)}'s ${p(TREASURE)}`, subcategories: ['egypt'] },
  { parts: (p) => `${p(ADJ)} ${p(EGYPT)}`, subcategories: ['egypt'] },
  { parts: (p) => `Sands of ${p(MYTH)}`, subcategories: ['egypt', 'adventure'] },
  { parts: (p) => `${p(ADJ)} ${p(FRUIT)}s`, subcategories: ['fruits', 'classic'] },
  { parts: (p) => `${p(FRUIT)} Blast ${p(NUMBER)}`, subcategories: ['fruits'] },
  { parts: (p) => `Hot ${p(FRUIT)} ${p(NUMBER)}`, subcategories: ['fruits', 'classic'] },
  { parts: (p) => `${p(ADJ)} Sevens`, subcategories: ['classic'] },
  { parts: (p) => `Triple ${p(TREASURE)} ${p(NUMBER)}`, subcategories: ['classic'] },
  { parts: (p) => `${p(ADJ)} ${p(ANIMAL)} Megaways`, subcategories: ['megaways'] },
  { parts: (p) => `${p(ANIMAL)} ${p(TREASURE)} Megaways`, subcategories: ['megaways'] },
  { parts: (p) => `Mega ${p(TREASURE)} Jackpot`, subcategories: ['jackpots'] },
  { parts: (p) => `${p(ADJ)} ${p(TREASURE)} Jackpot`, subcategories: ['jackpots'] },
  { parts: (p) => `${p(ANIMAL)} of the ${p(PLACE)}`, subcategories: ['adventure'] },
  { parts: (p) => `Quest for ${p(PLACE)} ${p(TREASURE)}`, subcategories: ['adventure'] },
  { parts: (p) => `${p(PLACE)} ${p(TREASURE)}`, subcategories: ['adventure'] },
  { parts: (p) => `${p(ADJ)} ${p(ANIMAL)}`, subcategories: [] },
  { parts: (p) => `${p(ANIMAL)} Rising`, subcategories: [] },
  { parts: (p) => `${p(ADJ)} ${p(ANIMAL)} Hold and Win`, subcategories: ['jackpots'] },
];

interface SectionPlan {
  sectionId: CasinoSectionId;
  count: number;
  providers: readonly string[];
  templates: readonly Template[];
  demoShare: number;
  rtpRange: readonly [number, number] | null;
  withVolatility: boolean;
}

const t = (parts: Template['parts'], subcategories: string[] = []): Template => ({
  parts,
  subcategories,
});

const PLANS: readonly SectionPlan[] = [
  {
    sectionId: 'slots',
    count: 160,
    providers: [
      'nordic-reels',
      'red-panda',
      'golden-tiger',
      'orbit-interactive',
      'starlight-studios',
      'kraken-games',
    ],
    templates: SLOT_TEMPLATES,
    demoShare: 0.92,
    rtpRange: [9400, 9750],
    withVolatility: true,
  },
  {
    sectionId: 'live-casino',
    count: 32,
    providers: ['velvet-live'],
    templates: [
      t((p) => `${p(PLACE)} Roulette`, ['roulette']),
      t((p) => `Auto Roulette ${p(LETTER)}`, ['roulette']),
      t((p) => `${p(ADJ)} Roulette Live`, ['roulette']),
      t((p) => `Blackjack ${p(GREEK)}`, ['blackjack']),
      t((p) => `VIP Blackjack ${p(LETTER)}`, ['blackjack']),
      t((p) => `Speed Baccarat ${p(LETTER)}`, ['baccarat']),
      t((p) => `${p(ADJ)} Baccarat Squeeze`, ['baccarat']),
      t((p) => `Wheel of ${p(TREASURE)} Live`, ['game-shows']),
      t((p) => `${p(ADJ)} Coin Flip Show`, ['game-shows']),
    ],
    demoShare: 0,
    rtpRange: [9500, 9870],
    withVolatility: false,
  },
  {
    sectionId: 'bingo',
    count: 12,
    providers: ['mosaic-play'],
    templates: [
      t((p) => `${p(ADJ)} Bingo 75`),
      t((p) => `90-Ball ${p(PLACE)}`),
      t((p) => `Bingo ${p(TREASURE)}`),
      t((p) => `${p(PLACE)} Bingo Hall`),
    ],
    demoShare: 0.5,
    rtpRange: [9000, 9600],
    withVolatility: false,
  },
  {
    sectionId: 'tv-games',
    count: 12,
    providers: ['velvet-live', 'sunrise-virtuals'],
    templates: [
      t((p) => `Lucky ${p(SMALL_NUMBER)} Draw`),
      t((p) => `Wheel of ${p(TREASURE)} TV`),
      t((p) => `${p(ADJ)} Dice Show`),
      t((p) => `Bet on Poker ${p(SUFFIX)}`),
      t((p) => `${p(PLACE)} Lottery Live`),
    ],
    demoShare: 0,
    rtpRange: [9300, 9650],
    withVolatility: false,
  },
  {
    sectionId: 'virtual-sports',
    count: 14,
    providers: ['sunrise-virtuals', 'orbit-interactive'],
    templates: [
      t((p) => `Virtual Football ${p(PLACE)} League`),
      t((p) => `Greyhounds ${p(PLACE)}`),
      t((p) => `Horse Racing ${p(PLACE)} Downs`),
      t((p) => `Penalty Kings ${p(NUMBER)}`),
      t((p) => `Virtual Tennis ${p(PLACE)} Open`),
      t((p) => `Speedway ${p(PLACE)}`),
    ],
    demoShare: 0,
    rtpRange: [9200, 9500],
    withVolatility: false,
  },
  {
    sectionId: 'fast-games',
    count: 16,
    providers: ['quickfire-labs'],
    templates: [
      t((p) => `${p(ADJ)} Plinko`),
      t((p) => `${p(TREASURE)} Mines`),
      t((p) => `${p(PLACE)} Dice`),
      t((p) => `${p(ANIMAL)} Hi-Lo`),
      t((p) => `${p(ADJ)} Limbo`),
      t((p) => `Coin Toss ${p(SUFFIX)}`),
    ],
    demoShare: 1,
    rtpRange: [9600, 9900],
    withVolatility: true,
  },
  {
    sectionId: 'crash-games',
    count: 12,
    providers: ['quickfire-labs', 'orbit-interactive'],
    templates: [
      t((p) => `${p(ANIMAL)} Crash`),
      t((p) => `Rocket to ${p(PLACE)}`),
      t((p) => `${p(ADJ)} Jet`),
      t((p) => `${p(ANIMAL)} X`),
      t((p) => `${p(ADJ)} Balloon`),
    ],
    demoShare: 1,
    rtpRange: [9600, 9900],
    withVolatility: true,
  },
  {
    sectionId: 'card-games',
    count: 14,
    providers: ['royal-table'],
    templates: [
      t((p) => `${p(ADJ)} Blackjack`),
      t((p) => `${p(PLACE)} Baccarat`),
      t((p) => `Red Dog ${p(SUFFIX)}`),
      t((p) => `Casino War ${p(SUFFIX)}`),
      t((p) => `Three Card Poker ${p(SUFFIX)}`),
      t((p) => `${p(ADJ)} Twenty-One`),
    ],
    demoShare: 0.8,
    rtpRange: [9700, 9950],
    withVolatility: false,
  },
  {
    sectionId: 'skill-games',
    count: 12,
    providers: ['mindsport'],
    templates: [
      t((p) => `Backgammon ${p(SUFFIX)}`),
      t((p) => `Durak ${p(SUFFIX)}`),
      t((p) => `Chess Blitz ${p(SUFFIX)}`),
      t((p) => `${p(PLACE)} Checkers Arena`),
      t((p) => `Domino ${p(SUFFIX)}`),
    ],
    demoShare: 0.7,
    rtpRange: null,
    withVolatility: false,
  },
  {
    sectionId: 'asian-games',
    count: 14,
    providers: ['red-panda', 'golden-tiger'],
    templates: [
      t((p) => `Sic Bo ${p(SUFFIX)}`),
      t((p) => `Dragon Tiger ${p(SUFFIX)}`),
      t((p) => `Fan Tan ${p(SUFFIX)}`),
      t((p) => `Mahjong ${p(TREASURE)}`),
      t((p) => `Pai Gow ${p(SUFFIX)}`),
      t((p) => `Teen Patti ${p(SUFFIX)}`),
    ],
    demoShare: 0.8,
    rtpRange: [9500, 9800],
    withVolatility: false,
  },
  {
    sectionId: 'keno',
    count: 12,
    providers: ['mosaic-play', 'quickfire-labs'],
    templates: [
      t((p) => `Keno ${p(SUFFIX)}`),
      t((p) => `${p(ADJ)} Keno`),
      t((p) => `${p(PLACE)} Keno`),
    ],
    demoShare: 1,
    rtpRange: [9000, 9500],
    withVolatility: false,
  },
  {
    sectionId: 'scratch-cards',
    count: 14,
    providers: ['mosaic-play', 'quickfire-labs'],
    templates: [
      t((p) => `${p(ADJ)} Scratch`),
      t((p) => `${p(TREASURE)} Scratch`),
      t((p) => `${p(FRUIT)} Scratchcard`),
      t((p) => `${p(PLACE)} Scratch`),
    ],
    demoShare: 1,
    rtpRange: [9000, 9600],
    withVolatility: true,
  },
  {
    sectionId: 'fishing-hunting',
    count: 12,
    providers: ['kraken-games', 'golden-tiger'],
    templates: [
      t((p) => `${p(ADJ)} Fishing`),
      t((p) => `Ocean King ${p(SMALL_NUMBER)}`),
      t((p) => `${p(ANIMAL)} Hunter`),
      t((p) => `${p(PLACE)} Monster Hunt`),
      t((p) => `Deep Sea ${p(TREASURE)}`),
    ],
    demoShare: 1,
    rtpRange: [9500, 9750],
    withVolatility: true,
  },
  {
    sectionId: 'poker',
    count: 14,
    providers: ['royal-table', 'mindsport'],
    templates: [
      t((p) => `Texas Hold'em ${p(SUFFIX)}`),
      t((p) => `Caribbean Stud ${p(SUFFIX)}`),
      t((p) => `Oasis Poker ${p(SUFFIX)}`),
      t((p) => `Jacks or Better ${p(SUFFIX)}`),
      t((p) => `Omaha ${p(SUFFIX)}`),
      t((p) => `Deuces Wild ${p(SUFFIX)}`),
    ],
    demoShare: 0.8,
    rtpRange: [9600, 9950],
    withVolatility: false,
  },
];

/** Hue (0-359), saturation and lightness (0-100) as #rrggbb. */
export function hslHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function coloursFrom(random: () => number): GameArtColours {
  const hue = Math.floor(random() * 360);
  return {
    from: hslHex(hue, 65, 18),
    to: hslHex((hue + 35) % 360, 70, 40),
    accent: hslHex((hue + 180) % 360, 90, 62),
  };
}

const FIRST_GAME_ID = 10_001;
const FIRST_BUILTIN_ID = 1_001;
const FIRST_OUTPOST_ID = 2_001;
const RELEASE_START = Date.UTC(2023, 0, 1);
const RELEASE_DAYS = 1_400;

/** The whole seeded catalogue: the same games, in the same order, on every call. */
export function seedGames(): SeedGame[] {
  const random = seededRandom(0x5eed_ca51);
  const pick = (words: Words) => words[Math.floor(random() * words.length)]!;
  const providerById = new Map(SEED_PROVIDERS.map((p) => [p.id, p]));
  const names = new Set<string>();
  const routes = new Set<string>();
  const games: SeedGame[] = [];

  const builtinColours = (from: string, accent: string): GameArtColours => ({
    from,
    to: from,
    accent,
  });
  BUILTIN_GAMES.forEach((title, index) => {
    const route = slugOf(title.name);
    names.add(title.name.toLowerCase());
    routes.add(route);
    games.push({
      id: FIRST_BUILTIN_ID + index,
      name: title.name,
      route,
      oldRoute: null,
      providerId: BUILTIN_PROVIDER_KEY,
      sectionId: title.category,
      subcategories: title.subcategory
        ? [title.subcategory]
        : title.category === 'slots'
          ? ['classic']
          : [],
      tagId: 4,
      colours: builtinColours(title.colours[0], title.colours[1]),
      isNew: true,
      isPopular: true,
      isJackpot: false,
      hasDemo: title.demo,
      rtpHundredths: Math.round(title.rtpPercent * 100),
      volatility: title.volatility,
      engineKey: title.engineKey,
      popularity: 10_000 - index,
      releasedOn: '2026-11-01',
      closedCountries: [],
    });
  });

  OUTPOST_GAMES.forEach((title, index) => {
    const route = slugOf(title.name);
    names.add(title.name.toLowerCase());
    routes.add(route);
    games.push({
      id: FIRST_OUTPOST_ID + index,
      name: title.name,
      route,
      oldRoute: null,
      providerId: OUTPOST_PROVIDER_KEY,
      sectionId: title.category,
      subcategories: [],
      tagId: 1,
      colours: builtinColours(title.colours[0], title.colours[1]),
      isNew: true,
      isPopular: true,
      isJackpot: false,
      hasDemo: false,
      rtpHundredths: Math.round(title.rtpPercent * 100),
      volatility: title.volatility,
      engineKey: title.code,
      popularity: 9_000 - index,
      releasedOn: '2026-11-20',
      closedCountries: [],
    });
  });

  let nextId = FIRST_GAME_ID;
  let accented = 0;
  for (const plan of PLANS) {
    for (let n = 0; n < plan.count; n += 1) {
      let name = '';
      let subcategories: string[] = [];
      if (plan.sectionId === 'slots' && n % 25 === 7 && accented < ACCENTED.length) {
        ({ name, subcategories } = ACCENTED[accented]!);
        subcategories = [...subcategories];
        accented += 1;
      } else {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const template = plan.templates[Math.floor(random() * plan.templates.length)]!;
          name = template.parts(pick);
          subcategories = [...template.subcategories];
          if (!names.has(name.toLowerCase())) break;
        }
        if (names.has(name.toLowerCase())) name = `${name} ${n + 2}`;
      }
      names.add(name.toLowerCase());
      const providerId = plan.providers[n % plan.providers.length]!;
      let route = slugOf(name);
      if (routes.has(route)) route = `${route}-${providerId}`;
      routes.add(route);

      const popularity = Math.floor(random() * 9_000);
      const isJackpot = subcategories.includes('jackpots') || random() < 0.04;
      const isNew = random() < 0.12;
      const isPopular = popularity >= 7_200;
      if (plan.sectionId === 'slots' && random() < 0.2) subcategories.push('bonus-buy');
      const tagId: GameTagId | null = isJackpot ? 3 : isNew ? 1 : isPopular ? 2 : null;
      const releaseDay = Math.floor(random() * RELEASE_DAYS);
      const rtpHundredths = plan.rtpRange
        ? plan.rtpRange[0] + Math.floor(random() * (plan.rtpRange[1] - plan.rtpRange[0] + 1))
        : null;
      const volatilityRoll = random();
      const id = nextId;
      nextId += 1;
      const ownClosed = plan.sectionId === 'slots' && n % 20 === 3 ? [804] : [];
      games.push({
        id,
        name,
        route,
        // Every seventh game was listed under the provider's old slug before.
        oldRoute: id % 7 === 0 ? `${providerId}-${route}` : null,
        providerId,
        sectionId: plan.sectionId,
        subcategories: [...new Set(subcategories)],
        tagId,
        colours: coloursFrom(random),
        isNew,
        isPopular,
        isJackpot,
        hasDemo: random() < plan.demoShare,
        rtpHundredths,
        volatility: plan.withVolatility
          ? volatilityRoll < 0.3
            ? 'low'
            : volatilityRoll < 0.7
              ? 'medium'
              : 'high'
          : null,
        engineKey: null,
        popularity,
        releasedOn: new Date(RELEASE_START + releaseDay * 86_400_000).toISOString().slice(0, 10),
        closedCountries: [
          ...new Set([...(providerById.get(providerId)?.closedCountries ?? []), ...ownClosed]),
        ],
      });
    }
  }
  return games;
}

/** Every section id of CASINO_SECTIONS has seeded games (checked by the catalogue tests). */
export const SEEDED_SECTIONS: readonly CasinoSectionId[] = CASINO_SECTIONS.map((s) => s.id);
