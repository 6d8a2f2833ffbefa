import { systemClock, type Clock } from '../runtime/parts/clock';

/** Time as the stores see it (the runtime's clock): injected so tests drive it with a fake clock. */
export type Scheduler = Clock;

export const systemScheduler: Scheduler = systemClock;

export const sleepOn =
  (scheduler: Scheduler) =>
  (ms: number): Promise<void> =>
    new Promise((resolve) => {
      scheduler.setTimeout(resolve, ms);
    });

/** Whether the tab is visible, and a way to hear when that changes (document.visibilityState). */
export interface VisibilitySource {
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

/** User activity (mouse, key, touch, wheel, resize): calls the listener on each event. */
export interface ActivitySource {
  subscribe(listener: () => void): () => void;
}

export const alwaysVisible: VisibilitySource = {
  isVisible: () => true,
  subscribe: () => () => undefined,
};

export const noActivity: ActivitySource = { subscribe: () => () => undefined };
