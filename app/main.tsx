// The one composition root (ARCHITECTURE.md): runtime, widget registry and stores meet here.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createApp } from './createApp';
import { FatalError } from './FatalError';
import { applyContentChange } from './hotReload';
import { isContentChange } from './hotReloadTypes';

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
  root.render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
  import.meta.hot?.on('content-changed', (data: unknown) => {
    if (isContentChange(data)) void applyContentChange(app, data);
  });
}

void start();
