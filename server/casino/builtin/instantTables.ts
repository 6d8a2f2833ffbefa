// The built-in provider's games settled by one request a round: European roulette, keno, the bet
// tables (baccarat, dragon tiger, sic bo, dice: domain/casino/betTables.ts), scratch cards and the
// fishing shot (domain/casino/fishing.ts). Each
// checks its input against the rules, then plays through the provider's instant round (nonce
// taken, stake debited and win credited through the wallet; demo rounds in the demo balance) and
// answers the round with its fairness reference.
import {
  findBuiltinGame,
  type BetTableAnswer,
  type FishingAnswer,
  type KenoPlayAnswer,
  type RouletteSpinAnswer,
  type ScratchAnswer,
} from '../../../domain/casino/builtinGames';
import {
  BET_TABLE_RULES,
  betTableWin,
  boardBetWin,
  checkBets,
  isBetTableEngine,
  type BoardBet,
} from '../../../domain/casino/betTables';
import {
  SCRATCH_STAKES,
  drawScratch,
  scratchWin,
  scratchWinningSymbol,
} from '../../../domain/casino/scratchCards';
import {
  FISHING_FISH,
  FISHING_STAKES,
  drawFishing,
  fishingCatches,
  fishingWin,
  isFishingTarget,
} from '../../../domain/casino/fishing';
import { drawKeno, isValidKenoPicks, kenoHits, kenoWin } from '../../../domain/casino/keno';
import { drawRoulettePocket, rouletteWin, type RouletteBet } from '../../../domain/casino/roulette';
import { KENO_STAKES, rouletteBetsProblem } from '../../../domain/casino/tableStakes';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import { parseJson, type BuiltinProvider, type Round, type SessionRow } from './builtinProvider';
import { balanceAndSeed, requireOfferedStake } from './providerRows';

/**
 * An instant round's answer: the round with its fairness reference, the game's own fields, its
 * stake and win; the balance and the seed pair.
 */
async function instantAnswer<Own extends object>(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
  own: Own,
) {
  const fairness = await provider.fairnessOf(round);
  return {
    round: {
      ...fairness,
      ...own,
      stake: toSafeInteger(round.stake),
      win: toSafeInteger(round.win),
    },
    ...(await balanceAndSeed(provider, session)),
  };
}

export async function rouletteSpin(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  bets: RouletteBet[],
): Promise<RouletteSpinAnswer> {
  const session = await provider.requireEngine(sessionId, 'roulette');
  const problem = rouletteBetsProblem(bets);
  if (problem) throw new Refusal(400, 'invalid_field', problem, 'bets');
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const round = await provider.playInstant(session, requestId, stake, async (bytes) => {
    const pocket = await drawRoulettePocket(bytes);
    return { outcome: [pocket], detail: { bets }, win: rouletteWin(bets, pocket) };
  });
  const detail = parseJson<{ bets: RouletteBet[] }>(round.detail);
  return instantAnswer(provider, session, round, {
    bets: (detail?.bets ?? []).map((b) => ({ ...b, numbers: [...(b.numbers ?? [])] })),
    pocket: parseJson<number[]>(round.outcome)?.[0] ?? 0,
  });
}

export async function kenoPlay(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
  picks: number[],
): Promise<KenoPlayAnswer> {
  const session = await provider.requireEngine(sessionId, 'keno');
  requireOfferedStake(KENO_STAKES.includes(stake));
  if (!isValidKenoPicks(picks)) {
    throw new Refusal(400, 'invalid_field', 'picks: 1 to 10 distinct numbers of 1-80', 'picks');
  }
  const round = await provider.playInstant(session, requestId, stake, async (bytes) => {
    const drawn = await drawKeno(bytes);
    return { outcome: drawn, detail: { picks }, win: kenoWin(picks, drawn, stake) };
  });
  const drawn = parseJson<number[]>(round.outcome) ?? [];
  const recorded = parseJson<{ picks: number[] }>(round.detail)?.picks ?? [];
  return instantAnswer(provider, session, round, {
    picks: recorded,
    drawn,
    hits: kenoHits(recorded, drawn),
  });
}

/** What a refused set of bets says, per problem (domain/casino/betTables.ts checkBets). */
const BETS_PROBLEMS = {
  count: 'bets: 1 to 40 bets',
  not_on_board: 'bets: a bet is not on this table',
  stake_unit: 'bets: each stake a whole number of the smallest chip',
  duplicate: 'bets: one bet per spot',
  limit: 'bets: above the table limit',
} as const;

/** One round of a bet table (baccarat, dragon tiger, sic bo, dice) for a set of bets. */
export async function betTablePlay(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  bets: BoardBet[],
): Promise<BetTableAnswer> {
  const session = await provider.requireSession(sessionId);
  const engine = findBuiltinGame(session.engine_key)?.engine ?? 'slot';
  if (!isBetTableEngine(engine)) {
    throw new Refusal(409, 'conflict', 'session: not a bet table session', 'session');
  }
  const problem = checkBets(engine, bets);
  if (problem) throw new Refusal(400, 'invalid_field', BETS_PROBLEMS[problem], 'bets');
  const placed = bets.map((b) => ({
    kind: b.kind,
    ...(b.number === undefined ? {} : { number: b.number }),
    stake: b.stake,
  }));
  const stake = placed.reduce((sum, bet) => sum + bet.stake, 0);
  const round = await provider.playInstant(session, requestId, stake, async (bytes) => {
    const outcome = await BET_TABLE_RULES[engine].draw(bytes);
    return { outcome, detail: { bets: placed }, win: betTableWin(engine, placed, outcome) };
  });
  const outcome = parseJson<number[]>(round.outcome) ?? [];
  const recorded = parseJson<{ bets: BoardBet[] }>(round.detail)?.bets ?? [];
  return instantAnswer(provider, session, round, {
    bets: recorded,
    wins: recorded.map((bet) => boardBetWin(engine, bet, outcome)),
    outcome,
  });
}

/** Buys a scratch ticket: drawn and settled at once; the page scratches its cells open. */
export async function scratchBuy(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
): Promise<ScratchAnswer> {
  const session = await provider.requireEngine(sessionId, 'scratch');
  requireOfferedStake(SCRATCH_STAKES.includes(stake));
  const round = await provider.playInstant(session, requestId, stake, async (bytes) => {
    const outcome = await drawScratch(bytes);
    return { outcome, detail: null, win: scratchWin(outcome.slice(1), stake) };
  });
  const outcome = parseJson<number[]>(round.outcome) ?? [];
  const cells = outcome.slice(1);
  return instantAnswer(provider, session, round, {
    cells,
    symbol: scratchWinningSymbol(cells),
    outcome,
  });
}

/** One shot at a fish: drawn and settled at once (the catch pays the stake × the fish's multiplier). */
export async function fishingShoot(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
  fish: number,
): Promise<FishingAnswer> {
  const session = await provider.requireEngine(sessionId, 'fishing');
  requireOfferedStake(FISHING_STAKES.includes(stake));
  if (!isFishingTarget(fish)) {
    throw new Refusal(400, 'invalid_field', 'fish: not one of the fish offered', 'fish');
  }
  const round = await provider.playInstant(session, requestId, stake, async (bytes) => {
    const outcome = await drawFishing(bytes);
    return { outcome, detail: { fish }, win: fishingWin(fish, outcome, stake) };
  });
  const outcome = parseJson<number[]>(round.outcome) ?? [];
  const shot = parseJson<{ fish: number }>(round.detail)?.fish ?? 0;
  return instantAnswer(provider, session, round, {
    fish: shot,
    multiplier: FISHING_FISH[shot] ?? 0,
    caught: fishingCatches(shot, outcome[0] ?? Number.MAX_SAFE_INTEGER),
    outcome,
  });
}
