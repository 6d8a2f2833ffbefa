import { describe, expect, it } from 'vitest';
import {
  isGameFinished,
  isLiveBet,
  isLiveBetOn,
  isLiveGame,
  isLockedBet,
  type LiveRuleInput,
} from '../../../domain/sports/liveRule';
import { GameStatus } from '../../../domain/sports/types';

const base: LiveRuleInput = {
  isFinished: false,
  status: GameStatus.NotStarted,
  timeSec: null,
  isLiveInLive: false,
  isLiveMarket: false,
};

describe('SPEC section 4: a bet counts as live', () => {
  it('is not live for a pre-match game with nothing live about it', () => {
    expect(isLiveBet(base)).toBe(false);
  });

  it.each([
    ['a game time', { timeSec: 754 }],
    ['the live-in-live flag', { isLiveInLive: true }],
    ['status 2', { status: GameStatus.InPlay }],
    ['status 3', { status: GameStatus.Paused }],
    ['a live market', { isLiveMarket: true }],
  ])('is live with %s alone', (_name, extra) => {
    expect(isLiveBet({ ...base, ...extra })).toBe(true);
  });

  it.each([
    ['the finished flag', { isFinished: true }],
    ['status 4', { status: GameStatus.Finished }],
  ])('is never live once finished by %s, whatever else holds', (_name, finished) => {
    const everythingLive = {
      timeSec: 5400,
      isLiveInLive: true,
      isLiveMarket: true,
      status: GameStatus.InPlay,
    };
    expect(isLiveBet({ ...base, ...everythingLive, ...finished })).toBe(false);
  });

  it('treats a clock of 0 or no clock as no game time', () => {
    expect(isLiveBet({ ...base, timeSec: 0 })).toBe(false);
    expect(isLiveBet({ ...base, timeSec: undefined })).toBe(false);
  });

  it('does not count status 1 or 5 as live by themselves', () => {
    expect(isLiveBet({ ...base, status: GameStatus.NotStarted })).toBe(false);
    expect(isLiveBet({ ...base, status: GameStatus.Cancelled })).toBe(false);
  });

  it('holds for every combination: not finished AND (time OR live-in-live OR status 2/3 OR live market)', () => {
    let checked = 0;
    for (const isFinished of [false, true]) {
      for (const status of [1, 2, 3, 4, 5]) {
        for (const timeSec of [null, 0, 1, 3600]) {
          for (const isLiveInLive of [false, true]) {
            for (const isLiveMarket of [false, true]) {
              const finished = isFinished || status === 4;
              const liveSign =
                (timeSec ?? 0) > 0 || isLiveInLive || status === 2 || status === 3 || isLiveMarket;
              const input = { isFinished, status, timeSec, isLiveInLive, isLiveMarket };
              expect(isLiveBet(input), JSON.stringify(input)).toBe(!finished && liveSign);
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBe(160);
  });
});

describe('SPEC section 4: a bet is locked', () => {
  it('only when blocked, dependent or banned from express', () => {
    for (const isBlocked of [false, true]) {
      for (const isDepend of [false, true]) {
        for (const isBannedExpress of [false, true]) {
          expect(isLockedBet({ isBlocked, isDepend, isBannedExpress })).toBe(
            isBlocked || isDepend || isBannedExpress,
          );
        }
      }
    }
    expect(isLockedBet({ isBlocked: false, isDepend: false, isBannedExpress: false })).toBe(false);
    expect(isLockedBet({ isBlocked: true, isDepend: false, isBannedExpress: false })).toBe(true);
  });
});

describe('live and finished games', () => {
  it('a game is finished by the flag or status 4, live in status 2/3 until then', () => {
    expect(isGameFinished({ isFinished: true, status: 2 })).toBe(true);
    expect(isGameFinished({ isFinished: false, status: 4 })).toBe(true);
    expect(isGameFinished({ isFinished: false, status: 3 })).toBe(false);
    expect(isLiveGame({ isFinished: false, status: 2 })).toBe(true);
    expect(isLiveGame({ isFinished: false, status: 3 })).toBe(true);
    expect(isLiveGame({ isFinished: true, status: 2 })).toBe(false);
    expect(isLiveGame({ isFinished: false, status: 1 })).toBe(false);
  });
});

describe('a bet on a market of a game', () => {
  const { isLiveMarket: _market, ...game } = base;
  it("counts the market's own live flag", () => {
    expect(isLiveBetOn(game, { isLive: false })).toBe(false);
    expect(isLiveBetOn(game, { isLive: true })).toBe(true);
  });
  it('is not live on a finished game, whatever the market says', () => {
    expect(isLiveBetOn({ ...game, status: GameStatus.Finished }, { isLive: true })).toBe(false);
  });
});
