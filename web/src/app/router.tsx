import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { UnderConstruction } from '../ui/under-construction';
import { LoadingScreen } from '../ui/loading-screen';
import { CrashScreen } from './crash-screen';
import { RequireArea, RequireSignedIn } from './guards';

// Layouts load with their area, so public pages (the landing) do not carry menus and drawers.
const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const IntegratorLayout = lazy(() => import('./layouts/integrator-layout').then((m) => ({ default: m.IntegratorLayout })));
const MinimalLayout = lazy(() => import('./layouts/minimal-layout').then((m) => ({ default: m.MinimalLayout })));
const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
import { paths } from '../config/paths';

type PageModule = { default: ComponentType };
/** Each page is its own chunk. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
const placeholder = (title: string): Pick<RouteObject, 'element'> => ({ element: <UnderConstruction title={title} /> });

/** /admin/kanban is the old address of the admin board: keep its navigation state. */
function RedirectKeepingState({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={to} replace state={location.state} />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <CrashScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    element: <Outlet />,
    children: [
      { path: paths.home, ...page(() => import('../features/landing/landing-page')) },
      { path: paths.auth, ...page(() => import('../features/auth/auth-page')) },
      { path: paths.login, element: <Navigate to={paths.auth} replace /> },
      { path: paths.register, element: <Navigate to={paths.auth} replace /> },
      { path: paths.forgotPassword, ...page(() => import('../features/auth/forgot-password-page')) },
      { path: paths.resetPassword, ...page(() => import('../features/auth/reset-password-page')) },
      {
        element: (
          <RequireSignedIn>
            <Loading><MinimalLayout /></Loading>
          </RequireSignedIn>
        ),
        children: [
          { path: paths.completeProfile, ...page(() => import('../features/onboarding/complete-profile-page')) },
          { path: paths.awaitingApproval, ...page(() => import('../features/status/awaiting-approval-page')) },
        ],
      },
      {
        path: paths.admin.root,
        element: (
          <RequireArea area="admin">
            <Loading><AdminLayout /></Loading>
          </RequireArea>
        ),
        children: [
          { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
          { path: paths.admin.dashboard, ...page(() => import('../features/dashboard/admin-dashboard-page')) },
          { path: paths.admin.integrators, ...page(() => import('../features/integrators/integrators-page')) },
          { path: paths.admin.kanban, element: <RedirectKeepingState to={paths.admin.proposals} /> },
          { path: paths.admin.proposals, ...placeholder('Kanban de Propostas') },
          { path: paths.admin.notices, ...placeholder('Avisos') },
          { path: paths.admin.settings, ...placeholder('Configurações') },
          { path: paths.admin.profile, ...placeholder('Perfil') },
        ],
      },
      {
        path: paths.integrator.root,
        element: (
          <RequireArea area="integrator">
            <Loading><IntegratorLayout /></Loading>
          </RequireArea>
        ),
        children: [
          { index: true, element: <Navigate to={paths.integrator.dashboard} replace /> },
          { path: paths.integrator.dashboard, ...placeholder('Dashboard') },
          { path: paths.integrator.submitProposal, ...placeholder('Subir Proposta') },
          { path: paths.integrator.generateLink, ...placeholder('Gerar Link de Proposta') },
          { path: paths.integrator.kanban, ...placeholder('Minhas Propostas') },
          { path: paths.integrator.profile, ...placeholder('Meu Perfil') },
        ],
      },
      { path: '*', ...page(() => import('../features/errors/not-found-page')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
