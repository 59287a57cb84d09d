import './config/zod-no-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// index.html carries the landing pre-rendered at build time (prerender-plugin.ts); other
// addresses get app.html, whose root is empty. As a transition, hydration yields to the browser
// between components instead of holding the main thread for the whole page.
if (root.hasChildNodes() && window.location.pathname === '/') startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
