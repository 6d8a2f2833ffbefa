import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { lazyStore } from '../lazyStores';
import {
  PUSH_PATHS,
  type PushKeyResponse,
  type PushSubscriptionRequest,
} from '../../domain/app/pushContract';

/** This browser's push subscription, as PushSubscription.toJSON() gives it. */
export interface BrowserPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The browser's side of web push (app/pwa/pushBrowser.ts); null where it cannot push. */
export interface PushBrowser {
  permission(): 'default' | 'granted' | 'denied';
  current(): Promise<BrowserPushSubscription | null>;
  subscribe(publicKey: string): Promise<BrowserPushSubscription>;
  unsubscribe(): Promise<void>;
}

export type PushOptInState = 'unsupported' | 'checking' | 'off' | 'on' | 'denied';

export interface PushOptInDeps {
  api: ApiClient;
  language: () => string;
}

/** The customer's web push opt-in for this browser (office settings). */
export class PushOptInStore {
  state: PushOptInState = 'unsupported';
  busy = false;
  failed = false;

  private readonly deps: PushOptInDeps;
  private browser: PushBrowser | null = null;

  constructor(deps: PushOptInDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'browser'>(
      this,
      { deps: false, browser: false },
      { autoBind: true },
    );
  }

  /** The service worker is ready: this browser can push; reads whether it is subscribed. */
  async connect(browser: PushBrowser): Promise<void> {
    this.browser = browser;
    this.state = 'checking';
    const current = await browser.current().catch(() => null);
    runInAction(() => {
      this.state = browser.permission() === 'denied' ? 'denied' : current ? 'on' : 'off';
    });
  }

  async enable(): Promise<void> {
    const browser = this.browser;
    if (!browser || this.busy) return;
    this.busy = true;
    this.failed = false;
    try {
      const key = await this.deps.api.getJson<PushKeyResponse>(PUSH_PATHS.key);
      if (!key.ok) throw new Error('no VAPID key');
      const subscription = await browser.subscribe(key.data.publicKey);
      const body: PushSubscriptionRequest = { ...subscription, language: this.deps.language() };
      const saved = await this.deps.api.putJson(PUSH_PATHS.subscription, body);
      if (!saved.ok) throw new Error('subscription refused');
      runInAction(() => (this.state = 'on'));
    } catch {
      runInAction(() => {
        if (browser.permission() === 'denied') this.state = 'denied';
        else this.failed = true;
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async disable(): Promise<void> {
    const browser = this.browser;
    if (!browser || this.busy) return;
    this.busy = true;
    try {
      const current = await browser.current();
      if (current) {
        await this.deps.api.deleteJson(PUSH_PATHS.subscription, { endpoint: current.endpoint });
      }
      await browser.unsubscribe();
      runInAction(() => (this.state = 'off'));
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

/**
 * Built on first use (the office's app settings, or the service worker's registration once the
 * page is idle), so its code is in neither the first page's chunks nor the root store.
 */
export const pushOptInStore = lazyStore(
  'pushOptIn',
  (deps) => new PushOptInStore({ api: deps.api, language: deps.language ?? (() => 'en') }),
);
