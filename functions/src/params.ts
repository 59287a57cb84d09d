import { defineBoolean, defineString } from 'firebase-functions/params';

/**
 * Whether callables refuse requests without a valid App Check token. Off by default (the
 * emulators and the demo have no attestation provider); set APP_CHECK_ENFORCED=true in
 * functions/.env.<projectId> once the web app registers its reCAPTCHA Enterprise site key
 * (docs/deploy.md).
 */
export const APP_CHECK_ENFORCED = defineBoolean('APP_CHECK_ENFORCED', {
  default: false,
  description: 'Refuse callable requests without a valid App Check token',
});

/**
 * The public address of the web app, the start of every link in an e-mail (issue 15). Empty:
 * the project's default Hosting site, https://<projectId>.web.app (docs/deploy.md).
 */
export const APP_URL = defineString('APP_URL', {
  default: '',
  description: 'Public URL of the web app, used in e-mail links (empty: https://<projectId>.web.app)',
});
