import { makeAutoObservable } from 'mobx';
import {
  AGE_COOKIE,
  AGE_SESSION_VALUE,
  ageConfirmationEnd,
  isAgeConfirmed,
} from '../../domain/notices';
import type { Scheduler } from '../scheduler';
import type { NoticeCookies } from './noticeCookies';

export interface AgeNoticeStoreDeps {
  cookies: NoticeCookies;
  scheduler: Scheduler;
  /** Site config `ageNotice`: whether the brand shows it, and per session instead of 3 days. */
  settings: () => { enabled?: boolean; perSession?: boolean } | undefined;
}

/** The age restriction notice (SPEC sections 4, 8, 9): shown until accepted. */
export class AgeNoticeStore {
  confirmed: boolean;

  private readonly deps: AgeNoticeStoreDeps;
  private expiryTimer: unknown = null;

  constructor(deps: AgeNoticeStoreDeps) {
    this.deps = deps;
    this.confirmed = isAgeConfirmed(deps.cookies.get(AGE_COOKIE), deps.scheduler.now());
    makeAutoObservable<this, 'deps' | 'expiryTimer'>(
      this,
      { deps: false, expiryTimer: false },
      { autoBind: true },
    );
    this.watchExpiry();
  }

  get needsConfirmation(): boolean {
    return this.deps.settings()?.enabled !== false && !this.confirmed;
  }

  accept(): void {
    const now = this.deps.scheduler.now();
    const end = ageConfirmationEnd(now, this.deps.settings()?.perSession === true);
    if (end === null) {
      this.deps.cookies.set(AGE_COOKIE, AGE_SESSION_VALUE, null);
    } else {
      this.deps.cookies.set(AGE_COOKIE, String(end), Math.ceil((end - now) / 1000));
    }
    this.confirmed = true;
    this.watchExpiry();
  }

  /** Stops the expiry timer (tests, teardown). */
  stop(): void {
    if (this.expiryTimer !== null) this.deps.scheduler.clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  /** Asks again when a remembered confirmation ends while the page is open. */
  private watchExpiry(): void {
    this.stop();
    const value = this.deps.cookies.get(AGE_COOKIE);
    if (!this.confirmed || value === undefined || value === AGE_SESSION_VALUE) return;
    const left = Number(value) - this.deps.scheduler.now();
    this.expiryTimer = this.deps.scheduler.setTimeout(() => this.expire(), Math.max(0, left));
  }

  private expire(): void {
    this.expiryTimer = null;
    this.confirmed = isAgeConfirmed(this.deps.cookies.get(AGE_COOKIE), this.deps.scheduler.now());
    if (this.confirmed) this.watchExpiry();
  }
}
