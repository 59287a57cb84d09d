/**
 * Firebase app and Auth: the only services every signed-in screen and /auth need. Firestore,
 * Functions and Storage are modules of their own (firestore.ts, functions.ts, storage.ts), so
 * each arrives with the first screen or command that uses it (deferred-port.ts).
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { env } from '../../config/env';

export const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
});

// App Check before any other service, so every request carries its token. Only where a site key
// is configured (never in the emulators); its SDK is a chunk of its own, fetched only then.
if (env.VITE_APP_CHECK_SITE_KEY && !env.VITE_USE_EMULATORS) {
  (await import('./app-check')).startAppCheck(app, env.VITE_APP_CHECK_SITE_KEY);
}

// No popup/redirect resolver: e-mail and password only, so no Google iframe or api.js at start-up.
export const auth = initializeAuth(app, { persistence: browserLocalPersistence });
auth.languageCode = 'pt-BR';

/** The emulator host when the build targets the emulators, else null. */
export const emulatorHost = env.VITE_USE_EMULATORS ? env.VITE_EMULATOR_HOST : null;
if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
