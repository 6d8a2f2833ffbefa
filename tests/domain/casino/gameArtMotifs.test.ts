import { describe, expect, it } from 'vitest';
import { BUILTIN_GAMES } from '../../../domain/casino/builtinGames';
import { seedGames } from '../../../domain/casino/catalogueSeed';
import { TITLE_BAND_OPACITY, TITLE_BAND_TOP, gameArtSvg } from '../../../domain/casino/gameArt';
import { gameArtMotif, type GameArtMotif } from '../../../domain/casino/gameArtKind';
import { drawMotif } from '../../../domain/casino/gameArtMotifs';
import { seededRandom } from '../../../domain/casino/seededRandom';
import { contrastRatio, parseCssColour } from '../../../runtime/schema/cssColour';

const colours = { from: '#102030', to: '#405060', accent: '#ffcc00' };

describe('what a game tile shows', () => {
  it('shows reels for every slot, whatever its name', () => {
    expect(gameArtMotif({ name: 'Fire Ball Deluxe', categories: ['slots', 'classic'] })).toBe(
      'reels',
    );
    expect(gameArtMotif({ name: 'Fruit Fives', engineKey: 'builtin-slot' })).toBe('reels');
    expect(gameArtMotif({ name: 'Gem Lanterns', engineKey: 'builtin-slot-gems' })).toBe('reels');
  });

  it('reads the kind from the engine and the name before the section', () => {
    const cases: [string, string, string | null, GameArtMotif][] = [
      ['House European Roulette', 'live-casino', 'builtin-roulette', 'wheel'],
      ['Wheel of Gold Live', 'live-casino', null, 'wheel'],
      ['House RNG Live Roulette', 'live-casino', 'builtin-live-roulette', 'wheel'],
      ['House RNG Live Baccarat', 'live-casino', 'builtin-live-baccarat', 'cards'],
      ['House RNG Live Blackjack', 'live-casino', 'builtin-live-blackjack', 'cards'],
      ['House Money Wheel', 'tv-games', 'builtin-money-wheel', 'wheel'],
      ['VIP Blackjack A', 'live-casino', null, 'cards'],
      ["Texas Hold'em Pro", 'poker', null, 'cards'],
      ['House Hi-Lo', 'card-games', 'builtin-hilo', 'cards'],
      ['House Keno 80', 'keno', 'builtin-keno', 'balls'],
      ['90-Ball Bayou', 'bingo', null, 'balls'],
      ['Lucky 5 Draw', 'tv-games', null, 'balls'],
      ['Rocket Crash', 'crash-games', 'builtin-crash', 'crash'],
      ['Tiger X', 'crash-games', null, 'crash'],
      ['House Deep Sea', 'fishing-hunting', 'builtin-fishing', 'fish'],
      ['House Tower', 'skill-games', 'builtin-tower', 'tower'],
      ['Chess Blitz Deluxe', 'skill-games', null, 'board'],
      ['House Sic Bo', 'asian-games', 'builtin-sic-bo', 'dice'],
      ['Gold Mines', 'fast-games', null, 'mines'],
      ['Golden Plinko', 'fast-games', null, 'pegs'],
      ['Orange Scratchcard', 'scratch-cards', null, 'scratch'],
      ['House Virtual Football', 'virtual-sports', 'builtin-virtual-football', 'sport'],
      ['Greyhounds Nile', 'virtual-sports', null, 'sport'],
    ];
    for (const [name, section, engineKey, motif] of cases)
      expect(gameArtMotif({ name, categories: [section], engineKey }), name).toBe(motif);
  });

  it('falls back to the section, then to reels', () => {
    expect(gameArtMotif({ name: 'Mystery', categories: ['fishing-hunting'] })).toBe('fish');
    expect(gameArtMotif({ name: 'Mystery', categories: ['keno'] })).toBe('balls');
    expect(gameArtMotif({ name: 'Mystery' })).toBe('reels');
  });

  it('gives every built-in game a motif of its kind, not the slot default', () => {
    for (const game of BUILTIN_GAMES) {
      const motif = gameArtMotif({
        name: game.name,
        categories: [game.category],
        engineKey: game.engineKey,
      });
      if (game.engine === 'slot') expect(motif, game.name).toBe('reels');
      else expect(motif, game.name).not.toBe('reels');
    }
  });

  it('uses every motif across the seeded lobby', () => {
    const motifs = new Set(
      seedGames().map((g) =>
        gameArtMotif({ name: g.name, categories: [g.sectionId], engineKey: g.engineKey }),
      ),
    );
    expect(motifs.size).toBe(13);
  });
});

describe('seeded details', () => {
  it('repeats a seed exactly and spreads over [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(new Set(values.map((v) => Math.floor(v * 10))).size).toBe(10);
  });

  it('draws two games of one kind differently, and one game the same every time', () => {
    const motifs: GameArtMotif[] = ['reels', 'wheel', 'cards', 'balls', 'crash', 'dice', 'mines'];
    for (const motif of motifs) {
      expect(drawMotif(motif, 1, colours, 'A')).toBe(drawMotif(motif, 1, colours, 'A'));
      expect(drawMotif(motif, 1, colours, 'A'), motif).not.toBe(drawMotif(motif, 2, colours, 'A'));
    }
    const lobby = seedGames()
      .filter((g) => g.sectionId === 'slots')
      .slice(0, 40)
      .map((g) =>
        gameArtSvg({ id: g.id, name: g.name, colours: g.colours, categories: ['slots'] }),
      );
    expect(new Set(lobby).size).toBe(lobby.length);
  });
});

describe('the title on the art', () => {
  it('is white on a band dark enough for 4.5:1 over any colour, white included', () => {
    const white = parseCssColour('#ffffff')!;
    for (const background of ['#ffffff', '#ffff00', '#00ffff', '#ffcc33', '#3ee0c8']) {
      const bg = parseCssColour(background)!;
      const under = `#${[bg.r, bg.g, bg.b]
        .map((c) =>
          Math.round(c * 255 * (1 - TITLE_BAND_OPACITY))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
      const ratio = contrastRatio(white, parseCssColour(under)!);
      expect(ratio, background).toBeGreaterThanOrEqual(4.5);
    }
    const svg = gameArtSvg({ id: 1, name: 'Fruit Fives', colours, caption: 'House Games' });
    expect(svg).toContain(`<rect y="${TITLE_BAND_TOP}"`);
    expect(svg).toContain(`fill-opacity="${TITLE_BAND_OPACITY}"`);
    expect(svg).toMatch(
      /font-weight="800" font-size="\d+" fill="#ffffff"><tspan[^>]*>Fruit Fives</,
    );
  });
});
