/**
 * Cloud Functions entry point (bundled by build.mjs into lib/index.js). Each export is one
 * deployed function, declared here with its trigger and options (what the CLI's discovery reads);
 * its handler is `lazy(() => import('./module'), 'name')`, its own chunk of lib/, imported on the
 * function's first call or event (src/lazy.ts, issue 46). So this file imports no handler code
 * and no firebase-admin: every function's instance loads its own handler and what it imports.
 * The logic lives in @solarcred/domain handlers.
 */
import { region } from 'firebase-functions/v1';
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { product } from '@solarcred/domain/config';
import { cashbackEntries } from '@solarcred/domain/data/cashback';
import { contractDocumentPattern } from '@solarcred/domain/data/contracts';
import { fundingEntries } from '@solarcred/domain/data/funding';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { integratorDocumentPattern, integratorHistory } from '@solarcred/domain/data/integrators';
import { pendingItemDocumentPattern, proposalComments, proposalDocumentPattern, proposalHistory } from '@solarcred/domain/data/proposals';
import { seedDemoDataOnEmulatorStart } from './emulator-seed/seed-on-start';
import { providerSecrets } from './contracts/providers/params';
import { lazy } from './lazy';
import { callableOptions as callable, triggerOptions as on } from './options';

// Emulator only, opt-in (functions/.env.demo-solarcred): a plain `firebase emulators:start` loads the demo data.
seedDemoDataOnEmulatorStart();

// Sign-up: the role claim, the profile and the integrator record (v1: retries on failure).
export const onUserCreated = region(product.region)
  .runWith({ failurePolicy: true })
  .auth.user()
  .onCreate(lazy(() => import('./sign-up/on-user-created'), 'onUserCreated'));

// Integrator onboarding (the integrator's own record) and review (admins).
export const submitIntegratorProfile = onCall(callable, lazy(() => import('./integrators/submit-profile'), 'submitIntegratorProfile'));
export const refreshIntegratorStatus = onCall(callable, lazy(() => import('./integrators/refresh-status'), 'refreshIntegratorStatus'));
export const approveIntegrator = onCall(callable, lazy(() => import('./integrators/approve'), 'approveIntegrator'));
export const rejectIntegrator = onCall(callable, lazy(() => import('./integrators/reject'), 'rejectIntegrator'));
export const editIntegrator = onCall(callable, lazy(() => import('./integrators/edit'), 'editIntegrator'));
// Search tokens of 'Gerenciar Integradores', rewritten only when the searched fields change.
export const onIntegratorSearchFields = onDocumentWritten(on(integratorDocumentPattern), lazy(() => import('./integrators/search-tokens'), 'onIntegratorSearchFields'));

// Dashboard counters (stats/integradores, stats/propostas), idempotent per event.
export const onIntegratorWritten = onDocumentWritten(on(integratorDocumentPattern), lazy(() => import('./stats/triggers'), 'onIntegratorWritten'));
export const onProposalWritten = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./stats/triggers'), 'onProposalWritten'));
// The lender's analytics (issue 50): totals, month × line × state cells, the ranking rows, the public median; idempotent per event.
export const onProposalAnalytics = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./stats/analytics-trigger'), 'onProposalAnalytics'));

// Housekeeping: uploads no record refers to are deleted after a day by the retention sweep (issue 51, below).

// Notices (avisos): published and deleted by admins, the image folder with them.
export const createNotice = onCall(callable, lazy(() => import('./notices/create'), 'createNotice'));
export const deleteNotice = onCall(callable, lazy(() => import('./notices/delete'), 'deleteNotice'));
// The signed-in user's account: profile photo, and the boards' copy of the integrator on its proposals.
export const setProfilePhoto = onCall(callable, lazy(() => import('./profile/set-photo'), 'setProfilePhoto'));
export const onIntegratorSnapshotFields = onDocumentWritten(on(integratorDocumentPattern), lazy(() => import('./profile/snapshot-sync'), 'onIntegratorSnapshotFields'));
export const onCompanyForMembers = onDocumentWritten(on(integratorDocumentPattern), lazy(() => import('./team/company-sync'), 'onCompanyForMembers'));
// Proposal details: the admin's edit of priority and offered value.
export const editProposal = onCall(callable, lazy(() => import('./proposals/edit'), 'editProposal'));
// Kanban boards: the admin's move between columns, and the proposals' search tokens.
export const moveProposal = onCall(callable, lazy(() => import('./proposals/move'), 'moveProposal'));
export const onProposalSearchFields = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./proposals/search-tokens'), 'onProposalSearchFields'));
// Proposal comments: written through the callable; the proposal's count and last time kept by a trigger.
export const addComment = onCall(callable, lazy(() => import('./comments/add-comment'), 'addComment'));
export const onCommentCreated = onDocumentCreated(on(proposalComments('{proposalId}').docPath('{commentId}')), lazy(() => import('./comments/count-comments'), 'onCommentCreated'));
// Proposals: the submission wizard's 'Finalizar Proposta' (created once per client-generated id).
export const createProposal = onCall(callable, lazy(() => import('./proposals/create'), 'createProposalCallable'));
// Pending items (pendências): added and reviewed by admins, answered by the owner; the move to 'Corrigida' by a trigger.
export const addPendingItem = onCall(callable, lazy(() => import('./pendencias/add'), 'addPendingItem'));
export const answerPendingItem = onCall(callable, lazy(() => import('./pendencias/answer'), 'answerPendingItem'));
export const reviewPendingItem = onCall(callable, lazy(() => import('./pendencias/review'), 'reviewPendingItem'));
export const onPendingItemAnswered = onDocumentUpdated(on(pendingItemDocumentPattern), lazy(() => import('./pendencias/auto-correct'), 'onPendingItemAnswered'));

// Credit lines' rates (issue 32): versioned, with the public subset rebuilt in the same transaction.
export const updateCreditLine = onCall(callable, lazy(() => import('./credit/update-line'), 'updateCreditLine'));
// Energy settings (issue 49): publico/energia (performance ratio, tariff growth, margin, the tariff table), versioned.
export const updateEnergySettings = onCall(callable, lazy(() => import('./energy/update-settings'), 'updateEnergySettings'));
// E-mail (issue 15): status changes, reviews and comments queue mail/{id} for the Trigger Email extension.
export const onProposalHistoryMail = onDocumentCreated(on(proposalHistory('{proposalId}').docPath('{entryId}')), lazy(() => import('./mail/triggers'), 'onProposalHistoryMail'));
export const onIntegratorHistoryMail = onDocumentCreated(on(integratorHistory('{integratorId}').docPath('{entryId}')), lazy(() => import('./mail/triggers'), 'onIntegratorHistoryMail'));
export const onCommentMail = onDocumentCreated(on(proposalComments('{proposalId}').docPath('{commentId}')), lazy(() => import('./mail/triggers'), 'onCommentMail'));
export const onPendingItemMail = onDocumentCreated(on(pendingItemDocumentPattern), lazy(() => import('./mail/triggers'), 'onPendingItemMail'));
export const onCashbackPaidMail = onDocumentCreated(on(cashbackEntries.docPath('{entryId}')), lazy(() => import('./mail/triggers'), 'onCashbackPaidMail'));
// Installation milestones after approval (issue 30): marked by the owner or an admin, undone by an admin.
export const markMilestone = onCall(callable, lazy(() => import('./installation/mark'), 'markMilestone'));
export const undoMilestone = onCall(callable, lazy(() => import('./installation/undo'), 'undoMilestone'));
export const onProposalInstallationDeadline = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./installation/deadline'), 'onProposalInstallationDeadline'));
// Daily at 07:00 (São Paulo): the late installations' e-mails.
export const dailyLateInstallationMails = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'America/Sao_Paulo', region: product.region, retryCount: 3 },
  lazy(() => import('./installation/late-mails'), 'dailyLateInstallationMails'),
);
// Cashback (issue 27): rates versioned per line; an append-only ledger written on approval and rejection and by the admin's release, payouts and clawbacks.
export const updateCashbackRate = onCall(callable, lazy(() => import('./cashback/update-rate'), 'updateCashbackRate'));
export const onProposalCashback = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./cashback/trigger'), 'onProposalCashback'));
export const releaseCashback = onCall(callable, lazy(() => import('./cashback/commands'), 'releaseCashback'));
export const recordCashbackPayouts = onCall(callable, lazy(() => import('./cashback/commands'), 'recordCashbackPayouts'));
export const recordCashbackClawback = onCall(callable, lazy(() => import('./cashback/commands'), 'recordCashbackClawback'));
export const recordCashbackRecovery = onCall(callable, lazy(() => import('./cashback/commands'), 'recordCashbackRecovery'));
export const savePayoutDestination = onCall(callable, lazy(() => import('./cashback/payout-destination'), 'savePayoutDestination'));
// Funding by milestone (issue 48): plans versioned per line; a ledger per proposal written by its trigger (approval, milestones, rejection) and by the admin's check and payouts and the integrator's new evidence.
export const updateFundingPlan = onCall(callable, lazy(() => import('./funding/update-plan'), 'updateFundingPlan'));
export const onProposalFunding = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./funding/trigger'), 'onProposalFunding'));
export const startTrancheVerification = onCall(callable, lazy(() => import('./funding/commands'), 'startTrancheVerification'));
export const acceptTranche = onCall(callable, lazy(() => import('./funding/commands'), 'acceptTranche'));
export const refuseTranche = onCall(callable, lazy(() => import('./funding/commands'), 'refuseTranche'));
export const resubmitTrancheEvidence = onCall(callable, lazy(() => import('./funding/commands'), 'resubmitTrancheEvidence'));
export const recordTranchePayouts = onCall(callable, lazy(() => import('./funding/commands'), 'recordTranchePayouts'));
// Daily at 07:00 (São Paulo): the admins' digest of late tranches.
export const dailyLateFundingMails = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'America/Sao_Paulo', region: product.region, retryCount: 3 },
  lazy(() => import('./funding/late-mails'), 'dailyLateFundingMails'),
);
// Customer links (issue 28): the integrator's link for a customer (/c/{token}), and the guest's page: open, upload session, submit, answer its pending items (rate-limited).
export const createCustomerLink = onCall(callable, lazy(() => import('./customer-links/manage'), 'createCustomerLink'));
export const revokeCustomerLink = onCall(callable, lazy(() => import('./customer-links/manage'), 'revokeCustomerLink'));
export const renewCustomerLink = onCall(callable, lazy(() => import('./customer-links/manage'), 'renewCustomerLink'));
export const openCustomerLink = onCall(callable, lazy(() => import('./customer-links/guest'), 'openCustomerLink'));
export const authorizeCustomerUpload = onCall(callable, lazy(() => import('./customer-links/guest'), 'authorizeCustomerUpload'));
export const submitCustomerApplication = onCall(callable, lazy(() => import('./customer-links/guest'), 'submitCustomerApplication'));
export const answerCustomerPendingItem = onCall(callable, lazy(() => import('./customer-links/guest'), 'answerCustomerPendingItem'));
// The customer's page, live (issue 45): its link's view (vistas_cliente), kept by triggers, read with watchCustomerLink's session.
export const watchCustomerLink = onCall(callable, lazy(() => import('./customer-links/guest-view'), 'watchCustomerLink'));
export const onCustomerLinkView = onDocumentWritten(on(customerLinks.docPath('{linkId}')), lazy(() => import('./customer-links/guest-view'), 'onCustomerLinkView'));
export const onProposalGuestView = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./customer-links/guest-view'), 'onProposalGuestView'));
export const onPendingItemGuestView = onDocumentWritten(on(pendingItemDocumentPattern), lazy(() => import('./customer-links/guest-view'), 'onPendingItemGuestView'));
// Every 6 hours: the customer links' guest Auth users last active more than a day ago (issue 45).
export const pruneCustomerGuestAccounts = onSchedule(
  { schedule: 'every 6 hours', region: product.region, retryCount: 1 },
  lazy(() => import('./customer-links/guest-accounts'), 'pruneCustomerGuestAccounts'),
);
// Teams (issue 29): the titular invites an e-mail (the token only in the e-mail), the invited account accepts and joins.
export const inviteMember = onCall(callable, lazy(() => import('./team/invite'), 'inviteMember'));
export const acceptInvitation = onCall(callable, lazy(() => import('./team/accept'), 'acceptInvitation'));
export const previewInvitation = onCall(callable, lazy(() => import('./team/preview'), 'previewInvitation'));
export const renewInvitation = onCall(callable, lazy(() => import('./team/renew-invitation'), 'renewInvitation'));
export const deactivateMember = onCall(callable, lazy(() => import('./team/deactivate'), 'deactivateMember'));
export const reactivateMember = onCall(callable, lazy(() => import('./team/reactivate'), 'reactivateMember'));
export const changeMemberRole = onCall(callable, lazy(() => import('./team/role'), 'changeMemberRole'));
export const memberSignIns = onCall(callable, lazy(() => import('./team/sign-ins'), 'memberSignIns'));
// The credit contract (issue 47): generated on approval (or by the admin), voided and regenerated on a change, signed by the customer on the link, checked by anyone on /verificar.
export const generateContract = onCall(callable, lazy(() => import('./contracts/generate'), 'generateContract'));
export const contractPdf = onCall({ ...callable, secrets: providerSecrets }, lazy(() => import('./contracts/read-pdf'), 'contractPdf'));
export const updateContractTemplate = onCall(callable, lazy(() => import('./contracts/template'), 'updateContractTemplate'));
export const createSigningLink = onCall(callable, lazy(() => import('./contracts/signing-link'), 'createSigningLink'));
export const openCustomerContract = onCall(callable, lazy(() => import('./contracts/guest'), 'openCustomerContract'));
export const requestContractCode = onCall(callable, lazy(() => import('./contracts/guest'), 'requestContractCode'));
export const signCustomerContract = onCall(callable, lazy(() => import('./contracts/guest'), 'signCustomerContract'));
export const customerContractPdf = onCall({ ...callable, secrets: providerSecrets }, lazy(() => import('./contracts/guest'), 'customerContractPdf'));
export const verifyContract = onCall(callable, lazy(() => import('./contracts/verify'), 'verifyContract'));
export const onProposalContract = onDocumentWritten(on(proposalDocumentPattern), lazy(() => import('./contracts/trigger'), 'onProposalContract'));
// The provider's secrets (none for the built-in flow) where a function may call the provider: sending a new version, reading a signed file.
export const onContractMail = onDocumentWritten({ ...on(contractDocumentPattern), secrets: providerSecrets }, lazy(() => import('./contracts/mail-trigger'), 'onContractMail'));
// A signing provider's webhook (issue 47): POST /contractSigningWebhook/{provider}, its secret checked, each event applied once (docs/signing-providers.md).
export const contractSigningWebhook = onRequest({ region: product.region, invoker: 'public', secrets: providerSecrets }, lazy(() => import('./contracts/providers/webhook'), 'contractSigningWebhook'));

// The partner API (issue 52): /api/v1 for a company's own systems (Hosting rewrites /api/** here; Bearer API keys, rate-limited per key), and the titular's keys (functions/src/api/).
export const api = onRequest({ region: product.region, invoker: 'public' }, lazy(() => import('./api/handler'), 'api'));
export const createApiKey = onCall(callable, lazy(() => import('./api/keys'), 'createApiKey'));
export const revokeApiKey = onCall(callable, lazy(() => import('./api/keys'), 'revokeApiKey'));

// Webhooks (issue 52): the titular's endpoints; one trigger per event source writes the event (per-company seq) and its deliveries and enqueues one task each on deliverWebhook's queue, which POSTs the signed body and retries for 24 hours (functions/src/webhooks/).
export const createWebhook = onCall(callable, lazy(() => import('./webhooks/commands'), 'createWebhook'));
export const deleteWebhook = onCall(callable, lazy(() => import('./webhooks/commands'), 'deleteWebhook'));
export const resendWebhookDelivery = onCall(callable, lazy(() => import('./webhooks/commands'), 'resendWebhookDelivery'));
export const onProposalHistoryWebhook = onDocumentCreated(on(proposalHistory('{proposalId}').docPath('{entryId}')), lazy(() => import('./webhooks/triggers'), 'onProposalHistoryWebhook'));
export const onPendingItemWebhook = onDocumentCreated(on(pendingItemDocumentPattern), lazy(() => import('./webhooks/triggers'), 'onPendingItemWebhook'));
export const onContractSignedWebhook = onDocumentWritten(on(contractDocumentPattern), lazy(() => import('./webhooks/triggers'), 'onContractSignedWebhook'));
export const onTranchePaidWebhook = onDocumentCreated(on(fundingEntries.docPath('{entryId}')), lazy(() => import('./webhooks/triggers'), 'onTranchePaidWebhook'));
export const onCashbackPaidWebhook = onDocumentCreated(on(cashbackEntries.docPath('{entryId}')), lazy(() => import('./webhooks/triggers'), 'onCashbackPaidWebhook'));
// The domain's webhookRetryConfig (domain/src/api/webhook.ts), as values: importing it here would put webhook.ts's chunk (digests, texts) in
// every function's entry, past its budget; tests/build/functions-bundle.test.ts checks the declared queue has the domain's values.
const webhookRetryConfig = { maxRetrySeconds: 86_400, minBackoffSeconds: 30, maxBackoffSeconds: 3_600, maxDoublings: 7, maxAttempts: 30 };
export const deliverWebhook = onTaskDispatched(
  { region: product.region, retryConfig: webhookRetryConfig, rateLimits: { maxConcurrentDispatches: 50 }, timeoutSeconds: 30 },
  lazy(() => import('./webhooks/deliver'), 'deliverWebhook'),
);

// Exports (issue 50): an admin's request recorded in exportacoes/{id}, whose creation runs the job (pages of 1,000 rows streamed into Storage,
// up to 100,000 rows; 9 minutes and 1 GiB at most) and a signed link valid 15 minutes per click (functions/src/analytics-exports/).
export const startExport = onCall(callable, lazy(() => import('./analytics-exports/callables'), 'startExport'));
export const exportLink = onCall(callable, lazy(() => import('./analytics-exports/callables'), 'exportLink'));
export const onExportCreated = onDocumentCreated({ ...on('exportacoes/{id}'), timeoutSeconds: 540, memory: '1GiB' }, lazy(() => import('./analytics-exports/trigger'), 'onExportCreated'));

// ---- LGPD (issue 51). Each part adds its functions under its own heading (docs/privacy.md). ----
// LGPD consent: versioned terms and privacy notice, acceptances (functions/src/privacy/consent*.ts).
export const publishConsentVersion = onCall(callable, lazy(() => import('./privacy/consent'), 'publishConsentVersion'));
export const acceptConsent = onCall(callable, lazy(() => import('./privacy/consent'), 'acceptConsent'));
// LGPD requests: access (a ZIP streamed by a function), correction and deletion, the admin's queue (functions/src/privacy/requests*.ts).
export const requestPrivacy = onCall(callable, lazy(() => import('./privacy/requests'), 'requestPrivacy'));
export const resolvePrivacyRequest = onCall({ ...callable, timeoutSeconds: 540 }, lazy(() => import('./privacy/requests'), 'resolvePrivacyRequest'));
export const privacyExportLink = onCall(callable, lazy(() => import('./privacy/requests'), 'privacyExportLink'));
export const onPrivacyRequestCreated = onDocumentCreated({ ...on('solicitacoes_lgpd/{id}'), timeoutSeconds: 540, memory: '1GiB' }, lazy(() => import('./privacy/requests-trigger'), 'onPrivacyRequestCreated'));
// LGPD guests: the link's customer and the public page by CPF with an e-mail code (functions/src/privacy/guest*.ts).
export const requestPrivacyFromLink = onCall(callable, lazy(() => import('./privacy/guest'), 'requestPrivacyFromLink'));
export const sendPrivacyCode = onCall(callable, lazy(() => import('./privacy/guest'), 'sendPrivacyCode'));
export const requestPrivacyByCpf = onCall(callable, lazy(() => import('./privacy/guest'), 'requestPrivacyByCpf'));
export const guestPrivacyDownload = onCall(callable, lazy(() => import('./privacy/guest'), 'guestPrivacyDownload'));
export const onPrivacyRequestGuestView = onDocumentWritten(on('solicitacoes_lgpd/{id}'), lazy(() => import('./privacy/guest-view'), 'onPrivacyRequestGuestView'));
// Audit trail: documents opened through a signed link, admin changes (functions/src/audit/).
export const openDocument = onCall(callable, lazy(() => import('./audit/open-document'), 'openDocument'));
// config/{doc}, written by admins from the client (SLA, installation, funding settings): one 'configuracao' entry per change.
export const onConfigAudit = onDocumentWritten(on('config/{docId}'), lazy(() => import('./audit/config-trigger'), 'onConfigAudit'));
// Retention: TTL fields and the scheduled sweep with its log (functions/src/retention/).
export const retentionSweep = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'America/Sao_Paulo', region: product.region, retryCount: 1, timeoutSeconds: 540 },
  lazy(() => import('./retention/sweep'), 'retentionSweep'),
);
