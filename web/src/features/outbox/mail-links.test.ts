import { describe, expect, it } from 'vitest';
import { mailPaths } from '@solarcred/domain/mail/links';
import { invitationPath } from '@solarcred/domain/team/invitation-mail';
import { paths } from '../../config/paths';

/** The e-mails' links (domain, also built by functions) must land on the app's real routes. */
describe('e-mail links', () => {
  it('name the routes of paths.ts', () => {
    expect(mailPaths).toEqual({
      adminProposals: paths.admin.proposals,
      adminIntegrators: paths.admin.integrators,
      integratorProposals: paths.integrator.kanban,
      integratorDashboard: paths.integrator.dashboard,
      integratorProfile: paths.integrator.profile,
      awaitingApproval: paths.awaitingApproval,
      adminSettings: paths.admin.settings,
      adminDashboard: paths.admin.dashboard,
      integratorCashback: paths.integrator.cashback,
    });
  });

  it("name the team invitation's page (issue 29)", () => {
    expect(`${invitationPath}/:token`).toBe(paths.invitation);
  });
});
