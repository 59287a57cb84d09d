import { defineString } from 'firebase-functions/params';
import { appCheckEnforced } from '@solarcred/domain/app-check-policy';

/**
 * Whether callables refuse requests without a valid App Check token: on for a real project, off
 * for a `demo-` project, unless APP_CHECK_ENFORCED is set (domain/src/app-check-policy.ts). A
 * plain value read when the functions load, because enforceAppCheck is a deploy-time option: a
 * params expression there is read with `.value()` at deploy and warned about once per callable.
 */
export const APP_CHECK_ENFORCED = appCheckEnforced(process.env);

/**
 * The public address of the web app, the start of every link in an e-mail (issue 15). Empty:
 * the project's default Hosting site, https://<projectId>.web.app (docs/deploy.md).
 */
export const APP_URL = defineString('APP_URL', {
  default: '',
  description: 'Public URL of the web app, used in e-mail links (empty: https://<projectId>.web.app)',
});
