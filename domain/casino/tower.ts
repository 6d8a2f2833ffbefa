// The tower of the built-in provider ("House Tower", the skill games section). Rules (shown on
// the table):
// - a tower of TOWER_FLOORS floors, each with three doors, one of them a trap, placed provably
//   fair before the first door is opened (one uniform draw of 0–2 per floor: the round's outcome);
// - the player climbs one floor at a time by choosing a door; the trap ends the round and the
//   stake is lost; after k floors the player may cash out at the multiplier of k, or climb on;
//   the top floor cleared cashes out by itself;
// - the multiplier after k floors is 0.96 × (3/2)^k, the exact odds (2 safe doors of 3 on every
//   floor) times 96 %: 1.44, 2.16, 3.24, 4.86, 7.29. Each is a whole number of hundredths, so the
//   exact return of cashing out after k floors is (2/3)^k × 0.96 × (3/2)^k = 96 % for every k,
//   and so for every way to play (SPEC section 2, skill games: the decisions are the customer's,
//   the expected return is not theirs to change, see docs/casino-fast-games.md).
// An action out of order is refused with a reason: a cash-out before a floor is cleared
// (action_not_allowed); anything after the round is over (round_not_in_play).

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';
import { cashOutStep, refusedStep, type RoundStep, type StepRefusal } from './roundStep';

export const TOWER_FLOORS = 5;
export const TOWER_DOORS = 3;
export const TOWER_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];
/** The return to player in percent, for every way to play. */
const RTP_PERCENT = 96;

export type TowerDoor = 'door_0' | 'door_1' | 'door_2';
export type TowerAction = TowerDoor | 'cash_out';
export type TowerRefusal = StepRefusal;
export const TOWER_ACTIONS: readonly TowerAction[] = ['door_0', 'door_1', 'door_2', 'cash_out'];

export interface TowerRound {
  /** The door chosen on each floor climbed so far, bottom floor first (0–2). */
  picks: number[];
  phase: 'playing' | 'cashed_out' | 'lost';
}

/** The multiplier after k floors cleared, in hundredths: 96 × 3^k / 2^k (whole for k ≤ 5). */
export function towerMultiplierX100(floors: number): number {
  if (!Number.isInteger(floors) || floors < 1 || floors > TOWER_FLOORS) return 0;
  return (RTP_PERCENT * 3 ** floors) / 2 ** floors;
}

/** The multipliers after 1, 2, … floors (what the tower shows beside its floors). */
export const towerMultipliersX100 = (): number[] =>
  Array.from({ length: TOWER_FLOORS }, (_, k) => towerMultiplierX100(k + 1));

/** The chance of clearing k floors in a row: (2/3)^k, whichever doors are chosen. */
export function towerClearChance(floors: number): number {
  return ((TOWER_DOORS - 1) / TOWER_DOORS) ** floors;
}

/** The round's traps: one door of three per floor, bottom floor first. */
export async function drawTower(source: ByteSource): Promise<number[]> {
  const traps: number[] = [];
  for (let i = 0; i < TOWER_FLOORS; i += 1) traps.push(await uniformInt(source, TOWER_DOORS));
  return traps;
}

export function drawTowerSync(next: () => number): number[] {
  return Array.from({ length: TOWER_FLOORS }, () => uniformIntSync(next, TOWER_DOORS));
}

export function startTower(): TowerRound {
  return { picks: [], phase: 'playing' };
}

export const towerDoorOf = (action: TowerDoor): number => Number(action.slice(-1));

/** Plays one action against the round's traps; refuses one out of order, changing nothing. */
export function playTower(
  round: TowerRound,
  action: TowerAction,
  traps: readonly number[],
): RoundStep<TowerRound> {
  if (round.phase !== 'playing') return refusedStep('round_not_in_play');
  if (action === 'cash_out')
    return cashOutStep(round.picks.length, () => ({
      picks: [...round.picks],
      phase: 'cashed_out',
    }));
  if (!TOWER_ACTIONS.includes(action)) return refusedStep('action_not_allowed');
  const door = towerDoorOf(action);
  const picks = [...round.picks, door];
  if (traps[round.picks.length] === door) return { ok: true, round: { picks, phase: 'lost' } };
  return {
    ok: true,
    round: { picks, phase: picks.length === TOWER_FLOORS ? 'cashed_out' : 'playing' },
  };
}

/** What a settled round returns in minor units: stake × the multiplier of its floors cleared. */
export function towerWin(round: TowerRound, stake: number): number {
  if (round.phase !== 'cashed_out') return 0;
  return Math.floor((stake * towerMultiplierX100(round.picks.length)) / 100);
}

/**
 * The exact return to player of cashing out after k floors (1 ≤ k ≤ 5): (2/3)^k × the
 * multiplier, exactly 0.96 for every k; any strategy stops after some k floors with some chance,
 * so its return is a mix of these: 96 % too.
 */
export function towerExactRtp(floors: number): number {
  return (2 ** floors * towerMultiplierX100(floors)) / (3 ** floors * 100);
}
