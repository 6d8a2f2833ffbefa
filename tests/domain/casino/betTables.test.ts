// The built-in provider's bet tables (baccarat, dragon tiger, sic bo, dice): their rules, the
// provably fair draw, each bet's exact return to player, and the exact figure confirmed by
// simulation (a seeded generator, so the run is the same every time; the bound is five standard
// errors of the measured mean).
import { describe, expect, it } from 'vitest';
import {
  baccaratExactRtp,
  baccaratOutcomeChances,
  bankerDraws,
  playBaccarat,
} from '../../../domain/casino/baccarat';
import {
  BET_TABLE_ENGINES,
  BET_TABLE_RULES,
  betTableRulesView,
  betTableWin,
  checkBets,
  type BetTableEngine,
  type BoardSpot,
} from '../../../domain/casino/betTables';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { diceExactRtp, diceMultiplierX100, isDiceBet } from '../../../domain/casino/diceGame';
import { dragonTigerExactRtp, dragonTigerReturnX100 } from '../../../domain/casino/dragonTiger';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import { isSicBoBet, sicBoExactRtp, sicBoReturnX100 } from '../../../domain/casino/sicBo';

/** A seeded 32-bit generator (xorshift32) standing in for a round's bytes in simulations. */
function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

const FAIR = { serverSeed: 'b'.repeat(64), clientSeed: 'player-seed', nonce: 3 };

describe('baccarat (punto banco)', () => {
  it('stands on a natural, draws the player on 0–5 and the banker by the third-card table', () => {
    // Player 9 (4+5) natural: nobody draws.
    expect(playBaccarat([4, 2, 5, 3, 1, 1])).toMatchObject({
      player: [4, 5],
      banker: [2, 3],
      winner: 'player',
    });
    // Player 3 (K+3) draws a 2 → 5; banker 4 (A+3) draws on a third card of 2 → takes the 6th.
    expect(playBaccarat([13, 1, 3, 3, 2, 4])).toMatchObject({
      player: [13, 3, 2],
      banker: [1, 3, 4],
      playerTotal: 5,
      bankerTotal: 8,
      winner: 'banker',
    });
    // Player stands on 7; banker 5 draws (player stood) and ties at 7 with a 2.
    expect(playBaccarat([3, 2, 4, 3, 2, 9])).toMatchObject({
      player: [3, 4],
      banker: [2, 3, 2],
      winner: 'tie',
    });
    // Banker 3 does not draw against a third card of 8.
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(6, 7)).toBe(true);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('pays player 1:1, banker 0.95:1 and tie 8:1; a tie returns player and banker', () => {
    const win = (outcome: number[], kind: string) =>
      betTableWin('baccarat', [{ kind, stake: 1_000 }], outcome);
    const playerWins = [4, 2, 5, 3, 1, 1];
    const tie = [3, 2, 4, 3, 2, 9];
    expect(win(playerWins, 'player')).toBe(2_000);
    expect(win(playerWins, 'banker')).toBe(0);
    expect(win([13, 1, 3, 3, 2, 4], 'banker')).toBe(1_950);
    expect(win(tie, 'tie')).toBe(9_000);
    expect(win(tie, 'player')).toBe(1_000);
    expect(win(tie, 'banker')).toBe(1_000);
  });

  it('has exact outcome chances summing to one and the exact RTP of the infinite deck', () => {
    const c = baccaratOutcomeChances();
    expect(c.player + c.banker + c.tie).toBeCloseTo(1, 12);
    expect(baccaratExactRtp('banker')).toBeCloseTo(0.98936, 5);
    expect(baccaratExactRtp('player')).toBeCloseTo(0.987719, 5);
    expect(baccaratExactRtp('tie')).toBeCloseTo(0.85883, 5);
    expect(findBuiltinGame('builtin-baccarat')?.rtpPercent).toBe(
      Math.round(baccaratExactRtp('banker') * 10_000) / 100,
    );
  });
});

describe('dragon tiger', () => {
  it('pays the higher card 1:1 (ace low), a tie 11:1, and half back on a tie', () => {
    const win = (outcome: number[], kind: string) =>
      betTableWin('dragon-tiger', [{ kind, stake: 1_000 }], outcome);
    expect(win([13, 1], 'dragon')).toBe(2_000);
    expect(win([13, 1], 'tiger')).toBe(0);
    expect(win([1, 2], 'tiger')).toBe(2_000);
    expect(win([7, 7], 'dragon')).toBe(500);
    expect(win([7, 7], 'tiger')).toBe(500);
    expect(win([7, 7], 'tie')).toBe(12_000);
    expect(dragonTigerReturnX100('tie', 'dragon')).toBe(0);
  });

  it('returns 12.5/13 on dragon or tiger and 12/13 on tie', () => {
    expect(dragonTigerExactRtp('dragon')).toBeCloseTo(12.5 / 13, 12);
    expect(dragonTigerExactRtp('tiger')).toBeCloseTo(12.5 / 13, 12);
    expect(dragonTigerExactRtp('tie')).toBeCloseTo(12 / 13, 12);
  });
});

describe('sic bo', () => {
  it('pays small and big but not on a triple, totals by the table, triples, doubles, singles', () => {
    const r = (bet: BoardSpot, dice: number[]) => sicBoReturnX100(bet, dice);
    expect(r({ kind: 'small' }, [1, 2, 3])).toBe(200);
    expect(r({ kind: 'small' }, [2, 2, 2])).toBe(0);
    expect(r({ kind: 'big' }, [5, 5, 5])).toBe(0);
    expect(r({ kind: 'big' }, [6, 5, 1])).toBe(200);
    expect(r({ kind: 'total', number: 4 }, [1, 1, 2])).toBe(6_100);
    expect(r({ kind: 'total', number: 10 }, [3, 3, 4])).toBe(700);
    expect(r({ kind: 'triple', number: 6 }, [6, 6, 6])).toBe(18_100);
    expect(r({ kind: 'any-triple' }, [3, 3, 3])).toBe(3_100);
    expect(r({ kind: 'double', number: 3 }, [3, 3, 4])).toBe(1_100);
    expect(r({ kind: 'double', number: 3 }, [3, 3, 3])).toBe(1_100);
    expect(r({ kind: 'single', number: 5 }, [5, 5, 1])).toBe(300);
    expect(r({ kind: 'single', number: 5 }, [5, 5, 5])).toBe(400);
    expect(r({ kind: 'single', number: 5 }, [1, 2, 3])).toBe(0);
  });

  it('computes each bet’s exact return over the 216 throws', () => {
    expect(sicBoExactRtp({ kind: 'small' })).toBeCloseTo(210 / 216, 12);
    expect(sicBoExactRtp({ kind: 'any-triple' })).toBeCloseTo((6 * 31) / 216, 12);
    expect(sicBoExactRtp({ kind: 'triple', number: 1 })).toBeCloseTo(181 / 216, 12);
    // A single: 75 throws show it once (×2), 15 twice (×3), 1 three times (×4).
    expect(sicBoExactRtp({ kind: 'single', number: 2 })).toBeCloseTo(
      (75 * 2 + 15 * 3 + 4) / 216,
      12,
    );
    expect(isSicBoBet({ kind: 'total', number: 3 })).toBe(false);
    expect(isSicBoBet({ kind: 'total', number: 18 })).toBe(false);
    expect(isSicBoBet({ kind: 'single', number: 7 })).toBe(false);
    expect(isSicBoBet({ kind: 'small', number: 1 })).toBe(false);
  });
});

describe('dice', () => {
  it('pays 0.99 ÷ chance rounded down to hundredths, within 1 % to 95 % chance', () => {
    expect(diceMultiplierX100({ kind: 'under', number: 5_000 })).toBe(198);
    expect(diceMultiplierX100({ kind: 'over', number: 9_000 })).toBe(990);
    expect(diceExactRtp({ kind: 'under', number: 5_000 })).toBeCloseTo(0.99, 12);
    expect(diceExactRtp({ kind: 'over', number: 3_333 })).toBeCloseTo(0.6667 * 1.48, 12);
    expect(isDiceBet({ kind: 'under', number: 99 })).toBe(false);
    expect(isDiceBet({ kind: 'over', number: 9_901 })).toBe(false);
    expect(isDiceBet({ kind: 'under', number: 9_600 })).toBe(false);
    expect(isDiceBet({ kind: 'sideways', number: 5_000 })).toBe(false);
    const win = (roll: number, kind: string, number: number) =>
      betTableWin('dice', [{ kind, number, stake: 1_000 }], [roll]);
    expect(win(4_999, 'under', 5_000)).toBe(1_980);
    expect(win(5_000, 'under', 5_000)).toBe(0);
    expect(win(5_000, 'over', 5_000)).toBe(1_980);
  });
});

describe('bet tables: board checks, fair draw and exact RTP against simulation', () => {
  it('refuses bets off the board, odd stakes, duplicates and totals above the limit', () => {
    expect(checkBets('baccarat', [{ kind: 'player', stake: 100 }])).toBeNull();
    expect(checkBets('baccarat', [])).toBe('count');
    expect(checkBets('baccarat', [{ kind: 'dragon', stake: 100 }])).toBe('not_on_board');
    expect(checkBets('baccarat', [{ kind: 'player', stake: 150 }])).toBe('stake_unit');
    expect(
      checkBets('sic-bo', [
        { kind: 'total', number: 9, stake: 100 },
        { kind: 'total', number: 9, stake: 100 },
      ]),
    ).toBe('duplicate');
    expect(
      checkBets('dragon-tiger', [
        { kind: 'dragon', stake: 60_000 },
        { kind: 'tiger', stake: 60_000 },
      ]),
    ).toBe('limit');
  });

  it('draws each outcome from the round bytes, the same way every time, verifiable', async () => {
    const serverSeedHash = await hashServerSeed(FAIR.serverSeed);
    for (const engine of BET_TABLE_ENGINES) {
      const engineKey = `builtin-${engine}`;
      const outcome = await builtinOutcomeRule(engineKey)(new RoundBytes(FAIR));
      expect(outcome).toEqual(await BET_TABLE_RULES[engine].draw(new RoundBytes(FAIR)));
      const check = await verifyBuiltinRound({ ...FAIR, engineKey, serverSeedHash, outcome });
      expect(check.verified).toBe(true);
      const tampered = [...outcome];
      // (x mod 6) + 1 is never x: a card, a die or a roll that differs.
      tampered[0] = (tampered[0]! % 6) + 1;
      expect(
        (await verifyBuiltinRound({ ...FAIR, engineKey, serverSeedHash, outcome: tampered }))
          .verified,
      ).toBe(false);
    }
  });

  const simulated: [BetTableEngine, BoardSpot][] = [
    ['baccarat', { kind: 'banker' }],
    ['baccarat', { kind: 'player' }],
    ['baccarat', { kind: 'tie' }],
    ['dragon-tiger', { kind: 'dragon' }],
    ['dragon-tiger', { kind: 'tie' }],
    ['sic-bo', { kind: 'big' }],
    ['sic-bo', { kind: 'total', number: 10 }],
    ['sic-bo', { kind: 'single', number: 4 }],
    ['dice', { kind: 'under', number: 5_000 }],
    ['dice', { kind: 'over', number: 3_333 }],
  ];
  it.each(simulated)('%s %o: simulation agrees with the exact RTP', (engine, spot) => {
    const rules = BET_TABLE_RULES[engine];
    const next = seeded(0x5eed + engine.length * 97 + spot.kind.length);
    const n = 200_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i += 1) {
      const r = rules.returnX100(spot, rules.drawSync(next)) / 100;
      sum += r;
      squares += r * r;
    }
    const mean = sum / n;
    const error = Math.sqrt((squares / n - mean * mean) / n);
    expect(Math.abs(mean - rules.exactRtp(spot))).toBeLessThan(5 * error);
  });

  it('shows every bet of a board with its exact RTP', () => {
    const view = betTableRulesView('sic-bo');
    expect(view.bets).toHaveLength(BET_TABLE_RULES['sic-bo'].bets.length);
    expect(view.bets[0]).toEqual({ kind: 'small', rtpPercent: 97.2222 });
    expect(betTableRulesView('baccarat').bets.map((b) => b.rtpPercent)).toEqual([
      98.7719, 98.936, 85.883,
    ]);
  });
});
