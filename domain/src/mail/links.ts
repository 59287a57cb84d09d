/**
 * The app addresses an e-mail links to. They mirror web/src/config/paths.ts and the details
 * dialog's `?proposta=` parameter (web/src/features/outbox/mail-links.test.ts keeps them equal):
 * the domain cannot import the web app, and functions build these links too.
 */
import type { Role } from '../options';

export const mailPaths = {
  adminProposals: '/admin/proposals',
  adminIntegrators: '/admin/integrators',
  integratorProposals: '/integrator/kanban',
  integratorDashboard: '/integrator/dashboard',
  integratorProfile: '/integrator/profile',
  awaitingApproval: '/awaiting-approval',
  adminSettings: '/admin/settings',
  adminDashboard: '/admin/dashboard',
  integratorCashback: '/integrator/cashback',
} as const;

/** The query parameter that opens a proposal's details on any page of an area. */
export const proposalLinkParam = 'proposta';

/** `https://app/admin/proposals?proposta=abc` or `…/integrator/kanban?proposta=abc`. */
export function proposalLink(appUrl: string, role: Role, proposalId: string): string {
  const path = role === 'admin' ? mailPaths.adminProposals : mailPaths.integratorProposals;
  return `${appLink(appUrl, path)}?${proposalLinkParam}=${encodeURIComponent(proposalId)}`;
}

/** A path of the app on its public origin (no doubled slash whatever the origin's form). */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
