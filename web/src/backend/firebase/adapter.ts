/** The production adapter: Firebase Auth, Firestore, Storage and Functions. */
import type { Backend } from '../port';
import { firebaseAdmin } from './admin';
import { firebaseComments } from './comments';
import { firebaseAuth } from './auth';
import { firebaseBoard } from './board';
import { reportToFirestore } from './error-reports';
import { firebaseIntegrator } from './integrator';
import { firebaseNotices } from './notices';
import { firebaseProfile } from './profile';
import { firebaseProposalSubmit } from './proposal-submit';
import { firebaseSession } from './session';
import { firebaseProposalStats } from './proposal-stats';
import { firebaseProposalDetails } from './proposal-details';

const backend: Backend = {
  kind: 'firebase',
  reportError: reportToFirestore,
  auth: firebaseAuth,
  session: firebaseSession(),
  integrator: firebaseIntegrator,
  admin: firebaseAdmin,
  board: firebaseBoard,
  demo: null,
  proposalStats: firebaseProposalStats,
  notices: firebaseNotices,
  profile: firebaseProfile,
  proposalDetails: firebaseProposalDetails,
  comments: firebaseComments,
  proposalSubmit: firebaseProposalSubmit,
};

export default backend;
