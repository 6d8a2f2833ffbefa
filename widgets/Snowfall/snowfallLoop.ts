// The snowfall's drawing loop, kept apart from React so it can be tested with fake timers: one
// canvas, at most FRAME_CAP frames a second, from the browser's first idle moment after the page
// has loaded (the first paint and the first renders go first), still while the tab is hidden,
// while the canvas is off screen and whenever the visitor asks for reduced motion (then nothing is
// drawn at all).

/** Frames per second at most: snow needs no more, and the odds grid keeps the main thread. */
export const FRAME_CAP = 30;
/** After the load event, the snow starts at the browser's first idle moment, or after this. */
const SETTLE_TIMEOUT_MS = 2000;
const FRAME_MS = 1000 / FRAME_CAP;
/** Screens tick a little unevenly: a frame this early still counts (every other frame at 60 Hz). */
const FRAME_SLACK_MS = 4;
/** A frame arriving after a long pause (a background tab) moves the flakes this much at most. */
const MAX_STEP_S = 0.1;

export interface Flake {
  x: number;
  y: number;
  radius: number;
  /** Fall speed, px per second. */
  speed: number;
  /** Sideways drift: amplitude (px) and phase. */
  sway: number;
  phase: number;
}

/** The parts of a 2D context the loop uses. */
export type SnowContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'arc'
  | 'fill'
  | 'fillStyle'
  | 'stroke'
  | 'strokeStyle'
  | 'lineWidth'
>;

export interface SnowfallEnv {
  requestFrame(callback: (now: number) => void): number;
  cancelFrame(handle: number): void;
  /** Whether the tab is visible now, and a subscription to its changes. */
  pageVisible(): boolean;
  onPageVisibility(listener: () => void): () => void;
  /** `prefers-reduced-motion: reduce` now, and a subscription to its changes. */
  reducedMotion(): boolean;
  onReducedMotion(listener: () => void): () => void;
  /** Calls back with whether the canvas is on screen; returns the unsubscription. */
  observeOnScreen(listener: (onScreen: boolean) => void): () => void;
  /**
   * Calls back once, when the page has loaded and the browser is idle: decoration waits until the
   * first paint and the first renders are done. Returns the cancellation.
   */
  whenSettled(callback: () => void): () => void;
  random(): number;
}

export interface SnowfallSurface {
  context: SnowContext;
  width(): number;
  height(): number;
}

export function createFlakes(count: number, width: number, height: number, random: () => number) {
  const flakes: Flake[] = [];
  for (let i = 0; i < count; i++) {
    flakes.push({
      x: random() * width,
      y: random() * height,
      radius: 1.5 + random() * 2.5,
      speed: 25 + random() * 45,
      sway: 8 + random() * 16,
      phase: random() * Math.PI * 2,
    });
  }
  return flakes;
}

/** Moves every flake by `seconds`; a flake that left the bottom comes back at the top. */
export function stepFlakes(flakes: Flake[], seconds: number, width: number, height: number) {
  for (const flake of flakes) {
    flake.y += flake.speed * seconds;
    flake.phase += seconds * 0.8;
    if (flake.y - flake.radius > height) {
      flake.y = -flake.radius;
      flake.x = (flake.x + width * 0.37) % Math.max(1, width);
    }
  }
}

export function drawFlakes(
  context: SnowContext,
  flakes: readonly Flake[],
  width: number,
  height: number,
) {
  context.clearRect(0, 0, width, height);
  context.fillStyle = 'rgba(255, 255, 255, 0.85)';
  context.beginPath();
  for (const flake of flakes) {
    const x = flake.x + Math.sin(flake.phase) * flake.sway;
    context.moveTo(x + flake.radius, flake.y);
    context.arc(x, flake.y, flake.radius, 0, Math.PI * 2);
  }
  context.fill();
  // A faint rim keeps white flakes visible on light themes (one stroke, no shadow blur).
  context.strokeStyle = 'rgba(0, 0, 0, 0.18)';
  context.lineWidth = 0.75;
  context.stroke();
}

export interface SnowfallLoop {
  /** Whether frames are being requested now. */
  running(): boolean;
  /** How many frames were drawn (for tests and benches). */
  framesDrawn(): number;
  stop(): void;
}

/** Starts the loop; it runs only while the page is visible, the canvas on screen and motion allowed. */
export function startSnowfall(
  surface: SnowfallSurface,
  count: number,
  env: SnowfallEnv,
): SnowfallLoop {
  let flakes: Flake[] | null = null;
  let onScreen = true;
  let settled = false;
  let handle: number | null = null;
  let last: number | null = null;
  let drawn = 0;
  let stopped = false;

  const shouldRun = () =>
    !stopped && settled && onScreen && env.pageVisible() && !env.reducedMotion();

  const frame = (now: number) => {
    handle = null;
    if (!shouldRun()) return;
    const width = surface.width();
    const height = surface.height();
    flakes ??= createFlakes(count, width, height, env.random);
    if (last === null || now - last >= FRAME_MS - FRAME_SLACK_MS) {
      const seconds = last === null ? 0 : Math.min(MAX_STEP_S, (now - last) / 1000);
      stepFlakes(flakes, seconds, width, height);
      drawFlakes(surface.context, flakes, width, height);
      drawn++;
      last = now;
    }
    handle = env.requestFrame(frame);
  };

  const update = () => {
    if (shouldRun()) {
      if (handle === null) handle = env.requestFrame(frame);
      return;
    }
    if (handle !== null) env.cancelFrame(handle);
    handle = null;
    // The next frame after a pause starts from where the flakes were, without a jump.
    last = null;
    if (env.reducedMotion()) surface.context.clearRect(0, 0, surface.width(), surface.height());
  };

  const unsubscribe = [
    env.onPageVisibility(update),
    env.onReducedMotion(update),
    env.observeOnScreen((visible) => {
      onScreen = visible;
      update();
    }),
    env.whenSettled(() => {
      settled = true;
      update();
    }),
  ];
  update();

  return {
    running: () => handle !== null,
    framesDrawn: () => drawn,
    stop: () => {
      stopped = true;
      update();
      for (const off of unsubscribe) off();
    },
  };
}

/** The browser's environment for the loop. */
export function browserSnowfallEnv(canvas: HTMLCanvasElement): SnowfallEnv {
  const motion =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-reduced-motion: reduce)')
      : null;
  return {
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    pageVisible: () => document.visibilityState !== 'hidden',
    onPageVisibility: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    reducedMotion: () => motion?.matches === true,
    onReducedMotion: (listener) => {
      motion?.addEventListener('change', listener);
      return () => motion?.removeEventListener('change', listener);
    },
    observeOnScreen: (listener) => {
      if (typeof IntersectionObserver !== 'function') return () => undefined;
      const observer = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) listener(entry.isIntersecting);
      });
      observer.observe(canvas);
      return () => observer.disconnect();
    },
    whenSettled: (callback) => {
      let idle: number | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const afterLoad = () => {
        if (typeof window.requestIdleCallback === 'function') {
          idle = window.requestIdleCallback(callback, { timeout: SETTLE_TIMEOUT_MS });
        } else {
          timer = setTimeout(callback, 0);
        }
      };
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
      return () => {
        window.removeEventListener('load', afterLoad);
        if (idle !== undefined) window.cancelIdleCallback(idle);
        if (timer !== undefined) clearTimeout(timer);
      };
    },
    random: Math.random,
  };
}
