import { makeAutoObservable, observable } from 'mobx';

/** The browser's deferred install prompt (the beforeinstallprompt event, kept for later). */
export interface DeferredInstallPrompt {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The install prompt (SPEC section 4 "Other transitions"): the browser's offer is held back, and
 * shown only when the customer asks for it (the install control of the app settings).
 */
export class InstallPromptStore {
  /** The held-back offer, null when the browser has made none (or the app is installed). */
  private deferred: DeferredInstallPrompt | null = null;
  installed = false;

  constructor() {
    makeAutoObservable<this, 'deferred'>(this, { deferred: observable.ref }, { autoBind: true });
  }

  get available(): boolean {
    return this.deferred !== null;
  }

  /** The browser offered installation; it is kept until the customer asks. */
  offer(prompt: DeferredInstallPrompt): void {
    this.deferred = prompt;
  }

  /** The app was installed (appinstalled): the offer is spent. */
  markInstalled(): void {
    this.deferred = null;
    this.installed = true;
  }

  /** Shows the browser's install dialog; a prompt can be shown once. */
  async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const prompt = this.deferred;
    if (!prompt) return 'unavailable';
    this.deferred = null;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') this.markInstalled();
    return outcome;
  }
}
