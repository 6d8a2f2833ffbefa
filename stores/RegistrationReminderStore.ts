import { makeAutoObservable } from 'mobx';
import {
  registrationReminderMayShow,
  registrationReminderNextAt,
  type RegistrationReminderConfig,
} from '../domain/session';
import { systemScheduler, type Scheduler } from './scheduler';

/** localStorage key of the may-show-at time (ms since epoch). */
export const REMINDER_MAY_SHOW_AT_KEY = 'registrationReminderMayShowAt';
/** How often a reminder that could not show (a form was open) is tried again. */
export const REMINDER_RETRY_MS = 60_000;

export interface RegistrationReminderDeps {
  /** The brand's registration reminder config, or undefined when the brand has none. */
  config: () => RegistrationReminderConfig | undefined;
  isGuest: () => boolean;
  /** An auth form or any modal is open. */
  isFormOrModalOpen: () => boolean;
  /** Registration allowed and not a VIP domain (SPEC section 5). */
  isRegistrationAvailable: () => boolean;
  storage?: Storage;
  scheduler?: Scheduler;
}

/**
 * SPEC section 4 "Registration popup": after the configured delay, shows the reminder to a guest
 * when no auth form or modal is open and the stored may-show-at time has passed; after showing,
 * stores now plus the interval minutes. The popup widget reads `isVisible` and calls `dismiss`.
 */
export class RegistrationReminderStore {
  isVisible = false;

  private readonly deps: RegistrationReminderDeps;
  private readonly scheduler: Scheduler;
  private timer: unknown = null;

  constructor(deps: RegistrationReminderDeps) {
    this.deps = deps;
    this.scheduler = deps.scheduler ?? systemScheduler;
    makeAutoObservable<this, 'deps' | 'scheduler' | 'timer'>(
      this,
      { deps: false, scheduler: false, timer: false },
      { autoBind: true },
    );
  }

  /** Arms the first attempt `delay` seconds from now; returns the function that disarms it. */
  start(): () => void {
    const config = this.deps.config();
    if (config && this.timer === null && !this.isVisible) {
      this.schedule(Math.max(0, config.delay) * 1000);
    }
    return this.stop;
  }

  stop(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
  }

  /** The rule of SPEC section 4 at this moment. */
  mayShowNow(): boolean {
    return (
      this.deps.isRegistrationAvailable() &&
      registrationReminderMayShow({
        isGuest: this.deps.isGuest(),
        isFormOrModalOpen: this.deps.isFormOrModalOpen(),
        mayShowAt: this.storedMayShowAt(),
        now: this.scheduler.now(),
      })
    );
  }

  /** Shows the reminder if the rule allows; otherwise tries again later. */
  attempt(): void {
    if (this.isVisible) return;
    if (!this.mayShowNow()) {
      if (this.deps.isGuest()) this.schedule(this.retryDelay());
      return;
    }
    this.isVisible = true;
    const next = registrationReminderNextAt(this.scheduler.now(), this.deps.config()?.interval);
    this.deps.storage?.setItem(REMINDER_MAY_SHOW_AT_KEY, String(next));
  }

  dismiss(): void {
    this.isVisible = false;
  }

  private schedule(ms: number): void {
    this.stop();
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null;
      this.attempt();
    }, ms);
  }

  private retryDelay(): number {
    const at = this.storedMayShowAt();
    const untilAllowed = at === null ? 0 : at - this.scheduler.now();
    return Math.max(REMINDER_RETRY_MS, untilAllowed);
  }

  private storedMayShowAt(): number | null {
    const text = this.deps.storage?.getItem(REMINDER_MAY_SHOW_AT_KEY);
    const value = text == null ? NaN : Number(text);
    return Number.isFinite(value) ? value : null;
  }
}
