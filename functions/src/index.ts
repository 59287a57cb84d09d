/**
 * Cloud Functions entry point (bundled by build.mjs into lib/index.js). Each export is one
 * deployed function; the logic lives in @solarcred/domain handlers.
 */
export { onUserCreated } from './sign-up/on-user-created';

// Integrator onboarding (the integrator's own record) and review (admins).
export { submitIntegratorProfile } from './integrators/submit-profile';
export { refreshIntegratorStatus } from './integrators/refresh-status';
export { approveIntegrator } from './integrators/approve';
export { rejectIntegrator } from './integrators/reject';
export { editIntegrator } from './integrators/edit';
// Search tokens of 'Gerenciar Integradores', rewritten only when the searched fields change.
export { onIntegratorSearchFields } from './integrators/search-tokens';

// Dashboard counters (stats/integradores, stats/propostas), idempotent per event.
export { onIntegratorWritten, onProposalWritten } from './stats/triggers';

// Housekeeping: uploads no record refers to, deleted after a day.
export { pruneUnreferencedUploads } from './storage/prune-uploads';

// Emulator only, opt-in (functions/.env.demo-solarcred): a plain `firebase emulators:start` loads the demo data.
import { seedDemoDataOnEmulatorStart } from './emulator-seed/seed-on-start';
seedDemoDataOnEmulatorStart();
// Notices (avisos): published and deleted by admins, the image folder with them.
export { createNotice } from './notices/create';
export { deleteNotice } from './notices/delete';
// The signed-in user's account: profile photo, and the boards' copy of the integrator on its proposals.
export { setProfilePhoto } from './profile/set-photo';
export { onIntegratorSnapshotFields } from './profile/snapshot-sync';
export { onCompanyForMembers } from './team/company-sync';
// Proposal details: the admin's edit of priority and offered value.
export { editProposal } from './proposals/edit';
// Kanban boards: the admin's move between columns, and the proposals' search tokens.
export { moveProposal } from './proposals/move';
export { onProposalSearchFields } from './proposals/search-tokens';
// Proposal comments: written through the callable; the proposal's count and last time kept by a trigger.
export { addComment } from './comments/add-comment';
export { onCommentCreated } from './comments/count-comments';
// Proposals: the submission wizard's 'Finalizar Proposta' (created once per client-generated id).
export { createProposalCallable as createProposal } from './proposals/create';
// Pending items (pendências): added and reviewed by admins, answered by the owner; the move to 'Corrigida' by a trigger.
export { addPendingItem } from './pendencias/add';
export { answerPendingItem } from './pendencias/answer';
export { reviewPendingItem } from './pendencias/review';
export { onPendingItemAnswered } from './pendencias/auto-correct';

// Credit lines' rates (issue 32): versioned, with the public subset rebuilt in the same transaction.
export { updateCreditLine } from './credit/update-line';
// E-mail (issue 15): status changes, reviews and comments queue mail/{id} for the Trigger Email extension.
export { onCashbackPaidMail, onCommentMail, onIntegratorHistoryMail, onPendingItemMail, onProposalHistoryMail } from './mail/triggers';
// Installation milestones after approval (issue 30): marked by the owner or an admin, undone by an admin.
export { markMilestone } from './installation/mark';
export { undoMilestone } from './installation/undo';
export { onProposalInstallationDeadline } from './installation/deadline';
// Daily at 07:00 (São Paulo): the late installations' e-mails.
export { dailyLateInstallationMails } from './installation/late-mails';
// Cashback (issue 27): rates versioned per line; an append-only ledger written on approval and rejection and by the admin's release, payouts and clawbacks.
export { updateCashbackRate } from './cashback/update-rate';
export { onProposalCashback } from './cashback/trigger';
export { releaseCashback, recordCashbackPayouts, recordCashbackClawback, recordCashbackRecovery } from './cashback/commands';
export { savePayoutDestination } from './cashback/payout-destination';
// Customer links (issue 28): the integrator's link for a customer (/c/{token}), and the guest's page: open, upload session, submit, answer its pending items (rate-limited).
export { createCustomerLink, revokeCustomerLink, renewCustomerLink } from './customer-links/manage';
export { openCustomerLink, authorizeCustomerUpload, submitCustomerApplication, answerCustomerPendingItem } from './customer-links/guest';
// The customer's page, live (issue 45): its link's view (vistas_cliente), kept by triggers, read with watchCustomerLink's session.
export { watchCustomerLink, onCustomerLinkView, onProposalGuestView, onPendingItemGuestView } from './customer-links/guest-view';
// Every 6 hours: the customer links' guest Auth users last active more than a day ago (issue 45).
export { pruneCustomerGuestAccounts } from './customer-links/guest-accounts';
// Teams (issue 29): the titular invites an e-mail (the token only in the e-mail), the invited account accepts and joins.
export { inviteMember } from './team/invite';
export { acceptInvitation } from './team/accept';
export { previewInvitation } from './team/preview';
export { renewInvitation } from './team/renew-invitation';
export { deactivateMember } from './team/deactivate';
export { reactivateMember } from './team/reactivate';
export { changeMemberRole } from './team/role';
export { memberSignIns } from './team/sign-ins';
