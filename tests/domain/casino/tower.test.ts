// The tower of the built-in provider (SPEC section 2, skill games): multipliers 0.96 × (3/2)^k
// whole in hundredths, so cashing out after any k floors returns exactly 96 % and so does every
// way to play; doors, cash-outs and moves out of order by the rules; the traps from the round's
// bytes, verified from the revealed seed.
import { describe, expect, it } from 'vitest';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawTower,
  drawTowerSync,
  playTower,
  startTower,
  TOWER_FLOORS,
  towerClearChance,
  towerExactRtp,
  towerMultipliersX100,
  towerWin,
  type TowerAction,
  type TowerRound,
} from '../../../domain/casino/tower';

const FAIR = { serverSeed: 'a'.repeat(64), clientSeed: 'tower-seed', nonce: 3 };

function play(actions: TowerAction[], traps: number[]): TowerRound {
  let round = startTower();
  for (const action of actions) {
    const played = playTower(round, action, traps);
    if (!played.ok) throw new Error(played.reason);
    round = played.round;
  }
  return round;
}

describe('tower', () => {
  it('pays 0.96 × 1.5^k in whole hundredths: exactly 96 % for every cash-out', () => {
    expect(towerMultipliersX100()).toEqual([144, 216, 324, 486, 729]);
    for (let k = 1; k <= TOWER_FLOORS; k += 1) {
      expect(towerExactRtp(k)).toBe(0.96);
      expect(towerClearChance(k)).toBeCloseTo((2 / 3) ** k, 15);
    }
    expect(findBuiltinGame('builtin-tower')).toMatchObject({
      engine: 'tower',
      category: 'skill-games',
      rtpPercent: 96,
      demo: true,
    });
  });

  it('returns exactly 96 % for every stopping rule, counted over every placement of the traps', () => {
    // All 3^5 trap placements are equally likely. A strategy is any rule of when to stop, and may
    // choose any doors: each door pattern below × each stop after 1–5 floors is enumerated.
    const placements: number[][] = [];
    for (let n = 0; n < 3 ** TOWER_FLOORS; n += 1) {
      placements.push(Array.from({ length: TOWER_FLOORS }, (_, i) => Math.floor(n / 3 ** i) % 3));
    }
    for (const doors of [
      [0, 0, 0, 0, 0],
      [2, 1, 0, 1, 2],
      [1, 1, 2, 2, 0],
    ]) {
      for (let stop = 1; stop <= TOWER_FLOORS; stop += 1) {
        let returned = 0;
        for (const traps of placements) {
          let round = startTower();
          for (const door of doors) {
            if (round.phase !== 'playing' || round.picks.length === stop) break;
            const played = playTower(round, `door_${door}` as TowerAction, traps);
            if (!played.ok) throw new Error(played.reason);
            round = played.round;
          }
          if (round.phase === 'playing') {
            const cashed = playTower(round, 'cash_out', traps);
            if (!cashed.ok) throw new Error(cashed.reason);
            round = cashed.round;
          }
          returned += towerWin(round, 100);
        }
        // 96 % of 243 stakes of 100.
        expect(returned).toBe(96 * 243);
      }
    }
  });

  it('plays doors and cash-outs by the rules and refuses moves out of order', () => {
    const traps = [0, 1, 2, 0, 1];
    expect(playTower(startTower(), 'cash_out', traps)).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
    const two = play(['door_1', 'door_2'], traps);
    expect(two).toEqual({ picks: [1, 2], phase: 'playing' });
    const cashed = play(['door_1', 'door_2', 'cash_out'], traps);
    expect(cashed.phase).toBe('cashed_out');
    expect(towerWin(cashed, 1_000)).toBe(2_160);
    expect(playTower(cashed, 'cash_out', traps)).toEqual({
      ok: false,
      reason: 'round_not_in_play',
    });
    const lost = play(['door_1', 'door_1'], traps);
    expect(lost).toEqual({ picks: [1, 1], phase: 'lost' });
    expect(towerWin(lost, 1_000)).toBe(0);
    expect(playTower(lost, 'door_0', traps)).toEqual({ ok: false, reason: 'round_not_in_play' });
    expect(playTower(two, 'door_9' as TowerAction, traps)).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
    const top = play(['door_1', 'door_0', 'door_0', 'door_1', 'door_0'], traps);
    expect(top.phase).toBe('cashed_out');
    expect(towerWin(top, 500)).toBe(3_645);
  });

  it('places the traps from the round bytes and verifies them from the revealed seed', async () => {
    const serverSeedHash = await hashServerSeed(FAIR.serverSeed);
    const traps = await drawTower(new RoundBytes(FAIR));
    expect(traps).toHaveLength(TOWER_FLOORS);
    for (const trap of traps) expect([0, 1, 2]).toContain(trap);
    expect(await builtinOutcomeRule('builtin-tower')(new RoundBytes(FAIR))).toEqual(traps);
    const base = { ...FAIR, serverSeedHash, engineKey: 'builtin-tower' };
    expect((await verifyBuiltinRound({ ...base, outcome: traps })).verified).toBe(true);
    const moved = [(traps[0]! + 1) % 3, ...traps.slice(1)];
    expect((await verifyBuiltinRound({ ...base, outcome: moved })).verified).toBe(false);
    const words: number[] = [];
    const source = new RoundBytes(FAIR);
    for (let i = 0; i < 16; i += 1) words.push(await source.nextUint32());
    let at = 0;
    expect(drawTowerSync(() => words[at++]!)).toEqual(traps);
  });
});
