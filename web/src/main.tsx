import './config/zod-no-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { customerTokenOf } from './config/paths';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const customerToken = customerTokenOf(window.location.pathname);

if (customerToken !== null) {
  // The customer's link (issue 28) is a page of its own, for a phone on a mobile network: neither
  // the router nor the design system loads (features/proposal-wizard/customer/customer-entry.tsx).
  const [{ CustomerPage, prepareCustomerPage }, { ErrorBoundary }] = await Promise.all([
    import('./features/proposal-wizard/customer/customer-entry'),
    import('./app/error-boundary'),
  ]);
  prepareCustomerPage();
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <CustomerPage token={customerToken} />
      </ErrorBoundary>
    </StrictMode>,
  );
} else {
  const onLanding = window.location.pathname === '/';
  // The landing is a chunk of its own, so the signed-in screens (app.html) never download it. On
  // `/` it is imported before the router starts: a lazy route would first render (and hydrate) the
  // loading fallback instead of the page the HTML holds.
  const [{ App }, { appRoutes, lazyLanding }, landing] = await Promise.all([
    import('./app/app'),
    import('./app/router'),
    onLanding ? import('./features/landing/landing-page') : null,
  ]);
  const app = (
    <StrictMode>
      <App routes={appRoutes(landing ? landing.default : lazyLanding)} />
    </StrictMode>
  );
  // index.html carries the landing pre-rendered at build time (prerender-plugin.ts); other
  // addresses get app.html, whose root is empty. As a transition, hydration yields to the browser
  // between components instead of holding the main thread for the whole page.
  if (root.hasChildNodes() && onLanding) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
