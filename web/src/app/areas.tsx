import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../ui/loading-screen';
import { PageSkeleton } from '../ui/skeleton/page-skeleton';
import { AreaSkeleton } from './area-page';
import { ConsentGate } from './consent-gate';
import { RequireArea, RequireSignedIn } from './guards';

// Layouts load with their area, so public pages do not carry menus and drawers.
const loadAdminLayout = () => import('./layouts/admin-layout');
const loadIntegratorLayout = () => import('./layouts/integrator-layout');
const loadMinimalLayout = () => import('./layouts/minimal-layout');
const AdminLayout = lazy(() => loadAdminLayout().then((m) => ({ default: m.AdminLayout })));
const IntegratorLayout = lazy(() => loadIntegratorLayout().then((m) => ({ default: m.IntegratorLayout })));
const MinimalLayout = lazy(() => loadMinimalLayout().then((m) => ({ default: m.MinimalLayout })));

/**
 * The area's frame: the layout's chunk is asked for at once, while the guard still waits for the
 * session, and once the layout is drawn its pages load under it with a skeleton (area-page.tsx).
 * Only this first load, before the session and the layout are known, shows the loading screen.
 */
function Frame({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  // A failed load is reported where the layout renders (lazy); this early request stays quiet.
  useEffect(() => void load().catch(() => undefined), [load]);
  return (
    <AreaSkeleton.Provider value={PageSkeleton}>
      <Suspense fallback={<LoadingScreen />}><ConsentGate>{children}</ConsentGate></Suspense>
    </AreaSkeleton.Provider>
  );
}

/** /admin/*: admins only, in the admin layout. */
export function AdminArea() {
  return (
    <Frame load={loadAdminLayout}>
      <RequireArea area="admin"><AdminLayout /></RequireArea>
    </Frame>
  );
}

/** /integrator/*: approved integrators, in the integrator layout. */
export function IntegratorArea() {
  return (
    <Frame load={loadIntegratorLayout}>
      <RequireArea area="integrator"><IntegratorLayout /></RequireArea>
    </Frame>
  );
}

/** /complete-profile and /awaiting-approval: any signed-in user, in the minimal layout. */
export function OnboardingArea() {
  return (
    <Frame load={loadMinimalLayout}>
      <RequireSignedIn><MinimalLayout /></RequireSignedIn>
    </Frame>
  );
}
