import { lazy, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

/*
 * Declarative routing (useRoutes) rather than a data router: SolarCred has no loaders or actions,
 * and the data router's code is half of react-router's 30 kB gzip on every screen. Lazy pages
 * suspend under App's one Suspense boundary; react-router navigates in a transition, so the
 * previous screen stays until the next one has loaded, as the data router's `lazy` did.
 */

type PageModule = { default: ComponentType };

/** Each page is its own chunk, loaded when its route first renders. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'element'> => {
  const Page = lazy(load);
  return { element: <Page /> };
};

/** A guarded area (guard + layout), loaded with the area. */
const area = (name: 'AdminArea' | 'IntegratorArea' | 'OnboardingArea'): Pick<RouteObject, 'element'> =>
  page(async () => ({ default: (await import('./areas'))[name] }));

/** /admin/kanban is the old address of the admin board: keep its query (?proposta=…), hash and navigation state. */
function RedirectKeepingState({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search, hash: location.hash }} replace state={location.state} />;
}

/** The customer's link is a page of its own (main.tsx mounts it): reached from inside the app, load it. */
function LoadOnItsOwn() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/** The landing loaded when visited: signed-in screens (app.html) do not carry it. */
export const lazyLanding: ComponentType = lazy(() => import('../features/landing/landing-page'));

/** The app's routes; `Landing` is imported already (on `/`) or `lazyLanding`. */
export const appRoutes = (Landing: ComponentType): RouteObject[] => [
  {
    element: <Outlet />,
    children: [
      // The landing renders without the design system, so its first paint stays light; on `/`
      // main.tsx imports it before hydrating (a lazy route would hydrate its fallback instead).
      { path: paths.home, element: <Landing /> },
      { path: paths.login, element: <Navigate to={paths.auth} replace /> },
      { path: paths.register, element: <Navigate to={paths.auth} replace /> },
      { path: paths.customerLink, element: <LoadOnItsOwn /> },
      {
        ...page(async () => ({ default: (await import('./chakra-shell')).ChakraRoutes })),
        children: [
          { path: paths.auth, ...page(() => import('../features/auth/auth-page')) },
          { path: paths.forgotPassword, ...page(() => import('../features/auth/forgot-password-page')) },
          { path: paths.resetPassword, ...page(() => import('../features/auth/reset-password-page')) },
          { path: paths.invitation, ...page(() => import('../features/team/invitation-page')) },
          {
            ...area('OnboardingArea'),
            children: [
              { path: paths.completeProfile, ...page(() => import('../features/onboarding/complete-profile-page')) },
              { path: paths.awaitingApproval, ...page(() => import('../features/status/awaiting-approval-page')) },
            ],
          },
          {
            path: paths.admin.root,
            ...area('AdminArea'),
            children: [
              { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
              { path: paths.admin.dashboard, ...page(() => import('../features/dashboard/admin-dashboard-page')) },
              { path: paths.admin.integrators, ...page(() => import('../features/integrators/integrators-page')) },
              { path: paths.admin.kanban, element: <RedirectKeepingState to={paths.admin.proposals} /> },
              { path: paths.admin.proposals, ...page(() => import('../features/proposals/board/admin-board-page')) },
              { path: paths.admin.notices, ...page(() => import('../features/notices/notices-page')) },
              { path: paths.admin.rates, ...page(() => import('../features/credit-lines/rates-page')) },
              { path: paths.admin.payments, ...page(() => import('../features/cashback/payments-page')) },
              { path: paths.admin.settings, ...page(() => import('../features/profile/admin-settings-page')) },
              { path: paths.admin.profile, ...page(() => import('../features/profile/admin-profile-page')) },
              { path: paths.admin.outbox, ...page(() => import('../features/outbox/outbox-page')) },
            ],
          },
          {
            path: paths.integrator.root,
            ...area('IntegratorArea'),
            children: [
              { index: true, element: <Navigate to={paths.integrator.dashboard} replace /> },
              { path: paths.integrator.dashboard, ...page(() => import('../features/integrator-dashboard/integrator-dashboard-page')) },
              { path: paths.integrator.submitProposal, ...page(() => import('../features/proposal-wizard/submit-proposal-page')) },
              { path: paths.integrator.generateLink, ...page(() => import('../features/proposal-wizard/generate-link-page')) },
              { path: paths.integrator.kanban, ...page(() => import('../features/proposals/board/integrator-board-page')) },
              { path: paths.integrator.profile, ...page(() => import('../features/profile/integrator-profile-page')) },
              { path: paths.integrator.cashback, ...page(() => import('../features/cashback/cashback-page')) },
              { path: paths.integrator.team, ...page(() => import('../features/team/team-page')) },
            ],
          },
          { path: '*', ...page(() => import('../features/errors/not-found-page')) },
        ],
      },
    ],
  },
];

/** Renders the route that matches the address (inside App's router and Suspense boundary). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
