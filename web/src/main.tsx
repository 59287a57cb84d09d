import './config/zod-no-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { appRoutes, lazyLanding } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const onLanding = window.location.pathname === '/';
// The landing is a chunk of its own, so the signed-in screens (app.html) never download it. On
// `/` it is imported before the router starts: a lazy route would first render (and hydrate) the
// loading fallback instead of the page the HTML holds.
const routes = appRoutes(onLanding ? (await import('./features/landing/landing-page')).default : lazyLanding);
const app = (
  <StrictMode>
    <App routes={routes} />
  </StrictMode>
);
// index.html carries the landing pre-rendered at build time (prerender-plugin.ts); other
// addresses get app.html, whose root is empty. As a transition, hydration yields to the browser
// between components instead of holding the main thread for the whole page.
if (root.hasChildNodes() && onLanding) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
