import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import MatchZone from '../../../widgets/MatchZone/MatchZone';
import { sportsPaths } from '../../../stores';
import { noSlots } from '../harness';
import { FakeIntersectionObserver } from '../../runtime/fakeIntersectionObserver';
import { gameAnswer, gameDetails, lineGame } from './fixtures';
import { fakeSportsApi, renderSportsWidget } from './sportsHarness';

function renderZone(details = gameDetails(7)) {
  const api = fakeSportsApi({ [sportsPaths.game(7)]: gameAnswer(details) });
  return renderSportsWidget(<MatchZone props={{}} slots={noSlots} path="z" />, {
    url: '/en/live/1/101/7',
    api,
  });
}

/** The zone's observer reports its place scrolled above the viewport, or back in view. */
function reportPlace(inView: boolean) {
  const observer = FakeIntersectionObserver.instances.at(-1)!;
  const [target] = [...observer.observed];
  const entry = {
    target,
    isIntersecting: inView,
    boundingClientRect: { top: inView ? 10 : -400, bottom: inView ? 300 : -100 },
  } as unknown as IntersectionObserverEntry;
  act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
}

const zone = () => screen.getByRole('region', { name: /Match tracker/ });

describe('MatchZone', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the live game's teams, score, clock and periods, and follows the live score", async () => {
    const view = renderZone();
    expect((await screen.findByTestId('match-zone-score')).textContent).toBe('Score 2:1');
    expect(zone().textContent).toContain('Home 7');
    expect(zone().textContent).toContain('Away 7');
    expect(zone().textContent).toContain('67:05');
    const periods = screen.getByRole('list', { name: 'Score by period' });
    expect(periods.textContent).toContain('Half 1 1:0');
    expect(periods.textContent).toContain('Half 2 1:1');
    act(() =>
      view.stores.sports.applyDeltas([
        {
          gameId: 7,
          seq: 9,
          score: {
            home: 2,
            away: 2,
            full: '2:2',
            periods: [
              { home: 1, away: 0 },
              { home: 1, away: 2 },
            ],
            formatted: '2:2 (1:0, 1:2)',
          },
        },
      ]),
    );
    expect(screen.getByTestId('match-zone-score').textContent).toBe('Score 2:2');
    expect(zone().textContent).toContain('Away 7 scored at 67:05: 2:2');
  });

  it('renders nothing for a game not in play', async () => {
    const view = renderZone({ ...gameDetails(7), ...lineGame(7) });
    await act(async () => {
      await view.stores.sports.loadGame(7);
    });
    expect(view.stores.sports.game(7)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Match tracker/ })).toBeNull();
  });

  it('collapses and opens with the button, and the store keeps zoneState', async () => {
    const view = renderZone();
    await screen.findByTestId('match-zone-score');
    const hide = screen.getByRole('button', { name: 'Hide the match tracker' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    act(() => hide.click());
    expect(view.stores.global.isZoneOpen).toBe(false);
    const show = screen.getByRole('button', { name: 'Show the match tracker' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(show.getAttribute('aria-controls')!)!;
    expect(body.hidden).toBe(true);
    expect(screen.queryByRole('list', { name: 'Score by period' })).toBeNull();
    act(() => show.click());
    expect(view.stores.global.isZoneOpen).toBe(true);
    expect(body.hidden).toBe(false);
    expect(screen.getByRole('list', { name: 'Score by period' })).toBeTruthy();
  });

  it('floats when its place is scrolled past, and goes back when in view or put back', async () => {
    renderZone();
    await screen.findByTestId('match-zone-score');
    expect(zone().hasAttribute('data-floating')).toBe(false);
    reportPlace(false);
    expect(zone().hasAttribute('data-floating')).toBe(true);
    reportPlace(true);
    expect(zone().hasAttribute('data-floating')).toBe(false);
    reportPlace(false);
    act(() => screen.getByRole('button', { name: 'Put back' }).click());
    expect(zone().hasAttribute('data-floating')).toBe(false);
  });

  it('does not float with isMoveVideoOnScroll off, nor when collapsed', async () => {
    const view = renderZone();
    await screen.findByTestId('match-zone-score');
    act(() => view.stores.global.setFlag('isMoveVideoOnScroll', false));
    reportPlace(false);
    expect(zone().hasAttribute('data-floating')).toBe(false);
    act(() => view.stores.global.setFlag('isMoveVideoOnScroll', true));
    expect(zone().hasAttribute('data-floating')).toBe(true);
    act(() => view.stores.global.setFlag('isZoneOpen', false));
    expect(zone().hasAttribute('data-floating')).toBe(false);
  });
});
