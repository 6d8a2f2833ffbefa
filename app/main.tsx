// The one composition root (ARCHITECTURE.md): runtime, widget registry and stores meet here.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createApp } from './createApp';
import { FatalError } from './FatalError';
import { applyContentChange, listenToPublications } from './hotReload';
import { isContentChange } from './hotReloadTypes';
import { validatePage, widgetPropsValidators } from './validators';

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
  import.meta.hot?.on('content-changed', (data: unknown) => {
    if (isContentChange(data)) void applyContentChange(app, data);
  });
  // What the studio publishes reaches open tabs without a reload, in production as in dev.
  listenToPublications(app);
  if (inStudioFrame()) {
    // The studio's preview: a lazy chunk a customer page never loads.
    const { startPreview } = await import('./preview/startPreview');
    startPreview(app, root, { App, validatePage, widgetPropsValidators });
    return;
  }
  root.render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
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
