// The one composition root (ARCHITECTURE.md): runtime, widget registry and stores meet here.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createApp } from './createApp';
import type { RootStore } from '../stores';
import { FatalError } from './FatalError';
import { listenToPushes } from './pushStream';
import { isContentChange } from './hotReloadTypes';
import { holdInstallOffers } from './pwa/installOffer';
import { markAppStarted } from './bootGuard';
import { afterPageIdle } from '../runtime/render/afterPageIdle';

// Every module of the entry has loaded and run: public/boot-guard.js leaves the page alone.
markAppStarted();

// SPEC section 4: the browser's install offer is held from the first script until asked for.
const installOffers = holdInstallOffers(window);

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const started = await createApp();
  if (!started.ok) {
    root.render(<FatalError message={started.message} />);
    return;
  }
  const app = started.app;
  const { installPrompt } = app.stores;
  installOffers.connect(installPrompt.offer, installPrompt.markInstalled);
  startServiceWorker(app.stores, app.dev);
  // The code that applies a content change loads with the first change (docs/performance.md); changes that
  // arrive meanwhile wait for it in order.
  const hotReload = () => import('./hotReload');
  import.meta.hot?.on('content-changed', (data: unknown) => {
    if (isContentChange(data))
      void hotReload().then(({ applyContentChange }) => applyContentChange(app, data));
  });
  // What the studio publishes, and the customer's account movements, reach open tabs without a
  // reload, in production as in dev.
  listenToPushes(app.stores, {
    onContentChange: (data) =>
      void hotReload().then(({ applyPublished }) => applyPublished(app, data)),
  });
  if (inStudioFrame()) {
    // The studio's preview: a lazy chunk a customer page never loads.
    const { startPreview } = await import('./preview/startPreview');
    startPreview(app, root, { App });
    return;
  }
  root.render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
}

/**
 * The service worker only for a brand whose config sets isPwa (a lazy chunk); a brand without it
 * drops a worker an earlier config installed. Dev serves no worker.
 */
function startServiceWorker(stores: RootStore, dev: boolean): void {
  if (dev || !('serviceWorker' in navigator) || inStudioFrame()) return;
  if (stores.config.config.isPwa !== true) {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => registrations.forEach((r) => void r.unregister()));
    return;
  }
  // Once the page has loaded, waited as the idle prefetch does and gone idle: neither the
  // registration's code nor the precache downloads compete with showing the page (docs/performance.md). A
  // newer worker taking over meanwhile is remembered for the update notice.
  const hadController = navigator.serviceWorker.controller !== null;
  let changed = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => (changed = true), {
    once: true,
  });
  void afterPageIdle()
    .then(() => import('./pwa/registerServiceWorker'))
    .then(({ registerServiceWorker }) =>
      registerServiceWorker(stores, { hadController, changedSince: () => changed }),
    )
    .catch((err: unknown) => console.warn('service worker not registered', err));
}

/** Preview mode only when asked for by the URL and framed by a page of this same origin. */
function inStudioFrame(): boolean {
  if (!location.search.includes('studio-preview=1') || window.parent === window) return false;
  try {
    return window.parent.location.origin === location.origin;
  } catch {
    return false; // a cross-origin parent cannot be read: not the studio
  }
}

void start();
