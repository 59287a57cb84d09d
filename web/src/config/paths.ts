import { legalPaths } from './legal-paths';

/** Every route of the app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  completeProfile: '/complete-profile',
  awaitingApproval: '/awaiting-approval',
  /** The customer's page of a link (issue 28): `customerLinkUrl` builds one. */
  customerLink: '/c/:token',
  /** A team invitation's page (issue 29): the e-mail's link (the domain's invitationPath, mail-links.test.ts). */
  invitation: '/convite/:token',
  /** The public check of a signed contract (issue 47): a PDF or the code on its evidence page. */
  verify: '/verificar',
  /** The partner API's reference (issue 52), public. */
  developers: '/desenvolvedores',
  /** LGPD (issue 51): the terms of use and the privacy notice in force, public. */
  terms: legalPaths.terms,
  privacyNotice: legalPaths.privacyNotice,
  /** A customer without a link asks for its data by CPF and an e-mail code (issue 51). */
  privacyRequest: '/privacidade/solicitar',
  /** Any signed-in person: download its data, ask for a correction or a deletion (issue 51). */
  myData: '/meus-dados',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    /** The lender's numbers (issue 50). */
    analytics: '/admin/analises',
    integrators: '/admin/integrators',
    kanban: '/admin/kanban',
    proposals: '/admin/proposals',
    notices: '/admin/notices',
    settings: '/admin/settings',
    rates: '/admin/rates',
    profile: '/admin/profile',
    outbox: '/admin/outbox',
    payments: '/admin/payments',
    /** The funding tranches' queue (issue 48). */
    fundings: '/admin/repasses',
    /** LGPD (issue 51): the data subjects' requests with their legal deadline. */
    privacyRequests: '/admin/lgpd',
    /** Issue 51: who opened which document, and every admin change. */
    audit: '/admin/auditoria',
    /** Issue 51: the versions of the terms and the privacy notice. */
    consent: '/admin/termos',
  },
  integrator: {
    root: '/integrator',
    dashboard: '/integrator/dashboard',
    submitProposal: '/integrator/submit-proposal',
    generateLink: '/integrator/generate-link',
    kanban: '/integrator/kanban',
    profile: '/integrator/profile',
    cashback: '/integrator/cashback',
    /** The company's money: tranches and cashback (issue 48). */
    finance: '/integrator/financeiro',
    /** The titular's API keys and webhooks (issue 52). */
    integrations: '/integrator/integracoes',
    /** The titular's team (issue 29). */
    team: '/integrator/team',
  },
} as const;

/** The address a customer opens (issue 28). */
export const customerLinkUrl = (origin: string, token: string) => `${origin}/c/${token}`;

/**
 * The token of a customer's link address ('/c/{token}', any case of the 'c' as the router
 * matches it), or null for any other address. A segment that does not decode stays as typed (the
 * page then calls it invalid).
 */
export function customerTokenOf(pathname: string): string | null {
  const match = /^\/c\/([^/]*)\/?$/i.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return match[1] ?? '';
  }
}
