/**
 * App Check on the callables: on for every real project, off for the emulators' `demo-` projects,
 * unless `APP_CHECK_ENFORCED` (functions/.env.<project-id>) says otherwise. Forgetting the
 * setting therefore protects a real project; turning it off is a written decision (docs/deploy.md).
 */

/** The variables the policy reads (process.env in functions, the .env files in scripts/deploy.mjs). */
export type AppCheckEnv = Readonly<Record<string, string | undefined>>;

/** The project id the Firebase CLI and runtime expose, or '' when neither is set. */
export function projectIdOf(env: AppCheckEnv): string {
  if (env['GCLOUD_PROJECT']) return env['GCLOUD_PROJECT'];
  try {
    const config = JSON.parse(env['FIREBASE_CONFIG'] ?? '{}') as { projectId?: unknown };
    return typeof config.projectId === 'string' ? config.projectId : '';
  } catch {
    return '';
  }
}

/** Whether callables refuse requests without a valid App Check token. */
export function appCheckEnforced(env: AppCheckEnv): boolean {
  const explicit = env['APP_CHECK_ENFORCED']?.trim().toLowerCase();
  if (explicit === 'true') return true;
  if (explicit === 'false') return false;
  return !projectIdOf(env).startsWith('demo-');
}

/**
 * Why a deploy must stop, or null: enforcing App Check while the web build carries no site key
 * would refuse every call the app makes.
 */
export function appCheckDeployProblem(enforced: boolean, webSiteKey: string | undefined): string | null {
  if (!enforced || webSiteKey?.trim()) return null;
  return (
    'App Check is enforced on the callables (the default for a real project) but web/.env.production has no ' +
    'VITE_APP_CHECK_SITE_KEY: every call from the app would be refused. Register the web app with reCAPTCHA ' +
    'Enterprise and set the key (docs/deploy.md), or, while rolling App Check out, write ' +
    'APP_CHECK_ENFORCED=false in functions/.env.<project-id>.'
  );
}
