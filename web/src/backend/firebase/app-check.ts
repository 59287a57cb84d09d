/** App Check with reCAPTCHA Enterprise: a chunk of its own, fetched only where a site key is set. */
import type { FirebaseApp } from 'firebase/app';
import { getToken, ReCaptchaEnterpriseProvider, initializeAppCheck, type AppCheck } from 'firebase/app-check';

const started = new WeakMap<FirebaseApp, AppCheck>();

export function startAppCheck(app: FirebaseApp, siteKey: string): void {
  started.set(app, initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true }));
}

/** The current token of an app App Check was started on, for a request made without the SDK. */
export async function appCheckToken(app: FirebaseApp): Promise<string | null> {
  const appCheck = started.get(app);
  return appCheck ? (await getToken(appCheck)).token : null;
}
