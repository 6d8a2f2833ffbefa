// Lotto (SPEC section 2 `lotto/{sectionName?}/{lottoId?}`): lotteries of a brand's catalogue, each
// drawing `drawn` distinct numbers of 1 ... `of` on a schedule. A ticket picks `pickMin` to
// `pickMax` numbers (or asks the server for a quick pick) until its draw closes; it wins its stake
// times the prize table's multiplier for how many it picked and how many of them were drawn.
//
// The draw is provably fair, with the casino's code (domain/casino/fairness.ts): when a draw is
// opened the server draws a 256-bit seed from a cryptographically secure source and publishes its
// SHA-256; at the draw it reveals the seed, and the numbers are the first `drawn` distinct values
// taken from HMAC-SHA256(seed, `${lotteryId}:${drawNumber}`) blocks without modulo bias (a partial
// Fisher-Yates shuffle of 1 ... of). Anyone recomputes them with verifyLottoDraw, which the results
// page runs in the browser.
import {
  poolRefusalCodes,
  stakeProblemOf,
  type PoolStakeRange,
  type PoolTicketStatus,
} from '../poolGames/index';
import {
  hashServerSeed,
  RoundBytes,
  uniformInt,
  uniformIntSync,
  type ByteSource,
} from '../casino/fairness';

/** One lottery of a brand (site config `lotto.lotteries`); amounts in major units. */
export interface LotteryDefinition {
  /** Stable id in URLs: lowercase letters, digits and '-'. */
  id: string;
  /** Dictionary key of its name (lotto:...). */
  nameKey: string;
  /** Numbers run from 1 to `of`. */
  of: number;
  /** How many numbers a draw draws. */
  drawn: number;
  pickMin: number;
  pickMax: number;
  /** The ticket's stake: at least `min`, at most `max`, a multiple of `step`. */
  stake: PoolStakeRange;
  /** Minutes between draws (draws close on multiples of it, on the world clock). */
  drawEveryMinutes: number;
  /**
   * Multipliers of the stake by numbers picked, then numbers matched (JSON object keys):
   * `{ "6": { "3": 5, "4": 50 } }`; at most 2 decimals; a missing entry wins nothing.
   */
  prizes: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** Why a ticket's numbers are refused (a 400 names the field; the client words `numbers_<code>`). */
export type LottoNumbersProblem =
  | { code: 'numbers_count'; min: number; max: number }
  | { code: 'number_range'; index: number }
  | { code: 'number_duplicate'; index: number };

export function numbersProblems(
  lottery: Pick<LotteryDefinition, 'of' | 'pickMin' | 'pickMax'>,
  numbers: readonly number[],
): LottoNumbersProblem[] {
  if (numbers.length < lottery.pickMin || numbers.length > lottery.pickMax) {
    return [{ code: 'numbers_count', min: lottery.pickMin, max: lottery.pickMax }];
  }
  const seen = new Set<number>();
  const problems: LottoNumbersProblem[] = [];
  numbers.forEach((n, index) => {
    if (!Number.isInteger(n) || n < 1 || n > lottery.of)
      problems.push({ code: 'number_range', index });
    else if (seen.has(n)) problems.push({ code: 'number_duplicate', index });
    seen.add(n);
  });
  return problems;
}

/** Hundredths of the multiplier for `picked` numbers with `matched` drawn; 0 when it wins nothing. */
export function prizeHundredths(
  lottery: Pick<LotteryDefinition, 'prizes'>,
  picked: number,
  matched: number,
): number {
  const multiplier = lottery.prizes[String(picked)]?.[String(matched)];
  return multiplier === undefined ? 0 : Math.round(multiplier * 100);
}

export function matchedCount(numbers: readonly number[], drawn: readonly number[]): number {
  const set = new Set(drawn);
  return numbers.filter((n) => set.has(n)).length;
}

/** A ticket's win in minor units: floor(stake × multiplier). */
export function lottoTicketWin(
  lottery: Pick<LotteryDefinition, 'prizes'>,
  stakeMinor: number,
  numbers: readonly number[],
  drawn: readonly number[],
): number {
  const hundredths = prizeHundredths(lottery, numbers.length, matchedCount(numbers, drawn));
  return Math.floor((stakeMinor * hundredths) / 100);
}

/** `count` distinct numbers of 1 ... of, in draw order: a partial Fisher-Yates over the byte source. */
export async function drawDistinct(
  source: ByteSource,
  of: number,
  count: number,
): Promise<number[]> {
  const pool = Array.from({ length: of }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + (await uniformInt(source, of - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

/** The synchronous twin for quick picks (`next` a uniform 32-bit source such as crypto). */
export function pickDistinctSync(next: () => number, of: number, count: number): number[] {
  const pool = Array.from({ length: of }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + uniformIntSync(next, of - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** A cryptographically secure 32-bit source (WebCrypto: browsers and Node). */
export function secureUint32(): number {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return word[0] as number;
}

/** The numbers of a draw from its revealed seed, in draw order. */
export function drawLottoNumbers(
  serverSeed: string,
  lottery: Pick<LotteryDefinition, 'id' | 'of' | 'drawn'>,
  drawNumber: number,
): Promise<number[]> {
  const bytes = new RoundBytes({ serverSeed, clientSeed: lottery.id, nonce: drawNumber });
  return drawDistinct(bytes, lottery.of, lottery.drawn);
}

export interface LottoDrawVerification {
  seedMatchesHash: boolean;
  numbersMatch: boolean;
  /** The numbers recomputed from the seed, in draw order. */
  numbers: number[];
}

/** Recomputes a past draw: the seed against its published hash, then the numbers from the seed. */
export async function verifyLottoDraw(
  draw: { serverSeed: string; serverSeedHash: string; number: number; numbers: readonly number[] },
  lottery: Pick<LotteryDefinition, 'id' | 'of' | 'drawn'>,
): Promise<LottoDrawVerification> {
  const seedMatchesHash = (await hashServerSeed(draw.serverSeed)) === draw.serverSeedHash;
  const numbers = await drawLottoNumbers(draw.serverSeed, lottery, draw.number);
  const numbersMatch =
    numbers.length === draw.numbers.length && numbers.every((n, i) => n === draw.numbers[i]);
  return { seedMatchesHash, numbersMatch, numbers };
}

/** When the draw open at `now` closes: the next multiple of the lottery's period (epoch ms). */
export function nextDrawClose(now: number, drawEveryMinutes: number): number {
  const period = drawEveryMinutes * 60_000;
  return (Math.floor(now / period) + 1) * period;
}

/** Why a ticket is refused (409 `refusals`), worded by the client's lotto dictionary (refusal_<code>). */
export const LOTTO_REFUSAL_CODES = poolRefusalCodes();
export type LottoRefusalCode = (typeof LOTTO_REFUSAL_CODES)[number];

/** The stake refusal of a stake in minor units against the lottery's `stake`, or null. */
export const lottoStakeProblem = stakeProblemOf('stake');

// ---------------------------------------------------------------- what the HTTP API answers

export type LottoDrawStatus = 'open' | 'drawn';

export interface LottoDrawView {
  id: number;
  lotteryId: string;
  number: number;
  status: LottoDrawStatus;
  /** ISO: tickets are sold until then (world clock). */
  closesAt: string;
  drawnAt: string | null;
  /** SHA-256 of the seed, published while the draw is open. */
  serverSeedHash: string;
  /** Revealed once drawn. */
  serverSeed: string | null;
  /** Drawn numbers in draw order, once drawn. */
  numbers: number[] | null;
  tickets: number;
  /** Drawn draws: winning tickets and what they won, major units per currency. */
  winners?: { currencyId: number; tickets: number; paid: number }[];
}

/** A lottery as the API shows it: its definition with the draw on sale and the latest drawn. */
export interface LotteryView extends Omit<LotteryDefinition, 'prizes'> {
  prizes: Record<string, Record<string, number>>;
  /** The draw on sale now. */
  openDraw: LottoDrawView | null;
  /** The latest drawn draw, if any. */
  lastDraw: LottoDrawView | null;
}

export type LottoTicketStatus = PoolTicketStatus;

export interface LottoTicketView {
  id: number;
  drawId: number;
  lotteryId: string;
  drawNumber: number;
  numbers: number[];
  quickPick: boolean;
  currencyId: number;
  /** Major units. */
  stake: number;
  win: number;
  status: LottoTicketStatus;
  /** Numbers matched once drawn, else null. */
  matched: number | null;
  /** The draw's numbers once drawn. */
  drawnNumbers: number[] | null;
  placedAt: string;
  settledAt: string | null;
}
