import { defineBoolean } from 'firebase-functions/params';

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
