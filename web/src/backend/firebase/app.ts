/** Firebase is initialised once, at module level, and pointed at the emulators when configured. */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { product } from '@solarcred/domain/config';
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
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(env.VITE_APP_CHECK_SITE_KEY), isTokenAutoRefreshEnabled: true });
}

// No popup/redirect resolver: e-mail and password only, so no Google iframe or api.js at start-up.
export const auth = initializeAuth(app, { persistence: browserLocalPersistence });
auth.languageCode = 'pt-BR';
export const db = getFirestore(app);
export const storage = getStorage(app);
export const functions = getFunctions(app, product.region);

if (env.VITE_USE_EMULATORS) {
  const host = env.VITE_EMULATOR_HOST;
  connectAuthEmulator(auth, `http://${host}:9099`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, 8080);
  connectStorageEmulator(storage, host, 9199);
  connectFunctionsEmulator(functions, host, 5001);
}
