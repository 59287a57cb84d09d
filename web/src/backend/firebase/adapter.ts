/** The production adapter: Firebase Auth, Firestore, Storage and Functions. */
import type { Backend } from '../port';
import { firebaseAuth } from './auth';
import { firebaseSession } from './session';

const backend: Backend = {
  kind: 'firebase',
  auth: firebaseAuth,
  session: firebaseSession(),
  demo: null,
};

export default backend;
