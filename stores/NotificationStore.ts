import { makeAutoObservable } from 'mobx';
import { systemScheduler, type Scheduler } from './scheduler';

// SPEC section 9 "Timers": modal auto-close 10 s for some notifications. Toasts close after the
// same time unless they carry actions; a modal closes by itself only when asked to.
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;
/** House rule: at most this many toasts on screen; the others wait their turn. */
export const MAX_VISIBLE_TOASTS = 3;
/** SPEC section 8: notification errors use the default error title. */
export const DEFAULT_ERROR_TITLE_KEY = 'main:notification_error_title';

/**
 * toast: in the corner, several at once; modal: one at a time; banner: a standing strip at the
 * top of the page (the NotificationBanners widget), never counted among the toasts, never closing
 * by itself.
 */
export type NotificationKind = 'toast' | 'modal' | 'banner';
export type NotificationLevel = 'info' | 'success' | 'warning' | 'error';

export interface NotificationAction {
  /** Dictionary key of the button label (`main:...`). */
  labelKey: string;
  /** What the button does; the notification closes after it unless `keepOpen`. */
  run: () => void;
  /** The primary action is drawn as the main button. */
  primary?: boolean;
  keepOpen?: boolean;
}

export interface NotificationRequest {
  kind: NotificationKind;
  level: NotificationLevel;
  /** Dictionary keys (`main:...`); an error without a title gets the default error title. */
  titleKey?: string;
  textKey: string;
  /** Interpolation values of the texts. */
  params?: Record<string, string | number>;
  /**
   * Milliseconds until it closes by itself. Omitted: 10 s for a toast without actions, never for
   * a modal or a toast with actions. 0 or null: never. A banner never closes by itself.
   */
  autoCloseMs?: number | null;
  actions?: NotificationAction[];
  /**
   * A stable id dedupes: notifying the same id again while it is shown or queued updates it in
   * place instead of adding another.
   */
  id?: string;
  /** false: no close button and Escape does nothing; only an action closes it (default true). */
  dismissible?: boolean;
  /** Called once when it closes, whatever closed it. */
  onClose?: () => void;
}

export interface Notification extends Omit<NotificationRequest, 'id' | 'titleKey'> {
  id: string;
  titleKey: string | undefined;
  dismissible: boolean;
  /** When it was first asked for (scheduler time). */
  createdAt: number;
}

export interface NotificationStoreDeps {
  scheduler?: Scheduler;
}

/**
 * The one notification system: toasts (several at once, the rest queued), modals (one at a
 * time, queued in order) and banners (all at once, until closed). Every notice of the site goes
 * through `notify`; one `Notifications` widget in each layout renders toasts and modals with a
 * live region, one `NotificationBanners` widget at the top of each layout the banners.
 */
export class NotificationStore {
  /** Toasts on screen, oldest first. */
  toasts: Notification[] = [];
  /** Toasts waiting for room on screen. */
  pendingToasts: Notification[] = [];
  /** Modals in order; the first is the one on screen. */
  modals: Notification[] = [];
  /** Banners on screen, oldest first; they take no toast's room and wait for nothing. */
  banners: Notification[] = [];

  private readonly scheduler: Scheduler;
  private readonly timers = new Map<string, unknown>();
  private nextId = 1;

  constructor(deps: NotificationStoreDeps = {}) {
    this.scheduler = deps.scheduler ?? systemScheduler;
    makeAutoObservable<this, 'scheduler' | 'timers' | 'nextId'>(
      this,
      { scheduler: false, timers: false, nextId: false },
      { autoBind: true },
    );
  }

  /** The modal on screen, if any. */
  get currentModal(): Notification | null {
    return this.modals[0] ?? null;
  }

  /** How many notifications wait behind the ones on screen. */
  get queuedCount(): number {
    return this.pendingToasts.length + Math.max(0, this.modals.length - 1);
  }

  /** Shows (or queues) a notification and answers its id. */
  notify(request: NotificationRequest): string {
    const existing = request.id === undefined ? undefined : this.find(request.id);
    if (existing?.kind === request.kind) {
      this.update(existing, request);
      return existing.id;
    }
    // Another kind lives in another list: the old one closes and the new one takes its id.
    if (existing) this.dismiss(existing.id);
    const notification = this.build(request);
    if (notification.kind === 'banner') {
      this.banners.push(notification);
    } else if (notification.kind === 'modal') {
      this.modals.push(notification);
      if (this.modals.length === 1) this.startTimer(notification);
    } else if (this.toasts.length < MAX_VISIBLE_TOASTS) {
      this.toasts.push(notification);
      this.startTimer(notification);
    } else {
      this.pendingToasts.push(notification);
    }
    return notification.id;
  }

  /** Whether a notification with this id is shown or queued. */
  has(id: string): boolean {
    return this.find(id) !== undefined;
  }

  /** Closes (or unqueues) a notification; the next one in line takes its place. */
  dismiss(id: string): void {
    const closed = this.find(id);
    if (!closed) return;
    this.stopTimer(id);
    const wasCurrentModal = this.currentModal?.id === id;
    this.toasts = this.toasts.filter((n) => n.id !== id);
    this.pendingToasts = this.pendingToasts.filter((n) => n.id !== id);
    this.modals = this.modals.filter((n) => n.id !== id);
    this.banners = this.banners.filter((n) => n.id !== id);
    while (this.toasts.length < MAX_VISIBLE_TOASTS && this.pendingToasts.length > 0) {
      const next = this.pendingToasts.shift()!;
      this.toasts.push(next);
      this.startTimer(next);
    }
    if (wasCurrentModal && this.currentModal) this.startTimer(this.currentModal);
    closed.onClose?.();
  }

  /** Runs an action of a notification, then closes it unless the action keeps it open. */
  runAction(id: string, index: number): void {
    const notification = this.find(id);
    const action = notification?.actions?.[index];
    if (!action) return;
    action.run();
    if (!action.keepOpen) this.dismiss(id);
  }

  /**
   * Holds a notification's auto-close while the pointer or focus is on it (WCAG 2.2.1); `resume`
   * gives it its whole time again.
   */
  pause(id: string): void {
    this.stopTimer(id);
  }

  resume(id: string): void {
    const n = this.find(id);
    if (n && this.isOnScreen(id) && !this.timers.has(id)) this.startTimer(n);
  }

  /** Closes everything (sign-out, tests). */
  clear(): void {
    for (const id of [...this.timers.keys()]) this.stopTimer(id);
    const all = [...this.toasts, ...this.pendingToasts, ...this.modals, ...this.banners];
    this.toasts = [];
    this.pendingToasts = [];
    this.modals = [];
    this.banners = [];
    for (const n of all) n.onClose?.();
  }

  private find(id: string): Notification | undefined {
    return (
      this.toasts.find((n) => n.id === id) ??
      this.pendingToasts.find((n) => n.id === id) ??
      this.modals.find((n) => n.id === id) ??
      this.banners.find((n) => n.id === id)
    );
  }

  private build(request: NotificationRequest): Notification {
    const { id, titleKey, dismissible, ...rest } = request;
    return {
      ...rest,
      id: id ?? `notification-${this.nextId++}`,
      titleKey: titleKey ?? (request.level === 'error' ? DEFAULT_ERROR_TITLE_KEY : undefined),
      dismissible: dismissible ?? true,
      createdAt: this.scheduler.now(),
    };
  }

  private update(existing: Notification, request: NotificationRequest): void {
    const next = this.build({ ...request, id: existing.id });
    Object.assign(existing, { ...next, createdAt: existing.createdAt });
    if (this.isOnScreen(existing.id)) {
      this.stopTimer(existing.id);
      this.startTimer(existing);
    }
  }

  private isOnScreen(id: string): boolean {
    return (
      this.toasts.some((n) => n.id === id) ||
      this.currentModal?.id === id ||
      this.banners.some((n) => n.id === id)
    );
  }

  private autoCloseOf(n: Notification): number | null {
    if (n.kind === 'banner') return null;
    if (n.autoCloseMs !== undefined) return n.autoCloseMs || null;
    if (n.kind === 'toast' && !(n.actions && n.actions.length > 0)) {
      return NOTIFICATION_AUTO_CLOSE_MS;
    }
    return null;
  }

  private startTimer(n: Notification): void {
    const ms = this.autoCloseOf(n);
    if (ms === null) return;
    this.timers.set(
      n.id,
      this.scheduler.setTimeout(() => {
        this.timers.delete(n.id);
        this.dismiss(n.id);
      }, ms),
    );
  }

  private stopTimer(id: string): void {
    const handle = this.timers.get(id);
    if (handle === undefined) return;
    this.scheduler.clearTimeout(handle);
    this.timers.delete(id);
  }
}
