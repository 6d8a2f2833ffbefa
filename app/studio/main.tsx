// The studio's entry (studio.html): operators edit, preview, check and publish content here. Its
// own bundle: customer pages never load any of it (bench/bundle-size.ts checks).
import './studio.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp';

const container = document.getElementById('studio');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StudioApp />
    </StrictMode>,
  );
}
