/**
 * Firebase app and Auth: the only services every signed-in screen and /auth need. Firestore,
 * Functions and Storage are modules of their own (firestore.ts, functions.ts, storage.ts), so
 * each arrives with the first screen or command that uses it (deferred-port.ts).
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { emulatorHost, firebaseOptions, withAppCheck } from './app-options';

export const app = await withAppCheck(initializeApp(firebaseOptions));

// No popup/redirect resolver: e-mail and password only, so no Google iframe or api.js at start-up.
export const auth = initializeAuth(app, { persistence: browserLocalPersistence });
auth.languageCode = 'pt-BR';

export { emulatorHost };
if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
