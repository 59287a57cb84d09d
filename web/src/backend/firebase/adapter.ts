/**
 * The production adapter: Firebase Auth at once; Firestore, Functions and Storage each with the
 * first screen or command that needs them (deferred-port.ts, call.ts, storage.ts).
 */
import type { Backend } from '../port';
import { firebaseAuth } from './auth';
import { deferredPort } from './deferred-port';
import { reportToFirestore } from './error-reports';
import { newDocumentId } from '../document-id';
import { firebaseIntegrator } from './integrator';
import { firebaseSession } from './session';

const backend: Backend = {
  kind: 'firebase',
  reportError: reportToFirestore,
  auth: firebaseAuth,
  session: firebaseSession(),
  integrator: firebaseIntegrator,
  admin: deferredPort(async () => (await import('./admin')).firebaseAdmin, {
    live: ['stats'],
    liveFactories: ['integratorsByStatus', 'integratorList', 'recentProposals', 'history'],
  }),
  board: deferredPort(async () => (await import('./board')).firebaseBoard, { liveFactories: ['column', 'counters'] }),
  demo: null,
  proposalStats: deferredPort(async () => (await import('./proposal-stats')).firebaseProposalStats, { liveFactories: ['ofIntegrator', 'ofSeller'] }),
  notices: deferredPort(async () => (await import('./notices')).firebaseNotices, {
    liveFactories: ['adminList', 'bell'],
    eager: { newNoticeId: newDocumentId },
  }),
  profile: deferredPort(async () => (await import('./profile')).firebaseProfile),
  proposalDetails: deferredPort(async () => (await import('./proposal-details')).firebaseProposalDetails, {
    liveFactories: ['proposal', 'history'],
  }),
  comments: deferredPort(async () => (await import('./comments')).firebaseComments, {
    liveFactories: ['list', 'inbox'],
    eager: { newCommentId: newDocumentId },
  }),
  proposalSubmit: deferredPort(async () => (await import('./proposal-submit')).firebaseProposalSubmit, {
    eager: { newProposalId: newDocumentId },
  }),
  pendingItems: deferredPort(async () => (await import('./pending-items')).firebasePendingItems, {
    liveFactories: ['list', 'withOpenItems'],
    eager: { newItemId: newDocumentId },
  }),
  outbox: null,
  sla: deferredPort(async () => (await import('./sla')).firebaseSla, { live: ['settings'], liveFactories: ['oldestLate'] }),
  contact: deferredPort(async () => (await import('./contact')).firebaseContact),
  creditLines: deferredPort(async () => (await import('./credit-lines')).firebaseCreditLines, { live: ['lines', 'published'], liveFactories: ['versions'] }),
  installation: deferredPort(async () => (await import('./installation')).firebaseInstallation, { live: ['settings'], liveFactories: ['late'] }),
  customerLinks: deferredPort(async () => (await import('./customer-links')).firebaseCustomerLinks, { liveFactories: ['links', 'drafts'] }),
  team: deferredPort(async () => (await import('./team')).firebaseTeam, { liveFactories: ['members', 'invitations'] }),
  contracts: deferredPort(async () => (await import('./contracts')).firebaseContracts, { live: ['template'], liveFactories: ['ofProposal', 'templateVersions'] }),
  cashback: deferredPort(async () => (await import('./cashback')).firebaseCashback, { live: ['rates'], liveFactories: ['counters', 'entries', 'due', 'awaitingRelease', 'toRecover', 'cycle', 'destination'] }),
  funding: deferredPort(async () => (await import('./funding')).firebaseFunding, {
    live: ['plans', 'settings'],
    liveFactories: ['counters', 'fundingsOf', 'funding', 'sellerProposals', 'queue'],
  }),
  integrations: deferredPort(async () => (await import('./integrations')).firebaseIntegrations, { liveFactories: ['keys', 'webhooks', 'deliveries'] }),
  energy: deferredPort(async () => (await import('./energy')).firebaseEnergy, { live: ['settings'], liveFactories: ['versions'] }),
  analytics: deferredPort(async () => (await import('./analytics')).firebaseAnalytics, { live: ['platformMedian'], liveFactories: ['cells', 'ofIntegrator'] }),
  exports: deferredPort(async () => (await import('./exports')).firebaseExports, { liveFactories: ['job', 'recent'] }),
  consent: deferredPort(async () => (await import('./consent')).firebaseConsent, { liveFactories: ['versions'] }),
  privacy: deferredPort(async () => (await import('./privacy')).firebasePrivacy, { liveFactories: ['mine', 'queue'] }),
  audit: deferredPort(async () => (await import('./audit')).firebaseAudit, { liveFactories: ['entries', 'documentOpenings'] }),
  retention: deferredPort(async () => (await import('./retention')).firebaseRetention, { liveFactories: ['runs'] }),
};

export default backend;
