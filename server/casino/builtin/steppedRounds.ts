// A round of the built-in provider played in steps after its start (mines, video poker, hi-lo,
// tower): the start is answered again for a repeated request id, reserved with the pair's next
// nonce while no other round of the session is in play, and a real round's stake debited through
// the wallet before it runs; each step claimed once. A game whose steps are moves on a drawn
// outcome (mines, hi-lo, tower) is described once as a `SteppedGame` and played by
// `steppedRounds`; video poker plays its steps itself (videoPokerRounds.ts).
import { sql } from 'kysely';
import type {
  BuiltinEngine,
  BuiltinRoundFairness,
  BuiltinSeedView,
} from '../../../domain/casino/builtinGames';
import type { ErrorReason } from '../../../domain/errors/errorReasons';
import { RoundBytes } from '../../../domain/casino/fairness';
import { Refusal } from '../../http/refusal';
import {
  refuseWhileRoundOpen,
  type BuiltinProvider,
  type Round,
  type SessionRow,
} from './builtinProvider';
import { toSafeInteger } from '../../money/bigints';
import {
  balanceAndSeed,
  parseJson,
  payDemoWin,
  requireOfferedStake,
  requireRoundInPlay,
  requireStepClaimed,
  sessionPart,
  steppedDetail,
  type SteppedDetail,
} from './providerRows';

/** Opens the round, or finds the one this request id opened; `deal` draws from its bytes. */
export async function openSteppedRound(
  provider: BuiltinProvider,
  session: SessionRow,
  requestId: string,
  stake: number,
  deal: (bytes: RoundBytes) => Promise<{ outcome: number[]; detail: unknown }>,
): Promise<Round> {
  const sessionId = session.session_id;
  const earlier = await provider.findByRequest(sessionId, requestId);
  if (earlier) return provider.replay(earlier, stake);
  const { round, raced } = await provider.reserveDrawn(
    session,
    requestId,
    stake,
    async (bytes) => {
      const { outcome, detail } = await deal(bytes);
      return {
        outcome,
        detail: detail as never,
        win: 0,
        status: session.mode === 'demo' ? 'running' : 'pending',
      };
    },
    (trx) => refuseWhileRoundOpen(trx, sessionId, 'a round is in play'),
  );
  if (raced) return round;
  if (session.mode === 'real') {
    await provider.debitStakeThen(session, round, 'running');
  }
  return provider.findRound(sessionId, round.id);
}

/**
 * Plays one step of a round in play: the new detail claimed once (the round's step moves on only
 * from `step`, so of two requests at once one plays), a demo win paid in the same transaction;
 * a real round that ends is then credited through the wallet. False when another request moved
 * the round on first (nothing changed).
 */
export async function claimStep(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
  step: number,
  next: { detail: unknown; win: number; settled: boolean },
): Promise<boolean> {
  const demo = session.mode === 'demo';
  const { detail, win, settled } = next;
  const claimed = await provider.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('builtin_rounds')
      .set({
        detail: JSON.stringify(detail) as never,
        win,
        status: settled ? (demo ? 'settled' : 'settling') : 'running',
        settled_at: settled && demo ? provider.now() : null,
      })
      .where('id', '=', round.id)
      .where('status', '=', 'running')
      .where(sql<boolean>`(detail->>'step')::int = ${step}`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (demo) await payDemoWin(trx, session.session_id, win);
    return true;
  });
  if (!claimed) return false;
  if (!demo && settled) {
    await provider.settleWin(session, round, win);
  }
  return true;
}

/** A stepped game's answer: the round as the page shows it, the balance and the seed pair. */
export async function steppedAnswer<View>(
  provider: BuiltinProvider,
  session: SessionRow,
  round: View,
): Promise<{ round: View; balance: number; seed: BuiltinSeedView }> {
  return { round, ...(await balanceAndSeed(provider, session)) };
}

/**
 * One move in a round in play (hi-lo, mines): refused (409, the game's reason) when the game
 * does not allow it, else the next state claimed once with its win; ended unless still playing.
 */
export async function playStep<State extends { phase: string }>(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
  move: {
    action: string;
    step: number;
    played: { ok: true; round: State } | { ok: false; reason: ErrorReason };
    win: (state: State) => number;
  },
): Promise<void> {
  const { played } = move;
  if (!played.ok) {
    throw new Refusal(409, played.reason, `action: ${move.action} is not allowed now`, 'action');
  }
  const settled = played.round.phase !== 'playing';
  const win = move.win(played.round);
  const detail = { state: played.round, step: move.step + 1 };
  requireStepClaimed(
    await claimStep(provider, session, round, move.step, { detail, win, settled }),
  );
}

/** What a round's view adds to the fairness, stake and win every stepped view carries. */
type OwnView<View> = Omit<View, keyof BuiltinRoundFairness | 'stake' | 'win'>;

/**
 * A game played in moves on an outcome drawn at the start (the mines' places, the cards, the
 * traps): its rules from `domain/casino`, the round's view, and how a move plays and pays.
 */
export interface SteppedGame<State extends { phase: string }, Setup, Move, View> {
  engine: BuiltinEngine;
  /** The game's name in an error about a round with no state. */
  name: string;
  stakes: readonly number[];
  /** Checks the start's own input (refusing it) and gives the first state. */
  start(setup: Setup): State;
  draw(bytes: RoundBytes): Promise<number[]>;
  /** The round as the page shows it; `over` once the round is settled or no longer playing. */
  view(state: State, outcome: number[], over: boolean): OwnView<View>;
  play(
    state: State,
    move: Move,
    outcome: number[],
  ): { ok: true; round: State } | { ok: false; reason: ErrorReason };
  /** The move's action, named in a refusal. */
  actionOf(move: Move): string;
  win(state: State, outcome: number[], stake: number): number;
}

type SteppedAnswer<View> = { round: View; balance: number; seed: BuiltinSeedView };

/** A stepped game's rounds: the round in play, the start and a move, each answered with its view. */
export function steppedRounds<State extends { phase: string }, Setup, Move, View>(
  game: SteppedGame<State, Setup, Move, View>,
) {
  const detailOf = (round: Round): SteppedDetail<State> => steppedDetail<State>(round, game.name);
  const outcomeOf = (round: Round): number[] => parseJson<number[]>(round.outcome) ?? [];

  async function view(provider: BuiltinProvider, round: Round): Promise<View> {
    const { state } = detailOf(round);
    const over = round.status === 'settled' || state.phase !== 'playing';
    return {
      ...(await provider.fairnessOf(round)),
      ...game.view(state, outcomeOf(round), over),
      stake: toSafeInteger(round.stake),
      win: toSafeInteger(round.win),
    } as View;
  }

  async function answer(
    provider: BuiltinProvider,
    session: SessionRow,
    round: Round,
  ): Promise<SteppedAnswer<View>> {
    return steppedAnswer(provider, session, await view(provider, round));
  }

  return {
    /** The game's part of a session's view: its rules and the round in play, if any. */
    sessionPart<Rules extends object>(provider: BuiltinProvider, sessionId: string, rules: Rules) {
      return sessionPart(provider.db, sessionId, rules, (round) => view(provider, round));
    },

    /** Starts a round: the stake taken, the outcome drawn; one round at a time in a session. */
    async start(
      provider: BuiltinProvider,
      sessionId: string,
      requestId: string,
      stake: number,
      setup: Setup,
    ): Promise<SteppedAnswer<View>> {
      const session = await provider.requireEngine(sessionId, game.engine);
      requireOfferedStake(game.stakes.includes(stake));
      const state = game.start(setup);
      const round = await openSteppedRound(provider, session, requestId, stake, async (bytes) => {
        const detail: SteppedDetail<State> = { state, step: 0 };
        return { outcome: await game.draw(bytes), detail };
      });
      return answer(provider, session, round);
    },

    /** One move; a round that ends is paid (demo at once, real through the wallet). */
    async move(
      provider: BuiltinProvider,
      sessionId: string,
      roundId: string,
      move: Move,
    ): Promise<SteppedAnswer<View>> {
      const session = await provider.requireEngine(sessionId, game.engine);
      const round = await provider.findRound(sessionId, roundId);
      requireRoundInPlay(round);
      const before = detailOf(round);
      const outcome = outcomeOf(round);
      await playStep(provider, session, round, {
        action: game.actionOf(move),
        step: before.step,
        played: game.play(before.state, move, outcome),
        win: (state) => game.win(state, outcome, toSafeInteger(round.stake)),
      });
      return answer(provider, session, await provider.findRound(sessionId, round.id));
    },
  };
}
