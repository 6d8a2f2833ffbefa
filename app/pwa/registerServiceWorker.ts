// A lazy chunk, loaded only for a brand whose config sets isPwa: registers the service worker,
// turns a newer build's worker taking over into the app-update notice (the notification system's
// app-version check), asks for a new worker whenever that check sees a new build, and gives the
// push opt-in this browser's push manager.
import { reaction } from 'mobx';
import { SERVICE_WORKER_PATH } from '../../domain/app/appIcons';
import type { RootStore } from '../../stores';
import { pushBrowserOf } from './pushBrowser';

export async function registerServiceWorker(stores: RootStore): Promise<void> {
  const container = navigator.serviceWorker;
  const hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    // The first worker taking over a fresh page is no update.
    if (hadController) stores.appVersion.markServiceWorkerUpdated();
  });
  const registration = await container.register(SERVICE_WORKER_PATH, { scope: '/' });
  reaction(
    () => stores.appVersion.latestVersion,
    () => void registration.update().catch(() => undefined),
  );
  const ready = await container.ready;
  if ('pushManager' in ready) await stores.pushOptIn.connect(pushBrowserOf(ready));
}
