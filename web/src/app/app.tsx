import { Suspense } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../ui/loading-screen';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

/**
 * The one Suspense boundary of the routes: it shows the loading screen only while the first
 * screen loads (later navigations are transitions that keep the current screen). The pre-rendered
 * landing is rendered inside a Suspense boundary too (prerender.tsx), so hydration matches.
 */
export function App({ routes }: { routes: RouteObject[] }) {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes routes={routes} />
        </Suspense>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
