import { lazy, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import type { SkeletonShape } from '../ui/skeleton/shapes';
import { AreaPage } from './area-page';

/*
 * Declarative routing (useRoutes) rather than a data router: SolarCred has no loaders or actions,
 * and the data router's code is half of react-router's 30 kB gzip on every screen. Pages outside
 * the areas suspend under App's one Suspense boundary (react-router navigates in a transition, so
 * the previous screen stays until the next one has loaded); a page of a signed-in area has a
 * boundary of its own (areaPage), which shows the page's skeleton inside the area's layout.
 */

type PageModule = { default: ComponentType };

/** Each page is its own chunk, loaded when its route first renders. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'element'> => {
  const Page = lazy(load);
  return { element: <Page /> };
};

/**
 * A page of a signed-in area at `path`: while its chunk loads, the area's header and sidebar stay
 * and the skeleton of `shape` stands in its place (a boundary of its own per route, so a
 * navigation shows it rather than holding the previous screen).
 */
const areaPage = (path: string, shape: SkeletonShape, load: () => Promise<PageModule>): Pick<RouteObject, 'path' | 'element'> => {
  const Page = lazy(load);
  return { path, element: <AreaPage key={path} shape={shape}><Page /></AreaPage> };
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
          { path: paths.verify, ...page(() => import('../features/verify/verify-page')) },
          { path: paths.developers, ...page(() => import('../features/integrations/reference/api-reference-page')) },
          { path: paths.terms, ...page(() => import('../features/privacy/consent/terms-page')) },
          { path: paths.privacyNotice, ...page(() => import('../features/privacy/consent/privacy-notice-page')) },
          { path: paths.privacyRequest, ...page(() => import('../features/privacy/guest/cpf-request-page')) },
          {
            ...area('OnboardingArea'),
            children: [
              areaPage(paths.completeProfile, 'form', () => import('../features/onboarding/complete-profile-page')),
              areaPage(paths.awaitingApproval, 'detail', () => import('../features/status/awaiting-approval-page')),
              areaPage(paths.myData, 'detail', () => import('../features/privacy/requests/my-data-page')),
            ],
          },
          {
            path: paths.admin.root,
            ...area('AdminArea'),
            children: [
              { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
              areaPage(paths.admin.dashboard, 'detail', () => import('../features/dashboard/admin-dashboard-page')),
              areaPage(paths.admin.analytics, 'detail', () => import('../features/analytics/analytics-page')),
              areaPage(paths.admin.integrators, 'list', () => import('../features/integrators/integrators-page')),
              { path: paths.admin.kanban, element: <RedirectKeepingState to={paths.admin.proposals} /> },
              areaPage(paths.admin.proposals, 'board', () => import('../features/proposals/board/admin-board-page')),
              areaPage(paths.admin.notices, 'list', () => import('../features/notices/notices-page')),
              areaPage(paths.admin.rates, 'list', () => import('../features/credit-lines/rates-page')),
              areaPage(paths.admin.payments, 'list', () => import('../features/cashback/payments-page')),
              areaPage(paths.admin.fundings, 'list', () => import('../features/funding/admin/fundings-page')),
              areaPage(paths.admin.settings, 'form', () => import('../features/profile/admin-settings-page')),
              areaPage(paths.admin.profile, 'form', () => import('../features/profile/admin-profile-page')),
              areaPage(paths.admin.outbox, 'list', () => import('../features/outbox/outbox-page')),
              areaPage(paths.admin.privacyRequests, 'list', () => import('../features/privacy/requests/admin-requests-page')),
              areaPage(paths.admin.audit, 'list', () => import('../features/audit/audit-page')),
              areaPage(paths.admin.consent, 'form', () => import('../features/privacy/consent/admin-consent-page')),
            ],
          },
          {
            path: paths.integrator.root,
            ...area('IntegratorArea'),
            children: [
              { index: true, element: <Navigate to={paths.integrator.dashboard} replace /> },
              areaPage(paths.integrator.dashboard, 'detail', () => import('../features/integrator-dashboard/integrator-dashboard-page')),
              areaPage(paths.integrator.submitProposal, 'form', () => import('../features/proposal-wizard/submit-proposal-page')),
              areaPage(paths.integrator.generateLink, 'form', () => import('../features/proposal-wizard/generate-link-page')),
              areaPage(paths.integrator.kanban, 'board', () => import('../features/proposals/board/integrator-board-page')),
              areaPage(paths.integrator.profile, 'form', () => import('../features/profile/integrator-profile-page')),
              areaPage(paths.integrator.cashback, 'list', () => import('../features/cashback/cashback-page')),
              areaPage(paths.integrator.finance, 'list', () => import('../features/funding/finance/finance-page')),
              areaPage(paths.integrator.team, 'list', () => import('../features/team/team-page')),
              areaPage(paths.integrator.integrations, 'list', () => import('../features/integrations/integrations-page')),
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
