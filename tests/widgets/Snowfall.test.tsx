import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Snowfall from '../../widgets/Snowfall/Snowfall';
import {
  FRAME_CAP,
  startSnowfall,
  type SnowContext,
  type SnowfallEnv,
} from '../../widgets/Snowfall/snowfallLoop';

/** A 2D context that counts what is drawn. */
function fakeContext() {
  const calls = { fill: 0, clear: 0, arcs: 0 };
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    clearRect: () => void calls.clear++,
    beginPath: () => undefined,
    moveTo: () => undefined,
    arc: () => void calls.arcs++,
    fill: () => void calls.fill++,
    stroke: () => undefined,
  } as unknown as SnowContext;
  return { context, calls };
}

/** The browser around the loop, driven by fake timers: frames every 16 ms, as a 60 Hz screen. */
function fakeEnv({ settled = true } = {}) {
  const state = { visible: true, reduced: false, onScreen: (_: boolean) => undefined as void };
  let settle: (() => void) | null = null;
  const pageListeners = new Set<() => void>();
  const motionListeners = new Set<() => void>();
  const env: SnowfallEnv = {
    requestFrame: (callback) => setTimeout(() => callback(Date.now()), 16) as unknown as number,
    cancelFrame: (handle) => clearTimeout(handle),
    pageVisible: () => state.visible,
    onPageVisibility: (listener) => {
      pageListeners.add(listener);
      return () => pageListeners.delete(listener);
    },
    reducedMotion: () => state.reduced,
    onReducedMotion: (listener) => {
      motionListeners.add(listener);
      return () => motionListeners.delete(listener);
    },
    observeOnScreen: (listener) => {
      state.onScreen = listener;
      return () => undefined;
    },
    whenSettled: (callback) => {
      if (settled) callback();
      else settle = callback;
      return () => void (settle = null);
    },
    random: () => 0.5,
  };
  return {
    env,
    /** The page has loaded and the browser is idle (fakeEnv({ settled: false }) waits for this). */
    settle: () => settle?.(),
    hide: (hidden: boolean) => {
      state.visible = !hidden;
      pageListeners.forEach((l) => l());
    },
    reduceMotion: (reduced: boolean) => {
      state.reduced = reduced;
      motionListeners.forEach((l) => l());
    },
    scrollOff: (off: boolean) => state.onScreen(!off),
    state,
  };
}

const surface = (context: SnowContext) => ({ context, width: () => 1366, height: () => 900 });

describe('Snowfall loop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`draws all flakes in one path, at most ${FRAME_CAP} frames a second`, () => {
    const { context, calls } = fakeContext();
    const loop = startSnowfall(surface(context), 24, fakeEnv().env);
    vi.advanceTimersByTime(1000);
    // Every other 16 ms tick: about FRAME_CAP a second, never every tick (62).
    expect(loop.framesDrawn()).toBeGreaterThanOrEqual(FRAME_CAP - 2);
    expect(loop.framesDrawn()).toBeLessThanOrEqual(FRAME_CAP + 2);
    // One fill per frame whatever the number of flakes.
    expect(calls.fill).toBe(loop.framesDrawn());
    expect(calls.arcs).toBe(24 * loop.framesDrawn());
    loop.stop();
  });

  it('waits for the page to settle (loaded, browser idle) before the first frame', () => {
    const { context, calls } = fakeContext();
    const browser = fakeEnv({ settled: false });
    const loop = startSnowfall(surface(context), 24, browser.env);
    vi.advanceTimersByTime(3000);
    expect(loop.running()).toBe(false);
    expect(calls.arcs).toBe(0);
    browser.settle();
    expect(loop.running()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(loop.framesDrawn()).toBeGreaterThan(0);
    loop.stop();
  });

  it('never starts when stopped before the page settled', () => {
    const { context } = fakeContext();
    const browser = fakeEnv({ settled: false });
    const loop = startSnowfall(surface(context), 24, browser.env);
    loop.stop();
    browser.settle();
    vi.advanceTimersByTime(1000);
    expect(loop.framesDrawn()).toBe(0);
    expect(loop.running()).toBe(false);
  });

  it('requests no frame while the tab is hidden and starts again when it shows', () => {
    const { context } = fakeContext();
    const browser = fakeEnv();
    const loop = startSnowfall(surface(context), 24, browser.env);
    vi.advanceTimersByTime(200);
    browser.hide(true);
    expect(loop.running()).toBe(false);
    const drawn = loop.framesDrawn();
    vi.advanceTimersByTime(5000);
    expect(loop.framesDrawn()).toBe(drawn);
    browser.hide(false);
    vi.advanceTimersByTime(200);
    expect(loop.framesDrawn()).toBeGreaterThan(drawn);
    loop.stop();
  });

  it('pauses while the canvas is off screen', () => {
    const { context } = fakeContext();
    const browser = fakeEnv();
    const loop = startSnowfall(surface(context), 24, browser.env);
    browser.scrollOff(true);
    const drawn = loop.framesDrawn();
    vi.advanceTimersByTime(5000);
    expect(loop.running()).toBe(false);
    expect(loop.framesDrawn()).toBe(drawn);
    browser.scrollOff(false);
    vi.advanceTimersByTime(100);
    expect(loop.framesDrawn()).toBeGreaterThan(drawn);
    loop.stop();
  });

  it('draws nothing when motion is reduced, and clears the canvas when asked mid-way', () => {
    const { context, calls } = fakeContext();
    const browser = fakeEnv();
    browser.state.reduced = true;
    const still = startSnowfall(surface(context), 24, browser.env);
    vi.advanceTimersByTime(2000);
    expect(still.framesDrawn()).toBe(0);
    expect(still.running()).toBe(false);
    still.stop();

    browser.state.reduced = false;
    const loop = startSnowfall(surface(context), 24, browser.env);
    vi.advanceTimersByTime(200);
    const clears = calls.clear;
    browser.reduceMotion(true);
    expect(calls.clear).toBe(clears + 1);
    const drawn = loop.framesDrawn();
    vi.advanceTimersByTime(2000);
    expect(loop.framesDrawn()).toBe(drawn);
    loop.stop();
  });

  it('stops for good: no frame after stop()', () => {
    const { context } = fakeContext();
    const loop = startSnowfall(surface(context), 24, fakeEnv().env);
    vi.advanceTimersByTime(100);
    loop.stop();
    const drawn = loop.framesDrawn();
    vi.advanceTimersByTime(1000);
    expect(loop.framesDrawn()).toBe(drawn);
    expect(loop.running()).toBe(false);
  });
});

describe('Snowfall widget', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function stubBrowser(reduced: boolean) {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: reduced && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { context, calls } = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      Object.assign(context, { setTransform: () => undefined }) as never,
    );
    return { frames, calls };
  }

  it('is one canvas that takes no pointer and asks for animation frames once the page is idle', async () => {
    const { frames } = stubBrowser(false);
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { container } = render(<Snowfall props={{}} slots={{}} path="p" />);
    const canvas = container.querySelector('canvas.snowfall');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('.snowfall *')).toHaveLength(0);
    // The document has loaded (jsdom): the snow waits for the browser's idle moment.
    expect(document.readyState).toBe('complete');
    expect(frames).toHaveLength(0);
    expect(idle).toHaveLength(1);
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(frames).toHaveLength(1);
  });

  it('with prefers-reduced-motion: reduce it asks for no frame at all', () => {
    const { frames, calls } = stubBrowser(true);
    render(<Snowfall props={{}} slots={{}} path="p" />);
    expect(frames).toHaveLength(0);
    expect(calls.arcs).toBe(0);
  });
});
