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
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    integrators: '/admin/integrators',
    kanban: '/admin/kanban',
    proposals: '/admin/proposals',
    notices: '/admin/notices',
    settings: '/admin/settings',
    profile: '/admin/profile',
  },
  integrator: {
    root: '/integrator',
    dashboard: '/integrator/dashboard',
    submitProposal: '/integrator/submit-proposal',
    generateLink: '/integrator/generate-link',
    kanban: '/integrator/kanban',
    profile: '/integrator/profile',
  },
} as const;
