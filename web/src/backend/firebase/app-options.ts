/**
 * The Firebase project as the build names it, shared by the app (app.ts) and the customer's page,
 * which runs an app of its own (guest-link.ts).
 */
import type { FirebaseApp } from 'firebase/app';
import { env } from '../../config/env';

export const firebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
};

/** The emulator host when the build targets the emulators, else null. */
export const emulatorHost = env.VITE_USE_EMULATORS ? env.VITE_EMULATOR_HOST : null;

/**
 * App Check before any other service, so every request carries its token. Only where a site key
 * is configured (never in the emulators); its SDK is a chunk of its own, fetched only then.
 */
export async function withAppCheck(app: FirebaseApp): Promise<FirebaseApp> {
  if (env.VITE_APP_CHECK_SITE_KEY && !env.VITE_USE_EMULATORS) {
    (await import('./app-check')).startAppCheck(app, env.VITE_APP_CHECK_SITE_KEY);
  }
  return app;
}
