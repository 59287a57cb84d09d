/**
 * Demo data on a plain `firebase emulators:start`, with no extra command. The CLI has no
 * post-start hook, and the only code of ours it runs as the emulators come up is this bundle,
 * loaded once to discover the functions (a short-lived process, killed when the manifest is
 * read). So, in that process and only there, this starts `scripts/seed-on-start.mjs` detached:
 * it waits until the triggers below are registered, skips an emulator that already has accounts,
 * runs `scripts/seed.mjs` (the seed `npm start` uses) and exits. Its lines reach the CLI's console.
 *
 * Never in production: every condition of `seedOnStartWanted` must hold, and the first two only
 * hold inside the Functions emulator's discovery; the opt-in is set only in
 * functions/.env.demo-solarcred (a demo- project exists only in the emulators), and our own
 * scripts and tests turn it off (scripts/lib/firebase-config.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The opt-in variable, read from the functions' .env files. */
export const SEED_ON_START = 'SOLARCRED_SEED_ON_START';

/** The triggers the seed waits on (sign-up, counters, analytics): seeding before they exist would miss them. */
export const SEED_TRIGGERS = ['onUserCreated', 'onIntegratorWritten', 'onProposalWritten', 'onProposalAnalytics'] as const;

/** Whether this process should start the seed: see the module comment. */
export function seedOnStartWanted(env: NodeJS.ProcessEnv): boolean {
  return (
    env['FUNCTIONS_EMULATOR'] === 'true' &&
    // Set on the discovery process only (not on the workers that run each function).
    env['FUNCTIONS_CONTROL_API'] === 'true' &&
    env[SEED_ON_START] === 'true' &&
    (env['GCLOUD_PROJECT'] ?? '').startsWith('demo-') &&
    Boolean(env['FIREBASE_AUTH_EMULATOR_HOST']) &&
    Boolean(env['FIRESTORE_EMULATOR_HOST']) &&
    Boolean(env['FIREBASE_EMULATOR_HUB'])
  );
}

const HELPER = 'scripts/seed-on-start.mjs';

/** The repository's scripts/seed-on-start.mjs, looked up from this code's place (bundled or not). */
function helperScript(from: string = import.meta.url): string | undefined {
  for (let dir = new URL('.', from); ; dir = new URL('..', dir)) {
    const candidate = new URL(HELPER, dir);
    if (existsSync(candidate)) return fileURLToPath(candidate);
    if (new URL('..', dir).href === dir.href) return undefined;
  }
}

export type Launch = (script: string, args: readonly string[], env: NodeJS.ProcessEnv) => void;

/** Detached, so it outlives the discovery process; its output goes where the discovery's goes. */
const launchDetached: Launch = (script, args, env) => {
  const child = spawn(process.execPath, [script, ...args], { detached: true, stdio: ['ignore', 'inherit', 'inherit'], env, windowsHide: true });
  child.unref();
};

/** Starts the seed helper when `seedOnStartWanted`; true when it did. */
export function seedDemoDataOnEmulatorStart(env: NodeJS.ProcessEnv = process.env, launch: Launch = launchDetached): boolean {
  if (!seedOnStartWanted(env)) return false;
  const script = helperScript();
  if (!script) {
    console.warn(`${SEED_ON_START}: ${HELPER} not found; load the demo data with \`npm run seed:emulators\`.`);
    return false;
  }
  launch(script, SEED_TRIGGERS, env);
  return true;
}
