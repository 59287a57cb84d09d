/**
 * The production adapter: Firebase Auth at once; Firestore, Functions and Storage each with the
 * first screen or command that needs them (deferred-port.ts, call.ts, storage.ts).
 */
import type { Backend } from '../port';
import { firebaseAuth } from './auth';
import { deferredPort } from './deferred-port';
import { reportToFirestore } from './error-reports';
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
  demo: null,
  proposalStats: deferredPort(async () => (await import('./proposal-stats')).firebaseProposalStats, { liveFactories: ['ofIntegrator'] }),
};

export default backend;
