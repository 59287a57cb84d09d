/** App Check with reCAPTCHA Enterprise: a chunk of its own, fetched only where a site key is set. */
import type { FirebaseApp } from 'firebase/app';
import { ReCaptchaEnterpriseProvider, initializeAppCheck } from 'firebase/app-check';

export function startAppCheck(app: FirebaseApp, siteKey: string): void {
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}
