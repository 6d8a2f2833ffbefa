// The money wheel's screen (app/builtinProvider/wheelView.ts): a bet refused because its draw had
// closed (bets_closed) brings the draw taking bets onto the screen before the button is offered
// again, so the customer's second try names the new draw, not the closed one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  BuiltinSessionView,
  WheelAnswer,
  WheelDrawView,
  WheelStateAnswer,
} from '../../domain/casino/builtinGames';
import { ProviderRefusal, providerApi } from '../../app/builtinProvider/providerApi';
import { mountWheel } from '../../app/builtinProvider/wheelView';

const SEGMENTS = [1, 3, 6, 12, 25, 50, 0];

function draw(drawNo: number, closesInMs: number): WheelDrawView {
  return {
    drawNo,
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'money-wheel',
    nonce: drawNo,
    closesAt: new Date(Date.now() + closesInMs).toISOString(),
    outcome: null,
    segment: null,
  };
}

function stateOf(drawNo: number, balance: number): WheelStateAnswer {
  return {
    serverNow: new Date().toISOString(),
    draw: draw(drawNo, 10_000),
    recent: [],
    bets: [],
    balance,
  };
}

const view = {
  session: 's1',
  engineKey: 'money-wheel',
  engine: 'money-wheel',
  mode: 'demo',
  currency: 'FUN',
  minorUnitDigits: 2,
  balance: 100_000,
  stakes: [100, 200],
  moneyWheel: {
    periodMs: 15_000,
    segments: SEGMENTS,
    values: [1, 3, 6, 12, 25, 50],
    maxTotalStake: 100_000,
    clientSeed: 'money-wheel',
    rtpPercentByValue: { 1: 96.3, 6: 90.7, 50: 94.4 },
  },
} as unknown as BuiltinSessionView;

const t = (key: string) => (key === 'error_bets_closed' ? 'Bets on this draw are closed.' : key);

/** Waits for the view's calls to settle (promises, not a time). */
async function settled(check: () => void): Promise<void> {
  await vi.waitFor(check, { timeout: 2_000, interval: 5 });
}

describe('the money wheel screen', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    vi.restoreAllMocks();
  });

  it('after a bet refused as closed, shows the next draw and the second try names it', async () => {
    let current = 41;
    let balance = 100_000;
    const state = vi.spyOn(providerApi, 'wheelState').mockImplementation(() => {
      return Promise.resolve(stateOf(current, balance));
    });
    const betDraws: number[] = [];
    vi.spyOn(providerApi, 'wheelBet').mockImplementation((_session, _id, drawNo, bets) => {
      betDraws.push(drawNo);
      if (drawNo !== current) return Promise.reject(new ProviderRefusal(409, 'bets_closed'));
      balance -= 100;
      const answer: WheelAnswer = {
        bet: { betId: 'b1', drawNo, bets, stake: 100, win: 0, settled: false },
        balance,
      };
      return Promise.resolve(answer);
    });

    mountWheel(root, view, 'House Money Wheel', t);
    await settled(() => expect(root.getAttribute('data-draw')).toBe('41'));
    const spot = root.querySelector<HTMLButtonElement>('[data-testid="wheel-spot-1"]');
    const place = root.querySelector<HTMLButtonElement>('[data-testid="wheel-place"]');
    expect(spot && place).toBeTruthy();
    // Nothing on the board: nothing to place.
    expect(place!.disabled).toBe(true);
    spot!.click();
    expect(place!.disabled).toBe(false);

    // The draw closes between the last state and the click: the server takes the next one.
    current = 42;
    place!.click();
    await settled(() => expect(root.getAttribute('data-draw')).toBe('42'));
    expect(root.querySelector('[data-testid="builtin-error"]')?.textContent).toBe(
      'Bets on this draw are closed.',
    );
    await settled(() => expect(place!.disabled).toBe(false));
    expect(state.mock.calls.length).toBeGreaterThanOrEqual(2);

    place!.click();
    await settled(() => expect(betDraws).toEqual([41, 42]));
    // The placed chips leave the board with the bet.
    await settled(() => expect(place!.disabled).toBe(true));
    await settled(() =>
      expect(
        root.querySelector('[data-testid="builtin-balance"]')?.getAttribute('data-amount'),
      ).toBe('99900'),
    );
  });
});
