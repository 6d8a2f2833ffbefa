import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { BUILTIN_GAMES, BUILTIN_PROVIDER_KEY } from '../../../domain/casino/builtinGames';
import { OUTPOST_GAMES, OUTPOST_PROVIDER_KEY } from '../../../domain/casino/outpostGames';
import {
  SEED_TOURNAMENTS,
  prizeOfPlace,
  prizePool,
} from '../../../domain/casino/catalogueBonusSeed';
import { periodAt } from '../../../domain/casino/catalogueSchedule';
import { foldForSearch, searchRank } from '../../../domain/casino/catalogueSearch';
import { SEED_PROVIDERS, seedGames, slugOf } from '../../../domain/casino/catalogueSeed';
import { CASINO_SECTIONS, CASINO_SUBCATEGORIES } from '../../../domain/casino/catalogueTypes';
import { escapeXml, gameArtSvg, wrapTitle } from '../../../domain/casino/gameArt';

/** Parses an XML document strictly; throws on the first well-formedness error. */
function parseXml(text: string): { root: string; attributes: Record<string, string> } {
  const parser = new SaxesParser();
  let root: { root: string; attributes: Record<string, string> } | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    root ??= {
      root: tag.name,
      attributes: Object.fromEntries(
        Object.entries(tag.attributes as Record<string, string>).map(([k, v]) => [k, String(v)]),
      ),
    };
  });
  parser.write(text).close();
  if (!root) throw new Error('no root element');
  return root;
}

describe('the seeded catalogue', () => {
  const games = seedGames();

  it('holds at least 300 games from at least 10 providers, every section of SPEC 2 stocked', () => {
    expect(games.length).toBeGreaterThanOrEqual(300);
    const providers = new Set(games.map((g) => g.providerId));
    expect(providers.size).toBeGreaterThanOrEqual(10);
    for (const section of CASINO_SECTIONS) {
      expect(games.filter((g) => g.sectionId === section.id).length).toBeGreaterThanOrEqual(10);
    }
    for (const [section, subs] of Object.entries(CASINO_SUBCATEGORIES)) {
      for (const sub of subs) {
        const inSub = games.filter((g) => g.sectionId === section && g.subcategories.includes(sub));
        expect(inSub.length, `${section}/${sub}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('is the same on every call (deterministic)', () => {
    expect(seedGames()).toEqual(games);
  });

  it('has unique ids, names, routes and former routes, and routes are URL slugs', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(games.map((g) => g.id))).toBe(true);
    expect(unique(games.map((g) => g.name.toLowerCase()))).toBe(true);
    const allRoutes = [...games.map((g) => g.route), ...games.flatMap((g) => g.oldRoute ?? [])];
    expect(unique(allRoutes)).toBe(true);
    for (const g of games) expect(g.route).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(games.filter((g) => g.oldRoute !== null).length).toBeGreaterThan(10);
  });

  it('names read like game titles: letters first, no placeholders', () => {
    for (const g of games) {
      expect(g.name).toMatch(/^[\p{Lu}0-9]/u);
      expect(g.name).not.toMatch(/undefined|null|\{|\}/);
    }
  });

  it('seeds every built-in title with its engine key under the built-in provider, playable', () => {
    for (const title of BUILTIN_GAMES) {
      const game = games.find((g) => g.engineKey === title.engineKey);
      expect(game).toMatchObject({
        name: title.name,
        providerId: BUILTIN_PROVIDER_KEY,
        sectionId: title.category,
        hasDemo: title.demo,
      });
    }
    const builtin = SEED_PROVIDERS.find((p) => p.id === BUILTIN_PROVIDER_KEY);
    expect(builtin).toMatchObject({ isBuiltin: true, isConnected: true });
    expect(SEED_PROVIDERS.filter((p) => p.isConnected)).toHaveLength(1);
    expect(games.filter((g) => g.engineKey !== null)).toHaveLength(
      BUILTIN_GAMES.length + OUTPOST_GAMES.length,
    );
  });

  it('seeds the outside provider Outpost Games’ titles with its game codes, connected by adapter only', () => {
    for (const title of OUTPOST_GAMES) {
      expect(games.find((g) => g.engineKey === title.code)).toMatchObject({
        name: title.name,
        providerId: OUTPOST_PROVIDER_KEY,
        sectionId: title.category,
        hasDemo: false,
        rtpHundredths: Math.round(title.rtpPercent * 100),
      });
    }
    expect(SEED_PROVIDERS.find((p) => p.id === OUTPOST_PROVIDER_KEY)).toMatchObject({
      isBuiltin: false,
      isConnected: false,
    });
  });

  it('closes a provider’s games in the provider’s closed countries', () => {
    for (const provider of SEED_PROVIDERS) {
      for (const g of games.filter((x) => x.providerId === provider.id)) {
        for (const country of provider.closedCountries)
          expect(g.closedCountries).toContain(country);
      }
    }
  });

  it('tournaments count games of the catalogue, with prize pools from their tables', () => {
    for (const t of SEED_TOURNAMENTS) {
      const ids = t.games(games);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(games.some((g) => g.id === id)).toBe(true);
    }
    const prizes = [
      { fromPlace: 1, toPlace: 1, amount: 100 },
      { fromPlace: 2, toPlace: 4, amount: 10 },
    ];
    expect(prizePool(prizes)).toBe(130);
    expect(prizeOfPlace(prizes, 3)).toBe(10);
    expect(prizeOfPlace(prizes, 5)).toBe(0);
  });
});

describe('game art', () => {
  it('draws well-formed SVG for every seeded game, titled with its name', () => {
    for (const g of seedGames()) {
      const svg = gameArtSvg({
        id: g.id,
        name: g.name,
        colours: g.colours,
        caption: g.providerId,
        categories: [g.sectionId, ...g.subcategories],
        engineKey: g.engineKey,
      });
      const root = parseXml(svg);
      expect(root.root).toBe('svg');
      expect(root.attributes['aria-label']).toBe(g.name);
      expect(root.attributes.viewBox).toBe('0 0 320 240');
    }
  });

  it('escapes markup in names and captions, and ignores colours that are not #rrggbb', () => {
    const svg = gameArtSvg({
      id: 1,
      name: `Tom & Jerry's <script>alert(1)</script> "Slot"`,
      colours: { from: 'red;background:url(x)', to: '#000000', accent: '#ffffff' },
      caption: '<b>',
    });
    expect(() => parseXml(svg)).not.toThrow();
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('url(x)');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('is the same for the same game, and differs between names', () => {
    const colours = { from: '#102030', to: '#405060', accent: '#ffcc00' };
    expect(gameArtSvg({ id: 5, name: 'Book of Ra', colours })).toBe(
      gameArtSvg({ id: 5, name: 'Book of Ra', colours }),
    );
    expect(gameArtSvg({ id: 5, name: 'Book of Ra', colours })).not.toBe(
      gameArtSvg({ id: 5, name: 'Book of Odin', colours }),
    );
  });

  it('wraps long titles into at most two lines', () => {
    expect(wrapTitle('Golden Buffalo Megaways')).toEqual(['Golden Buffalo', 'Megaways']);
    expect(wrapTitle('House European Roulette')).toEqual(['House European', 'Roulette']);
    const lines = wrapTitle('The Extraordinarily Long Adventure of the Lost Golden Buffalo');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });
});

describe('catalogue search folding and ranking', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('Piñata FIESTA')).toBe('pinata fiesta');
    expect(foldForSearch('Crème de la Crème')).toBe('creme de la creme');
    expect(foldForSearch('Ёлка  Удачи!')).toBe('елка удачи');
    expect(foldForSearch("Texas Hold'em")).toBe('texas holdem');
    expect(slugOf('Fjörd Fortune')).toBe('fjord-fortune');
  });

  it('ranks equal, then prefix, then word prefix, then anywhere; every word must occur', () => {
    expect(searchRank('book of ra', 'book of ra')).toBe('equal');
    expect(searchRank('book of ra deluxe', 'book of')).toBe('prefix');
    expect(searchRank('golden book of ra', 'book')).toBe('word_prefix');
    expect(searchRank('notebook', 'book')).toBe('contains');
    expect(searchRank('golden book', 'book silver')).toBeNull();
  });
});

describe('periods', () => {
  it('daily, weekly (from Monday) and monthly windows in UTC', () => {
    const at = new Date('2026-11-25T13:00:00Z'); // a Wednesday
    expect(periodAt('daily', at)).toEqual({
      start: new Date('2026-11-25T00:00:00Z'),
      end: new Date('2026-11-26T00:00:00Z'),
    });
    expect(periodAt('weekly', at)).toEqual({
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    });
    expect(periodAt('weekly', new Date('2026-11-29T23:59:59Z')).start).toEqual(
      new Date('2026-11-23T00:00:00Z'),
    );
    expect(periodAt('monthly', new Date('2026-12-31T23:00:00Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
