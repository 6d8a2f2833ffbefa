// Tower rounds of the built-in provider (domain/casino/tower.ts): the start takes the stake (the
// wallet's debit, or the demo balance) and places the traps from the round's bytes; each door
// chosen or cash-out is claimed once on the stepped path (steppedRounds.ts: the round's step
// moves on once, so of two requests at once one plays) and a round that ends is credited through
// the wallet with its win (0 for a trap). The traps of floors not climbed stay hidden until the
// round is over.
import type {
  BuiltinSessionView,
  TowerAnswer,
  TowerRoundView,
} from '../../../domain/casino/builtinGames';
import {
  TOWER_DOORS,
  TOWER_FLOORS,
  TOWER_STAKES,
  drawTower,
  playTower,
  startTower,
  towerExactRtp,
  towerMultiplierX100,
  towerMultipliersX100,
  towerWin,
  type TowerAction,
  type TowerRound,
} from '../../../domain/casino/tower';
import { toSafeInteger } from '../../money/bigints';
import { parseJson, type BuiltinProvider, type Round, type SessionRow } from './builtinProvider';
import {
  requireOfferedStake,
  requireRoundInPlay,
  runningRound,
  steppedDetail,
  type SteppedDetail,
} from './providerRows';
import { openSteppedRound, playStep, steppedAnswer } from './steppedRounds';

/** The round's state and its step (actions played), kept in the round's detail. */
type TowerDetail = SteppedDetail<TowerRound>;

function towerDetail(round: Round): TowerDetail {
  return steppedDetail<TowerRound>(round, 'tower');
}

export async function towerSessionView(
  provider: BuiltinProvider,
  sessionId: string,
): Promise<NonNullable<BuiltinSessionView['tower']>> {
  const open = await runningRound(provider.db, sessionId);
  return {
    floors: TOWER_FLOORS,
    doors: TOWER_DOORS,
    multipliersX100: towerMultipliersX100(),
    rtpPercent: Math.round(towerExactRtp(1) * 10_000) / 100,
    openRound: open ? await towerView(provider, open) : null,
  };
}

async function towerView(provider: BuiltinProvider, round: Round): Promise<TowerRoundView> {
  const { state } = towerDetail(round);
  const traps = parseJson<number[]>(round.outcome) ?? [];
  const playing = round.status !== 'settled' && state.phase === 'playing';
  const climbed = state.picks.length;
  return {
    ...(await provider.fairnessOf(round)),
    phase: state.phase,
    picks: [...state.picks],
    traps: state.phase === 'playing' ? traps.slice(0, climbed) : traps,
    multiplierX100: towerMultiplierX100(climbed),
    nextX100: playing ? towerMultiplierX100(climbed + 1) : 0,
    outcome: state.phase === 'playing' ? [] : traps,
    stake: toSafeInteger(round.stake),
    win: toSafeInteger(round.win),
  };
}

async function towerAnswer(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
): Promise<TowerAnswer> {
  return steppedAnswer(provider, session, await towerView(provider, round));
}

/** Starts a round: the stake taken, the traps placed; one round at a time in a session. */
export async function towerStart(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
): Promise<TowerAnswer> {
  const session = await provider.requireEngine(sessionId, 'tower');
  requireOfferedStake(TOWER_STAKES.includes(stake));
  const round = await openSteppedRound(provider, session, requestId, stake, async (bytes) => {
    const detail: TowerDetail = { state: startTower(), step: 0 };
    return { outcome: await drawTower(bytes), detail };
  });
  return towerAnswer(provider, session, round);
}

/** A door chosen or a cash-out; a round that ends is paid (demo at once, real through the wallet). */
export async function towerAction(
  provider: BuiltinProvider,
  sessionId: string,
  roundId: string,
  action: TowerAction,
): Promise<TowerAnswer> {
  const session = await provider.requireEngine(sessionId, 'tower');
  const round = await provider.findRound(sessionId, roundId);
  requireRoundInPlay(round);
  const before = towerDetail(round);
  const traps = parseJson<number[]>(round.outcome) ?? [];
  await playStep(provider, session, round, {
    action,
    step: before.step,
    played: playTower(before.state, action, traps),
    win: (state) => towerWin(state, toSafeInteger(round.stake)),
  });
  return towerAnswer(provider, session, await provider.findRound(sessionId, round.id));
}
