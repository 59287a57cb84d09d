/** Build-time entry (see prerender-plugin.ts): the landing as HTML, for `index.html`. */
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import LandingPage from './features/landing/landing-page';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        {/* The same boundary as App's, so the client hydrates the markup it expects. */}
        <Suspense>
          <LandingPage />
        </Suspense>
      </StaticRouter>
    </StrictMode>,
  );
}
