import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { ACCESS_PATHS, type AppVersionResponse } from '../../domain/access';
import type { Scheduler, VisibilitySource } from '../scheduler';
import { alwaysVisible } from '../scheduler';

/** SPEC section 9 "Timers": update-check 60 s. */
export const APP_UPDATE_CHECK_MS = 60_000;
/** The version a server without a client build answers (development). */
export const DEV_VERSION = 'dev';

export interface AppVersionStoreDeps {
  api: ApiClient;
  scheduler: Scheduler;
  /** The running client's build id (Vite define), or undefined in development and tests. */
  runningVersion: string | undefined;
  visibility?: VisibilitySource;
}

/**
 * The app version (SPEC section 4 "Other transitions"): the latest version is checked every 60 s
 * while the tab is visible, and when it differs from the running one an update is available.
 */
export class AppVersionStore {
  latestVersion: string | null = null;
  /** The service worker of a newer build has taken over (app/pwa/registerServiceWorker.ts). */
  serviceWorkerUpdated = false;

  private readonly deps: AppVersionStoreDeps;
  private timer: unknown = null;
  private unsubscribe: (() => void) | null = null;

  constructor(deps: AppVersionStoreDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'timer' | 'unsubscribe'>(
      this,
      { deps: false, timer: false, unsubscribe: false },
      { autoBind: true },
    );
  }

  get updateAvailable(): boolean {
    const running = this.deps.runningVersion;
    const latest = this.latestVersion;
    if (this.serviceWorkerUpdated) return true;
    return (
      running !== undefined &&
      running !== DEV_VERSION &&
      latest !== null &&
      latest !== DEV_VERSION &&
      latest !== running
    );
  }

  /** Starts the checks (nothing to compare in development: no running build id). */
  start(): void {
    if (this.deps.runningVersion === undefined || this.timer !== null) return;
    const visibility = this.deps.visibility ?? alwaysVisible;
    this.unsubscribe = visibility.subscribe(() => {
      if (visibility.isVisible()) void this.check();
    });
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) this.deps.scheduler.clearTimeout(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  async check(): Promise<void> {
    const answer = await this.deps.api.getJson<AppVersionResponse>(ACCESS_PATHS.appVersion, {
      cache: 'no-store',
    });
    if (answer.ok && typeof answer.data?.version === 'string') this.setLatest(answer.data.version);
  }

  /** A new service worker is active: the page runs an older build than the one it now serves. */
  markServiceWorkerUpdated(): void {
    this.serviceWorkerUpdated = true;
  }

  private setLatest(version: string): void {
    this.latestVersion = version;
  }

  private schedule(): void {
    this.timer = this.deps.scheduler.setTimeout(() => {
      const visibility = this.deps.visibility ?? alwaysVisible;
      const check = visibility.isVisible() ? this.check() : Promise.resolve();
      void check.finally(() => {
        if (this.timer !== null) this.schedule();
      });
    }, APP_UPDATE_CHECK_MS);
  }
}
