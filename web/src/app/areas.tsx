import { Suspense, lazy, type ReactNode } from 'react';
import { LoadingScreen } from '../ui/loading-screen';
import { RequireArea, RequireSignedIn } from './guards';

// Layouts load with their area, so public pages do not carry menus and drawers.
const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const IntegratorLayout = lazy(() => import('./layouts/integrator-layout').then((m) => ({ default: m.IntegratorLayout })));
const MinimalLayout = lazy(() => import('./layouts/minimal-layout').then((m) => ({ default: m.MinimalLayout })));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;

/** /admin/*: admins only, in the admin layout. */
export function AdminArea() {
  return (
    <RequireArea area="admin">
      <Loading><AdminLayout /></Loading>
    </RequireArea>
  );
}

/** /integrator/*: approved integrators, in the integrator layout. */
export function IntegratorArea() {
  return (
    <RequireArea area="integrator">
      <Loading><IntegratorLayout /></Loading>
    </RequireArea>
  );
}

/** /complete-profile and /awaiting-approval: any signed-in user, in the minimal layout. */
export function OnboardingArea() {
  return (
    <RequireSignedIn>
      <Loading><MinimalLayout /></Loading>
    </RequireSignedIn>
  );
}
