// House RNG Live Blackjack's rules (domain/casino/liveBlackjack.ts): one provably fair card
// sequence a round, the deal shared by every seat, the players' stream and the dealer's, the
// timeout standing, the pays of House Blackjack and its exact return.
import { describe, expect, it } from 'vitest';
import { blackjackExactRtp, optimalAction } from '../../../domain/casino/blackjack';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { RoundBytes, generateServerSeed, hashServerSeed } from '../../../domain/casino/fairness';
import {
  drawLiveBlackjack,
  liveBlackjackBestActions,
  liveBlackjackBetsProblem,
  liveBlackjackHand,
  liveBlackjackHandView,
  liveBlackjackWin,
  liveDealerHand,
  playLiveBlackjack,
  settleLiveBlackjack,
  LIVE_BLACKJACK_BETS_MS,
  LIVE_BLACKJACK_CARDS,
} from '../../../domain/casino/liveBlackjack';
import { liveSeats, liveSeatWin, liveWin } from '../../../domain/casino/liveTables';

/** A round's sequence: the deal (player, dealer up, player, hole), then the two streams. */
function sequence(deal: number[], players: number[], dealer: number[]): number[] {
  const cards = Array.from({ length: LIVE_BLACKJACK_CARDS }, () => 2);
  deal.forEach((c, i) => (cards[i] = c));
  players.forEach((c, i) => (cards[4 + i] = c));
  dealer.forEach((c, i) => (cards[44 + i] = c));
  return cards;
}

describe('House RNG Live Blackjack', () => {
  it('draws the round from its seed: the same seed, the same cards, verifiable', async () => {
    const serverSeed = generateServerSeed();
    const fair = { serverSeed, clientSeed: 'live-blackjack', nonce: 7 };
    const cards = await drawLiveBlackjack(new RoundBytes(fair));
    expect(cards).toHaveLength(LIVE_BLACKJACK_CARDS);
    expect(cards.every((c) => Number.isInteger(c) && c >= 1 && c <= 13)).toBe(true);
    expect(await drawLiveBlackjack(new RoundBytes(fair))).toEqual(cards);
    const check = await verifyBuiltinRound({
      ...fair,
      serverSeedHash: await hashServerSeed(serverSeed),
      engineKey: 'builtin-live-blackjack',
      outcome: cards,
    });
    expect(check.verified).toBe(true);
  });

  it('deals every seat the same two cards against one dealer hand, hits from the shared stream', () => {
    const cards = sequence([10, 9, 6, 7], [5, 3], [4]);
    const hand = liveBlackjackHand(cards, []);
    expect(hand.hands[0]!.cards).toEqual([10, 6]);
    expect(hand.dealer).toEqual([9, 7]);
    const hit = playLiveBlackjack(cards, [], 'hit');
    expect(hit.ok && hit.round.hands[0]!.cards).toEqual([10, 6, 5]);
    // The dealer's draws come from its own stream, whatever the seats did: 16 takes the 4.
    expect(liveDealerHand(cards)).toEqual([9, 7, 4]);
    expect(settleLiveBlackjack(cards, ['hit']).dealer).toEqual([9, 7, 4]);
    expect(settleLiveBlackjack(cards, []).dealer).toEqual([9, 7, 4]);
  });

  it('stands a hand still in play at the close (the timeout)', () => {
    const cards = sequence([10, 10, 8, 7], [10], []);
    const timedOut = settleLiveBlackjack(cards, []);
    expect(timedOut.hands[0]!.cards).toEqual([10, 8]);
    expect(timedOut.phase).toBe('settled');
    expect(liveBlackjackWin({ kind: 'hand', stake: 1_000 }, cards)).toBe(2_000);
    expect(liveBlackjackWin({ kind: 'hand', stake: 1_000, actions: ['stand'] }, cards)).toBe(2_000);
    expect(liveBlackjackWin({ kind: 'hand', stake: 1_000, actions: ['hit'] }, cards)).toBe(0);
  });

  it('pays as House Blackjack: 3:2 blackjack, a push, a won double, a split', () => {
    expect(liveBlackjackWin({ kind: 'hand', stake: 1_000 }, sequence([1, 9, 13, 8], [], []))).toBe(
      2_500,
    );
    // A dealer blackjack against a player blackjack: the stake back.
    expect(liveBlackjackWin({ kind: 'hand', stake: 1_000 }, sequence([1, 1, 12, 10], [], []))).toBe(
      1_000,
    );
    // 11 doubled takes a 10 (21) against the dealer's 16 + 10 (bust): twice the doubled stake.
    const double = sequence([5, 10, 6, 6], [10], [10]);
    expect(liveBlackjackWin({ kind: 'hand', stake: 500, actions: ['double'] }, double)).toBe(2_000);
    // 8, 8 split: 8 + 3 stands on 11 (lost to 20), 8 + 10 = 18 (lost): nothing back.
    const split = sequence([8, 10, 8, 10], [3, 10], []);
    const played = settleLiveBlackjack(split, ['split', 'stand', 'stand']);
    expect(played.hands.map((h) => h.cards)).toEqual([
      [8, 3],
      [8, 10],
    ]);
    expect(liveBlackjackWin({ kind: 'hand', stake: 100, actions: ['split'] }, split)).toBe(0);
    // 9, 9 split against a dealer busting: each hand wins.
    const splitWins = sequence([9, 6, 9, 10], [10, 10], [10]);
    expect(liveBlackjackWin({ kind: 'hand', stake: 100, actions: ['split'] }, splitWins)).toBe(400);
    expect(
      liveWin('live-blackjack', [{ kind: 'hand', stake: 100, actions: ['split'] }], splitWins),
    ).toBe(400);
  });

  it('refuses a move out of order: after stand, a double on three cards', () => {
    const cards = sequence([10, 9, 2, 7], [3, 4], []);
    expect(playLiveBlackjack(cards, ['stand'], 'hit')).toEqual({
      ok: false,
      reason: 'round_not_in_play',
    });
    expect(playLiveBlackjack(cards, ['hit'], 'double')).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
    expect(playLiveBlackjack(cards, [], 'split')).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
    expect(liveBlackjackBetsProblem([{ kind: 'hand', stake: 100 }])).toBeNull();
    expect(liveBlackjackBetsProblem([{ kind: 'hand', stake: 150 }])).toMatch(/stake/);
    expect(liveBlackjackBetsProblem([])).toMatch(/one hand/);
    expect(liveBlackjackBetsProblem([{ kind: 'banker', stake: 100 }])).toMatch(/one hand/);
  });

  it("shows a seat the dealer's up card only until the close", () => {
    const cards = sequence([10, 9, 6, 7], [5], [4]);
    const dealt = liveBlackjackHandView(cards, [], false);
    expect(dealt).toMatchObject({ dealer: [9, null], phase: 'player' });
    expect(dealt.allowed).toEqual(['hit', 'stand', 'double']);
    expect(liveBlackjackHandView(cards, ['stand'], false)).toMatchObject({
      dealer: [9, null],
      phase: 'done',
      allowed: [],
    });
    expect(liveBlackjackHandView(cards, ['stand'], true)).toMatchObject({
      dealer: [9, 7, 4],
      phase: 'settled',
    });
  });

  it('plays simulated seats best, seated within the betting window', async () => {
    const serverSeed = generateServerSeed();
    const cards = await drawLiveBlackjack(
      new RoundBytes({ serverSeed, clientSeed: 'live-blackjack', nonce: 3 }),
    );
    const actions = liveBlackjackBestActions(cards);
    actions.forEach((action, i) => {
      expect(optimalAction(liveBlackjackHand(cards, actions.slice(0, i)))).toBe(action);
    });
    expect(liveBlackjackHand(cards, actions).phase).toBe('settled');
    const seats = await liveSeats('live-blackjack', serverSeed, 3);
    for (const seat of seats) {
      expect(seat.atMs).toBeLessThan(LIVE_BLACKJACK_BETS_MS - 3_000);
      expect(seat.bet.kind).toBe('hand');
      expect(liveSeatWin('live-blackjack', seat, cards)).toBe(
        liveBlackjackWin({ kind: 'hand', stake: seat.bet.stake, actions }, cards),
      );
    }
  });

  it("returns House Blackjack's exact RTP with best play (99.43 %)", () => {
    expect(Math.round(blackjackExactRtp() * 10_000) / 100).toBe(99.43);
  });
});
