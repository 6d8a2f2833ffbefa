import { makeAutoObservable } from 'mobx';
import type { Scheduler } from '../scheduler';
import { readStoredObject, writeStoredObject, type KeyValueStorage } from './preferences';

/** SPEC section 9 "Timers": coupon reminder 30 s for a live bet, 5 min otherwise. */
export const COUPON_REMINDER_LIVE_MS = 30_000;
export const COUPON_REMINDER_LINE_MS = 5 * 60_000;
/** Session storage key of SPEC section 3 "Coupon reminder (session)". */
export const COUPON_REMINDER_STORAGE_KEY = 'coupon_reminder';

/**
 * SPEC section 4 "Coupon reminder": scheduled when a bet appears (30 s for live, 5 min
 * otherwise), shown once per session, cancelled when the coupon empties or while the coupon is
 * open. State of SPEC section 3: id, timeToShow, isShown.
 */
export class CouponReminder {
  /** The scheduled reminder's id (counts up), null when none is pending. */
  id: number | null = null;
  /** Epoch ms it is due at, null when none is pending. */
  timeToShow: number | null = null;
  /** Shown already in this session: it never comes again. */
  isShown = false;
  /** On screen now (until dismissed or the coupon is opened). */
  isVisible = false;
  /** The coupon is on screen: no reminder is needed. */
  isCouponOpen = false;

  private handle: unknown = null;
  private nextId = 1;
  private readonly scheduler: Scheduler;
  private readonly storage: KeyValueStorage | undefined;

  constructor(deps: { scheduler: Scheduler; sessionStorage?: KeyValueStorage }) {
    this.scheduler = deps.scheduler;
    this.storage = deps.sessionStorage;
    this.isShown = readStoredObject(this.storage, COUPON_REMINDER_STORAGE_KEY).isShown === true;
    makeAutoObservable<this, 'handle' | 'nextId' | 'scheduler' | 'storage'>(
      this,
      { handle: false, nextId: false, scheduler: false, storage: false },
      { autoBind: true },
    );
  }

  /**
   * A bet appeared in the coupon. A live bet brings a pending line reminder forward to 30 s;
   * otherwise a pending reminder keeps its time.
   */
  betAdded(isLive: boolean): void {
    if (this.isShown || this.isCouponOpen) return;
    const due = this.scheduler.now() + (isLive ? COUPON_REMINDER_LIVE_MS : COUPON_REMINDER_LINE_MS);
    if (this.timeToShow !== null && this.timeToShow <= due) return;
    this.schedule(due);
  }

  /** The coupon emptied: the pending reminder goes, and a visible one too. */
  couponEmptied(): void {
    this.cancel();
    this.isVisible = false;
  }

  /** The coupon came on screen (or left it): while open nothing is scheduled or shown. */
  setCouponOpen(open: boolean): void {
    this.isCouponOpen = open;
    if (open) {
      this.cancel();
      this.isVisible = false;
    }
  }

  dismiss(): void {
    this.isVisible = false;
  }

  dispose(): void {
    this.cancel();
  }

  private schedule(due: number): void {
    this.cancel();
    const id = this.nextId++;
    this.id = id;
    this.timeToShow = due;
    this.handle = this.scheduler.setTimeout(
      () => this.show(id),
      Math.max(0, due - this.scheduler.now()),
    );
  }

  private show(id: number): void {
    if (this.id !== id) return;
    this.handle = null;
    this.id = null;
    this.timeToShow = null;
    if (this.isShown || this.isCouponOpen) return;
    this.isShown = true;
    this.isVisible = true;
    writeStoredObject(this.storage, COUPON_REMINDER_STORAGE_KEY, { isShown: true });
  }

  private cancel(): void {
    if (this.handle !== null) this.scheduler.clearTimeout(this.handle);
    this.handle = null;
    this.id = null;
    this.timeToShow = null;
  }
}
