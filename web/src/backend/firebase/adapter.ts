/** The production adapter: Firebase Auth, Firestore, Storage and Functions. */
import type { Backend } from '../port';
import { firebaseAdmin } from './admin';
import { firebaseAuth } from './auth';
import { reportToFirestore } from './error-reports';
import { firebaseIntegrator } from './integrator';
import { firebaseProposalSubmit } from './proposal-submit';
import { firebaseSession } from './session';

const backend: Backend = {
  kind: 'firebase',
  reportError: reportToFirestore,
  auth: firebaseAuth,
  session: firebaseSession(),
  integrator: firebaseIntegrator,
  admin: firebaseAdmin,
  demo: null,
  proposalSubmit: firebaseProposalSubmit,
};

export default backend;
