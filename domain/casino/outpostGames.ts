// Outpost Games: the outside game provider of this installation (providers/outpost/), a separate
// process that hosts its games on its own origin and talks to the site only through the launch
// call (domain/casino/providerLaunch.ts) and the signed seamless wallet
// (domain/casino/walletProtocol.ts), as an aggregator would (SPEC section 7 "Games and
// third-party calls"). Its titles and their pure rules live here, so the catalogue seeds them
// and a customer (or a test) can recompute any round from its revealed seed.
//
// Provably fair: every round's outcome is drawn from HMAC-SHA256(serverSeed, `clientSeed:nonce`)
// (domain/casino/fairness.ts); the seed's SHA-256 hash is shown before the round and the seed
// itself after it, with the next seed's hash.
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, DICE_VALUES, diceMultiplierX100 } from './diceGame';
import { uniformInt, type ByteSource } from './fairness';

/** The provider's key in the catalogue, in the brands' casinoProviders and in wallet calls. */
export const OUTPOST_PROVIDER_KEY = 'outpost-games';
export const OUTPOST_PROVIDER_NAME = 'Outpost Games';

export type OutpostEngine = 'dice' | 'coin';

export interface OutpostGameTitle {
  /** The catalogue's engine key: the provider's game code in the launch call. */
  code: string;
  engine: OutpostEngine;
  name: string;
  category: 'fast-games';
  /** Exact return to player, percent (outpostExactRtp). */
  rtpPercent: number;
  volatility: 'low' | 'medium' | 'high';
  colours: readonly [string, string];
}

export const OUTPOST_GAMES: readonly OutpostGameTitle[] = [
  {
    code: 'outpost-dice',
    engine: 'dice',
    name: 'Outpost Dice',
    category: 'fast-games',
    rtpPercent: 99.0,
    volatility: 'medium',
    colours: ['#2b1d0e', '#f59e0b'],
  },
  {
    code: 'outpost-coin',
    engine: 'coin',
    name: 'Outpost Coin Flip',
    category: 'fast-games',
    rtpPercent: 98.0,
    volatility: 'low',
    colours: ['#1f2937', '#facc15'],
  },
];

export function findOutpostGame(code: string): OutpostGameTitle | undefined {
  return OUTPOST_GAMES.find((game) => game.code === code);
}

/** A coin flip pays 1.96 × the stake on the called side: a 2 % house edge. */
export const COIN_MULTIPLIER_X100 = 196;

export type OutpostBet =
  | { engine: 'dice'; kind: 'under' | 'over'; target: number }
  | { engine: 'coin'; side: 'heads' | 'tails' };

/** Whether the bet is one the game takes (dice: a chance of 1 %–95 %). */
export function isOutpostBet(bet: OutpostBet): boolean {
  if (bet.engine === 'coin') return bet.side === 'heads' || bet.side === 'tails';
  if (!Number.isInteger(bet.target) || bet.target <= 0 || bet.target >= DICE_VALUES) return false;
  const chance = bet.kind === 'under' ? bet.target : DICE_VALUES - bet.target;
  return chance >= DICE_MIN_CHANCE && chance <= DICE_MAX_CHANCE;
}

/** The bet's multiplier in hundredths (the dice's is domain/casino/diceGame.ts's). */
export function outpostMultiplierX100(bet: OutpostBet): number {
  if (!isOutpostBet(bet)) return 0;
  if (bet.engine === 'coin') return COIN_MULTIPLIER_X100;
  return diceMultiplierX100({ kind: bet.kind, number: bet.target });
}

/** The round's draw: a dice roll 0–9,999 (00.00–99.99), or a coin (0 heads, 1 tails). */
export async function drawOutpost(engine: OutpostEngine, source: ByteSource): Promise<number> {
  return uniformInt(source, engine === 'dice' ? DICE_VALUES : 2);
}

export function outpostBetWins(bet: OutpostBet, draw: number): boolean {
  if (bet.engine === 'coin') return (draw === 0 ? 'heads' : 'tails') === bet.side;
  return bet.kind === 'under' ? draw < bet.target : draw >= bet.target;
}

/** The win of a stake (minor units, rounded down) for the drawn value. */
export function outpostWin(bet: OutpostBet, stake: number, draw: number): number {
  return outpostBetWins(bet, draw) ? Math.floor((stake * outpostMultiplierX100(bet)) / 100) : 0;
}

/** The exact return to player of a bet: its chance × its multiplier. */
export function outpostExactRtp(bet: OutpostBet): number {
  const chance =
    bet.engine === 'coin'
      ? 0.5
      : (bet.kind === 'under' ? bet.target : DICE_VALUES - bet.target) / DICE_VALUES;
  return chance * (outpostMultiplierX100(bet) / 100);
}
