// A lazy chunk, loaded only for a brand whose config sets isPwa: registers the service worker,
// turns a newer build's worker into the app-update notice (the notification system's app-version
// check), asks for a new worker whenever that check sees a new build, and gives the push opt-in
// this browser's push manager.
import { reaction } from 'mobx';
import { SERVICE_WORKER_PATH, SKIP_WAITING_MESSAGE } from '../../domain/app/appIcons';
import type { RootStore } from '../../stores';
import { pushOptInStore } from '../../stores/pwa/PushOptInStore';
import { pushBrowserOf } from './pushBrowser';

/** The parts of a ServiceWorker and its registration that followNewWorkers uses. */
export interface WorkerLike extends Pick<EventTarget, 'addEventListener'> {
  readonly state: string;
  postMessage(message: unknown): void;
}
export interface RegistrationLike extends Pick<EventTarget, 'addEventListener'> {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
}

/**
 * A newer build's worker that has installed while this page runs under an older one is an update
 * (`onUpdate`), whether or not it has taken over yet; and it is asked to take over. The worker
 * calls skipWaiting itself as it installs, but Chromium parks that activation when a fetch reaches
 * the outgoing worker at the wrong moment (the e2e run saw a worker wait for minutes); asking
 * again from the page activates it.
 */
export function followNewWorkers(
  registration: RegistrationLike,
  isControlled: () => boolean,
  onUpdate: () => void,
): void {
  const installed = (worker: WorkerLike) => {
    if (isControlled()) onUpdate();
    worker.postMessage(SKIP_WAITING_MESSAGE);
  };
  const follow = (worker: WorkerLike) => {
    if (worker.state === 'installed') return installed(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') installed(worker);
    });
  };
  if (registration.waiting) follow(registration.waiting);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
}

/**
 * What the entry saw of the worker before this chunk loaded (app/main.tsx registers at the page's
 * idle moment): whether a worker controlled the page at start, and whether another has taken over
 * since, which is an update this module would otherwise have missed.
 */
export interface EarlyWorkerState {
  hadController: boolean;
  changedSince: () => boolean;
}

export async function registerServiceWorker(
  stores: RootStore,
  early?: EarlyWorkerState,
): Promise<void> {
  const container = navigator.serviceWorker;
  const hadController = early?.hadController ?? container.controller !== null;
  const markUpdated = () => stores.appVersion.markServiceWorkerUpdated();
  // The first worker taking over a fresh page is no update.
  if (hadController && early?.changedSince()) markUpdated();
  container.addEventListener('controllerchange', () => {
    if (hadController) markUpdated();
  });
  const registration = await container.register(SERVICE_WORKER_PATH, { scope: '/' });
  followNewWorkers(registration, () => hadController, markUpdated);
  reaction(
    () => stores.appVersion.latestVersion,
    () => void registration.update().catch(() => undefined),
  );
  const ready = await container.ready;
  if ('pushManager' in ready) await stores.lazy.of(pushOptInStore).connect(pushBrowserOf(ready));
}
