/**
 * Cloud Functions entry point (bundled by build.mjs into lib/index.js). Each export is one
 * deployed function; the logic lives in @solarcred/domain handlers.
 */
export { onUserCreated } from './sign-up/on-user-created';
