// What a game's generated art shows (SPEC section 2 "Casino and games": a lobby of many kinds of
// games): reels for slots, a wheel for roulette and wheel shows, cards for card games, balls for
// keno, bingo and draws, a rising curve for crash games, fish for fishing, a tower, dice, a mines
// grid, plinko pegs, a scratch ticket, a board or a football, chosen from the game's engine, name
// and section. gameArtMotifs.ts draws them.

export type GameArtMotif =
  | 'reels'
  | 'wheel'
  | 'cards'
  | 'balls'
  | 'crash'
  | 'fish'
  | 'tower'
  | 'dice'
  | 'mines'
  | 'pegs'
  | 'scratch'
  | 'board'
  | 'sport';

export interface GameKind {
  name: string;
  /** The section first, then its subcategories (CasinoGame.categories); may be empty. */
  categories?: readonly string[];
  /** The built-in engine ('builtin-roulette' ...), null for outside providers' games. */
  engineKey?: string | null;
}

/** Words of a name or engine key that say the kind of game, checked in this order. */
const KEYWORDS: readonly [RegExp, GameArtMotif][] = [
  [/roulette|wheel|fan[\s-]?tan|coin[\s-]?flip/i, 'wheel'],
  [/crash|rocket|\bjet\b|limbo|balloon|\bx\b/i, 'crash'],
  [/fish|ocean|deep[\s-]?sea|hunt/i, 'fish'],
  [/tower/i, 'tower'],
  [/mines/i, 'mines'],
  [/plinko/i, 'pegs'],
  [/dice|sic[\s-]?bo|craps|coin[\s-]?toss/i, 'dice'],
  [/scratch/i, 'scratch'],
  // Before the balls: a football is not a lottery ball.
  [/football|penalty|tennis|greyhound|horse|speedway|soccer/i, 'sport'],
  [/keno|bingo|lotto|lottery|\bdraw\b|ball\b/i, 'balls'],
  [
    /blackjack|baccarat|poker|hold'?em|omaha|stud|deuces|jacks|hi-?lo|dragon[\s-]?tiger|teen[\s-]?patti|pai[\s-]?gow|red[\s-]?dog|\bwar\b|twenty-one|durak|cards?\b/i,
    'cards',
  ],
  [/chess|checkers|backgammon|domino|mahjong/i, 'board'],
];

/** The motif of a section when neither the engine nor the name says more. */
const SECTION_MOTIFS: Readonly<Record<string, GameArtMotif>> = {
  slots: 'reels',
  'live-casino': 'cards',
  bingo: 'balls',
  'tv-games': 'balls',
  'virtual-sports': 'sport',
  'fast-games': 'dice',
  'crash-games': 'crash',
  'card-games': 'cards',
  'skill-games': 'board',
  'asian-games': 'dice',
  keno: 'balls',
  'scratch-cards': 'scratch',
  'fishing-hunting': 'fish',
  poker: 'cards',
};

/**
 * The motif of a game: a slot (by its engine or section) shows reels whatever its name (a slot
 * called "Fire Ball" is still a slot); otherwise the engine key and the name's words decide, then
 * the section; reels when nothing is known.
 */
export function gameArtMotif(game: GameKind): GameArtMotif {
  const section = game.categories?.[0];
  const engine = game.engineKey ?? '';
  if (section === 'slots' || /slot/i.test(engine)) return 'reels';
  const words = `${engine.replace(/^builtin-/, '')} ${game.name}`;
  for (const [pattern, motif] of KEYWORDS) if (pattern.test(words)) return motif;
  return (section && SECTION_MOTIFS[section]) || 'reels';
}
