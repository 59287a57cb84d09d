/** Build-time entry (see prerender-plugin.ts): the landing as HTML, for `index.html`. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import LandingPage from './features/landing/landing-page';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>
    </StrictMode>,
  );
}
