import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../runtime/api';
import {
  ACCESS_PATHS,
  MAINTENANCE_POLL_SECONDS,
  blockPageOf,
  type BlockResponse,
  type BootBlock,
  type MaintenanceConfig,
  type RedirectLightResponse,
} from '../domain/access';
import { blockRedirect } from '../domain/access/blockNavigation';
import { isInNotifyWindow } from '../domain/access/maintenanceWindow';
import { redirectDecision } from '../domain/access/redirectLightRule';
import { formatMaintenanceTime } from '../domain/maintenanceNotice';
import { sleepOn, systemScheduler, type Scheduler } from './scheduler';

// SPEC section 9 "Timers": the block check is retried twice at 100 ms.
export const BLOCK_CHECK_RETRIES = 2;
export const BLOCK_CHECK_RETRY_MS = 100;
/** Open tabs see a maintenance change within 30 s (SPEC section 4; domain/access contract). */
export const MAINTENANCE_POLL_MS = MAINTENANCE_POLL_SECONDS * 1000;
/** The config group the maintenance poll reads (configs/brands/<brand>/site.json `groups`). */
export const MAINTENANCE_GROUP_PATH = '/bff-api/config/group/get?groups=maintenance';
/** The id of the maintenance warning in the notification system (one at a time). */
export const MAINTENANCE_WARNING_ID = 'maintenance-warning';
/**
 * sessionStorage key of the maintenance window whose warning the visitor closed: it stays closed
 * for the rest of that window in this tab (a new window shows it again).
 */
export const MAINTENANCE_WARNING_DISMISSED_KEY = 'maintenance-warning-dismissed';

type PlainFields =
  | 'deps'
  | 'scheduler'
  | 'sleep'
  | 'seeded'
  | 'letThrough'
  | 'pollTimer'
  | 'stopFocus'
  | 'warnedFor'
  | 'dismissedWindow';

/** A navigation as the block and redirect checks see it. */
export interface AccessNavigation {
  lng: string;
  /** The route path without the language ('', 'sports', 'block'). */
  path: string;
  /** Path and query being opened ('/ru/sports?x=1'). */
  url: string;
  /** Path and query on screen, or null on the first page. */
  from: string | null;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Cancel the navigation: the visitor stays where they were. */
  | { kind: 'stay' };

/** Whether the window has the focus, and a way to hear when it comes back. */
export interface FocusSource {
  subscribe(onFocus: () => void): () => void;
}

/** What the store asks the notification system for (NotificationStore.notify's request). */
export interface AccessNotice {
  kind: 'toast' | 'modal' | 'banner';
  level: 'info' | 'warning' | 'error';
  titleKey?: string;
  textKey: string;
  params?: Record<string, string | number>;
  autoCloseMs?: number | null;
  id?: string;
  /** Called once when it closes, whatever closed it. */
  onClose?: () => void;
}

export interface AccessStoreDeps {
  api: ApiClient;
  scheduler?: Scheduler;
  /** The block result the server put in the first page (boot JSON `block`); undefined: none. */
  bootBlock?: BootBlock;
  /** The path and query on screen (the block check after failed ones asks about it). */
  currentUrl(): string;
  /** Whether the visitor is signed in (sent with the block check). */
  isSignedIn(): boolean;
  /** The maintenance config in force (the site config's `maintenance`). */
  maintenance(): Partial<MaintenanceConfig> | undefined;
  /** Writes the maintenance config the guards and pages read (the config store). */
  applyMaintenance(maintenance: MaintenanceConfig): void;
  notify?(notice: AccessNotice): void;
  dismiss?(id: string): void;
  /** SPEC section 6: a search bot runs no timers. */
  searchBot?: boolean;
  focus?: FocusSource;
  /** How often open tabs re-read the maintenance config (at most 30 s; tests shorten it). */
  pollMs?: number;
  /** The tab's sessionStorage: remembers a closed maintenance warning across reloads. */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  log?(message: string): void;
}

/**
 * Access state of the visitor (SPEC section 4 "Bans", "Blocking and maintenance"): the block
 * reason (seeded by the server's first page, re-checked through the block API on navigation),
 * redirect-light rules on navigation, maintenance followed at run time, and the navigation lock.
 */
export class AccessStore {
  /** The block reason in force (displayTypeId), or null. */
  blockReason: number | null;
  /** The text variant the block page shows, or null for the default. */
  templateTypeId: number | null;
  /** A block check failed on every retry: maintenance counts as active (SPEC section 4). */
  blockCheckFailed = false;
  /** SPEC section 4: navigation is blocked while this is set. */
  navigationBlocked = false;

  private readonly deps: AccessStoreDeps;
  private readonly scheduler: Scheduler;
  private readonly sleep: (ms: number) => Promise<void>;
  private served: MaintenanceConfig;
  /** Known from the first page: the first navigation needs no block call. */
  private seeded: boolean;
  /** A cancelled navigation returns here; that return is not checked again. */
  private letThrough: string | null = null;
  private pollTimer: unknown = null;
  private stopFocus: (() => void) | null = null;
  /** The maintenance window (windowKey) whose warning is on screen, or null. */
  private warnedFor: string | null = null;
  /** The maintenance window whose warning the visitor closed, or null. */
  private dismissedWindow: string | null;

  constructor(deps: AccessStoreDeps) {
    this.deps = deps;
    this.scheduler = deps.scheduler ?? systemScheduler;
    this.sleep = sleepOn(this.scheduler);
    this.blockReason = deps.bootBlock?.displayTypeId ?? null;
    this.templateTypeId = deps.bootBlock?.templateTypeId ?? null;
    this.seeded = deps.bootBlock !== undefined;
    this.served = { ...deps.maintenance(), isActive: deps.maintenance()?.isActive === true };
    this.dismissedWindow = this.readDismissedWindow();
    makeAutoObservable<AccessStore, PlainFields>(
      this,
      {
        deps: false,
        scheduler: false,
        sleep: false,
        seeded: false,
        letThrough: false,
        pollTimer: false,
        stopFocus: false,
        warnedFor: false,
        dismissedWindow: false,
      },
      { autoBind: true },
    );
  }

  /** The block page the reason lands on, or null. */
  get blockPage(): string | null {
    return blockPageOf(this.blockReason);
  }

  setNavigationBlocked(blocked: boolean): void {
    this.navigationBlocked = blocked;
  }

  /**
   * SPEC section 4 and 5: before a page opens, the redirect-light rule and the block check. A
   * redirect is honoured only when complete (else logged); a failed redirect call cancels an
   * in-site navigation; a block reason sends the visitor to its page.
   */
  async beforeNavigation(nav: AccessNavigation): Promise<AccessDecision> {
    if (this.letThrough !== null && nav.url === this.letThrough) {
      this.letThrough = null;
      return { kind: 'allow' };
    }
    const firstPage = nav.from === null;
    const skipBlockCall = firstPage && this.seeded;
    const [redirect] = await Promise.all([
      this.deps.api.postJson<RedirectLightResponse>(ACCESS_PATHS.redirectLight, { url: nav.url }),
      skipBlockCall ? Promise.resolve() : this.checkBlock(nav.url),
    ]);
    if (redirect.ok) {
      const decision = redirectDecision(redirect.data?.data);
      if (decision.kind === 'redirect' && decision.url !== nav.url) {
        return { kind: 'redirect', to: decision.url };
      }
      if (decision.kind === 'malformed') this.log(`redirect-light ignored: ${decision.problem}`);
    } else {
      this.log(`redirect-light failed (${redirect.status}): ${redirect.message}`);
      if (!firstPage && nav.from !== null) {
        this.letThrough = nav.from;
        this.deps.notify?.({
          kind: 'toast',
          level: 'error',
          textKey: redirect.kind === 'network' ? 'main:error_network' : 'main:error_server_error',
          id: 'navigation-failed',
        });
        return { kind: 'stay' };
      }
    }
    const search = nav.url.includes('?') ? nav.url.slice(nav.url.indexOf('?')) : '';
    const to = blockRedirect({ reason: this.blockReason, path: nav.path, lng: nav.lng, search });
    return to === null ? { kind: 'allow' } : { kind: 'redirect', to };
  }

  /**
   * POST the block check for `url`, retried twice at 100 ms (SPEC section 9). When every retry
   * fails, maintenance counts as active until a check answers again (SPEC section 4).
   */
  async checkBlock(url: string): Promise<void> {
    const body = { auth: this.deps.isSignedIn(), url };
    for (let attempt = 0; attempt <= BLOCK_CHECK_RETRIES; attempt++) {
      if (attempt > 0) await this.sleep(BLOCK_CHECK_RETRY_MS);
      const result = await this.deps.api.postJson<BlockResponse>(ACCESS_PATHS.block, body);
      if (result.ok) {
        const data = result.data?.data;
        runInAction(() => {
          this.blockReason = typeof data?.displayTypeId === 'number' ? data.displayTypeId : null;
          this.templateTypeId =
            typeof data?.templateTypeId === 'number' ? data.templateTypeId : null;
        });
        this.setBlockCheckFailed(false);
        return;
      }
      this.log(`block check failed (${result.status}): ${result.message}`);
    }
    this.setBlockCheckFailed(true);
  }

  /** The maintenance config the site follows: the served one, active too after failed checks. */
  get maintenance(): MaintenanceConfig {
    return this.blockCheckFailed ? { ...this.served, isActive: true } : this.served;
  }

  get maintenanceActive(): boolean {
    return this.maintenance.isActive;
  }

  /** Re-reads the served maintenance config (the short-cached `maintenance` group). */
  async refreshMaintenance(): Promise<void> {
    const result = await this.deps.api.getJson<{
      groups?: { maintenance?: { maintenance?: Partial<MaintenanceConfig> } };
    }>(MAINTENANCE_GROUP_PATH, { cache: 'no-cache' });
    if (!result.ok) {
      this.log(`maintenance config failed (${result.status}): ${result.message}`);
      return;
    }
    const served = result.data?.groups?.maintenance?.maintenance ?? {};
    // After failed block checks, maintenance ends only once a block check answers again.
    if (this.blockCheckFailed && served.isActive !== true) {
      await this.checkBlock(this.deps.currentUrl());
    }
    // One action: the config the guards read changes before anything reacts to the switch.
    runInAction(() => {
      this.served = { ...served, isActive: served.isActive === true };
      this.publish();
    });
  }

  /** Follows maintenance at run time: every poll interval and when the window gets the focus. */
  startMaintenanceWatch(): void {
    this.publish();
    if (this.deps.searchBot) return;
    this.stopMaintenanceWatch();
    const every = Math.min(this.deps.pollMs ?? MAINTENANCE_POLL_MS, MAINTENANCE_POLL_MS);
    const tick = () => {
      this.pollTimer = this.scheduler.setTimeout(() => {
        void this.refreshMaintenance().finally(tick);
      }, every);
    };
    tick();
    this.stopFocus = this.deps.focus?.subscribe(() => void this.refreshMaintenance()) ?? null;
  }

  stopMaintenanceWatch(): void {
    if (this.pollTimer !== null) this.scheduler.clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.stopFocus?.();
    this.stopFocus = null;
  }

  /**
   * Hands the maintenance config to the site, and the warning of SPEC section 8 when due: a
   * banner through the notify window, unless the visitor closed it in this window already.
   */
  private publish(): void {
    const maintenance = this.maintenance;
    this.deps.applyMaintenance(maintenance);
    const notifyNow = isInNotifyWindow(maintenance, Math.floor(this.scheduler.now() / 1000));
    const current = notifyNow ? windowKey(maintenance) : null;
    const due = current !== null && current !== this.dismissedWindow ? current : null;
    if (due !== null && due !== this.warnedFor) {
      this.warnedFor = due;
      this.deps.notify?.({
        kind: 'banner',
        level: 'warning',
        textKey: 'main:maintenance_banner',
        params: {
          start: formatTime(maintenance.started_at),
          end: formatTime(maintenance.ended_at),
        },
        autoCloseMs: null,
        id: MAINTENANCE_WARNING_ID,
        onClose: () => this.warningClosed(due),
      });
    } else if (due === null && this.warnedFor !== null) {
      this.warnedFor = null; // first: this close is not the visitor's
      this.deps.dismiss?.(MAINTENANCE_WARNING_ID);
    }
  }

  /** The warning of `key` closed: by the visitor, unless the store withdrew or replaced it. */
  private warningClosed(key: string): void {
    if (this.warnedFor !== key) return;
    this.warnedFor = null;
    this.dismissedWindow = key;
    try {
      this.deps.sessionStorage?.setItem(MAINTENANCE_WARNING_DISMISSED_KEY, key);
    } catch {
      // storage full or disabled: the warning stays closed for this page only
    }
  }

  private readDismissedWindow(): string | null {
    try {
      return this.deps.sessionStorage?.getItem(MAINTENANCE_WARNING_DISMISSED_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private setBlockCheckFailed(failed: boolean): void {
    if (this.blockCheckFailed === failed) return;
    this.blockCheckFailed = failed;
    this.publish();
  }

  private log(message: string): void {
    this.deps.log?.(message);
  }
}

/** What tells one maintenance window from another: its start (else the start of its notice). */
function windowKey(m: MaintenanceConfig): string {
  return typeof m.started_at === 'number'
    ? String(m.started_at)
    : `notify-${String(m.notify_started_at)}`;
}

/** 'dd.MM.yyyy HH:mm' (SPEC section 8, UTC+3), or '—' when the window does not say. */
function formatTime(epochSeconds: number | undefined): string {
  return epochSeconds === undefined ? '—' : formatMaintenanceTime(epochSeconds);
}
